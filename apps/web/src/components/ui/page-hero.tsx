import type { ReactNode } from 'react';

/**
 * The top of a page: the one h1, a lead paragraph and optional actions, and optionally a picture
 * (an app mockup, an illustration) beside them on wide screens and below them on phones.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  visual,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  visual?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={`mx-auto max-w-6xl px-4 py-14 sm:py-20 ${visual ? 'grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_auto]' : ''}`}
      >
        <div className="min-w-0">
          {eyebrow ? <p className="font-semibold text-brand-700">{eyebrow}</p> : null}
          <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{title}</h1>
          {lead ? <p className="mt-5 max-w-2xl text-lg text-slate-700">{lead}</p> : null}
          {/* Stacked full-width on phones: a label that changes after hydration (the suggested
              download names the visitor's device) then cannot re-wrap the row and move the page. */}
          {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">{children}</div> : null}
        </div>
        {visual}
      </div>
    </section>
  );
}
