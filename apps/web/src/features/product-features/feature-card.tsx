import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { FeatureSlug } from '@/site/routes';
import { FeatureIcon } from './feature-icon';
import { PREMIUM_FEATURES } from './feature-list';

/** One feature as a card linking to its page: icon, name, one-line summary and a Premium badge where it applies. */
export async function FeatureCard({ slug }: { slug: FeatureSlug }) {
  const t = await getTranslations('features');
  return (
    <Link
      href={`/features/${slug}`}
      className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 transition-colors hover:border-brand-600 hover:bg-brand-50"
    >
      <span className="flex items-start justify-between gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white">
          <FeatureIcon slug={slug} />
        </span>
        {PREMIUM_FEATURES.has(slug) ? (
          <span className="rounded-full bg-brand-900 px-2.5 py-1 text-xs font-semibold text-white">{t('premiumBadge')}</span>
        ) : null}
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-brand-700">{t(`pages.${slug}.name`)}</h3>
      <p className="mt-2 text-slate-700">{t(`pages.${slug}.summary`)}</p>
    </Link>
  );
}

/** A responsive grid of feature cards (the overview's nine, or a page's related three). */
export function FeatureGrid({ slugs }: { slugs: readonly FeatureSlug[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {slugs.map((slug) => (
        <li key={slug}>
          <FeatureCard slug={slug} />
        </li>
      ))}
    </ul>
  );
}
