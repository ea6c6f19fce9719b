import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND, DOWNLOAD_PAGE_SLUGS, DOWNLOAD_PAGES } from '@kestrel/domain';
import { inLanguage } from '@kestrel/domain/languages';
import { FaqList } from '@/components/ui/faq-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqItems, numberedKeys } from '@/features/download/catalog-lists';
import { PlatformCards } from '@/features/download/platform-cards';
import { AppMockup } from '@/features/imagery/app-mockup';
import { PlatformIcon } from '@/features/download/platform-icon';
import { APP_PLATFORMS, OVERVIEW_CARDS } from '@/features/download/platforms';
import { SuggestedPlatform, type SuggestionBanners } from '@/features/download/suggested-platform-client';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/download', locale);
}

export default async function DownloadPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('download');
  const values = { brand: BRAND.name };

  // Every banner is translated here; the client leaf only picks one, so it needs no catalog.
  const banners = Object.fromEntries(
    DOWNLOAD_PAGE_SLUGS.map((slug) => {
      const platform = t(`names.${slug}`);
      return [
        slug,
        {
          text: t('suggested.text', { platform }),
          cta: t('suggested.cta', { ...values, platform, kind: DOWNLOAD_PAGES[slug] === 'console' ? 'console' : 'app' }),
          href: inLanguage(locale, `/download/${slug}`),
        },
      ];
    }),
  ) as SuggestionBanners;

  const cards = OVERVIEW_CARDS.map((card) => ({ ...card, name: t(`names.${card.key}`), text: t(`cards.${card.key}`) }));

  const requirementRows = OVERVIEW_CARDS.map((card) => {
    if (card.key === 'gameConsole') return { ...card, worksOn: t('overview.requirements.gameConsole'), source: t('sources.none') };
    const platform = APP_PLATFORMS[card.key];
    return {
      ...card,
      worksOn: platform.minimumOs ? t('common.osMinimum', { os: platform.minimumOs }) : t(`overview.requirements.${card.key}`),
      source: t(`sources.${platform.source}`),
    };
  });

  return (
    <>
      <PageHero
        eyebrow={t('overview.hero.eyebrow')}
        title={t('overview.hero.title', values)}
        lead={t('overview.hero.lead', values)}
        visual={<AppMockup screen="desktop" />}
      >
        <SuggestedPlatform banners={banners} />
      </PageHero>

      <Section id="choose" title={t('overview.choose.title')} lead={t('overview.choose.lead', values)}>
        <PlatformCards items={cards} />
      </Section>

      <Section id="account" title={t('overview.oneAccount.title')} lead={t('overview.oneAccount.lead', values)} tone="muted">
        <ul className="grid gap-4 md:grid-cols-3">
          {numberedKeys(t, 'overview.oneAccount', '.title').map((key) => (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold">{t(`${key}.title`, values)}</h3>
              <p className="mt-2 text-slate-700">{t(`${key}.text`, values)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="requirements" title={t('overview.requirements.title')} lead={t('overview.requirements.lead')}>
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-start text-sm sm:text-base">
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('overview.requirements.platform')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('overview.requirements.worksOn')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('overview.requirements.source')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700">
              {requirementRows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="px-4 py-3 text-start font-semibold text-slate-900">
                    <span className="flex items-center gap-2">
                      <PlatformIcon name={row.icon} className="size-5 text-brand-700" />
                      {t(`names.${row.key}`)}
                    </span>
                  </th>
                  <td className="px-4 py-3">{row.worksOn}</td>
                  <td className="px-4 py-3">{row.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="faq" title={t('overview.faq.title')} tone="muted">
        <FaqList items={faqItems(t, 'overview.faq', values)} />
      </Section>
    </>
  );
}
