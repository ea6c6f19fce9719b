import { getTranslations } from 'next-intl/server';
import { fetchPlansState } from '@/lib/api/server';

/**
 * The banner of every checkout and payment page while the API takes no real payments (the
 * built-in test checkout or PayPal's sandbox: the plans state's `test_mode`, docs/decisions/009),
 * so a test installation can never be mistaken for a shop that takes money.
 */
export async function TestModeNotice({ locale }: { locale: string }) {
  const state = await fetchPlansState(locale);
  if (!state?.test_mode) return null;
  const t = await getTranslations('payment.testMode');
  return (
    <p role="note" className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <strong className="font-bold">{t('label')}:</strong> {t('banner')}
    </p>
  );
}

/** Marks a purchase, or Premium time, that came from a test-mode order (no money moved). */
export function TestTag({ label }: { label: string }) {
  return <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950 uppercase">{label}</span>;
}
