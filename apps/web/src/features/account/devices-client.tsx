'use client';
/**
 * My account, devices: the apps signed in with the account (app, device, system, last
 * use) and a way to remove one after a confirmation. What it does is use-devices.ts and the
 * rules of what it shows devices.ts; this component only renders.
 */
import { ScriptButton } from '@/components/ui/script-button';
import { PRODUCT_PLATFORM_NAMES, appProductOf, type AppProduct } from '@kestrel/domain/app-types';
import type { Device } from '@kestrel/domain';
import { LocalTime } from '@/components/ui/local-time-client';
import { fill } from './messages';
import { deviceKey } from './devices';
import { useDevices } from './use-devices';

export interface DevicesLabels {
  loading: string;
  /** Template with {brand} already filled. */
  empty: string;
  failed: string;
  refresh: string;
  app: string;
  platform: string;
  name: string;
  os: string;
  lastSeen: string;
  thisDevice: string;
  unbind: string;
  /** Template with {name}. */
  unbindLabel: string;
  unbindTitle: string;
  /** Template with {name} and {app}. */
  unbindText: string;
  unbindConfirm: string;
  unbinding: string;
  cancel: string;
  /** Template with {name}. */
  unbound: string;
  /** Each app's name as users know it, {brand} already filled (docs/product.md §3 "App type ids"). */
  products: Readonly<Record<AppProduct, string>>;
}

/** The app and platform a user recognises, never the app type's codename. */
function appOf(device: Device, products: DevicesLabels['products']) {
  const product = appProductOf(device.app_type);
  return { name: products[product], platform: PRODUCT_PLATFORM_NAMES[product] ?? '—' };
}

export function DevicesPanel({ headingId, labels }: { headingId: string; labels: DevicesLabels }) {
  const { state, dialog, cancelButton, refresh, ask, close, onDialogCancel, confirm, onDialogClose } = useDevices(headingId);
  const { list, pending, busy, removed } = state;

  return (
    <div>
      <div className="flex items-center justify-end">
        <ScriptButton
          onClick={refresh}
          className="rounded-lg border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          {labels.refresh}
        </ScriptButton>
      </div>
      <div role="status" className="mt-3">
        {removed ? (
          <p className="rounded-lg border-s-4 border-green-700 bg-green-50 p-3 text-green-900">
            {fill(labels.unbound, { name: removed.name })}
          </p>
        ) : null}
      </div>

      {list.kind === 'loading' ? <p className="mt-3 text-slate-700">{labels.loading}</p> : null}
      {list.kind === 'failed' ? <p className="mt-3 text-red-700">{labels.failed}</p> : null}
      {list.kind === 'ready' && list.devices.length === 0 ? <p className="mt-3 text-slate-700">{labels.empty}</p> : null}
      {list.kind === 'ready' && list.devices.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {list.devices.map((device) => (
            <li key={deviceKey(device)} className="flex flex-wrap items-center gap-4 p-4">
              <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
                <dt className="text-slate-700">{labels.name}</dt>
                <dd className="font-semibold text-slate-900">
                  {device.name}
                  {device.current ? (
                    <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                      {labels.thisDevice}
                    </span>
                  ) : null}
                </dd>
                <dt className="text-slate-700">{labels.app}</dt>
                <dd className="text-slate-900">{appOf(device, labels.products).name}</dd>
                <dt className="text-slate-700">{labels.platform}</dt>
                <dd className="text-slate-900">{appOf(device, labels.products).platform}</dd>
                <dt className="text-slate-700">{labels.os}</dt>
                <dd className="text-slate-900">{device.os || '—'}</dd>
                <dt className="text-slate-700">{labels.lastSeen}</dt>
                <dd className="text-slate-900">
                  <LocalTime iso={device.last_seen_at} />
                </dd>
              </dl>
              {device.current ? null : (
                <button
                  type="button"
                  onClick={(event) => ask(device, event.currentTarget)}
                  aria-label={fill(labels.unbindLabel, { name: device.name })}
                  className="rounded-lg border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  {labels.unbind}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      <dialog
        ref={dialog}
        aria-labelledby="unbind-title"
        aria-describedby="unbind-text"
        onCancel={onDialogCancel}
        onClose={onDialogClose}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id="unbind-title" className="text-lg font-semibold text-slate-900">
          {labels.unbindTitle}
        </h2>
        <p id="unbind-text" className="mt-2 text-slate-700">
          {pending ? fill(labels.unbindText, { name: pending.name, app: appOf(pending, labels.products).name }) : null}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            ref={cancelButton}
            type="button"
            onClick={close}
            className="rounded-lg border border-slate-400 px-4 py-2 font-medium text-slate-900 hover:bg-slate-50"
          >
            {labels.cancel}
          </button>
          <button
            type="button"
            onClick={confirm}
            aria-disabled={busy}
            className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 aria-disabled:opacity-80"
          >
            {busy ? labels.unbinding : labels.unbindConfirm}
          </button>
        </div>
      </dialog>
    </div>
  );
}
