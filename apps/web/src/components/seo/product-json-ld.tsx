import { getTranslations } from 'next-intl/server';
import { BRAND, STRUCTURED_DATA, type PlanEntry } from '@kestrel/domain';
import { catalogDisplayData, minorToMajor, planName, planSelectionPath, type Translate } from '@/features/pricing/plan-labels';
import { absoluteUrl, ogImagePath } from '@/lib/metadata';
import { siteUrl } from '@/lib/env';
import { logoUrl } from '@/lib/site';
import { JsonLd } from './json-ld';

/**
 * schema.org Product for the Premium subscription (docs/product.md §1 structured data). The price range,
 * offer count and rating are the product rules' fixed figures (STRUCTURED_DATA); when the plans API answers,
 * each plan is listed as an Offer priced per month, linking to the pricing page with it selected.
 * The page must also show the rating (AppRating), and Google's product results need an image:
 * the pricing page's share image and the brand's logo.
 */
export async function ProductJsonLd({ plans, locale }: { plans: readonly PlanEntry[] | undefined; locale: string }) {
  const tPricing = await getTranslations({ locale, namespace: 'pricing' });
  const t: Translate = (key, values) => tPricing(key, values);
  const displayData = catalogDisplayData(t);
  const brand = BRAND.name;

  const offers = (plans ?? []).map((plan) => ({
    '@type': 'Offer',
    name: t('productJsonLd.offerName', { brand, plan: planName(plan, t, displayData) }),
    price: minorToMajor(plan.price_unit, plan.currency),
    priceCurrency: plan.currency,
    url: absoluteUrl(locale, planSelectionPath(plan)),
    // Offer.price is per month like the AggregateOffer range; the unit price says so explicitly.
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: minorToMajor(plan.price_unit, plan.currency),
      priceCurrency: plan.currency,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    },
    availability: 'https://schema.org/InStock',
  }));

  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: t('productJsonLd.name', { brand }),
        description: t('productJsonLd.description', { brand }),
        brand: { '@type': 'Brand', name: brand },
        url: absoluteUrl(locale, '/pricing'),
        image: [new URL(ogImagePath(locale, '/pricing'), siteUrl()).toString(), logoUrl()],
        offers: {
          '@type': 'AggregateOffer',
          lowPrice: STRUCTURED_DATA.lowPrice,
          highPrice: STRUCTURED_DATA.highPrice,
          priceCurrency: STRUCTURED_DATA.currency,
          offerCount: STRUCTURED_DATA.offerCount,
          ...(offers.length > 0 ? { offers } : {}),
        },
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: STRUCTURED_DATA.ratingValue,
          ratingCount: STRUCTURED_DATA.ratingCount,
        },
      }}
    />
  );
}
