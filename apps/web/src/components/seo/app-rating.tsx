import { getTranslations } from 'next-intl/server';
import { BRAND, STRUCTURED_DATA } from '@kestrel/domain';

/**
 * The rating the Product structured data carries (docs/product.md §1: 4.8 from 30,961 ratings), shown on
 * the page as Google's review-snippet rules require, saying what it rates: the apps, in the
 * app stores. Numbers are formatted for the page's language. Every page with ProductJsonLd
 * shows this once.
 */
export async function AppRating({ className = '' }: { className?: string }) {
  const t = await getTranslations('common');
  return (
    <p className={`flex items-start gap-2 text-slate-800 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-amber-500">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      {t('appRating', { brand: BRAND.name, rating: STRUCTURED_DATA.ratingValue, count: STRUCTURED_DATA.ratingCount })}
    </p>
  );
}
