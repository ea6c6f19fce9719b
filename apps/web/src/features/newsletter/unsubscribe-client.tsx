'use client';
/**
 * The page an unsubscribe link of a newsletter mail opens: a button that POSTs the link's token to
 * the API. Opening the link changes nothing by itself, because mail scanners follow links; mail
 * clients unsubscribe in one click through the List-Unsubscribe header instead (RFC 8058).
 */
import { useRef, useState, type FormEvent } from 'react';
import { ENDPOINTS } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { ScriptButton } from '@/components/ui/script-button';
import { failureMessage, type MessageTexts } from '@/features/account/messages';

export interface UnsubscribeLabels {
  button: string;
  busy: string;
  done: string;
  again: string;
}

type State = { kind: 'ready' | 'busy' | 'done' } | { kind: 'failed'; message: string };

export function UnsubscribeButton({ token, labels, messages }: { token: string; labels: UnsubscribeLabels; messages: MessageTexts }) {
  const [state, setState] = useState<State>({ kind: 'ready' });
  const outcome = useRef<HTMLDivElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      await api.call(ENDPOINTS.newsletterUnsubscribe, { query: { token }, quiet: true });
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'failed', message: failureMessage(error, messages) });
    }
    // The button is gone or the answer is beside it: either way the answer is where focus belongs.
    requestAnimationFrame(() => outcome.current?.focus());
  }

  return (
    <div>
      <div role="status" ref={outcome} tabIndex={-1}>
        {state.kind === 'done' ? (
          <div className="rounded-lg border-s-4 border-green-700 bg-green-50 p-4 text-green-900">
            <p className="font-semibold">{labels.done}</p>
            <p className="mt-1">{labels.again}</p>
          </div>
        ) : null}
        {state.kind === 'failed' ? (
          <p className="rounded-lg border-s-4 border-red-700 bg-red-50 p-4 text-red-900">{state.message}</p>
        ) : null}
      </div>
      {state.kind === 'done' ? null : (
        // The button waits for the script (ScriptButton): a click before it would only reload this page.
        // Opening the link itself sends nothing: only the button's own request does.
        <form onSubmit={onSubmit} aria-busy={state.kind === 'busy'} className="mt-4">
          <input type="hidden" name="unsubscribe" value={token} />
          <ScriptButton
            type="submit"
            aria-disabled={state.kind === 'busy'}
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700 disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-80"
          >
            {state.kind === 'busy' ? labels.busy : labels.button}
          </ScriptButton>
        </form>
      )}
    </div>
  );
}
