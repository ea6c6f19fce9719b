'use client';
/**
 * Shows what the API client reports (docs/product.md §8): error toasts for 5 s in a live
 * region, and the "Confirm logout" dialog with Re-Login and Cancel.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { setGenericErrorMessage } from '@/lib/api/browser';
import { dismissToast, getFeedback, subscribeFeedback } from '@/lib/api/feedback';

export interface FeedbackLabels {
  title: string;
  body: string;
  relogin: string;
  cancel: string;
  genericError: string;
  dismiss: string;
}

export function FeedbackHost({ labels }: { labels: FeedbackLabels }) {
  const state = useSyncExternalStore(subscribeFeedback, getFeedback, getFeedback);
  const dialog = useRef<HTMLDialogElement>(null);
  const relogin = useRef<HTMLButtonElement>(null);
  const prompt = state.logoutPrompt;

  useEffect(() => setGenericErrorMessage(labels.genericError), [labels.genericError]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (prompt && !element.open) {
      element.showModal();
      relogin.current?.focus();
    } else if (!prompt && element.open) {
      element.close();
    }
  }, [prompt]);

  return (
    <>
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        {state.toasts.map((toast) => (
          <div
            key={toast.id}
            className="pointer-events-auto flex max-w-md items-start gap-3 rounded-lg bg-red-700 px-4 py-3 text-white shadow-lg"
          >
            <span>{toast.message}</span>
            <button type="button" onClick={() => dismissToast(toast.id)} className="ms-auto font-bold" aria-label={labels.dismiss}>
              ×
            </button>
          </div>
        ))}
      </div>
      <dialog
        ref={dialog}
        aria-labelledby="logout-title"
        aria-describedby="logout-body"
        onCancel={(event) => {
          // Escape means Cancel: stay on the page.
          event.preventDefault();
          prompt?.(false);
        }}
        className="m-auto max-w-sm rounded-xl p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id="logout-title" className="text-lg font-semibold">
          {labels.title}
        </h2>
        <p id="logout-body" className="mt-2 text-slate-700">
          {labels.body}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={() => prompt?.(false)} className="rounded-lg border border-slate-300 px-4 py-2">
            {labels.cancel}
          </button>
          <button
            ref={relogin}
            type="button"
            onClick={() => prompt?.(true)}
            className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white"
          >
            {labels.relogin}
          </button>
        </div>
      </dialog>
    </>
  );
}
