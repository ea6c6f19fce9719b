'use client';
/** Prints the page (the receipt): the browser's print dialog, with the page's print styles. */
export function PrintButton({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" onClick={() => window.print()} data-print="hide" className={className}>
      {label}
    </button>
  );
}
