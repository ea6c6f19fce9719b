import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { FaqList } from '@/components/ui/faq-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Link } from '@/i18n/navigation';
import { ConsoleMethods } from './console-methods';
import { faqItems } from './catalog-lists';
import { PlatformCards } from './platform-cards';
import { CONSOLE_SLUGS, pageIcon, type ConsoleSlug } from './platforms';

/**
 * /download/xbox, /playstation and /switch. There is no console app to offer, so the page says
 * so up front and walks through connecting the console via a router, a Windows PC or a Mac.
 */
export async function ConsoleGuidePage({ slug }: { slug: ConsoleSlug }) {
  const t = await getTranslations('download');
  const name = t(`names.${slug}`);
  const values = { brand: BRAND.name, console: name };
  const base = `pages.${slug}`;
  const otherConsoles = CONSOLE_SLUGS.filter((other) => other !== slug).map((other) => ({
    key: other,
    href: `/download/${other}`,
    icon: pageIcon(other),
    name: t(`names.${other}`),
  }));

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumb'), path: '/download' },
          { label: name, path: `/download/${slug}` },
        ]}
      />
      <PageHero title={t(`${base}.hero.title`, values)} lead={t(`${base}.hero.lead`, values)}>
        <Link href="/download/windows" className={buttonClass.primary}>
          {t('buttons.windows')}
        </Link>
        <Link href="/download/macos" className={buttonClass.secondary}>
          {t('buttons.macos')}
        </Link>
      </PageHero>

      <Section id="methods" title={t('consoles.methods.title', values)} lead={t('consoles.methods.lead', values)} tone="muted">
        <ConsoleMethods variant="steps" />
      </Section>

      <Section id="connect" title={t('consoles.connect.title', values)}>
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>{t('consoles.connect.text', { ...values, path: t(`${base}.network`) })}</p>
          {t.has(`${base}.wiredNote`) ? <p>{t(`${base}.wiredNote`)}</p> : null}
        </div>
        <div className="mt-8 max-w-3xl rounded-xl border border-brand-100 bg-brand-50 p-6">
          <h3 className="text-lg font-semibold text-brand-900">{t('consoles.dns.title')}</h3>
          <p className="mt-2 text-slate-700">{t('consoles.dns.text', values)}</p>
        </div>
      </Section>

      <Section id="faq" title={t('consoles.faq.title')} tone="muted">
        <FaqList items={faqItems(t, 'consoles.faq', values)} />
      </Section>

      <Section id="other" title={t('consoles.more')}>
        <PlatformCards
          items={[...otherConsoles, { key: 'gameConsole', href: '/download/game-console', icon: 'console', name: t('names.gameConsole') }]}
        />
        <Link href="/download" className={`${buttonClass.secondary} mt-8`}>
          {t('common.allDownloads')}
        </Link>
      </Section>
    </>
  );
}
