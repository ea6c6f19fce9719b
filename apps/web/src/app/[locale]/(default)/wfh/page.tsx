import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { buttonClass } from '@/components/ui/button';
import { PageFaq } from '@/components/ui/page-faq';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { faqItems, numberedKeys } from '@/features/download/catalog-lists';
import { infoClass } from '@/features/info-pages/classes';
import { ClosingCta } from '@/features/info-pages/closing-cta';
import { CheckList, NumberedList, TermCards, termCards } from '@/features/info-pages/lists';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/wfh');

const PROTECTS = ['home', 'public', 'dns', 'killSwitch'] as const;
/** Honest limits: a consumer VPN never stands in for an employer's VPN or security rules. */
const LIMITS = ['network', 'rules', 'device'] as const;

/** Working from home (docs/product.md §2 /wfh): what a personal VPN protects, what it does not, calls and split tunneling. */
export default async function WorkFromHomePage({ params }: LocalePageProps) {
  await pageLocale(params);
  const t = await getTranslations('wfh');
  const values = { brand: BRAND.name };
  const texts = (prefix: string) => numberedKeys(t, prefix).map((key) => t(key, values));

  return (
    <>
      <Breadcrumbs items={[{ label: t('breadcrumb'), path: '/wfh' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead', values)}>
        <Link href="/wfh/pc" className={buttonClass.primary}>
          {t('hero.setup', values)}
        </Link>
        <Link href="/download" className={buttonClass.secondary}>
          {t('hero.download')}
        </Link>
      </PageHero>

      <Section id="protects" title={t('protects.title', values)} lead={t('protects.lead', values)}>
        <TermCards items={termCards(t, 'protects', PROTECTS, values)} mark="check" />
        <p className="mt-6">
          <Link href="/features/wifi-protection" className={infoClass.textLink}>
            {t('protects.link')}
          </Link>
        </p>
      </Section>

      <Section id="limits" tone="muted" title={t('limits.title')} lead={t('limits.lead', values)}>
        <TermCards items={termCards(t, 'limits', LIMITS, values)} mark="cross" columns="lg:grid-cols-3" />
      </Section>

      <Section id="company-vpn" title={t('both.title', values)}>
        <div className="max-w-3xl space-y-4 text-slate-800">
          {texts('both').map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>

      <Section id="calls" tone="muted" title={t('calls.title')} lead={t('calls.lead')}>
        <TermCards
          items={numberedKeys(t, 'calls', '.title').map((key) => ({ key, term: t(`${key}.title`), text: t(`${key}.text`, values) }))}
          columns="md:grid-cols-3"
        />
      </Section>

      <Section id="split-tunneling" title={t('split.title')} lead={t('split.lead')}>
        <CheckList items={texts('split')} />
        <p className="mt-6 max-w-3xl text-slate-800">{t('split.note')}</p>
        <p className="mt-4">
          <Link href="/features/spilt-tunneling" className={infoClass.textLink}>
            {t('split.link')}
          </Link>
        </p>
      </Section>

      <Section id="checklist" tone="muted" title={t('checklist.title')}>
        <NumberedList items={texts('checklist')} />
      </Section>

      <PageFaq title={t('faq.title')} items={faqItems(t, 'faq', values)} />

      <ClosingCta
        id="get-started"
        title={t('cta.title')}
        lead={t('cta.text', values)}
        action={
          <Link href="/wfh/pc" className={buttonClass.inverted}>
            {t('cta.setup')}
          </Link>
        }
        plansLabel={t('cta.plans')}
      />
    </>
  );
}
