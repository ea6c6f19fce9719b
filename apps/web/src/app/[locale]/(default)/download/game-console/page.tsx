import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { FaqList } from '@/components/ui/faq-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { ConsoleMethods } from '@/features/download/console-methods';
import { faqItems } from '@/features/download/catalog-lists';
import { PlatformCards } from '@/features/download/platform-cards';
import { CONSOLE_SLUGS } from '@/features/download/platforms';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/download/game-console', locale);
}

/** The consoles hub: why there is no console app, the three ways around it, and each console's guide. */
export default async function GameConsolePage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('download');
  const values = { brand: BRAND.name };

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumb'), path: '/download' },
          { label: t('names.gameConsole'), path: '/download/game-console' },
        ]}
      />
      <PageHero title={t('gameConsole.hero.title', values)} lead={t('gameConsole.hero.lead', values)} />

      <Section id="consoles" title={t('gameConsole.choose.title')}>
        <PlatformCards
          items={CONSOLE_SLUGS.map((slug) => ({
            key: slug,
            href: `/download/${slug}`,
            icon: 'console',
            name: t(`names.${slug}`),
            text: t(`cards.${slug}`),
          }))}
        />
      </Section>

      <Section id="how" title={t('gameConsole.how.title')} lead={t('gameConsole.how.lead', values)} tone="muted">
        <ConsoleMethods variant="summary" />
      </Section>

      <Section id="apps" title={t('consoles.getApp.title')} lead={t('consoles.getApp.lead', values)}>
        <PlatformCards
          columns="sm:grid-cols-2"
          items={(['windows', 'macos'] as const).map((slug) => ({
            key: slug,
            href: `/download/${slug}`,
            icon: slug,
            name: t(`names.${slug}`),
            text: t(`cards.${slug}`),
          }))}
        />
      </Section>

      <Section id="faq" title={t('consoles.faq.title')} tone="muted">
        <FaqList items={faqItems(t, 'consoles.faq', values)} />
      </Section>
    </>
  );
}
