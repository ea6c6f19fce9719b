import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { FaqList } from '@/components/ui/faq-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { AppMockup } from '@/features/imagery/app-mockup';
import { Link } from '@/i18n/navigation';
import { faqItems, numberedKeys } from './catalog-lists';
import { InstallSteps } from './install-steps';
import { PlatformCards } from './platform-cards';
import { CheckIcon, PlatformIcon } from './platform-icon';
import { APP_PLATFORMS, OVERVIEW_CARDS, type AppSlug } from './platforms';
import { WhatYouGet } from './what-you-get';

/** Apps for phones, shown on a phone; the others (computers, the Chrome extension) in a window. */
const MOBILE_APPS: ReadonlySet<AppSlug> = new Set<AppSlug>(['ios', 'androidpro', 'androidlite']);

/**
 * The body of a page with an app to install (/download/windows … /download/androidlite and the
 * Chrome extension at /download/product): button, three steps, requirements, plans, FAQ.
 */
export async function AppDownloadPage({ slug }: { slug: AppSlug }) {
  const t = await getTranslations('download');
  const platform = APP_PLATFORMS[slug];
  // The extension's texts sit at `product` because its route table entry says `download.product`.
  const base = slug === 'product' ? 'product' : `pages.${slug}`;
  const name = t(`names.${slug}`);
  const values = { brand: BRAND.name, platform: name };

  const steps = numberedKeys(t, `${base}.steps`, '.title').map((key) => ({
    title: t(`${key}.title`, values),
    text: t(`${key}.text`, values),
  }));
  const requirements = [
    ...(platform.minimumOs ? [t('common.osMinimum', { os: platform.minimumOs })] : []),
    ...numberedKeys(t, `${base}.requirements`).map((key) => t(key, values)),
  ];
  const isAndroid = slug === 'androidpro' || slug === 'androidlite';
  const faq = [
    ...faqItems(t, `${base}.faq`, values),
    ...(isAndroid ? [{ question: t('common.androidChoice.question', values), answer: t('common.androidChoice.answer', values) }] : []),
  ];
  const others = OVERVIEW_CARDS.filter((card) => card.key !== slug).map((card) => ({
    key: card.key,
    href: card.href,
    icon: card.icon,
    name: t(`names.${card.key}`),
  }));

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumb'), path: '/download' },
          { label: name, path: slug === 'product' ? '/download/product' : `/download/${slug}` },
        ]}
      />
      <PageHero
        title={t(`${base}.hero.title`, values)}
        lead={t(`${base}.hero.lead`, values)}
        visual={<AppMockup screen={MOBILE_APPS.has(slug) ? 'connected' : 'desktop'} />}
      >
        {/* A plain link: the file or store listing is not a page of this site. */}
        <a href={platform.href} className={`${buttonClass.primary} gap-2`}>
          <PlatformIcon name={platform.icon} className="size-5" />
          {t(`buttons.${slug}`)}
        </a>
        <p className="text-sm text-slate-700">{requirements[0]}</p>
      </PageHero>

      <Section id="steps" title={t('common.stepsTitle')} lead={t('common.stepsLead')} tone="muted">
        <InstallSteps steps={steps} />
      </Section>

      <Section id="requirements" title={t('common.requirementsTitle')}>
        <ul className="grid gap-3 sm:max-w-2xl">
          {requirements.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg border border-slate-200 p-4 text-slate-800">
              <CheckIcon />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Section>

      <WhatYouGet killSwitch={slug !== 'product'} />

      <Section id="faq" title={t('common.faqTitle', values)} tone="muted">
        <FaqList items={faq} />
      </Section>

      <Section id="other" title={t('common.otherTitle')} lead={t('common.otherLead', values)}>
        <PlatformCards items={others} columns="grid-cols-2 lg:grid-cols-3" />
        <Link href="/download" className={`${buttonClass.secondary} mt-8`}>
          {t('common.allDownloads')}
        </Link>
      </Section>
    </>
  );
}
