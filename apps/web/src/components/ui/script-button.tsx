'use client';
/**
 * A button that only works with the page's script (an onClick, a form submitted by fetch). Pages paint
 * before their scripts start (docs/decisions/021), and a press in that moment would do nothing — or, for a
 * form's submit, send the fields natively. So the button is disabled until React runs the page
 * (useHydrated); a visitor cannot lose a press, and a test's click waits for it.
 */
import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export function ScriptButton({ type = 'button', disabled, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  const off = disabled === true || !hydrated;
  return (
    <button
      {...props}
      type={type}
      disabled={off}
      // HTML allows aria-disabled only on a button that is not disabled.
      aria-disabled={off ? undefined : props['aria-disabled']}
    />
  );
}
