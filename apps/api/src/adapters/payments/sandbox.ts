/**
 * The built-in sandbox checkout: the default provider when no PayPal keys are set. It plays
 * PayPal's part for real — its own orders in the database, an approve page where the buyer
 * presses Pay or Cancel (the website's /sandbox-pay/{id}), captures honouring the request id,
 * and signed notifications (CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED) delivered to our
 * webhook handler — so the order service runs the very same code paths as with PayPal.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { inLanguage, isLanguageCode, newSandboxId } from '@kestrel/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { sandboxOrders, type SandboxOrderRow } from '../../db/schema';
import type { Clock } from '../../deps';
import { sharedSecret } from '../../lib/secrets';
import { ProviderError, type PaymentProvider, type ProviderOrder } from './provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** A notification as the sandbox sends it: the body and its signature header. */
export interface SandboxNotification {
  rawBody: string;
  signature: string;
}

export interface SandboxCheckout extends PaymentProvider {
  /** The order as the approve page shows it; undefined for an unknown id. */
  find(id: string): Promise<SandboxOrderRow | undefined>;
  /** The buyer pressed Pay: CREATED → APPROVED, then CHECKOUT.ORDER.APPROVED is sent. */
  approve(id: string): Promise<SandboxOrderRow>;
  /** The buyer pressed Cancel: CREATED → VOIDED. */
  cancel(id: string): Promise<SandboxOrderRow>;
  /** Signs a notification body (tests build forged and genuine ones with it). */
  sign(rawBody: string): Promise<string>;
  /** Resolves once every notification sent so far has been delivered (or has failed). */
  settled(): Promise<void>;
}

export interface SandboxOptions {
  db: Database;
  clock: Clock;
  /** The website's origin: the approve page lives there. */
  siteUrl: string;
  /** Receives each notification the sandbox sends (our webhook handler); failures are left to reconciliation. */
  notify: (notification: SandboxNotification) => Promise<void>;
  /** How long after the event a notification is sent (PayPal's webhooks come seconds later). Default 1 s. */
  notifyDelayMs?: number;
}

function toProviderOrder(row: SandboxOrderRow, approveUrl: string): ProviderOrder {
  return {
    id: row.id,
    status: row.status,
    customId: row.customId,
    approveUrl: row.status === 'CREATED' ? approveUrl : undefined,
    capture: row.captureId ? { id: row.captureId, status: 'COMPLETED', amountMinor: row.amountMinor, currency: row.currency } : undefined,
  };
}

export function createSandboxCheckout(options: SandboxOptions): SandboxCheckout {
  const { db, clock } = options;
  let key: Promise<string> | undefined;
  const signingKey = () => (key ??= sharedSecret(db, 'sandbox_webhook_key', clock));

  function approveUrl(row: SandboxOrderRow, language: string): string {
    const page = `/sandbox-pay/${encodeURIComponent(row.id)}`;
    return `${options.siteUrl}${isLanguageCode(language) ? inLanguage(language, page) : page}`;
  }

  // Built once per database: every purchase runs these (see db/prepared.ts).
  const query = () =>
    prepared(db, 'sandbox', () => {
      const columns = [
        'id',
        'customId',
        'requestId',
        'amountMinor',
        'currency',
        'description',
        'payerEmail',
        'language',
        'returnUrl',
        'cancelUrl',
        'createdAt',
        'updatedAt',
      ] as const;
      const byId = eq(sandboxOrders.id, sql.placeholder('id'));
      return {
        insert: db
          .insert(sandboxOrders)
          .values({ ...Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)])), status: 'CREATED' } as never)
          // Like PayPal-Request-Id: a retry of the same request answers the order created first.
          .onConflictDoNothing({ target: sandboxOrders.requestId })
          .returning()
          .prepare('sandbox_insert'),
        byId: db.select().from(sandboxOrders).where(byId).prepare('sandbox_by_id'),
        capture: db
          .update(sandboxOrders)
          .set({
            status: 'COMPLETED',
            captureId: sql.placeholder('captureId'),
            captureRequestId: sql.placeholder('requestId'),
            updatedAt: sql.placeholder('now'),
          } as never)
          .where(and(byId, eq(sandboxOrders.status, 'APPROVED')))
          .returning()
          .prepare('sandbox_capture'),
        transition: db
          .update(sandboxOrders)
          .set({ status: sql.placeholder('to'), updatedAt: sql.placeholder('now') } as never)
          .where(and(byId, eq(sandboxOrders.status, 'CREATED')))
          .returning()
          .prepare('sandbox_transition'),
      };
    });

  async function load(id: string): Promise<SandboxOrderRow> {
    const [row] = await query().byId.execute({ id });
    if (!row) throw new ProviderError('not_found', `sandbox order ${id} not found`, 'RESOURCE_NOT_FOUND');
    return row;
  }

  async function sign(rawBody: string): Promise<string> {
    return createHmac('sha256', await signingKey())
      .update(rawBody)
      .digest('base64url');
  }

  // Like PayPal's webhooks, notifications arrive a little after the answer that caused them: the
  // buyer's return to the site usually comes first, and the notification then finds the work done.
  const inFlight = new Set<Promise<void>>();
  const delayMs = options.notifyDelayMs ?? 1_000;
  function notifyLater(type: string, row: SandboxOrderRow): void {
    const delivery = new Promise<void>((resolve) => setTimeout(resolve, delayMs).unref())
      .then(() => send(type, row))
      .catch(() => undefined) // undelivered: the reconciliation finds what it would have told us
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  async function send(type: string, row: SandboxOrderRow): Promise<void> {
    const event = {
      id: newSandboxId('notification'),
      event_type: type,
      create_time: clock.now().toISOString(),
      resource:
        type.startsWith('PAYMENT.CAPTURE.') && row.captureId
          ? {
              id: row.captureId,
              status: 'COMPLETED',
              amount_minor: row.amountMinor,
              currency: row.currency,
              supplementary_data: { related_ids: { order_id: row.id } },
            }
          : { id: row.id, status: row.status },
    };
    const rawBody = JSON.stringify(event);
    await options.notify({ rawBody, signature: await sign(rawBody) });
  }

  // Parameter and result types are PaymentProvider's (./provider.ts), as for every provider.
  return {
    name: 'sandbox',

    async createOrder(input) {
      const now = clock.now();
      const inserted = await query().insert.execute({
        id: newSandboxId('order'),
        customId: input.orderNo,
        requestId: input.requestId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        description: input.description,
        payerEmail: input.payerEmail ?? null,
        language: input.language,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        createdAt: now,
        updatedAt: now,
      });
      const [row] =
        inserted.length > 0 ? inserted : await db.select().from(sandboxOrders).where(eq(sandboxOrders.requestId, input.requestId));
      if (!row) throw new ProviderError('network', 'sandbox order could not be stored');
      return toProviderOrder(row, approveUrl(row, row.language));
    },

    async getOrder(id) {
      const row = await load(id);
      return toProviderOrder(row, approveUrl(row, row.language));
    },

    async captureOrder(id, requestId) {
      // One conditional update does the capture; only when it matches nothing is the row read to say why.
      const [captured] = await query().capture.execute({ id, captureId: newSandboxId('capture'), requestId, now: clock.now() });
      let row = captured;
      if (captured) {
        notifyLater('PAYMENT.CAPTURE.COMPLETED', captured);
      } else {
        row = await load(id);
        if (row.status !== 'COMPLETED')
          throw new ProviderError('not_approved', `sandbox order ${id} is ${row.status}`, 'ORDER_NOT_APPROVED');
        // PayPal-Request-Id: the same request answers the same capture; another one is refused.
        if (row.captureRequestId !== requestId)
          throw new ProviderError('already_captured', 'order already captured', 'ORDER_ALREADY_CAPTURED');
      }
      return { id: row!.captureId!, status: 'COMPLETED', amountMinor: row!.amountMinor, currency: row!.currency };
    },

    async verifyNotification(notification) {
      const given = notification.headers[SANDBOX_SIGNATURE_HEADER];
      if (!given) return undefined;
      const expected = Buffer.from(await sign(notification.rawBody));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
      let event: {
        id?: unknown;
        event_type?: unknown;
        resource?: {
          id?: unknown;
          status?: unknown;
          amount_minor?: unknown;
          currency?: unknown;
          supplementary_data?: { related_ids?: { order_id?: unknown } };
        };
      };
      try {
        event = JSON.parse(notification.rawBody) as typeof event;
      } catch {
        return undefined;
      }
      if (typeof event.id !== 'string' || typeof event.event_type !== 'string' || typeof event.resource?.id !== 'string') return undefined;
      const resource = event.resource;
      const isCapture = event.event_type.startsWith('PAYMENT.CAPTURE.');
      const orderId = isCapture ? resource.supplementary_data?.related_ids?.order_id : resource.id;
      return {
        id: event.id,
        type: event.event_type,
        providerOrderId: typeof orderId === 'string' ? orderId : undefined,
        capture:
          isCapture && typeof resource.amount_minor === 'number' && typeof resource.currency === 'string'
            ? { id: resource.id as string, status: 'COMPLETED', amountMinor: resource.amount_minor, currency: resource.currency }
            : undefined,
      };
    },

    find: async (id) => (await query().byId.execute({ id }))[0],

    async approve(id: string): Promise<SandboxOrderRow> {
      const row = await transition(id, 'APPROVED');
      if (row.changed) notifyLater('CHECKOUT.ORDER.APPROVED', row.row);
      return row.row;
    },

    async cancel(id: string): Promise<SandboxOrderRow> {
      return (await transition(id, 'VOIDED')).row;
    },

    sign,

    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };

  /** CREATED → `to`; answering the same state again is a no-op (a double click), anything else is refused. */
  async function transition(id: string, to: 'APPROVED' | 'VOIDED'): Promise<{ row: SandboxOrderRow; changed: boolean }> {
    const [updated] = await query().transition.execute({ id, to, now: clock.now() });
    if (updated) return { row: updated, changed: true };
    const row = await load(id);
    if (row.status === to || (to === 'APPROVED' && row.status === 'COMPLETED')) return { row, changed: false };
    throw new ProviderError('invalid', `sandbox order ${id} is ${row.status}`, 'ORDER_CANNOT_BE_CHANGED');
  }
}
