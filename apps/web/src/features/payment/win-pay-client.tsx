'use client';
/**
 * /win-pay and /win-pay/native: the Windows app opens these with its session token
 * (`?token=`). The token is moved out of the address bar at once (history, referrers) into this
 * tab's sessionStorage, and sent as a bearer token; the buyer picks a plan and pays with PayPal.
 */
import { useEffect, useState } from 'react';
import { ENDPOINTS } from '@kestrel/domain';
import { fill, type MessageTexts } from '@/features/account/messages';
import { api } from '@/lib/api/browser';
import { setToken } from '@/lib/session';
import { PayWithPaypal, type PayLabels } from './pay-with-paypal-client';
import { WIN_TOKEN_KEY } from './payment-events';

export interface WinPlan {
  id: number;
  name: string;
  perMonth: string;
  total: string;
}

export function WinPay({
  plans,
  initialPlanId,
  window: target,
  successPath,
  labels,
  messages,
}: {
  plans: WinPlan[];
  initialPlanId: number;
  window: 'popup' | 'same';
  successPath: string;
  /** `pay` still holds its {total} argument. */
  labels: PayLabels & { missingToken: string; signedIn: string; planLegend: string };
  messages: MessageTexts;
}) {
  const [state, setState] = useState<'loading' | 'missing' | { email: string }>('loading');
  const [planId, setPlanId] = useState(initialPlanId);

  useEffect(() => {
    const url = new URL(window.location.href);
    const fromUrl = url.searchParams.get('token');
    if (fromUrl) {
      sessionStorage.setItem(WIN_TOKEN_KEY, fromUrl);
      url.searchParams.delete('token');
      window.history.replaceState(null, '', url);
    }
    const token = fromUrl ?? sessionStorage.getItem(WIN_TOKEN_KEY);
    if (!token) {
      setState('missing');
      return;
    }
    setToken(token);
    api
      .call(ENDPOINTS.profile, { quiet: true })
      .then((profile) => setState({ email: profile.email }))
      .catch(() => setState('missing'));
  }, []);

  if (state === 'loading') return null;
  if (state === 'missing') return <p className="rounded-lg bg-amber-50 p-4 text-slate-900">{labels.missingToken}</p>;
  const selected = plans.find((plan) => plan.id === planId) ?? plans[0]!;

  return (
    <div>
      <p className="mb-5 font-semibold break-all text-slate-900">{fill(labels.signedIn, { email: state.email })}</p>
      <fieldset className="mb-6">
        <legend className="mb-3 font-bold text-brand-900">{labels.planLegend}</legend>
        <div className="grid gap-3">
          {plans.map((plan) => (
            <label
              key={plan.id}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white p-4 has-checked:border-2 has-checked:border-brand-600"
            >
              <input
                type="radio"
                name="plan"
                value={plan.id}
                checked={plan.id === planId}
                onChange={() => setPlanId(plan.id)}
                className="size-5"
              />
              <span className="flex-1 font-semibold text-slate-900">{plan.name}</span>
              <span className="text-end text-sm text-slate-800">
                <span className="block font-bold">{plan.perMonth}</span>
                {plan.total}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <PayWithPaypal
        key={selected.id}
        planId={selected.id}
        channel={undefined}
        returnTo="win"
        window={target}
        successPath={successPath}
        labels={{ ...labels, pay: fill(labels.pay, { total: selected.total }) }}
        messages={messages}
      />
    </div>
  );
}
