'use client';
/**
 * After signing in or signing up inside the checkout the page reloads signed in
 * (docs/product.md §4 "PayPal payment"): focus goes to the next step's heading, and a status message
 * says who is signed in and what comes next, so keyboard and screen-reader users carry on from there.
 * The marker in the address (`?account=signed-in`) is removed at once, so a reload says nothing.
 */
import { useEffect, useState } from 'react';

export function NextStepFocus({ headingId, message }: { headingId: string; message: string }) {
  // Empty first: a live region announces what changes in it, not what it holds when it appears.
  const [text, setText] = useState('');
  useEffect(() => {
    document.getElementById(headingId)?.focus();
    setText(message);
    const url = new URL(window.location.href);
    url.searchParams.delete('account');
    window.history.replaceState(window.history.state, '', url);
  }, [headingId, message]);
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}
