import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { FeaturesCta } from '@/features/product-features/features-cta';

/** The closing band of the location list and the country pages: the feature pages' pitch, plans and downloads. */
export async function ServersCta({ id }: { id: string }) {
  const t = await getTranslations('features');
  const brand = { brand: BRAND.name };
  return (
    <FeaturesCta
      id={id}
      title={t('cta.title', brand)}
      text={t('cta.text', brand)}
      pricingLabel={t('cta.pricing')}
      downloadLabel={t('cta.download', brand)}
    />
  );
}
