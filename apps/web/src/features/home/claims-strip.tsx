import { getTranslations } from 'next-intl/server';

const CLAIMS = ['servers', 'locations', 'countries', 'users', 'support', 'encryption'] as const;

/** The marketing figures of docs/product.md §1, each with its label. */
export async function ClaimsStrip() {
  const t = await getTranslations('home.claims');
  return (
    <section aria-labelledby="claims-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="claims-title" className="text-center text-2xl font-bold text-brand-900">
          {t('title')}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-6 text-center sm:grid-cols-3 lg:grid-cols-6">
          {CLAIMS.map((key) => (
            <div key={key} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-700">{t(`${key}Label`)}</dt>
              <dd className="text-2xl font-bold text-brand-700">{t(key)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
