/**
 * The devices panel's behaviour: the list read in the browser (so it is current when the
 * visitor comes back to the tab and presses Refresh), the confirmation dialog and where focus
 * goes, and the removal. Removing a device also ends its sessions on the API side. The rules of
 * what is shown are devicesReducer (devices.ts).
 */
import { useCallback, useEffect, useReducer, useRef, type SyntheticEvent } from 'react';
import { ENDPOINTS, type Device } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { INITIAL_DEVICES, devicesReducer } from './devices';

export function useDevices(headingId: string) {
  const [state, dispatch] = useReducer(devicesReducer, INITIAL_DEVICES);
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // Where focus goes once the dialog has closed (the browser first returns it to the opener).
  const focusAfterClose = useRef<() => void>(() => opener.current?.focus());

  const fetchList = useCallback(async () => {
    try {
      const { devices } = await api.call(ENDPOINTS.deviceList, { quiet: true });
      dispatch({ type: 'loaded', devices });
    } catch {
      dispatch({ type: 'loadFailed' });
    }
  }, []);

  useEffect(() => {
    void fetchList();
  }, [fetchList]);

  const { pending, busy } = state;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (pending && !element.open) {
      element.showModal();
      // The safe choice has focus first: Enter on a stray keypress does not remove anything.
      cancelButton.current?.focus();
    } else if (!pending && element.open) {
      element.close();
    }
  }, [pending]);

  function refresh() {
    dispatch({ type: 'refresh' });
    void fetchList();
  }

  /** Opens the dialog for `device`; `button` (its Remove button) gets focus back on cancel. */
  function ask(device: Device, button: HTMLButtonElement) {
    opener.current = button;
    dispatch({ type: 'ask', device });
  }

  function close() {
    // Focus goes back to the button that opened the dialog.
    focusAfterClose.current = () => opener.current?.focus();
    dispatch({ type: 'cancel' });
  }

  /** Escape: the state closes the dialog, not the browser, so the two cannot disagree. */
  function onDialogCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    close();
  }

  async function confirm() {
    if (!pending || busy) return;
    dispatch({ type: 'removing' });
    try {
      await api.call(ENDPOINTS.deviceUnbind, { body: { unbind_app_type: pending.app_type, unbind_user_id: pending.user_id } });
    } catch {
      // Not quiet: the API client has shown the message.
      dispatch({ type: 'removeFailed' });
      return;
    }
    // The row and its button are gone: focus moves to the section heading, just above the notice.
    focusAfterClose.current = () => document.getElementById(headingId)?.focus();
    dispatch({ type: 'removed', device: pending });
  }

  return { state, dialog, cancelButton, refresh, ask, close, onDialogCancel, confirm, onDialogClose: () => focusAfterClose.current() };
}
