import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { StaticHtml } from '@/components/static-html';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SuggestedDownload } from '@/features/download/suggested-download';
import { UseCaseIcon } from '@/features/use-cases/use-case-icon';
import { ServiceCards, UseCaseClosing } from '@/features/use-cases/use-case-sections';
import { USE_CASE_ORDER, hasServicePages, isUseCaseSlug, serviceName } from '@/features/use-cases/use-cases';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';
import { USE_CASES, USE_CASE_SLUGS, type UseCaseSlug } from '@/site/routes';

type Props = { params: Promise<{ locale: string; useCase: string }> };

export function generateStaticParams() {
  return USE_CASE_SLUGS.map((useCase) => ({ useCase }));
}

// Only the six families exist; any other name is the localized 404.
export const dynamicParams = false;

async function familyOf(params: Props['params']): Promise<UseCaseSlug> {
  const { useCase } = await params;
  if (!isUseCaseSlug(useCase)) notFound();
  return useCase;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata(`/InternetAccess/${await familyOf(params)}`, locale);
}

const KEYS = ['1', '2', '3'] as const;

/**
 * A use-case family (streaming, gaming…): why people use a VPN for it, its services (cards linking
 * to their pages, or for messaging and music a section each), what a VPN does not do, three steps
 * with the visitor's download, questions with FAQPage data, and the other families.
 */
export default async function UseCasePage({ params }: Props) {
  await pageLocale(params);
  const slug = await familyOf(params);
  const [t, tLabels, tFeatures] = await Promise.all([
    getTranslations('useCases'),
    getTranslations('layout.useCases'),
    getTranslations('features'),
  ]);
  const page = `families.${slug}`;
  const brand = { brand: BRAND.name };
  const label = tLabels(USE_CASE_ORDER.find(([other]) => other === slug)![1]);

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumb'), path: '/InternetAccess' },
          { label, path: `/InternetAccess/${slug}` },
        ]}
      />
      <PageHero
        title={t(`${page}.hero.title`, brand)}
        lead={t(`${page}.hero.lead`, brand)}
        visual={
          <span className="mx-auto hidden size-40 items-center justify-center rounded-3xl bg-brand-900 text-white lg:flex">
            <UseCaseIcon slug={slug} className="size-20" />
          </span>
        }
      >
        <SuggestedDownload className={buttonClass.primary} />
        <Link href="/pricing" className={buttonClass.secondary}>
          {tFeatures('cta.pricing')}
        </Link>
      </PageHero>

      <StaticHtml>
        <Section id="why" title={t(`${page}.why.title`, brand)}>
          <dl className="grid gap-6 md:grid-cols-3">
            {KEYS.map((n) => (
              <div key={n} className="rounded-xl border border-slate-200 bg-white p-6">
                <dt className="text-lg font-semibold text-slate-900">{t(`${page}.why.${n}.title`, brand)}</dt>
                <dd className="mt-2 text-slate-700">{t(`${page}.why.${n}.text`, brand)}</dd>
              </div>
            ))}
          </dl>
        </Section>
      </StaticHtml>

      <StaticHtml>
        <Section id="services" tone="muted" title={t(`${page}.services.title`, brand)} lead={t(`${page}.services.lead`, brand)}>
          {hasServicePages(slug) ? (
            <ServiceCards slug={slug} />
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              {USE_CASES[slug].map((service) => (
                <article
                  key={service}
                  id={service.toLowerCase()}
                  aria-labelledby={`${service.toLowerCase()}-title`}
                  className="scroll-mt-16 rounded-xl border border-slate-200 bg-white p-6"
                >
                  <h3 id={`${service.toLowerCase()}-title`} className="flex items-center gap-3 text-xl font-semibold text-slate-900">
                    <span className="flex size-9 items-center justify-center rounded-lg bg-brand-900 text-white">
                      <UseCaseIcon slug={slug} className="size-5" />
                    </span>
                    {serviceName(service, (key) => t(key), slug)}
                  </h3>
                  <div className="mt-3 space-y-3 text-slate-700">
                    {(['1', '2'] as const).map((n) => (
                      <p key={n}>{t(`services.${slug}.${service}.text.${n}`, brand)}</p>
                    ))}
                  </div>
                </article>
              ))}
            </div>
          )}
        </Section>
      </StaticHtml>

      <UseCaseClosing page={page} slug={slug} />
    </>
  );
}
