import { describe, expect, it } from 'vitest';
import type { Device } from '@kestrel/domain';
import { INITIAL_DEVICES, devicesReducer, type DevicesAction, type DevicesState } from './devices';

function device(name: string, userId: string, appType = 101): Device {
  return { app_type: appType, app_type_name: 'Android', user_id: userId, name, os: 'Android 15', last_seen_at: '', current: false };
}

const pixel = device('Pixel 8', 'android-1');
const iphone = device('iPhone', 'ios-1', 102);

const run = (...actions: DevicesAction[]) => actions.reduce(devicesReducer, INITIAL_DEVICES);
const shown = (state: DevicesState) => (state.list.kind === 'ready' ? state.list.devices.map((d) => d.name) : state.list.kind);

describe('devices panel', () => {
  it('says it is loading until the API answers, then lists the devices, or says the list failed', () => {
    expect(shown(INITIAL_DEVICES)).toBe('loading');
    expect(shown(run({ type: 'loaded', devices: [pixel, iphone] }))).toEqual(['Pixel 8', 'iPhone']);
    expect(shown(run({ type: 'loaded', devices: [] }))).toEqual([]);
    expect(shown(run({ type: 'loadFailed' }))).toBe('failed');
  });

  it('after a confirmed removal the device is gone, the notice names it and the dialog is closed', () => {
    const asked = run({ type: 'loaded', devices: [pixel, iphone] }, { type: 'ask', device: pixel });
    expect(asked.pending).toBe(pixel);
    const removing = devicesReducer(asked, { type: 'removing' });
    expect(removing.busy).toBe(true);
    const done = devicesReducer(removing, { type: 'removed', device: pixel });
    expect(shown(done)).toEqual(['iPhone']);
    expect(done.removed?.name).toBe('Pixel 8');
    expect(done.pending).toBeUndefined();
    expect(done.busy).toBe(false);
  });

  it('after a failed removal the device is still listed and the dialog stays open to retry', () => {
    // The error itself is the API client's toast (the unbind call is not quiet).
    const failed = run(
      { type: 'loaded', devices: [pixel, iphone] },
      { type: 'ask', device: pixel },
      { type: 'removing' },
      { type: 'removeFailed' },
    );
    expect(shown(failed)).toEqual(['Pixel 8', 'iPhone']);
    expect(failed.pending).toBe(pixel);
    expect(failed.busy).toBe(false);
    expect(failed.removed).toBeUndefined();
  });

  it('cancelling the dialog removes nothing', () => {
    const cancelled = run({ type: 'loaded', devices: [pixel] }, { type: 'ask', device: pixel }, { type: 'cancel' });
    expect(cancelled.pending).toBeUndefined();
    expect(shown(cancelled)).toEqual(['Pixel 8']);
  });

  it('a removal the API completes after Escape still takes the device off the list', () => {
    const state = run(
      { type: 'loaded', devices: [pixel, iphone] },
      { type: 'ask', device: pixel },
      { type: 'removing' },
      { type: 'cancel' },
    );
    expect(shown(devicesReducer(state, { type: 'removed', device: pixel }))).toEqual(['iPhone']);
  });

  it('the notice goes when the visitor refreshes or opens another dialog', () => {
    const done = run({ type: 'loaded', devices: [pixel, iphone] }, { type: 'ask', device: pixel }, { type: 'removed', device: pixel });
    expect(done.removed).toBe(pixel);
    expect(devicesReducer(done, { type: 'refresh' }).removed).toBeUndefined();
    expect(devicesReducer(done, { type: 'ask', device: iphone }).removed).toBeUndefined();
  });

  it('Refresh after a failure says loading again; a shown list stays until the new answer', () => {
    expect(shown(run({ type: 'loadFailed' }, { type: 'refresh' }))).toBe('loading');
    const refreshing = run({ type: 'loaded', devices: [pixel] }, { type: 'refresh' });
    expect(shown(refreshing)).toEqual(['Pixel 8']);
    expect(shown(devicesReducer(refreshing, { type: 'loaded', devices: [pixel, iphone] }))).toEqual(['Pixel 8', 'iPhone']);
  });
});
