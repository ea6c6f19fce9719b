/**
 * The mail outbox pattern: a message is inserted into pending_mail in the same transaction as
 * the change that causes it (so a crash after the commit loses nothing, and a rollback sends
 * nothing); a sender loop delivers due messages through the Mailer, marks them sent, and
 * retries failures with exponential backoff (30 s doubling, at most 1 h apart, 8 attempts).
 *
 * A sender claims a batch with a short lease that it renews while it works, so the messages a
 * dead process had claimed are due again within MAIL_LOCK_MS, on any instance. Delivery is
 * at least once: a crash between handing a message over and marking it sent delivers it again,
 * with the same Message-ID (and the same outbox file), which is what SMTP allows
 * (docs/decisions/017).
 */
import type { Logger } from 'pino';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import type { Clock } from '../../deps';
import type { RenderedMail } from './mail.templates';
import { claimDueMail, extendMailLease, insertPendingMail, markMailFailed, markMailSent } from './mail.repo';

export const MAIL_MAX_ATTEMPTS = 8;
/** A claim's lease: how long a crashed sender's messages wait before another sender takes them. */
export const MAIL_LOCK_MS = 15_000;
const BATCH = 20;

/** The id a queued message keeps on every delivery attempt (its Message-ID and outbox file name). */
export function mailId(row: { id: number; createdAt: Date }): string {
  return `mail-${row.id}-${row.createdAt.getTime()}`;
}

/** Delay before attempt `attempts + 1`, after `attempts` failures: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface MailQueue {
  /**
   * Queues a message; pass the transaction of the change that causes it. Call `wake()` after
   * commit. `headers` are extra header fields (a newsletter's List-Unsubscribe); `notBefore` holds
   * the message until then (a gift card's delivery day). Resolves with the message's id.
   */
  enqueue(
    db: DbExecutor,
    mail: { kind: string; to: string; headers?: Record<string, string>; notBefore?: Date } & RenderedMail,
  ): Promise<number>;
  /** Asks the running sender loop to deliver soon (no-op when the loop is not started). */
  wake(): void;
  /**
   * Runs `task` (work whose outcome is queued mail) once the current answer has gone out, so
   * neither its duration nor its branches show in the answer (docs/decisions/013). A failure is
   * logged to `log`. `flush()` and `stop()` wait for every such task first.
   */
  later(task: () => Promise<void>, log?: Logger): void;
  /** Waits for `later` tasks, then delivers every due message; resolves with what happened. Tests call this directly. */
  flush(): Promise<{ sent: number; failed: number }>;
  /** Starts the sender loop (every `intervalMs`, and on `wake()`). */
  start(intervalMs?: number): void;
  /** Waits for `later` tasks, stops the loop and waits for a delivery in progress. */
  stop(): Promise<void>;
}

export function createMailQueue(deps: { db: Database; mailer: Mailer; clock: Clock; logger: Logger; leaseMs?: number }): MailQueue {
  const { db, mailer, clock, logger } = deps;
  const leaseMs = deps.leaseMs ?? MAIL_LOCK_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ sent: number; failed: number }> | undefined;
  let again = false;
  const tasks = new Set<Promise<void>>();

  async function tasksDone(): Promise<void> {
    while (tasks.size > 0) await Promise.all(tasks);
  }

  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const batch = await claimDueMail(db, clock.now(), leaseMs, BATCH);
      // The lease is renewed while the batch is delivered (SMTP may be slow); a renewal that fails
      // lets the lease run out, and another sender may then deliver a message a second time.
      const unfinished = new Set(batch.map((row) => row.id));
      const renewal = setInterval(() => {
        if (unfinished.size === 0) return;
        extendMailLease(db, [...unfinished], new Date(clock.now().getTime() + leaseMs)).catch((err: unknown) =>
          logger.warn({ err }, 'mail lease could not be renewed'),
        );
      }, leaseMs / 3);
      renewal.unref();
      try {
        for (const row of batch) {
          try {
            const result = await mailer.send({
              to: row.recipient,
              subject: row.subject,
              text: row.textBody ?? '',
              html: row.htmlBody ?? '',
              date: row.createdAt,
              id: mailId(row),
              ...(row.headers ? { headers: row.headers } : {}),
            });
            await markMailSent(db, row.id, clock.now());
            sent += 1;
            logger.info({ mailId: row.id, kind: row.kind, messageId: result.messageId, location: result.location }, 'mail sent');
          } catch (err) {
            failed += 1;
            const now = clock.now();
            const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
            const retryAt = giveUp ? undefined : new Date(now.getTime() + retryDelayMs(row.attempts));
            await markMailFailed(db, row.id, String((err as Error).message ?? err).slice(0, 500), retryAt, now);
            logger[giveUp ? 'error' : 'warn'](
              { err, mailId: row.id, kind: row.kind, attempts: row.attempts, retryAt },
              giveUp ? 'mail abandoned' : 'mail delivery failed; will retry',
            );
          } finally {
            unfinished.delete(row.id);
          }
        }
      } finally {
        clearInterval(renewal);
      }
      if (batch.length < BATCH) return { sent, failed };
    }
  }

  function deliver(): Promise<{ sent: number; failed: number }> {
    if (running) {
      // A delivery is in progress: run once more after it, so messages queued meanwhile go too.
      again = true;
      return running;
    }
    running = deliverDue().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void deliver().catch((err: unknown) => logger.error({ err }, 'mail sender failed'));
      }
    });
    return running;
  }

  const flush = async () => {
    await tasksDone();
    return deliver();
  };

  const tick = () => {
    deliver().catch((err: unknown) => logger.error({ err }, 'mail sender failed'));
  };

  return {
    enqueue: async (executor, mail) => {
      const now = clock.now();
      return insertPendingMail(
        executor,
        {
          kind: mail.kind,
          recipient: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          headers: mail.headers ?? null,
        },
        now,
        mail.notBefore && mail.notBefore > now ? mail.notBefore : now,
      );
    },
    wake: () => {
      if (timer) setImmediate(tick);
    },
    later: (task, log = logger) => {
      // setImmediate runs after the answer's promise chain has handed the response to the socket.
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err }, 'mail task failed'))
        .finally(() => tasks.delete(run));
      tasks.add(run);
    },
    flush,
    start: (intervalMs = 5_000) => {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      setImmediate(tick);
    },
    stop: async () => {
      await tasksDone();
      if (timer) clearInterval(timer);
      timer = undefined;
      again = false;
      await running?.catch(() => undefined);
    },
  };
}
