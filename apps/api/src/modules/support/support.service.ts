/**
 * The forms of the help and company pages (docs/product.md §4 "Support forms"): contact, refund
 * request, influencer and affiliate applications, and the browser-extension uninstall survey.
 *
 * Nothing sent is lost when mail is down: a form is stored, and its mails (a notification to
 * support in English, an acknowledgement to the sender in their language) are queued in the same
 * transaction through the pending-mail table, which retries delivery (modules/mail). The answer
 * goes out once that transaction has committed.
 *
 * A refund request names its payment by an order number of the sender's, or with the official
 * receipt (docs/product.md §3, §5). The receipt is stored as a file (docs/decisions/018): its type
 * is found from its content, it is written under a random name before the transaction, and
 * removed again if the transaction fails.
 */
import {
  BRAND,
  MESSAGE_KEYS,
  MISSING_RECEIPT,
  namesPayment,
  newRefundReference,
  RECEIPT_SNIFF_BYTES,
  RECEIPT_TYPES,
  receiptTypeOf,
  SUPPORT_MESSAGE_KEYS,
  type AffiliateApplication,
  type Contact,
  type InfluencerApplication,
  type LanguageCode,
  type RefundRequest,
  type UninstallSurvey,
} from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import type { DbExecutor } from '../../db/executor';
import type { RefundRequestRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { AuthSession } from '../../lib/types';
import {
  renderApplicationReceivedMail,
  renderContactReceivedMail,
  renderRefundReceivedMail,
  renderSupportNotification,
  supportText,
  type RenderedMail,
  type SupportField,
  type SupportTopic,
} from '../mail/mail.templates';
import {
  findPaidOrder,
  findPaidOrderOfEmail,
  insertContactMessage,
  insertPartnerApplication,
  insertRefundRequest,
  insertUninstallSurvey,
  listAccountRefundRequests,
} from './support.repo';

/** The failures of the support forms, each built in one place (the routes' document shows them). */
export const supportErrors = {
  /** The receipt's content is none of the accepted types, whatever its name says. */
  receiptType: () => ApiError.localized(400, MESSAGE_KEYS.receiptType, { field: 'receipt' }),
  /** A signed-in sender named an order that is not one of their payments. */
  orderNotYours: () => ApiError.localized(400, SUPPORT_MESSAGE_KEYS.orderNotYours, { field: 'order_no' }),
  /** Neither an order number nor a receipt: the receipt is required (docs/product.md §5). */
  missingReceipt: () => ApiError.localized(400, MISSING_RECEIPT.key, { field: MISSING_RECEIPT.field }),
  /**
   * A signed-out sender without a receipt named an order number that is not a paid order of the
   * account with their email: one answer whether the order exists or not.
   */
  orderNotMatched: () => ApiError.localized(400, SUPPORT_MESSAGE_KEYS.orderNotMatched, { field: 'order_no' }),
};

/** How many refund requests My account lists. */
export const REFUND_REQUEST_LIST_LIMIT = 50;

/** Where receipts are, as support's notification names it (under DATA_DIR). */
const RECEIPTS_FOLDER = 'uploads/receipts';

export interface RefundInput {
  email: string;
  reason: string;
  device_user_id: string;
  order_no?: string | undefined;
}

export type PartnerInput =
  { kind: 'influencer'; application: InfluencerApplication } | { kind: 'affiliate'; application: AffiliateApplication };

/** A refund request as its sender sees it. */
export function refundRequestView(row: RefundRequestRow): RefundRequest {
  return {
    reference: row.reference,
    status: row.status,
    order_no: row.orderNo,
    device_user_id: row.deviceUserId,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A byte count as support reads it. */
function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export type SupportService = ReturnType<typeof createSupportService>;

export function createSupportService(deps: Pick<AppDeps, 'database' | 'clock' | 'mail' | 'config' | 'receipts' | 'logger'>) {
  const { clock, mail, receipts } = deps;
  const db = deps.database.db;
  const testMode = deps.config.payments.testMode;

  /** The notification to support; replying answers the sender. */
  function notifySupport(topic: SupportTopic, subjectValues: Record<string, string>, fields: Array<readonly [SupportField, string]>) {
    return renderSupportNotification({ topic, subjectValues, fields, testMode });
  }

  /** Stores a form and queues its two mails in one transaction, then wakes the sender. */
  async function storeAndMail<T>(
    sender: { email: string; kind: string; acknowledgement: RenderedMail },
    support: { kind: string; notification: RenderedMail },
    store: (tx: DbExecutor) => Promise<T>,
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const stored = await store(tx);
      await mail.enqueue(tx, {
        kind: support.kind,
        to: BRAND.supportEmail,
        headers: { 'Reply-To': sender.email },
        ...support.notification,
      });
      await mail.enqueue(tx, { kind: sender.kind, to: sender.email, ...sender.acknowledgement });
      return stored;
    });
    mail.wake();
    return result;
  }

  return {
    async contact(input: Contact, language: LanguageCode): Promise<void> {
      const [notification, acknowledgement] = await Promise.all([
        notifySupport('contact', { name: input.name }, [
          ['email', input.email],
          ['name', input.name],
          ['language', language],
          ['inquiry', input.inquiry],
        ]),
        renderContactReceivedMail({ language, testMode }),
      ]);
      await storeAndMail(
        { email: input.email, kind: 'contact_received', acknowledgement },
        { kind: 'support_contact', notification },
        (tx) => insertContactMessage(tx, { ...input, language, createdAt: clock.now() }),
      );
    },

    /**
     * Stores a refund request and its receipt, if one is sent (docs/product.md §3 "Refund request").
     * A signed-in `caller` gets their account attached, with the order named (which must be one of
     * their payments) or else their latest payment. A signed-out sender's order number is attached
     * when it is a paid order of the account with their email, and kept as typed otherwise. Without
     * a receipt, the order number must be one of those checked ones.
     */
    async refund(
      form: RefundInput,
      receipt: Blob | undefined,
      language: LanguageCode,
      caller: AuthSession | undefined,
    ): Promise<RefundRequest> {
      // A form body writes every line break as CRLF (the HTML form encoding); stored text uses LF.
      const input = { ...form, reason: form.reason.replace(/\r\n?/g, '\n') };
      if (!namesPayment({ orderNo: input.order_no, receipt })) throw supportErrors.missingReceipt();
      const bytes = receipt === undefined ? undefined : new Uint8Array(await receipt.arrayBuffer());
      const type = bytes === undefined ? undefined : receiptTypeOf(bytes.subarray(0, RECEIPT_SNIFF_BYTES));
      if (bytes !== undefined && type === undefined) throw supportErrors.receiptType();

      let order: { id: number; orderNo: string } | undefined;
      if (caller) {
        order = await findPaidOrder(db, caller.accountId, input.order_no);
        if (input.order_no !== undefined && order === undefined) throw supportErrors.orderNotYours();
      } else if (input.order_no !== undefined) {
        order = await findPaidOrderOfEmail(db, input.email, input.order_no);
      }
      // The order number the sender gave is one of their paid orders: it names the payment on its own.
      const orderChecked = input.order_no !== undefined && order !== undefined;
      if (!orderChecked && bytes === undefined) throw supportErrors.orderNotMatched();
      const orderNo = order?.orderNo ?? input.order_no ?? null;
      const orderText =
        orderNo === null ? '' : caller ? orderNo : supportText(orderChecked ? 'orderMatched' : 'orderUnchecked', { orderNo });
      const reference = newRefundReference();
      const stored =
        bytes === undefined || type === undefined ? undefined : { file: await receipts.put(bytes, type), type, size: bytes.length };
      try {
        const [notification, acknowledgement] = await Promise.all([
          notifySupport('refund', { reference }, [
            ['reference', reference],
            ['email', input.email],
            ['account', caller ? `#${caller.accountId} ${caller.email}` : supportText('signedOut')],
            ['orderNo', orderText],
            ['deviceUserId', input.device_user_id],
            ['reason', input.reason],
            [
              'receipt',
              stored === undefined
                ? ''
                : supportText('receiptFile', {
                    type: RECEIPT_TYPES[stored.type],
                    size: sizeText(stored.size),
                    file: `${RECEIPTS_FOLDER}/${stored.file}`,
                  }),
            ],
            ['language', language],
          ]),
          renderRefundReceivedMail({ language, testMode, reference, signedIn: caller !== undefined }),
        ]);
        const now = clock.now();
        const row = await storeAndMail(
          { email: input.email, kind: 'refund_received', acknowledgement },
          { kind: 'support_refund', notification },
          (tx) =>
            insertRefundRequest(tx, {
              reference,
              email: input.email,
              reason: input.reason,
              deviceUserId: input.device_user_id,
              orderNo,
              accountId: caller?.accountId ?? null,
              orderId: order?.id ?? null,
              receiptFile: stored?.file ?? null,
              receiptType: stored?.type ?? null,
              receiptBytes: stored?.size ?? null,
              language,
              createdAt: now,
              updatedAt: now,
            }),
        );
        return refundRequestView(row);
      } catch (error) {
        // Nothing was stored: the file would belong to no request.
        if (stored !== undefined) {
          const { file } = stored;
          await receipts.remove(file).catch((err: unknown) => deps.logger.warn({ err, file }, 'receipt of a failed request not removed'));
        }
        throw error;
      }
    },

    async refundRequestsOf(accountId: number): Promise<RefundRequest[]> {
      return (await listAccountRefundRequests(db, accountId, REFUND_REQUEST_LIST_LIMIT)).map(refundRequestView);
    },

    async apply(input: PartnerInput, language: LanguageCode): Promise<void> {
      const { kind } = input;
      const { email, name, message } = input.application;
      const details: Record<string, string> =
        input.kind === 'influencer'
          ? { links: input.application.links, audience: input.application.audience }
          : { website: input.application.website, promotion_methods: input.application.promotionMethods };
      const fields: Array<readonly [SupportField, string]> =
        input.kind === 'influencer'
          ? [
              ['links', input.application.links],
              ['audience', input.application.audience],
            ]
          : [
              ['website', input.application.website],
              ['promotionMethods', input.application.promotionMethods],
            ];
      const [notification, acknowledgement] = await Promise.all([
        notifySupport(kind, { name }, [['email', email], ['name', name], ['language', language], ...fields, ['message', message]]),
        renderApplicationReceivedMail({ language, testMode, kind }),
      ]);
      await storeAndMail({ email, kind: `${kind}_received`, acknowledgement }, { kind: `support_${kind}`, notification }, (tx) =>
        insertPartnerApplication(tx, { kind, email, name, details, message, language, createdAt: clock.now() }),
      );
    },

    /** Stores an uninstall survey answer; nobody is mailed (it has no sender to answer). */
    async survey(input: UninstallSurvey & { appType?: number | undefined; appVersion?: string | undefined }, language: LanguageCode) {
      await insertUninstallSurvey(db, {
        reasons: input.reasons,
        comment: input.comment,
        appType: input.appType ?? null,
        appVersion: input.appVersion || null,
        language,
        createdAt: clock.now(),
      });
    },
  };
}
