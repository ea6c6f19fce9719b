import { buttonClass } from '@/components/ui/button';
import { ShieldIcon } from '@/features/pricing/icons';
import { Link } from '@/i18n/navigation';

/**
 * The promoted plan with its price from the plans API and the button to buy it. `label` says
 * whether the price is the promotion's or, after the window, simply today's price.
 */
export function OfferCard({
  label,
  name,
  perMonth,
  billed,
  discount,
  buyLabel,
  checkoutHref,
  guarantee,
}: {
  label: string;
  name: string;
  perMonth: string;
  billed: string;
  discount: string | undefined;
  buyLabel: string;
  checkoutHref: string;
  /** The money-back line under the button; left out once the promotion is over. */
  guarantee: string | undefined;
}) {
  return (
    <div className="flex flex-col rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-lg ring-4 ring-brand-100">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{label}</p>
      <h3 id="offer-plan-name" className="mt-2 text-2xl font-bold text-slate-900">
        {name}
      </h3>
      <p className="mt-4 text-4xl font-bold tracking-tight text-brand-900">{perMonth}</p>
      {discount ? (
        <p className="mt-2">
          <span className="inline-block rounded-md bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-800">{discount}</span>
        </p>
      ) : null}
      <p className="mt-3 font-medium text-slate-900">{billed}</p>
      <div className="mt-auto pt-6">
        <Link href={checkoutHref} prefetch={false} aria-describedby="offer-plan-name" className={`w-full ${buttonClass.primary}`}>
          {buyLabel}
        </Link>
        {guarantee ? (
          <p className="mt-3 flex items-center justify-center gap-1.5 text-sm text-slate-700">
            <ShieldIcon className="size-4 text-green-700" />
            {guarantee}
          </p>
        ) : null}
      </div>
    </div>
  );
}
