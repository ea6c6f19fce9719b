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
import { CheckList } from '@/features/info-pages/lists';
import { UseCaseClosing } from '@/features/use-cases/use-case-sections';
import {
  SERVICE_PAGES,
  USE_CASE_ORDER,
  hasServicePages,
  isServiceOf,
  isUseCaseSlug,
  serviceName,
  type ServicePageFamily,
} from '@/features/use-cases/use-cases';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string; useCase: string; service: string }> };

export function generateStaticParams() {
  return SERVICE_PAGES;
}

// Only the listed services of gaming, social media, sports and streaming have pages; any other
// name (or a service of messaging or music) is the localized 404.
export const dynamicParams = false;

async function pageOf(params: Props['params']): Promise<{ slug: ServicePageFamily; service: string }> {
  const { useCase, service } = await params;
  if (!isUseCaseSlug(useCase) || !hasServicePages(useCase) || !isServiceOf(useCase, service)) notFound();
  return { slug: useCase, service };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug, service } = await pageOf(params);
  return routeMetadata(`/InternetAccess/${slug}/${service}`, locale);
}

/**
 * One service of a family (Netflix, PUBG, the NHL…): what a VPN does for its users, tips, what it
 * does not do (the service's terms, rights, GPS…), the family's three steps, questions with
 * FAQPage data, and the other services and families.
 */
export default async function ServicePage({ params }: Props) {
  await pageLocale(params);
  const { slug, service } = await pageOf(params);
  const [t, tLabels, tFeatures] = await Promise.all([
    getTranslations('useCases'),
    getTranslations('layout.useCases'),
    getTranslations('features'),
  ]);
  const page = `services.${slug}.${service}`;
  const brand = { brand: BRAND.name };
  const name = serviceName(service, (key) => t(key), slug);

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumb'), path: '/InternetAccess' },
          { label: tLabels(USE_CASE_ORDER.find(([other]) => other === slug)![1]), path: `/InternetAccess/${slug}` },
          { label: name, path: `/InternetAccess/${slug}/${service}` },
        ]}
      />
      <PageHero title={t(`${page}.hero.title`, brand)} lead={t(`${page}.hero.lead`, brand)}>
        <SuggestedDownload className={buttonClass.primary} />
        <Link href="/pricing" className={buttonClass.secondary}>
          {tFeatures('cta.pricing')}
        </Link>
      </PageHero>

      <StaticHtml>
        <Section id="what" title={t(`${page}.what.title`, brand)}>
          <div className="max-w-3xl space-y-4 text-lg text-slate-700">
            <p>{t(`${page}.what.1`, brand)}</p>
            <p>{t(`${page}.what.2`, brand)}</p>
          </div>
        </Section>
      </StaticHtml>

      <StaticHtml>
        <Section id="tips" tone="muted" title={t(`${page}.tips.title`, brand)}>
          <CheckList items={(['1', '2', '3'] as const).map((n) => t(`${page}.tips.${n}`, brand))} />
        </Section>
      </StaticHtml>

      <UseCaseClosing page={page} slug={slug} service={service} />
    </>
  );
}
