import 'server-only';
import { getTranslations } from 'next-intl/server';
import { sharedFormLabels } from '@/features/account/form-labels';
import type { OrderResultLabels } from './order-result-client';
import type { PayLabels } from './pay-with-paypal-client';

/** The PayPal step's labels; `total` is the amount the Pay button names. */
export async function payLabels(total: string): Promise<PayLabels> {
  const [t, shared] = await Promise.all([getTranslations('payment.checkout'), sharedFormLabels()]);
  return {
    paypalEmail: t('paypalEmail'),
    paypalEmailHint: t('paypalEmailHint'),
    pay: t('pay', { total }),
    opening: t('opening'),
    waitingTitle: t('waitingTitle'),
    waitingText: t('waitingText'),
    popupBlocked: t('popupBlocked'),
    openPaypal: t('openPaypal'),
    completed: t('completed'),
    checking: t('checking'),
    cancel: t('cancel'),
    cancelled: t('cancelled'),
    windowClosed: t('windowClosed'),
    reopen: t('reopen'),
    capturePending: t('capturePending'),
    expired: t('expired'),
    declined: t('declined'),
    errorTitle: shared.errorTitle,
  };
}

export async function orderResultLabels(): Promise<OrderResultLabels> {
  const t = await getTranslations('payment.status');
  return {
    checking: t('checking'),
    completedTitle: t('completedTitle'),
    completedText: t.raw('completedText') as string,
    cancelledTitle: t('cancelledTitle'),
    cancelledText: t('cancelledText'),
    pendingTitle: t('pendingTitle'),
    pendingText: t('pendingText'),
    giftTitle: t('giftTitle'),
    giftText: t('giftText'),
    giftPendingText: t('giftPendingText'),
    failedTitle: t('failedTitle'),
    noOrder: t('noOrder'),
    closeWindow: t('closeWindow'),
  };
}
