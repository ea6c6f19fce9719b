import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageFaq } from '@/components/ui/page-faq';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqItems, numberedKeys } from '@/features/download/catalog-lists';
import { ConsoleMethods } from '@/features/download/console-methods';
import { InstallSteps } from '@/features/download/install-steps';
import { PlatformCards } from '@/features/download/platform-cards';
import { PlatformIcon } from '@/features/download/platform-icon';
import { APP_PLATFORMS, OVERVIEW_CARDS } from '@/features/download/platforms';
import { WhatYouGet } from '@/features/download/what-you-get';
import { infoClass } from '@/features/info-pages/classes';
import { TermCards, termCards } from '@/features/info-pages/lists';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/tsbox', locale);
}

/**
 * TV boxes (docs/product.md §2 /tsbox). Only what the download pages cover: the Google Play app (the
 * same listing as /download/androidpro) on Android TV, and for any other box the router and shared
 * computer connections of the game console guides. No vendor logos, no streaming promises.
 */
export default async function TvBoxPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('download');
  const values = { brand: BRAND.name };
  const googlePlay = APP_PLATFORMS.androidpro;

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumb'), path: '/download' },
          { label: t('tsbox.breadcrumb'), path: '/tsbox' },
        ]}
      />
      <PageHero title={t('tsbox.hero.title', values)} lead={t('tsbox.hero.lead', values)}>
        <a href="#install" className={buttonClass.primary}>
          {t('tsbox.hero.install')}
        </a>
        <a href="#shared" className={buttonClass.secondary}>
          {t('tsbox.hero.other')}
        </a>
      </PageHero>

      <Section id="ways" title={t('tsbox.ways.title')} lead={t('tsbox.ways.lead')}>
        <TermCards items={termCards(t, 'tsbox.ways', ['googlePlay', 'other'], values)} />
      </Section>

      <Section id="install" tone="muted" title={t('tsbox.install.title')} lead={t('tsbox.install.lead')}>
        <InstallSteps
          steps={numberedKeys(t, 'tsbox.install', '.title').map((key) => ({
            title: t(`${key}.title`, values),
            text: t(`${key}.text`, values),
          }))}
        />
        <p className="mt-6 max-w-3xl text-slate-800">{t('tsbox.install.note', values)}</p>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          {/* A plain link, as on the Android page: the store listing is not a page of this site. */}
          <a href={googlePlay.href} className={`${buttonClass.primary} gap-2`}>
            <PlatformIcon name={googlePlay.icon} className="size-5" />
            {t('buttons.androidpro')}
          </a>
          <Link href="/download/androidpro" className={buttonClass.secondary}>
            {t('tsbox.install.androidPage')}
          </Link>
        </div>
      </Section>

      <Section id="shared" title={t('tsbox.shared.title')} lead={t('tsbox.shared.lead')}>
        <ConsoleMethods variant="summary" />
        <p className="mt-8 max-w-3xl text-slate-800">
          {t('tsbox.shared.guide')}{' '}
          <Link href="/download/game-console" className={infoClass.textLink}>
            {t('tsbox.shared.guideLink')}
          </Link>
        </p>
      </Section>

      <Section id="streaming" tone="muted" title={t('tsbox.streaming.title')}>
        <div className="max-w-3xl space-y-4 text-slate-800">
          {numberedKeys(t, 'tsbox.streaming').map((key) => (
            <p key={key}>{t(key, values)}</p>
          ))}
        </div>
      </Section>

      <WhatYouGet />

      <PageFaq tone="muted" title={t('tsbox.faq.title')} items={faqItems(t, 'tsbox.faq', values)} />

      <Section id="other" title={t('tsbox.other.title')} lead={t('tsbox.other.lead')}>
        <PlatformCards
          items={OVERVIEW_CARDS.map((card) => ({ key: card.key, href: card.href, icon: card.icon, name: t(`names.${card.key}`) }))}
          columns="grid-cols-2 lg:grid-cols-3"
        />
      </Section>
    </>
  );
}
