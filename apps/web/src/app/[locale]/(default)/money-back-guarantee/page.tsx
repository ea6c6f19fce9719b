import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageFaq } from '@/components/ui/page-faq';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqItems } from '@/features/download/catalog-lists';
import { ClosingCta } from '@/features/info-pages/closing-cta';
import { NumberedList } from '@/features/info-pages/lists';
import { REFUND_VALUES } from '@/features/legal/legal-facts';
import { CurrentPromotionLink } from '@/features/promotion/current-promotion-link';
import { CheckIcon, ShieldIcon } from '@/features/pricing/icons';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/money-back-guarantee');

// Static; regenerated at most once a minute so the link to a running promotion comes and goes with it.
export const revalidate = 60;

const COVERED = ['website', 'promotion', 'renewals'] as const;
/** What a refund request contains (docs/product.md §3, §5). */
const REQUEST = ['reason', 'deviceUserId', 'receipt'] as const;
const NEXT = ['reply', 'processing', 'bank'] as const;
const FAQ = ['policy', 'contents', 'timing', 'store', 'renewal'] as const;

const mailto = `mailto:${BRAND.supportEmail}`;

/** The refund rules of docs/product.md §1 and §9, from the domain's constants: the copy never repeats a number. */
const values = { brand: BRAND.name, email: BRAND.supportEmail, ...REFUND_VALUES };

export default async function MoneyBackGuaranteePage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('legal.moneyBack');

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/money-back-guarantee' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title', values)} lead={t('hero.lead', values)}>
        <Link href="/refund-request" className={buttonClass.primary}>
          {t('hero.contact')}
        </Link>
        <Link href="/pricing" className={buttonClass.secondary}>
          {t('hero.plans')}
        </Link>
      </PageHero>

      <Section id="covered" title={t('covered.title')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {COVERED.map((key) => (
            <li key={key} className="rounded-xl border border-slate-200 p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <ShieldIcon className={`size-5 ${key === 'renewals' ? 'text-slate-500' : 'text-green-700'}`} />
                {t(`covered.${key}.title`)}
              </h3>
              <p className="mt-2 text-slate-700">{t(`covered.${key}.text`, values)}</p>
              {key === 'promotion' ? (
                <CurrentPromotionLink
                  label={t('covered.promotion.link')}
                  className="mt-3 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
                />
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="stores" tone="muted" title={t('stores.title')}>
        <div className="max-w-3xl space-y-3 text-slate-800">
          <p>{t('stores.text')}</p>
          <p>{t('stores.note')}</p>
        </div>
      </Section>

      <Section id="request" title={t('request.title')}>
        <p className="max-w-3xl text-slate-800">
          {t.rich('request.lead', {
            ...values,
            mail: (chunks: ReactNode) => (
              <a href={mailto} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {chunks}
              </a>
            ),
          })}
        </p>
        <dl className="mt-6 grid gap-6 md:grid-cols-3">
          {REQUEST.map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-5">
              <dt className="flex items-center gap-2 font-semibold text-slate-900">
                <CheckIcon className="size-5 text-brand-600" />
                {t(`request.${key}.term`)}
              </dt>
              <dd className="mt-2 text-slate-700">{t(`request.${key}.text`, values)}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link href="/refund-request" className={buttonClass.primary}>
            {t('request.form')}
          </Link>
          <p className="text-slate-700">{t('request.formText')}</p>
        </div>
      </Section>

      <Section id="next" tone="muted" title={t('next.title')}>
        <NumberedList items={NEXT.map((key) => t(`next.${key}`, values))} />
      </Section>

      <PageFaq title={t('faq.title')} items={faqItems(t, 'faq', values, FAQ)} />

      <ClosingCta
        id="contact"
        title={t('contact.title')}
        lead={t('contact.text', values)}
        action={
          <a href={mailto} className={buttonClass.inverted}>
            {t('contact.email')}
          </a>
        }
        plansLabel={t('hero.plans')}
      />
    </>
  );
}
