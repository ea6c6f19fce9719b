import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { locationsIn } from '@kestrel/domain/locations';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { StaticHtml } from '@/components/static-html';
import { buttonClass } from '@/components/ui/button';
import { PageFaq } from '@/components/ui/page-faq';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SuggestedDownload } from '@/features/download/suggested-download';
import { countryNamer } from '@/features/imagery/country-names';
import { NumberedList } from '@/features/info-pages/lists';
import { COUNTRY_FAQ, COUNTRY_REASONS, countryOfPage, isCountrySlug } from '@/features/servers/country-pages';
import { TryCta } from '@/features/product-features/try-cta';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';
import { COUNTRY_SLUGS, type CountrySlug } from '@/site/routes';

type Props = { params: Promise<{ locale: string; country: string }> };

export function generateStaticParams() {
  return COUNTRY_SLUGS.map((country) => ({ country }));
}

// Only the eleven country pages exist; any other name is the localized 404.
export const dynamicParams = false;

async function countrySlug(params: Props['params']): Promise<CountrySlug> {
  const { country } = await params;
  if (!isCountrySlug(country)) notFound();
  return country;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata(`/vpn-server/${await countrySlug(params)}`, locale);
}

const STEPS = ['1', '2', '3'] as const;

/**
 * A country page: why people there (and travellers) use a VPN, our locations in the country from
 * the one list of locations, streaming and privacy notes, three steps with the download for the
 * visitor's device, questions and answers (FAQPage), and the other countries.
 */
export default async function CountryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const slug = await countrySlug(params);
  const [t, tFeatures] = await Promise.all([getTranslations('servers'), getTranslations('features')]);
  const names = countryNamer(locale);
  const code = countryOfPage(slug);
  const country = names(code);
  const page = `countries.${slug}`;
  const values = { brand: BRAND.name, country };
  const cities = locationsIn(code);
  const collator = new Intl.Collator(locale);
  const others = COUNTRY_SLUGS.filter((other) => other !== slug)
    .map((other) => ({ slug: other, name: names(countryOfPage(other)) }))
    .sort((a, b) => collator.compare(a.name, b.name));

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumb'), path: '/vpn-server' },
          { label: country, path: `/vpn-server/${slug}` },
        ]}
      />
      <PageHero title={t(`${page}.hero.title`, values)} lead={t(`${page}.hero.lead`, values)}>
        <SuggestedDownload className={buttonClass.primary} />
        <Link href="/pricing" className={buttonClass.secondary}>
          {tFeatures('cta.pricing')}
        </Link>
      </PageHero>

      <StaticHtml>
      <Section
        id="locations"
        title={t('country.locations.title', values)}
        lead={t('country.locations.lead', { ...values, count: cities.length })}
      >
        <ul className="flex flex-wrap gap-3">
          {cities.map((city) => (
            <li key={city.id} className="rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-800">
              {t(`cities.${city.id}`)}
            </li>
          ))}
        </ul>
      </Section>
      </StaticHtml>

      <StaticHtml>
      <Section id="why" tone="muted" title={t('country.why', values)}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          {COUNTRY_REASONS.map((n) => (
            <p key={n}>{t(`${page}.why.${n}`, values)}</p>
          ))}
        </div>
      </Section>
      </StaticHtml>

      <StaticHtml>
      <Section id="notes" title={t('country.notes')}>
        <div className="max-w-3xl space-y-4 text-lg text-slate-700">
          <p>{t(`${page}.notes.streaming`, values)}</p>
          <p>{t(`${page}.notes.privacy`, values)}</p>
          <p className="text-base text-slate-600">{t('country.notLegalAdvice')}</p>
        </div>
      </Section>
      </StaticHtml>

      <Section id="steps" tone="muted" title={t('country.steps.title')}>
        <StaticHtml>
          <NumberedList
            items={STEPS.map((n) => (
              <>
                <strong className="block text-slate-900">{t(`country.steps.${n}.title`, values)}</strong>
                {t(`country.steps.${n}.text`, values)}
              </>
            ))}
          />
        </StaticHtml>
        <div className="mt-8">
          <SuggestedDownload className={buttonClass.primary} />
        </div>
      </Section>

      <PageFaq
        title={t('country.faq')}
        items={COUNTRY_FAQ.map((n) => ({
          question: t(`${page}.faq.${n}.question`, values),
          answer: t(`${page}.faq.${n}.answer`, values),
        }))}
      />

      <StaticHtml>
      <Section id="others" tone="muted" title={t('country.others')}>
        <ul className="flex flex-wrap gap-3">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                href={`/vpn-server/${other.slug}`}
                className="inline-block rounded-full border border-slate-200 bg-white px-4 py-2 font-semibold text-brand-700 hover:border-brand-600"
              >
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link href="/vpn-server" className="font-semibold text-brand-700 hover:underline">
            {t('hero.title')}
          </Link>
        </p>
      </Section>
      </StaticHtml>

      <TryCta id="country-cta" />
    </>
  );
}
