import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { COMPANY_FIGURES } from '@/features/company/company-figures';
import { CheckIcon } from '@/features/pricing/icons';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/aboutus');

/** The apps of docs/product.md §1, each with the page that downloads it or explains the setup. */
const APPS = [
  { key: 'windows', path: '/download/windows' },
  { key: 'macos', path: '/download/macos' },
  { key: 'ios', path: '/download/ios' },
  { key: 'android', path: '/download/androidpro' },
  { key: 'browser', path: '/download' },
  { key: 'consoles', path: '/download/game-console' },
] as const;

/** The figures of docs/product.md §1 "Figures the copy uses". */
const NUMBERS = ['servers', 'locations', 'countries', 'users', 'support', 'encryption'] as const;

const BELIEFS = [
  { key: 'privacy', path: '/features/encryption' },
  { key: 'noLogs', path: '/features/no-logs' },
  { key: 'pricing', path: '/pricing' },
  { key: 'moneyBack', path: '/money-back-guarantee' },
] as const;

const MORE = [
  { key: 'features', path: '/features' },
  { key: 'pricing', path: '/pricing' },
  { key: 'press', path: '/press-room' },
  { key: 'contact', path: '/contact-us' },
] as const;

const values = COMPANY_FIGURES;

const cardLink = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

export default async function AboutUsPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('company.about');

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/aboutus' }]} />
      <PageHero eyebrow={t('hero.eyebrow', values)} title={t('hero.title')} lead={t('hero.lead', values)}>
        <Link href="/features" className={buttonClass.primary}>
          {t('hero.features')}
        </Link>
        <Link href="/pricing" className={buttonClass.secondary}>
          {t('hero.pricing')}
        </Link>
      </PageHero>

      <Section id="apps" title={t('build.title')} lead={t('build.lead')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {APPS.map(({ key, path }) => (
            <li key={key} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold">
                <Link href={path} className={cardLink}>
                  {t(`build.${key}.title`)}
                </Link>
              </h3>
              <p className="mt-2 text-slate-700">{t(`build.${key}.text`, values)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="network" tone="muted" title={t('network.title')} lead={t('network.lead', values)}>
        <ul className="grid grid-cols-2 gap-6 text-center sm:grid-cols-3 lg:grid-cols-6">
          {NUMBERS.map((key) => (
            <li key={key} className="text-slate-700">
              {t.rich(`network.${key}`, {
                ...values,
                num: (chunks: ReactNode) => <span className="block text-2xl font-bold text-brand-700">{chunks}</span>,
              })}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="beliefs" title={t('beliefs.title')}>
        <ul className="grid gap-6 md:grid-cols-2">
          {BELIEFS.map(({ key, path }) => (
            <li key={key} className="rounded-xl border border-slate-200 p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <CheckIcon className="size-5 text-green-700" />
                {t(`beliefs.${key}.title`)}
              </h3>
              <p className="mt-2 text-slate-700">{t(`beliefs.${key}.text`, values)}</p>
              <Link href={path} className={`${cardLink} mt-3 inline-block`}>
                {t(`beliefs.${key}.link`)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="more" tone="dark" title={t('more.title', values)}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {MORE.map(({ key, path }) => (
            <li key={key}>
              <Link href={path} className="block h-full rounded-xl border border-white/30 p-5 hover:bg-white/10">
                <span className="block text-lg font-semibold text-white">{t(`more.${key}.title`)}</span>
                <span className="mt-1 block text-brand-100">{t(`more.${key}.text`, values)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
