'use client';
/**
 * The code of the gift card just paid, shown once (docs/product.md §3 "Gift cards"): the PayPal step
 * comes back to /gift-card?order=…; this asks the API for the code (it answers once), shows it
 * with a copy button, and takes the order number out of the address so a reload asks nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { ENDPOINTS, isOrderNo } from '@kestrel/domain';
import { api } from '@/lib/api/browser';

export interface RevealLabels {
  title: string;
  codeLabel: string;
  once: string;
  mailed: string;
  copy: string;
  copied: string;
  loading: string;
  gone: string;
}

type Reveal = { kind: 'idle' } | { kind: 'loading' } | { kind: 'shown'; code: string } | { kind: 'gone' };

export function GiftCodeReveal({ labels }: { labels: RevealLabels }) {
  const [reveal, setReveal] = useState<Reveal>({ kind: 'idle' });
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const url = new URL(window.location.href);
    const orderNo = url.searchParams.get('order') ?? undefined;
    if (!isOrderNo(orderNo)) return;
    url.searchParams.delete('order');
    window.history.replaceState(window.history.state, '', url);
    setReveal({ kind: 'loading' });
    api
      .call(ENDPOINTS.giftCode, { params: { order_no: orderNo }, quiet: true })
      .then((answer) => setReveal({ kind: 'shown', code: answer.code }))
      .catch(() => setReveal({ kind: 'gone' }));
  }, []);

  useEffect(() => {
    if (reveal.kind === 'shown' || reveal.kind === 'gone') heading.current?.focus();
  }, [reveal.kind]);

  if (reveal.kind === 'idle') return null;
  return (
    <section
      aria-labelledby="gift-paid-title"
      className="mx-auto mt-8 max-w-3xl rounded-2xl border-2 border-green-600 bg-green-50 p-6 sm:p-8"
    >
      <h2 id="gift-paid-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-green-900">
        {labels.title}
      </h2>
      {reveal.kind === 'loading' ? <p className="mt-3 text-slate-800">{labels.loading}</p> : null}
      {reveal.kind === 'gone' ? <p className="mt-3 text-slate-800">{labels.gone}</p> : null}
      {reveal.kind === 'shown' ? (
        <>
          <p className="mt-4 text-sm font-semibold text-slate-700" id="gift-code-label">
            {labels.codeLabel}
          </p>
          <p
            aria-labelledby="gift-code-label"
            className="mt-1 font-mono text-2xl font-bold tracking-widest break-all text-slate-900 sm:text-3xl"
          >
            {reveal.code}
          </p>
          <button
            type="button"
            className="mt-3 rounded-lg border border-green-700 bg-white px-4 py-2 font-semibold text-green-900 hover:bg-green-100"
            onClick={() => {
              void navigator.clipboard?.writeText(reveal.code).then(() => setCopied(true));
            }}
          >
            {copied ? labels.copied : labels.copy}
          </button>
          <p className="mt-4 text-slate-800">{labels.once}</p>
          <p className="mt-2 text-slate-800">{labels.mailed}</p>
        </>
      ) : null}
    </section>
  );
}
