import type { ReactNode } from 'react';

/** The frame of the sign-in, sign-up and password pages: one card with the page's h1. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-2 text-slate-700">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-slate-700">{footer}</div> : null}
    </div>
  );
}

/** An information line above a form, rendered on the server (no live region needed). */
export function Notice({ children }: { children: ReactNode }) {
  return <p className="mb-6 rounded-lg border-s-4 border-brand-600 bg-brand-50 p-4 text-brand-900">{children}</p>;
}

/** Class of text links on the account pages. */
export const accountLinkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
