'use client';
/**
 * The built-in test checkout's approve page (the sandbox provider's stand-in for PayPal's):
 * shows what is being paid and lets the buyer press Pay or Cancel, then sends them back to the
 * site's return page as PayPal would. Only the order's buyer may act on it: the page calls the
 * API with the site's session, or with the Windows app's token in its flow.
 */
import { useEffect, useState } from 'react';
import { ENDPOINTS, formatMoney, type SandboxOrder } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { fill } from '@/features/account/messages';
import { ApiRequestError } from '@/lib/api/client';
import { adoptAppToken } from './payment-events';

export interface SandboxLabels {
  item: string;
  amount: string;
  payerEmail: string;
  /** With {amount}. */
  pay: string;
  paying: string;
  cancel: string;
  loading: string;
  notFound: string;
  done: string;
}

export function SandboxCheckout({ id, locale, labels }: { id: string; locale: string; labels: SandboxLabels }) {
  const [order, setOrder] = useState<SandboxOrder | 'missing'>();
  const [busy, setBusy] = useState<'pay' | 'cancel'>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    adoptAppToken();
    api
      .call(ENDPOINTS.sandboxOrder, { params: { id }, quiet: true })
      .then(setOrder)
      .catch(() => setOrder('missing'));
  }, [id]);

  async function act(action: 'approve' | 'cancel') {
    if (busy) return;
    setBusy(action === 'approve' ? 'pay' : 'cancel');
    setError(undefined);
    try {
      const endpoint = action === 'approve' ? ENDPOINTS.sandboxApprove : ENDPOINTS.sandboxCancel;
      const result = await api.call(endpoint, { params: { id }, quiet: true });
      if (result.redirect_url) window.location.assign(result.redirect_url);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : labels.notFound);
      setBusy(undefined);
    }
  }

  if (order === undefined) return <p className="text-slate-700">{labels.loading}</p>;
  if (order === 'missing')
    return (
      <p role="alert" className="text-red-800">
        {labels.notFound}
      </p>
    );
  const amount = formatMoney(order.amount, order.currency, locale);

  return (
    <div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="text-slate-700">{labels.item}</dt>
        <dd className="font-semibold text-slate-900">{order.description}</dd>
        <dt className="text-slate-700">{labels.amount}</dt>
        <dd className="text-2xl font-bold text-slate-900">{amount}</dd>
        {order.payer_email ? (
          <>
            <dt className="text-slate-700">{labels.payerEmail}</dt>
            <dd className="break-all text-slate-900">{order.payer_email}</dd>
          </>
        ) : null}
      </dl>
      {error ? (
        <p role="alert" className="mt-4 text-red-800">
          {error}
        </p>
      ) : null}
      {order.status === 'CREATED' ? (
        <div className="mt-6 flex flex-col gap-3">
          <button
            type="button"
            onClick={() => act('approve')}
            aria-disabled={busy !== undefined}
            className="rounded-full bg-amber-400 px-6 py-3 text-lg font-bold text-slate-900 hover:bg-amber-300 aria-disabled:cursor-wait aria-disabled:opacity-80"
          >
            {busy === 'pay' ? labels.paying : fill(labels.pay, { amount })}
          </button>
          <button
            type="button"
            onClick={() => act('cancel')}
            aria-disabled={busy !== undefined}
            className="rounded-full border border-slate-400 px-6 py-3 font-semibold text-slate-900 hover:bg-slate-100"
          >
            {labels.cancel}
          </button>
        </div>
      ) : (
        <p role="status" className="mt-6 text-slate-800">
          {labels.done}
        </p>
      )}
    </div>
  );
}
