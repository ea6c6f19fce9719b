/**
 * Refund requests through HTTP: the multipart upload (type told by content, size limits, nothing
 * stored on a refusal), the product messages, captcha and rate limits, the account and order of a
 * signed-in sender, a request that names its payment by order number instead of a receipt (signed
 * in, or signed out with the account's email; a wrong or foreign number answered alike), the
 * database's own rule that a request names its payment, the mails, and the caller's list.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { ENDPOINTS, newOrderNo, RECEIPT_MAX_BYTES, REFUND_REFERENCE_PATTERN, REFUND_UPLOAD_MAX_BODY_BYTES } from '@kestrel/domain';
import { describe, expect, it } from 'vitest';
import { createMemoryFileStore } from '../../adapters/uploads/file-store';
import { orders, pendingMail, refundRequests } from '../../db/schema';
import { translate } from '../../lib/i18n';
import {
  ACCOUNT_TEST_ENV,
  call,
  createAccount,
  freshEmail,
  freshIp,
  login,
  mailsTo,
  solveCaptcha,
  TestClock,
  type CallOptions,
} from '../../test/account-helpers';
import { dataOf, failureOf } from '../../test/api-bodies';
import { createTestApp, testAppOfFile, type TestApp } from '../../test/test-db';

const clock = new TestClock();
const receipts = createMemoryFileStore(clock);
const t = await testAppOfFile({ env: ACCOUNT_TEST_ENV, clock, receipts });
const db = t.deps.database.db;

const PATH = '/api/mms/support/v1/web/refund_requests';
const SUPPORT_EMAIL = 'support@kestrelvpn.example';
const PASSWORD = 'Secret#2024';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

/** A file of `size` bytes starting with `head`. */
function fileOf(head: Uint8Array, size = 256, name = 'receipt.png', type = 'image/png'): File {
  const content = new Uint8Array(Math.max(size, head.length));
  content.set(head);
  return new File([content], name, { type });
}

const PNG = bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n%');

interface Fields {
  email?: string;
  reason?: string;
  device_user_id?: string;
  order_no?: string;
}

/** A refused request as the API answers it: the message of `key` in English, at `field`. */
const refusal = (key: string, field: string) => ({ code: 400, message: translate('en', `errors.${key}`), key, field });

const fields = (email = freshEmail()): Fields => ({
  email,
  reason: 'I bought the wrong plan.\nI have not used it.',
  device_user_id: 'dev-42',
});

/** Sends the form as a browser does: the text fields, the file part `receipt`, and a solved captcha unless told not to. */
async function send(
  form: Fields,
  receipt: Blob | string | undefined,
  options: CallOptions & { captcha?: boolean | string; path?: string } = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(form)) if (value !== undefined) body.append(name, value);
  if (receipt instanceof Blob) body.append('receipt', receipt, receipt instanceof File ? receipt.name : 'receipt');
  else if (receipt !== undefined) body.append('receipt', receipt);
  if (options.captcha !== false) body.append(typeof options.captcha === 'string' ? options.captcha : 'captcha', await solveCaptcha(t));
  return call(t, 'POST', options.path ?? PATH, { ...options, form: body });
}

async function storedFor(email: string) {
  return db.select().from(refundRequests).where(eq(refundRequests.email, email));
}

/** Nothing of a refused request is kept: no row, no file, no mail. */
async function expectNothingStored(email: string, filesBefore: number) {
  expect(await storedFor(email)).toEqual([]);
  expect(await receipts.list()).toHaveLength(filesBefore);
  const [queued] = await db.select({ n: count() }).from(pendingMail).where(eq(pendingMail.recipient, email));
  expect(queued!.n).toBe(0);
}

async function paidOrder(accountId: number, status: 'completed' | 'paid' | 'created' = 'completed', minutesAgo = 0) {
  const at = new Date(clock.now().getTime() - minutesAgo * 60_000);
  const orderNo = newOrderNo();
  await db.insert(orders).values({
    orderNo,
    accountId,
    planId: 1,
    productId: 'v2.kestrel.vpn.premium.web.1m',
    amountMinor: 1199,
    currency: 'USD',
    status,
    provider: 'sandbox',
    returnTo: 'web',
    createdAt: at,
    updatedAt: at,
  });
  return orderNo;
}

describe('POST support/v1/web/refund_requests', () => {
  it('stores the request and its receipt under a random name, mails support and acknowledges with the reference', async () => {
    const email = freshEmail();
    const receipt = fileOf(PNG, 2048, '../../etc/passwd.png');
    const res = await send(fields(email), receipt, { headers: { 'Accept-Language': 'de' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 200,
      message: 'success',
      data: {
        reference: expect.stringMatching(REFUND_REFERENCE_PATTERN),
        status: 'received',
        order_no: null,
        device_user_id: 'dev-42',
        reason: 'I bought the wrong plan.\nI have not used it.',
        created_at: clock.now().toISOString(),
        updated_at: clock.now().toISOString(),
      },
    });
    const { reference } = dataOf(ENDPOINTS.refundRequest, res.body);

    const [row] = await storedFor(email);
    expect(row).toMatchObject({ reference, accountId: null, orderNo: null, receiptType: 'png', receiptBytes: 2048, language: 'de' });
    // Never the client's name or path.
    expect(row!.receiptFile).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await receipts.read(row!.receiptFile!)).toEqual(new Uint8Array(await receipt.arrayBuffer()));

    const [notification] = (await mailsTo(t, SUPPORT_EMAIL)).filter((mail) => mail.headers['reply-to'] === email);
    expect(notification!.headers['subject']).toBe(`Refund request ${reference}`);
    expect(notification!.text).toContain('Not signed in');
    expect(notification!.text).toContain(`image/png, 2 KB, stored as uploads/receipts/${row!.receiptFile}`);
    expect(notification!.text).toContain('I bought the wrong plan.\nI have not used it.');

    const [acknowledgement] = await mailsTo(t, email);
    expect(acknowledgement!.headers['subject']).toBe(translate('de', 'email.refundReceived.subject', { reference }));
    expect(acknowledgement!.text).toContain(reference);
    expect(acknowledgement!.text).toContain(translate('de', 'email.refundReceived.timing', { replyDays: 3, processingDays: 14 }));
    expect(acknowledgement!.text).not.toContain(translate('de', 'email.refundReceived.status'));
  });

  it.each([
    ['a JPEG', JPEG, 'jpeg'],
    ['a WebP image', WEBP, 'webp'],
    ['a PDF', PDF, 'pdf'],
  ])('accepts %s, whatever it is called', async (_what, head, type) => {
    const email = freshEmail();
    expect((await send(fields(email), fileOf(head, 512, 'scan.bin', 'application/octet-stream'))).status).toBe(200);
    const [row] = await storedFor(email);
    expect(row!.receiptType).toBe(type);
    expect(row!.receiptFile).toMatch(new RegExp(`^[0-9a-f]{32}\\.${type}$`));
  });

  it.each([
    ['an HTML page', bytes('<!doctype html><script>alert(1)</script>')],
    ['an SVG image', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a Windows program', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0])],
  ])('refuses %s named receipt.png and declared image/png, storing nothing', async (_what, head) => {
    const email = freshEmail();
    const filesBefore = (await receipts.list()).length;
    const res = await send(fields(email), fileOf(head, 300, 'receipt.png', 'image/png'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 400,
      message: 'Official receipt must be a PNG, JPEG or WebP image, or a PDF',
      key: 'validation.receiptType',
      field: 'receipt',
    });
    await expectNothingStored(email, filesBefore);
  });

  it('answers the product messages for missing parts, in English and in German', async () => {
    const cases: Array<[Fields, Blob | string | undefined, string, string]> = [
      [{ ...fields(), reason: '' }, fileOf(PNG), 'reason', 'validation.enterRefundReason'],
      [{ ...fields(), device_user_id: ' ' }, fileOf(PNG), 'device_user_id', 'validation.enterDeviceUserId'],
      [fields(), undefined, 'receipt', 'validation.enterReceipt'],
      [fields(), new File([], ''), 'receipt', 'validation.enterReceipt'],
      [fields(), 'GPA.1234-5678', 'receipt', 'validation.enterReceipt'],
      [{ ...fields(), email: '' }, fileOf(PNG), 'email', 'validation.enterEmail'],
      [{ ...fields(), email: 'ann@' }, fileOf(PNG), 'email', 'validation.invalidEmail'],
      [{ ...fields(), order_no: 'KV123' }, fileOf(PNG), 'order_no', 'validation.invalidOrderNo'],
    ];
    for (const [form, receipt, field, key] of cases) {
      for (const language of ['en', 'de']) {
        const res = await send(form, receipt, { headers: { 'Accept-Language': language } });
        expect(res.status, `${field} ${language}`).toBe(400);
        expect(res.body).toEqual({ code: 400, message: translate(language, `errors.${key}`), key, field });
      }
    }
    expect((await send(fields(), undefined)).body.message).toBe('Please Enter Official Receipt');
    expect((await send({ ...fields(), reason: '' }, fileOf(PNG))).body.message).toBe('Please Enter Refund Reason');
  });

  it('refuses a receipt over 5 MB with the limit’s message (400), and a body over the upload limit with 413, storing nothing', async () => {
    const filesBefore = (await receipts.list()).length;
    const email = freshEmail();
    const over = await send(fields(email), fileOf(PNG, RECEIPT_MAX_BYTES + 1));
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ code: 400, message: 'Maximum file size 5 MB', key: 'validation.receiptTooLarge', field: 'receipt' });
    const tooLarge = await send(fields(email), fileOf(PNG, REFUND_UPLOAD_MAX_BODY_BYTES + 1), { headers: { 'Accept-Language': 'fr' } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ code: 413, message: translate('fr', 'errors.errors.requestTooLarge'), key: 'errors.requestTooLarge' });
    await expectNothingStored(email, filesBefore);
  });

  it('takes a 2 MB receipt (the upload has its own limit), but not a 2 MB JSON body', async () => {
    const email = freshEmail();
    expect((await send(fields(email), fileOf(PDF, 2 * 1024 * 1024))).status).toBe(200);
    expect((await storedFor(email))[0]!.receiptBytes).toBe(2 * 1024 * 1024);
    const json = await call(t, 'POST', PATH, { body: { ...fields(), receipt: 'x'.repeat(2 * 1024 * 1024) } });
    expect(json.status).toBe(413);
  });

  it('requires the captcha, refuses a replayed one, and accepts the reCAPTCHA path variant with `recasign`', async () => {
    const email = freshEmail();
    const filesBefore = (await receipts.list()).length;
    expect((await send(fields(email), fileOf(PNG), { captcha: false })).body).toEqual({
      code: 20104,
      err_code: 500,
      message: 'ReCaptchaScoreTooLow',
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields(email))) form.append(name, value);
    form.append('receipt', fileOf(PNG));
    form.append('captcha', 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=');
    expect((await call(t, 'POST', PATH, { form })).body.code).toBe(20104);
    await expectNothingStored(email, filesBefore);
    // Without reCAPTCHA secrets the variants verify `recasign` as a proof of work.
    const variant = await send(fields(email), fileOf(PNG), { captcha: 'recasign', path: '/ws/mm/reca/r2/support/v1/web/refund_requests' });
    expect(variant.status).toBe(200);
  });

  it('allows 5 requests per sender an hour (429 with Retry-After)', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) expect((await send(fields(email), fileOf(PNG))).status).toBe(200);
    const limited = await send(fields(email), fileOf(PNG));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect(failureOf(limited.body).key).toBe('errors.tooManyAttempts');
  });

  it('answers NUL bytes, malformed multipart and other content types cleanly (never 500)', async () => {
    const nul = await send({ ...fields(), reason: 'Refund\u0000please' }, fileOf(PNG));
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ code: 400, key: 'errors.invalidCharacters' });
    expect(nul.body.message).toContain('“reason”');

    const raw = (body: string, contentType: string) =>
      t.app.request(PATH, { method: 'POST', headers: { 'Content-Type': contentType, 'X-App-Type': '502' }, body });
    const malformed = await raw('--x\r\nContent-Disposition: form-data; name="reason"\r\n\r\nno end', 'multipart/form-data; boundary=x');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ code: 400, message: 'Malformed form data in request body' });
    expect((await raw('{"reason":"x"}', 'application/json')).status).toBe(415);
    expect((await raw('reason=x', 'application/x-www-form-urlencoded')).status).toBe(400);
  });

  it('removes the receipt again when the request cannot be stored', async () => {
    const store = createMemoryFileStore(clock);
    const failing: TestApp = await createTestApp({
      env: ACCOUNT_TEST_ENV,
      clock,
      receipts: store,
      database: (real) => ({
        ...real,
        db: new Proxy(real.db, {
          get: (target, key) => (key === 'transaction' ? () => Promise.reject(new Error('db down')) : Reflect.get(target, key)),
        }),
      }),
    });
    try {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields())) body.append(name, value);
      body.append('receipt', fileOf(PNG));
      body.append('captcha', await solveCaptcha(failing));
      const res = await call(failing, 'POST', PATH, { form: body });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 500, message: 'Error' });
      expect(await store.list()).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});

describe('refund requests of a signed-in sender', () => {
  async function signedIn() {
    const email = freshEmail('buyer');
    const accountId = await createAccount(t, email, PASSWORD);
    return { email, accountId, token: await login(t, email, PASSWORD) };
  }

  it('attach the account and its latest payment, and say so in the acknowledgement', async () => {
    const buyer = await signedIn();
    await paidOrder(buyer.accountId, 'completed', 60);
    const latest = await paidOrder(buyer.accountId, 'paid', 30);
    await paidOrder(buyer.accountId, 'created', 0); // never paid: not what a refund is about
    const res = await send(fields(buyer.email), fileOf(PNG), { token: buyer.token });
    expect(res.status).toBe(200);
    expect(dataOf(ENDPOINTS.refundRequest, res.body)).toMatchObject({ order_no: latest });
    const [row] = await storedFor(buyer.email);
    expect(row).toMatchObject({ accountId: buyer.accountId, orderNo: latest });
    expect(row!.orderId).not.toBeNull();
    const [acknowledgement] = await mailsTo(t, buyer.email);
    expect(acknowledgement!.text).toContain('You can follow its status in My account.');
    const [notification] = (await mailsTo(t, SUPPORT_EMAIL)).filter((mail) => mail.headers['reply-to'] === buyer.email);
    expect(notification!.text).toContain(`#${buyer.accountId} ${buyer.email}`);
  });

  it('attach the order named when it is one of the account’s payments, with the cookie too', async () => {
    const buyer = await signedIn();
    const older = await paidOrder(buyer.accountId, 'completed', 90);
    await paidOrder(buyer.accountId, 'completed', 10);
    const res = await send({ ...fields(buyer.email), order_no: older.toLowerCase() }, fileOf(PNG), { cookie: buyer.token });
    expect(dataOf(ENDPOINTS.refundRequest, res.body)).toMatchObject({ order_no: older });
  });

  it('refuse another account’s order or a forged number, storing nothing', async () => {
    const buyer = await signedIn();
    const other = await signedIn();
    const theirs = await paidOrder(other.accountId);
    const filesBefore = (await receipts.list()).length;
    for (const orderNo of [theirs, newOrderNo()]) {
      const res = await send({ ...fields(buyer.email), order_no: orderNo }, fileOf(PNG), { token: buyer.token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 400,
        message: 'This order number is not one of your payments.',
        key: 'errors.orderNotYours',
        field: 'order_no',
      });
    }
    await expectNothingStored(buyer.email, filesBefore);
  });

  it('need no receipt when they name one of their paid orders, and store none', async () => {
    const buyer = await signedIn();
    const orderNo = await paidOrder(buyer.accountId, 'completed', 5);
    const filesBefore = (await receipts.list()).length;
    const res = await send({ ...fields(buyer.email), order_no: orderNo }, undefined, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(dataOf(ENDPOINTS.refundRequest, res.body)).toMatchObject({ status: 'received', order_no: orderNo });
    const [row] = await storedFor(buyer.email);
    expect(row).toMatchObject({ accountId: buyer.accountId, orderNo, receiptFile: null, receiptType: null, receiptBytes: null });
    expect(row!.orderId).not.toBeNull();
    expect(await receipts.list()).toHaveLength(filesBefore);
    const [notification] = (await mailsTo(t, SUPPORT_EMAIL)).filter((mail) => mail.headers['reply-to'] === buyer.email);
    expect(notification!.text).toMatch(/Official receipt\s+\(none\)/);
  });

  it('still need the receipt without an order number, though their latest payment would be attached', async () => {
    const buyer = await signedIn();
    await paidOrder(buyer.accountId);
    const filesBefore = (await receipts.list()).length;
    const res = await send(fields(buyer.email), undefined, { token: buyer.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal('validation.enterReceipt', 'receipt'));
    await expectNothingStored(buyer.email, filesBefore);
  });

  it('refuse another account’s order without a receipt too, as they would a forged number', async () => {
    const buyer = await signedIn();
    const other = await signedIn();
    const theirs = await paidOrder(other.accountId);
    const answers = [];
    for (const orderNo of [theirs, newOrderNo()]) {
      answers.push((await send({ ...fields(buyer.email), order_no: orderNo }, undefined, { token: buyer.token })).body);
    }
    expect(answers).toEqual([refusal('errors.orderNotYours', 'order_no'), refusal('errors.orderNotYours', 'order_no')]);
    expect(await storedFor(buyer.email)).toEqual([]);
  });

  it('keep a signed-out sender’s order number as typed, marked unchecked for support', async () => {
    const email = freshEmail();
    const orderNo = newOrderNo();
    expect(dataOf(ENDPOINTS.refundRequest, (await send({ ...fields(email), order_no: orderNo }, fileOf(PNG))).body)).toMatchObject({
      order_no: orderNo,
    });
    expect((await storedFor(email))[0]).toMatchObject({ accountId: null, orderId: null, orderNo });
    const [notification] = (await mailsTo(t, SUPPORT_EMAIL)).filter((mail) => mail.headers['reply-to'] === email);
    expect(notification!.text).toContain(`${orderNo} (typed by a signed-out sender, not checked)`);
  });

  it('answer the "Confirm logout" code for a token that is no longer valid, storing nothing', async () => {
    const email = freshEmail();
    const res = await send(fields(email), fileOf(PNG), { token: 'q4V9tJc2n8Xw0bZf3Lr6Ys1Hk7Pd5Ue9Ga2Mi4Oo8N' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(50008);
    expect(await storedFor(email)).toEqual([]);
  });
});

describe('refund requests of a signed-out sender, by order number', () => {
  async function buyer() {
    const email = freshEmail('visitor');
    const accountId = await createAccount(t, email, PASSWORD);
    return { email, accountId };
  }

  it('need no receipt when the order number is a paid order of the account with the email given', async () => {
    const { email, accountId } = await buyer();
    const orderNo = await paidOrder(accountId, 'paid');
    // Typed in lower case, with the email in another case: both are the buyer's.
    const res = await send({ ...fields(email.toUpperCase()), order_no: ` ${orderNo.toLowerCase()} ` }, undefined, {
      headers: { 'Accept-Language': 'ja' },
    });
    expect(res.status).toBe(200);
    expect(dataOf(ENDPOINTS.refundRequest, res.body)).toMatchObject({ order_no: orderNo, status: 'received' });
    const [row] = await storedFor(email);
    // The order is attached; the account is not (the sender did not sign in, so My account does not list it).
    expect(row).toMatchObject({ accountId: null, orderNo, receiptFile: null, receiptType: null, receiptBytes: null, language: 'ja' });
    expect(row!.orderId).not.toBeNull();
    const [notification] = (await mailsTo(t, SUPPORT_EMAIL)).filter((mail) => mail.headers['reply-to'] === email);
    expect(notification!.text).toContain(`${orderNo} (typed by a signed-out sender; matches a payment of the account with this email)`);
    const [acknowledgement] = await mailsTo(t, email);
    expect(acknowledgement!.headers['subject']).toBe(translate('ja', 'email.refundReceived.subject', { reference: row!.reference }));
  });

  it('answer another person’s order, an unknown number and an unpaid order alike, storing nothing', async () => {
    const sender = await buyer();
    const someoneElse = await buyer();
    // One request each (a sender has 5 an hour), in two languages.
    const cases = [
      ['another account’s paid order', await paidOrder(someoneElse.accountId), 'en'],
      ['a number no order has', newOrderNo(), 'pl'],
      ['the sender’s own order that took no money', await paidOrder(sender.accountId, 'created'), 'en'],
      ['a number no order has', newOrderNo(), 'en'],
    ] as const;
    const filesBefore = (await receipts.list()).length;
    for (const [what, orderNo, language] of cases) {
      const res = await send({ ...fields(sender.email), order_no: orderNo }, undefined, { headers: { 'Accept-Language': language } });
      expect(res.status, what).toBe(400);
      expect(res.body, what).toEqual({
        code: 400,
        message: translate(language, 'errors.errors.orderNotMatched'),
        key: 'errors.orderNotMatched',
        field: 'order_no',
      });
    }
    expect(translate('en', 'errors.errors.orderNotMatched')).toBe(
      'This order number and this email do not belong to the same payment. Check both, or attach the official receipt.',
    );
    await expectNothingStored(sender.email, filesBefore);
  });

  it('take any order number with a receipt, checked or not, with the same answer', async () => {
    const sender = await buyer();
    const someoneElse = await buyer();
    const own = await paidOrder(sender.accountId);
    const foreign = await paidOrder(someoneElse.accountId);
    const own200 = await send({ ...fields(sender.email), order_no: own }, fileOf(PNG));
    const foreign200 = await send({ ...fields(sender.email), order_no: foreign }, fileOf(PNG));
    expect([own200.status, foreign200.status]).toEqual([200, 200]);
    const view = (res: typeof own200) => {
      const { reference: _reference, order_no: _orderNo, ...rest } = dataOf(ENDPOINTS.refundRequest, res.body);
      return rest;
    };
    expect(view(own200)).toEqual(view(foreign200));
    const rows = await storedFor(sender.email);
    expect(rows.map((row) => [row.orderNo, row.orderId !== null, row.receiptType])).toEqual(
      expect.arrayContaining([
        [own, true, 'png'],
        [foreign, false, 'png'],
      ]),
    );
  });
});

describe('the refund_requests table', () => {
  const base = () => {
    const now = clock.now();
    return {
      reference: `RF${randomBytes(8).toString('hex').toUpperCase()}`,
      email: freshEmail(),
      reason: 'r',
      deviceUserId: 'd',
      language: 'en',
      createdAt: now,
      updatedAt: now,
    };
  };
  /** The constraint a refused insert names (drizzle wraps the driver's error in `cause`). */
  async function refusedBy(values: typeof refundRequests.$inferInsert): Promise<string | undefined> {
    try {
      await db.insert(refundRequests).values(values);
      return undefined;
    } catch (error) {
      const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
      return cause?.constraint ?? cause?.message;
    }
  }

  it('keeps only requests that name their payment, and receipts whole', async () => {
    const file = `${randomBytes(16).toString('hex')}.png`;
    expect(await refusedBy({ ...base(), orderNo: null, receiptFile: null, receiptType: null, receiptBytes: null })).toMatch(
      /refund_requests_names_payment/,
    );
    expect(await refusedBy({ ...base(), orderNo: newOrderNo(), receiptFile: file, receiptType: null, receiptBytes: 10 })).toMatch(
      /refund_requests_receipt_whole/,
    );
    expect(await refusedBy({ ...base(), orderNo: newOrderNo(), receiptFile: null, receiptType: 'png', receiptBytes: null })).toMatch(
      /refund_requests_receipt_whole/,
    );
    expect(await refusedBy({ ...base(), orderNo: newOrderNo(), receiptFile: null, receiptType: null, receiptBytes: null })).toBeUndefined();
    expect(await refusedBy({ ...base(), orderNo: null, receiptFile: file, receiptType: 'png', receiptBytes: 10 })).toBeUndefined();
  });
});

describe('GET support/v1/web/refund_requests', () => {
  it('lists only the caller’s requests, newest first, with their states', async () => {
    const ann = freshEmail('ann');
    const bob = freshEmail('bob');
    const annId = await createAccount(t, ann, PASSWORD);
    await createAccount(t, bob, PASSWORD);
    const annToken = await login(t, ann, PASSWORD);
    const bobToken = await login(t, bob, PASSWORD);
    const first = dataOf(ENDPOINTS.refundRequest, (await send(fields(ann), fileOf(PNG), { token: annToken })).body);
    clock.advance(60_000);
    const second = dataOf(ENDPOINTS.refundRequest, (await send(fields(ann), fileOf(PDF), { token: annToken })).body);
    await send(fields(bob), fileOf(PNG), { token: bobToken });
    // Sent signed out with Ann's address: not hers to see (anyone can type an address).
    await send(fields(ann), fileOf(PNG));
    await db.update(refundRequests).set({ status: 'in_review' }).where(eq(refundRequests.reference, first.reference));

    const res = await call(t, 'GET', PATH, { token: annToken });
    expect(res.status).toBe(200);
    const requests = dataOf(ENDPOINTS.refundRequests, res.body).requests;
    expect(requests.map((r) => [r.reference, r.status])).toEqual([
      [second.reference, 'received'],
      [first.reference, 'in_review'],
    ]);
    expect((await db.select().from(refundRequests).where(eq(refundRequests.accountId, annId))).length).toBe(2);

    const bobs = await call(t, 'GET', PATH, { cookie: bobToken });
    expect(dataOf(ENDPOINTS.refundRequests, bobs.body).requests).toHaveLength(1);
  });

  it('needs a session', async () => {
    const res = await call(t, 'GET', PATH, { ip: freshIp() });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: 'Please sign in.', key: 'errors.signInRequired' });
  });
});
