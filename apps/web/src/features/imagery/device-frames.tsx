import type { ReactNode } from 'react';

/**
 * Our own drawings of the devices the apps run on. A frame is one image for assistive technology
 * (role="img" with a label that says what the screen shows); the text inside is for the eye, in
 * the page's language and direction.
 */
export function PhoneFrame({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={`relative mx-auto w-60 shrink-0 rounded-[2.25rem] bg-slate-900 p-2 shadow-xl shadow-brand-900/20 ${className}`}
    >
      <div className="relative flex aspect-[9/19] flex-col overflow-hidden rounded-[1.75rem] bg-white text-slate-900">
        {/* The status bar is always laid out left to right, as phones draw it in every language. */}
        <div dir="ltr" className="flex items-center justify-between px-5 pt-2 text-[0.625rem] font-semibold">
          <span>9:41</span>
          <span className="absolute inset-x-0 top-1.5 mx-auto h-4 w-16 rounded-full bg-slate-900" />
          <svg viewBox="0 0 28 10" className="h-2.5 w-7 fill-slate-900">
            <path d="M0 7h2v3H0zM3.5 5h2v5h-2zM7 3h2v7H7zM10.5 1h2v9h-2z" />
            <rect x="16" y="1" width="10" height="8" rx="2" fill="none" strokeWidth="1" className="stroke-slate-900" />
            <rect x="17.5" y="2.5" width="6" height="5" rx="1" />
            <path d="M26.8 4h1v2h-1z" />
          </svg>
        </div>
        {children}
      </div>
    </div>
  );
}

/** An app window on a computer: a title bar with the app's name over the app's panels. */
export function WindowFrame({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="mx-auto w-full max-w-xl overflow-hidden lg:w-[30rem] rounded-xl border border-slate-300 bg-white text-slate-900 shadow-xl shadow-brand-900/20"
    >
      <div className="relative flex h-8 items-center gap-1.5 border-b border-slate-200 bg-slate-100 px-3">
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="size-2.5 rounded-full bg-slate-300" />
        <span className="absolute inset-x-16 truncate text-center text-xs font-semibold text-slate-700">{title}</span>
      </div>
      <div className="flex h-96">{children}</div>
    </div>
  );
}
