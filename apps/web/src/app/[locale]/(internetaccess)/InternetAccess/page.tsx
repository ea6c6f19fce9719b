import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { StaticHtml } from '@/components/static-html';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SuggestedDownload } from '@/features/download/suggested-download';
import { TryCta } from '@/features/product-features/try-cta';
import { FamilyCards } from '@/features/use-cases/use-case-sections';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/InternetAccess');

const HONEST = ['1', '2', '3'] as const;

/** What people use a VPN for: the six use-case families, and what a VPN changes and does not. */
export default async function InternetAccessPage({ params }: LocalePageProps) {
  await pageLocale(params);
  const [t, tFeatures] = await Promise.all([getTranslations('useCases'), getTranslations('features')]);
  const brand = { brand: BRAND.name };
  return (
    <>
      <PageHero title={t('hub.title', brand)} lead={t('hub.lead', brand)}>
        <SuggestedDownload className={buttonClass.primary} />
        <Link href="/pricing" className={buttonClass.secondary}>
          {tFeatures('cta.pricing')}
        </Link>
      </PageHero>
      <StaticHtml>
        <Section id="uses" title={t('hub.familiesTitle', brand)}>
          <FamilyCards />
        </Section>
      </StaticHtml>
      <StaticHtml>
        <Section id="honest" tone="muted" title={t('hub.honest.title', brand)}>
          <div className="max-w-3xl space-y-4 text-lg text-slate-700">
            {HONEST.map((n) => (
              <p key={n}>{t(`hub.honest.${n}`, brand)}</p>
            ))}
          </div>
        </Section>
      </StaticHtml>
      <TryCta id="uses-cta" />
    </>
  );
}
