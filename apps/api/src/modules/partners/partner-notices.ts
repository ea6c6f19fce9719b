/**
 * Conversion notices to partner networks (docs/product.md §3 "Attribution"): when an order whose
 * attribution carries a partner click is paid, the network's postback URL is called; when it is
 * refunded, its reversal URL, where the network has one. The notice is written in the transaction
 * that completes or refunds the order (partner_notices, an outbox like pending_mail, one row per
 * order and event), and a sender loop calls the URL, retrying with the mail queue's backoff.
 * A crash between the network's answer and marking the row sent calls it again: networks dedupe
 * on the order number, which every notice carries.
 */
import { fillPostbackUrl, type PartnerNoticeEvent } from '@kestrel/domain';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import type { OrderRow } from '../../db/schema';
import type { Clock } from '../../deps';
import { retryDelayMs } from '../mail/mail.queue';
import { claimDueNotices, hasPartnerNotice, insertPartnerNotice, markNoticeFailed, markNoticeSent } from './partners.repo';

export const NOTICE_MAX_ATTEMPTS = 8;
/** A claim's lease; longer than a call may take, so no notice is sent twice by two senders. */
const NOTICE_LOCK_MS = 30_000;
/** Longest wait for a network's answer. */
export const NOTICE_TIMEOUT_MS = 10_000;
const BATCH = 20;

type FetchLike = (url: string, init: { method: string; redirect: 'manual'; signal: AbortSignal }) => Promise<{ status: number }>;

export interface PartnerNotices {
  /** In the transaction that completes `order`: queues its sale notice if a partner brought it. */
  queueSale(tx: DbExecutor, order: OrderRow): Promise<void>;
  /** In the transaction that refunds `order`: queues the reversal of a sale that was reported. */
  queueReversal(tx: DbExecutor, order: OrderRow): Promise<void>;
  /** Calls every due notice's URL now; resolves with what happened. Tests call this directly. */
  flush(): Promise<{ sent: number; failed: number }>;
  start(intervalMs?: number): void;
  wake(): void;
  stop(): Promise<void>;
}

export function createPartnerNotices(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  postbacks: Config['postbacks'];
  fetch?: FetchLike;
}): PartnerNotices {
  const { db, clock, logger, postbacks } = deps;
  const call: FetchLike = deps.fetch ?? ((url, init) => fetch(url, init));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ sent: number; failed: number }> | undefined;

  async function queue(tx: DbExecutor, order: OrderRow, event: PartnerNoticeEvent): Promise<void> {
    const partner = order.attribution?.last.partner;
    if (partner === undefined) return;
    const template = postbacks[partner.kind][event];
    if (template === undefined) return;
    if (event === 'reversal' && !(await hasPartnerNotice(tx, order.id, 'sale'))) return;
    const url = fillPostbackUrl(template, {
      clickId: partner.click,
      orderNo: order.orderNo,
      amountMinor: order.amountMinor,
      currency: order.currency,
      testMode: order.testMode,
      utm: order.attribution?.last.utm,
    });
    await insertPartnerNotice(tx, { orderId: order.id, event, network: partner.kind, url }, clock.now());
  }

  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const batch = await claimDueNotices(db, clock.now(), NOTICE_LOCK_MS, BATCH);
      for (const row of batch) {
        try {
          const answer = await call(row.url, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(NOTICE_TIMEOUT_MS) });
          if (answer.status < 200 || answer.status > 299) throw new Error(`the network answered HTTP ${answer.status}`);
          await markNoticeSent(db, row.id, clock.now());
          sent += 1;
          logger.info({ noticeId: row.id, orderId: row.orderId, network: row.network, event: row.event }, 'partner notified');
        } catch (err) {
          failed += 1;
          const now = clock.now();
          const giveUp = row.attempts >= NOTICE_MAX_ATTEMPTS;
          const retryAt = giveUp ? undefined : new Date(now.getTime() + retryDelayMs(row.attempts));
          await markNoticeFailed(db, row.id, String((err as Error).message ?? err).slice(0, 500), retryAt, now);
          logger[giveUp ? 'error' : 'warn'](
            { err, noticeId: row.id, network: row.network, event: row.event, attempts: row.attempts, retryAt },
            giveUp ? 'partner notice abandoned' : 'partner notice failed; will retry',
          );
        }
      }
      if (batch.length < BATCH) return { sent, failed };
    }
  }

  function deliver(): Promise<{ sent: number; failed: number }> {
    running ??= deliverDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  const tick = () => {
    deliver().catch((err: unknown) => logger.error({ err }, 'partner notice sender failed'));
  };

  return {
    queueSale: (tx, order) => queue(tx, order, 'sale'),
    queueReversal: (tx, order) => queue(tx, order, 'reversal'),
    flush: deliver,
    start(intervalMs = 15_000) {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    wake() {
      if (timer) tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
