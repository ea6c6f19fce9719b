/**
 * My account, devices (docs/product.md §3 "Device (of an account)"): what the panel shows, as a
 * pure reducer so its rules are tested without a browser. The API calls, the dialog and focus
 * live in use-devices.ts; devices-client.tsx only renders.
 */
import type { Device } from '@kestrel/domain';

/** A device is one install of an app: (app type, device user id). */
export const deviceKey = (device: Device) => `${device.app_type}:${device.user_id}`;

export type DeviceList = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; devices: Device[] };

export interface DevicesState {
  list: DeviceList;
  /** The device the confirmation dialog asks about; the dialog is open while there is one. */
  pending: Device | undefined;
  /** A removal is on its way to the API. */
  busy: boolean;
  /** The device just removed, which the notice names. */
  removed: Device | undefined;
}

export type DevicesAction =
  /** The visitor pressed Refresh. */
  | { type: 'refresh' }
  | { type: 'loaded'; devices: Device[] }
  | { type: 'loadFailed' }
  /** The visitor pressed a device's Remove button. */
  | { type: 'ask'; device: Device }
  /** Cancel, or Escape, in the dialog. */
  | { type: 'cancel' }
  | { type: 'removing' }
  /** The API removed `device` (named here: the dialog may have been cancelled meanwhile). */
  | { type: 'removed'; device: Device }
  | { type: 'removeFailed' };

export const INITIAL_DEVICES: DevicesState = { list: { kind: 'loading' }, pending: undefined, busy: false, removed: undefined };

export function devicesReducer(state: DevicesState, action: DevicesAction): DevicesState {
  switch (action.type) {
    case 'refresh':
      // A shown list stays until the new answer (no flash of "Loading"); the old notice goes.
      return { ...state, list: state.list.kind === 'ready' ? state.list : { kind: 'loading' }, removed: undefined };
    case 'loaded':
      return { ...state, list: { kind: 'ready', devices: action.devices } };
    case 'loadFailed':
      return { ...state, list: { kind: 'failed' } };
    case 'ask':
      return { ...state, pending: action.device, removed: undefined };
    case 'cancel':
      return { ...state, pending: undefined };
    case 'removing':
      return { ...state, busy: true };
    case 'removed': {
      const key = deviceKey(action.device);
      const list =
        state.list.kind === 'ready'
          ? { kind: 'ready' as const, devices: state.list.devices.filter((d) => deviceKey(d) !== key) }
          : state.list;
      return { list, pending: undefined, busy: false, removed: action.device };
    }
    case 'removeFailed':
      // The API client has shown the error as a toast; the dialog stays open to retry or cancel.
      return { ...state, busy: false };
  }
}
