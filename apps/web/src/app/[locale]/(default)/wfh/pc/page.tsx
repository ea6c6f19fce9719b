import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { FaqList } from '@/components/ui/faq-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqItems, numberedKeys } from '@/features/download/catalog-lists';
import { InstallSteps } from '@/features/download/install-steps';
import { PlatformCards } from '@/features/download/platform-cards';
import { PlatformIcon } from '@/features/download/platform-icon';
import { APP_PLATFORMS } from '@/features/download/platforms';
import { infoClass } from '@/features/info-pages/classes';
import { TermCards, termCards } from '@/features/info-pages/lists';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/wfh/pc', locale);
}

const BEFORE = ['owner', 'system', 'permission', 'account'] as const;
/** The two desktop download pages (DOWNLOAD_PAGE_SLUGS); their install steps are shown here as they are there. */
const DESKTOPS = ['windows', 'macos'] as const;

/** Setting up on a work-from-home computer (docs/product.md §2 /wfh/pc): Windows and macOS, then settings for work. */
export default async function WorkFromHomePcPage({ params }: Props) {
  await pageLocale(params);
  const [t, tDownload] = await Promise.all([getTranslations('wfh'), getTranslations('download')]);
  const values = {
    brand: BRAND.name,
    windowsVersion: APP_PLATFORMS.windows.minimumOs ?? '',
    macVersion: APP_PLATFORMS.macos.minimumOs ?? '',
  };

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumb'), path: '/wfh' },
          { label: t('pc.breadcrumb'), path: '/wfh/pc' },
        ]}
      />
      <PageHero title={t('pc.hero.title', values)} lead={t('pc.hero.lead')}>
        <a href="#windows" className={buttonClass.primary}>
          {t('pc.hero.windows')}
        </a>
        <a href="#macos" className={buttonClass.secondary}>
          {t('pc.hero.macos')}
        </a>
      </PageHero>

      <Section id="before" title={t('pc.before.title')}>
        <TermCards items={termCards(t, 'pc.before', BEFORE, values)} mark="check" />
      </Section>

      {DESKTOPS.map((slug, index) => (
        <Section key={slug} id={slug} tone={index === 0 ? 'muted' : 'plain'} title={t(`pc.${slug}.title`)} lead={t(`pc.${slug}.lead`)}>
          <InstallSteps
            steps={numberedKeys(tDownload, `pages.${slug}.steps`, '.title').map((key) => ({
              title: tDownload(`${key}.title`, values),
              text: tDownload(`${key}.text`, values),
            }))}
          />
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {/* A plain link, as on the download page: the file is not a page of this site. */}
            <a href={APP_PLATFORMS[slug].href} className={`${buttonClass.primary} gap-2`}>
              <PlatformIcon name={APP_PLATFORMS[slug].icon} className="size-5" />
              {tDownload(`buttons.${slug}`)}
            </a>
            <Link href={`/download/${slug}`} className={buttonClass.secondary}>
              {t(`pc.${slug}.page`)}
            </Link>
          </div>
        </Section>
      ))}

      <Section id="work" tone="muted" title={t('pc.work.title')}>
        <TermCards
          items={numberedKeys(t, 'pc.work', '.title').map((key) => ({ key, term: t(`${key}.title`), text: t(`${key}.text`, values) }))}
        />
      </Section>

      <Section id="phone" title={t('pc.phone.title')} lead={t('pc.phone.lead')}>
        <PlatformCards
          columns="sm:grid-cols-2"
          items={(['ios', 'androidpro'] as const).map((slug) => ({
            key: slug,
            href: `/download/${slug}`,
            icon: APP_PLATFORMS[slug].icon,
            name: tDownload(`names.${slug}`),
            text: tDownload(`cards.${slug}`),
          }))}
        />
      </Section>

      <Section id="faq" tone="muted" title={t('pc.faq.title')}>
        <div className="max-w-3xl">
          <FaqList items={faqItems(t, 'pc.faq', values)} />
        </div>
        <p className="mt-8">
          <Link href="/wfh" className={infoClass.textLink}>
            {t('pc.back')}
          </Link>
        </p>
      </Section>
    </>
  );
}
