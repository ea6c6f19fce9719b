import { StaticHtml } from '@/components/static-html';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/** Outline button for the dark band; the shared button set has no on-dark outline variant. */
const outlineOnDark =
  'inline-flex items-center justify-center rounded-lg border border-white/70 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10';

/** The closing band of the feature pages: a pitch and the way to pricing (and, optionally, downloads). */
export function FeaturesCta({
  id,
  title,
  text,
  pricingLabel,
  downloadLabel,
}: {
  id: string;
  title: string;
  text: string;
  pricingLabel: string;
  downloadLabel?: string;
}) {
  return (
    <StaticHtml>
      <section aria-labelledby={`${id}-title`} className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center">
          <h2 id={`${id}-title`} className="text-3xl font-bold">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-brand-100">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link href="/pricing" className={buttonClass.inverted}>
              {pricingLabel}
            </Link>
            {downloadLabel ? (
              <Link href="/download" className={outlineOnDark}>
                {downloadLabel}
              </Link>
            ) : null}
          </div>
        </div>
      </section>
    </StaticHtml>
  );
}
