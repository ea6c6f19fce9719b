/**
 * The newsletter (docs/product.md §4 "Newsletter"): double opt-in by email, and one-click
 * unsubscribe (RFC 8058).
 *
 * - Subscribing always answers the same, before anything is looked up; the work runs after the
 *   answer (as verification codes do, docs/decisions/013): an address that is not subscribed gets a
 *   confirmation link, one already subscribed gets nothing, so nobody learns who reads the newsletter.
 * - The confirmation token is 256 random bits, kept only as its SHA-256, valid NEWSLETTER_CONFIRM_DAYS
 *   and once; a new sign-up replaces it.
 * - An unsubscribe token is `<subscription id>.<HMAC>` of the id and the subscription's nonce under a
 *   server key (kept in the database, shared by every instance), so every newsletter mail can carry
 *   one without storing it. Unsubscribing deletes the subscription (an address is kept only while
 *   it is subscribed, @kestrel/domain/retention). So a token whose subscription no longer exists
 *   (used before, or from an older subscription: ids are never reused) answers the same success and
 *   changes nothing, and a later subscription has a new id: old links never end it. A token naming
 *   an existing subscription with a wrong signature is refused.
 * - Every newsletter mail (the welcome mail sent on confirmation is the first) carries
 *   `List-Unsubscribe: <…/api/mms/newsletter/v1/unsubscribe?token=…>` and
 *   `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, and a link to the website's page.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import {
  DEFAULT_LANGUAGE,
  ENDPOINTS,
  isLanguageCode,
  NEWSLETTER_CONFIRM_DAYS,
  SUPPORT_MESSAGE_KEYS,
  type LanguageCode,
} from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import type { NewsletterSubscriptionRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { sharedSecret } from '../../lib/secrets';
import { renderNewsletterConfirmMail, renderNewsletterWelcomeMail, sitePageUrl } from '../mail/mail.templates';
import {
  deleteSubscription,
  insertSubscriptionIfMissing,
  findSubscription,
  findSubscriptionByConfirmHash,
  lockSubscriptionByEmail,
  updateSubscription,
} from './newsletter.repo';

const DAY_MS = 86_400_000;

export const newsletterErrors = {
  confirmLinkInvalid: () => ApiError.localized(400, SUPPORT_MESSAGE_KEYS.confirmLinkInvalid, { field: 'token' }),
  unsubscribeLinkInvalid: () => ApiError.localized(400, SUPPORT_MESSAGE_KEYS.unsubscribeLinkInvalid, { field: 'token' }),
};

/** The language a subscription's mails are written in (the one it signed up in). */
const languageOf = (row: Pick<NewsletterSubscriptionRow, 'language'>): LanguageCode =>
  isLanguageCode(row.language) ? row.language : DEFAULT_LANGUAGE;

const randomToken = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// `<id>.<43 base64url characters>`: what unsubscribeToken makes; the id fits the integer column.
const UNSUBSCRIBE_TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;
const MAX_ID = 2_147_483_647;

export type NewsletterService = ReturnType<typeof createNewsletterService>;

export function createNewsletterService(deps: Pick<AppDeps, 'database' | 'clock' | 'mail' | 'config'>) {
  const { clock, mail, config } = deps;
  const db = deps.database.db;
  let key: Promise<string> | undefined;
  const unsubscribeKey = () => {
    key ??= sharedSecret(db, 'newsletter_unsubscribe_key', clock);
    key.catch(() => {
      key = undefined;
    });
    return key;
  };

  // The key is read before a transaction opens: the embedded database serves one statement at a
  // time, so a read outside a transaction that waits inside it would never run.
  const mac = (secret: string, id: number, nonce: string): Buffer =>
    createHmac('sha256', secret).update(`newsletter-unsubscribe\n${id}\n${nonce}`).digest();

  /**
   * The header fields and the page link of a newsletter mail to `row` (RFC 8058: the header URL
   * takes a POST without sign-in or captcha; the website's /api forwards it to the API).
   */
  function unsubscribeLinks(secret: string, row: Pick<NewsletterSubscriptionRow, 'id' | 'unsubscribeNonce' | 'language'>) {
    const token = `${row.id}.${mac(secret, row.id, row.unsubscribeNonce).toString('base64url')}`;
    const language = languageOf(row);
    return {
      headers: {
        'List-Unsubscribe': `<${config.siteUrl}${ENDPOINTS.newsletterUnsubscribe.path}?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      pageUrl: `${sitePageUrl(config.siteUrl, language, '/edmsub')}?unsubscribe=${token}`,
    };
  }

  /** A new confirmation link for `email` unless it is subscribed already (see the module comment). */
  async function sendConfirmation(email: string, language: LanguageCode): Promise<void> {
    const token = randomToken();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS);
    const confirmUrl = `${sitePageUrl(config.siteUrl, language, '/edmsub')}?confirm=${token}`;
    const message = await renderNewsletterConfirmMail({
      language,
      testMode: config.payments.testMode,
      confirmUrl,
      days: NEWSLETTER_CONFIRM_DAYS,
    });
    const sent = await db.transaction(async (tx) => {
      await insertSubscriptionIfMissing(tx, {
        email,
        language,
        status: 'pending',
        unsubscribeNonce: randomToken(),
        createdAt: now,
        updatedAt: now,
      });
      const row = await lockSubscriptionByEmail(tx, email);
      if (!row || row.status === 'subscribed') return false;
      await updateSubscription(tx, row.id, {
        status: 'pending',
        language,
        confirmTokenHash: sha256(token),
        confirmExpiresAt: expiresAt,
        updatedAt: now,
      });
      await mail.enqueue(tx, { kind: 'newsletter_confirm', to: email, ...message });
      return true;
    });
    if (sent) mail.wake();
  }

  return {
    /** The List-Unsubscribe headers and page link of a newsletter mail to a subscription (for every newsletter mail). */
    unsubscribeLinks: async (row: Pick<NewsletterSubscriptionRow, 'id' | 'unsubscribeNonce' | 'language'>) =>
      unsubscribeLinks(await unsubscribeKey(), row),

    /** Mails a confirmation link after the answer (see the module comment); failures are logged to `log`. */
    subscribe(email: string, language: LanguageCode, log: Logger): void {
      mail.later(() => sendConfirmation(email, language), log);
    },

    /** Follows a confirmation link: the subscription starts and its welcome mail is queued. */
    async confirm(token: string): Promise<void> {
      const hash = sha256(token);
      // A token nobody was sent is refused before anything is written (the key is made on first use).
      if (!(await findSubscriptionByConfirmHash(db, hash))) throw newsletterErrors.confirmLinkInvalid();
      const secret = await unsubscribeKey();
      const now = clock.now();
      const confirmed = await db.transaction(async (tx) => {
        const row = await findSubscriptionByConfirmHash(tx, hash);
        if (!row || row.status !== 'pending' || !row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= now.getTime()) return undefined;
        await updateSubscription(tx, row.id, {
          status: 'subscribed',
          confirmTokenHash: null,
          confirmExpiresAt: null,
          confirmedAt: now,
          updatedAt: now,
        });
        const language = languageOf(row);
        const links = unsubscribeLinks(secret, row);
        const welcome = await renderNewsletterWelcomeMail({ language, testMode: config.payments.testMode, unsubscribeUrl: links.pageUrl });
        await mail.enqueue(tx, { kind: 'newsletter_welcome', to: row.email, headers: links.headers, ...welcome });
        return row;
      });
      if (!confirmed) throw newsletterErrors.confirmLinkInvalid();
      mail.wake();
    },

    /**
     * Ends (deletes) the subscription an unsubscribe token names. A well-formed token of a subscription
     * that no longer exists answers the same and changes nothing; see the module comment.
     */
    async unsubscribe(token: string): Promise<void> {
      const match = UNSUBSCRIBE_TOKEN.exec(token);
      const id = match ? Number(match[1]) : 0;
      if (!match || id > MAX_ID) throw newsletterErrors.unsubscribeLinkInvalid();
      // The signature as spelled, not as decoded: the last of 43 base64url characters carries two
      // unused bits, so four spellings decode alike; only the one the mail carried is accepted.
      const given = Buffer.from(match[2]!);
      if (!(await findSubscription(db, id))) return;
      const secret = await unsubscribeKey();
      const signed = await db.transaction(async (tx) => {
        const row = await findSubscription(tx, id);
        if (!row) return true;
        const expected = Buffer.from(mac(secret, row.id, row.unsubscribeNonce).toString('base64url'));
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
        await deleteSubscription(tx, row.id);
        return true;
      });
      if (!signed) throw newsletterErrors.unsubscribeLinkInvalid();
    },
  };
}
