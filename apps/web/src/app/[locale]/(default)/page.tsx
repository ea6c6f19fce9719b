import type { Metadata } from 'next';
import { ProductJsonLd } from '@/components/seo/product-json-ld';
import { HomeContent } from '@/features/home/home-content';
import { fetchPlans } from '@/lib/api/server';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/', locale);
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const plans = await fetchPlans();
  return (
    <>
      <HomeContent plans={plans} locale={locale} />
      <ProductJsonLd plans={plans} locale={locale} />
    </>
  );
}
