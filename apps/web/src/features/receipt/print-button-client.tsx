'use client';
/** Prints the page (the receipt): the browser's print dialog, with the page's print styles. */
import { ScriptButton } from '@/components/ui/script-button';

export function PrintButton({ label, className }: { label: string; className: string }) {
  return (
    <ScriptButton onClick={() => window.print()} data-print="hide" className={className}>
      {label}
    </ScriptButton>
  );
}
