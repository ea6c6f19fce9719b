import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether React runs the page in this browser yet: false on the server and while the page
 * hydrates, true afterwards. Pages paint before their scripts start (docs/decisions/021), so a
 * control that only works with its script — a form's submit button — waits for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
