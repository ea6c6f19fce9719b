import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { FeaturesCta } from './features-cta';

/** The closing band of the location, country and use-case pages: the feature pages' pitch, plans and downloads. */
export async function TryCta({ id }: { id: string }) {
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
