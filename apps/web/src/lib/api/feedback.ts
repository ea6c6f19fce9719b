/**
 * A tiny store between the API client and the one component that shows its
 * feedback (toasts and the "Confirm logout" dialog), so the client stays free
 * of React and any number of calls share one dialog.
 */
export interface Toast {
  id: number;
  message: string;
}

export interface FeedbackState {
  toasts: Toast[];
  logoutPrompt: ((relogin: boolean) => void) | undefined;
}

type Listener = (state: FeedbackState) => void;

let state: FeedbackState = { toasts: [], logoutPrompt: undefined };
const listeners = new Set<Listener>();
let nextId = 1;

function publish(next: FeedbackState): void {
  state = next;
  for (const listener of listeners) listener(state);
}

export function getFeedback(): FeedbackState {
  return state;
}

export function subscribeFeedback(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showToast(message: string, durationMs: number): void {
  const toast = { id: nextId++, message };
  publish({ ...state, toasts: [...state.toasts, toast] });
  setTimeout(() => dismissToast(toast.id), durationMs);
}

export function dismissToast(id: number): void {
  publish({ ...state, toasts: state.toasts.filter((t) => t.id !== id) });
}

export function askLogout(): Promise<boolean> {
  return new Promise((resolve) => {
    publish({
      ...state,
      logoutPrompt: (relogin) => {
        publish({ ...state, logoutPrompt: undefined });
        resolve(relogin);
      },
    });
  });
}
