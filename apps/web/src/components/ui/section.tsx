import type { ReactNode } from 'react';

/**
 * A page section with its own heading, labelled for assistive technology. The section carries
 * `id`, so an in-page link (`#plans`) lands on the section; its heading is `<id>-title`.
 */
export function Section({
  id,
  title,
  lead,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  tone?: 'plain' | 'muted' | 'dark';
}) {
  const tones = { plain: '', muted: 'bg-slate-50', dark: 'bg-brand-900 text-white' };
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={['scroll-mt-16', tones[tone]].filter(Boolean).join(' ')}>
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id={`${id}-title`} className={`text-3xl font-bold ${tone === 'dark' ? '' : 'text-brand-900'}`}>
          {title}
        </h2>
        {lead ? <p className={`mt-3 max-w-2xl ${tone === 'dark' ? 'text-brand-100' : 'text-slate-700'}`}>{lead}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}
