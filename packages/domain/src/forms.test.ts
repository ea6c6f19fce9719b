import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AffiliateApplicationSchema,
  ChangePasswordSchema,
  ContactSchema,
  InfluencerApplicationSchema,
  LoginSchema,
  NewsletterSchema,
  PaypalEmailSchema,
  RefundFieldsSchema,
  RefundSchema,
  ResetPasswordSchema,
  UninstallSurveySchema,
  fieldErrors,
  normalizeEmail,
  namesPayment,
  receiptProblem,
} from './forms';
import { isMessageKey } from './messages';
import { RECEIPT_MAX_BYTES } from './uploads';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const GOOD_PASSWORD = 'Secret#2024';

describe('LoginSchema', () => {
  it('trims the username and keeps the password as typed', () => {
    expect(LoginSchema.parse({ username: '  Ann@Example.com ', password: ' pw ', captcha: 'tok' })).toEqual({
      username: 'Ann@Example.com',
      password: ' pw ',
      captcha: 'tok',
    });
    expect(LoginSchema.parse({ username: 'ann', password: 'x' })).toEqual({ username: 'ann', password: 'x' });
  });

  it('requires username and password', () => {
    expect(errorsOf(LoginSchema, {})).toEqual({
      username: 'validation.enterEmail',
      password: 'validation.enterPassword',
    });
    expect(errorsOf(LoginSchema, { username: '   ', password: '' })).toEqual({
      username: 'validation.enterEmail',
      password: 'validation.enterPassword',
    });
  });

  it('bounds the lengths', () => {
    expect(errorsOf(LoginSchema, { username: 'a'.repeat(255), password: 'p'.repeat(257) })).toEqual({
      username: 'errors.incorrectCredentials',
      password: 'errors.incorrectCredentials',
    });
    expect(errorsOf(LoginSchema, { username: 'a'.repeat(254), password: 'p'.repeat(256) })).toEqual({});
  });

  it('rejects a non-string captcha', () => {
    expect(errorsOf(LoginSchema, { username: 'a', password: 'b', captcha: 5 })).toEqual({ captcha: 'errors.generic' });
  });
});

describe('ContactSchema', () => {
  const good = { email: 'ann@example.com', name: 'Ann', inquiry: 'Hello' };

  it('accepts a message and normalizes the email', () => {
    expect(ContactSchema.parse({ ...good, email: ' Ann@Example.COM ', name: ' Ann ' })).toEqual(good);
  });

  it('requires every field', () => {
    expect(errorsOf(ContactSchema, { email: '', name: ' ', inquiry: '' })).toEqual({
      email: 'validation.enterEmail',
      name: 'validation.enterName',
      inquiry: 'validation.enterInquiry',
    });
    expect(errorsOf(ContactSchema, {})).toEqual({
      email: 'validation.enterEmail',
      name: 'validation.enterName',
      inquiry: 'validation.enterInquiry',
    });
  });

  it.each(['ann', 'ann@', '@example.com', 'ann@example', 'ann example@x.com', `${'a'.repeat(250)}@x.com`])(
    'rejects the email %j as invalid',
    (email) => {
      expect(errorsOf(ContactSchema, { ...good, email })).toEqual({ email: 'validation.invalidEmail' });
    },
  );

  it('limits name and inquiry length', () => {
    expect(errorsOf(ContactSchema, { ...good, name: 'n'.repeat(101), inquiry: 'i'.repeat(5001) })).toEqual({
      name: 'validation.maximum100',
      inquiry: 'validation.maximum5000',
    });
    expect(errorsOf(ContactSchema, { ...good, name: 'n'.repeat(100), inquiry: 'i'.repeat(5000) })).toEqual({});
  });
});

describe('single-line and free-text fields', () => {
  it('refuses a line break inside a name or device user ID, keeps those of an inquiry or reason', () => {
    expect(errorsOf(ContactSchema, { email: 'ann@example.com', name: 'Ann\nLee', inquiry: 'Hello,\r\nmy VPN\n\tdrops.' })).toEqual({
      name: 'validation.singleLine',
    });
    expect(errorsOf(RefundFieldsSchema, { email: 'ann@example.com', reason: 'Line one\nline two', deviceUserId: 'dev\n1' })).toEqual({
      deviceUserId: 'validation.singleLine',
    });
  });
});

/** A file of `size` bytes starting with a PNG signature. */
function pngFile(size = 64, name = 'receipt.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

describe('RefundSchema', () => {
  it('accepts a complete request', () => {
    const receipt = pngFile();
    expect(RefundSchema.parse({ email: ' Ann@Example.com ', reason: ' Too slow ', deviceUserId: 'u-1', receipt })).toEqual({
      email: 'ann@example.com',
      reason: 'Too slow',
      deviceUserId: 'u-1',
      receipt,
    });
  });

  it('requires reason, device user ID and receipt, and the email the acknowledgement goes to', () => {
    expect(errorsOf(RefundSchema, { reason: '', deviceUserId: null })).toEqual({
      email: 'validation.enterEmail',
      reason: 'validation.enterRefundReason',
      deviceUserId: 'validation.enterDeviceUserId',
      receipt: 'validation.enterReceipt',
    });
  });

  it('limits lengths', () => {
    expect(
      errorsOf(RefundSchema, { email: 'ann@example.com', reason: 'r'.repeat(5001), deviceUserId: 'd'.repeat(101), receipt: pngFile() }),
    ).toEqual({
      reason: 'validation.maximum5000',
      deviceUserId: 'validation.maximum100',
    });
  });

  it('takes the receipt as a file of at most 5 MB: text, an empty file or a larger one are refused', () => {
    const form = { email: 'ann@example.com', reason: 'Too slow', deviceUserId: 'u-1' };
    expect(errorsOf(RefundSchema, { ...form, receipt: 'GPA.1234' })).toEqual({ receipt: 'validation.enterReceipt' });
    expect(errorsOf(RefundSchema, { ...form, receipt: new File([], '') })).toEqual({ receipt: 'validation.enterReceipt' });
    expect(errorsOf(RefundSchema, { ...form, receipt: pngFile(RECEIPT_MAX_BYTES + 1) })).toEqual({
      receipt: 'validation.receiptTooLarge',
    });
    expect(errorsOf(RefundSchema, { ...form, receipt: pngFile(RECEIPT_MAX_BYTES) })).toEqual({});
  });

  it('needs no receipt with an order number, and reads a file input left empty as no receipt', () => {
    const form = { email: 'ann@example.com', reason: 'Too slow', deviceUserId: 'u-1', orderNo: 'KV0123456789ABCDEF0123' };
    expect(RefundSchema.parse(form).receipt).toBeUndefined();
    // What a browser sends for a file input with no file chosen: a part with no name and no bytes.
    expect(RefundSchema.parse({ ...form, receipt: new File([], '') }).receipt).toBeUndefined();
    expect(RefundSchema.parse({ ...form, receipt: null }).receipt).toBeUndefined();
    // A chosen file is checked, order number or not: an empty one is no receipt.
    expect(errorsOf(RefundSchema, { ...form, receipt: new File([], 'scan.png') })).toEqual({ receipt: 'validation.enterReceipt' });
    expect(RefundSchema.parse({ ...form, receipt: pngFile() }).receipt).toBeInstanceOf(File);
    // Without either, the receipt is asked for; a malformed order number is said at its own field only.
    expect(errorsOf(RefundSchema, { ...form, orderNo: ' ' })).toEqual({ receipt: 'validation.enterReceipt' });
    expect(errorsOf(RefundSchema, { ...form, orderNo: 'KV12' })).toEqual({ orderNo: 'validation.invalidOrderNo' });
  });

  it('takes an optional order number in any case, and refuses one that is not ours', () => {
    const form = { email: 'ann@example.com', reason: 'Too slow', deviceUserId: 'u-1', receipt: pngFile() };
    expect(RefundSchema.parse({ ...form, orderNo: ' kv0123456789abcdef0123 ' }).orderNo).toBe('KV0123456789ABCDEF0123');
    expect(RefundSchema.parse({ ...form, orderNo: ' ' }).orderNo).toBeUndefined();
    expect(RefundSchema.parse(form).orderNo).toBeUndefined();
    expect(errorsOf(RefundSchema, { ...form, orderNo: 'KV123' })).toEqual({ orderNo: 'validation.invalidOrderNo' });
    expect(errorsOf(RefundSchema, { ...form, orderNo: 42 })).toEqual({ orderNo: 'validation.invalidOrderNo' });
  });
});

describe('namesPayment', () => {
  it('is an order number, a receipt or both', () => {
    const receipt = pngFile();
    expect(namesPayment({ orderNo: 'KV0123456789ABCDEF0123' })).toBe(true);
    expect(namesPayment({ receipt })).toBe(true);
    expect(namesPayment({ orderNo: 'KV0123456789ABCDEF0123', receipt })).toBe(true);
    expect(namesPayment({})).toBe(false);
  });
});

describe('receiptProblem', () => {
  it('judges the content, not the name or the declared type', async () => {
    expect(await receiptProblem(pngFile())).toBeUndefined();
    expect(await receiptProblem(new File(['%PDF-1.4\n'], 'scan.png', { type: 'image/png' }))).toBeUndefined();
    const page = new File(['<html><script>alert(1)</script>'], 'receipt.png', { type: 'image/png' });
    expect(await receiptProblem(page)).toBe('validation.receiptType');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'receipt.png', { type: 'image/png' });
    expect(await receiptProblem(svg)).toBe('validation.receiptType');
  });
});

describe('InfluencerApplicationSchema', () => {
  const good = { email: 'ann@example.com', name: 'Ann', links: 'https://video.example/@ann', audience: '40k viewers, tech reviews' };

  it('requires who, where and which audience; the message is optional', () => {
    expect(InfluencerApplicationSchema.parse({ ...good, name: ' Ann ' })).toEqual({ ...good, message: '' });
    expect(errorsOf(InfluencerApplicationSchema, {})).toEqual({
      email: 'validation.enterEmail',
      name: 'validation.enterName',
      links: 'validation.enterLinks',
      audience: 'validation.enterAudience',
    });
  });

  it('limits lengths and checks the email', () => {
    expect(errorsOf(InfluencerApplicationSchema, { ...good, email: 'ann@', message: 'm'.repeat(5001), links: 'l'.repeat(5001) })).toEqual({
      email: 'validation.invalidEmail',
      links: 'validation.maximum5000',
      message: 'validation.maximum5000',
    });
  });
});

describe('AffiliateApplicationSchema', () => {
  const good = { email: 'ann@example.com', name: 'Ann', website: 'https://deals.example', promotionMethods: 'Reviews and a newsletter' };

  it('requires who, the website and the promotion methods; the website is one line', () => {
    expect(AffiliateApplicationSchema.parse(good)).toEqual({ ...good, message: '' });
    expect(errorsOf(AffiliateApplicationSchema, { email: ' ' })).toEqual({
      email: 'validation.enterEmail',
      name: 'validation.enterName',
      website: 'validation.enterWebsite',
      promotionMethods: 'validation.enterPromotionMethods',
    });
    expect(errorsOf(AffiliateApplicationSchema, { ...good, website: 'a.example\nb.example' })).toEqual({
      website: 'validation.singleLine',
    });
  });
});

describe('NewsletterSchema', () => {
  it('takes an email, normalized', () => {
    expect(NewsletterSchema.parse({ email: ' Ann@Example.com' })).toEqual({ email: 'ann@example.com' });
    expect(errorsOf(NewsletterSchema, { email: '' })).toEqual({ email: 'validation.enterEmail' });
    expect(errorsOf(NewsletterSchema, { email: 'ann' })).toEqual({ email: 'validation.invalidEmail' });
  });
});

describe('UninstallSurveySchema', () => {
  it('needs at least one reason of the list, each counted once; the comment is optional', () => {
    expect(UninstallSurveySchema.parse({ reasons: ['too_slow', 'other', 'too_slow'] })).toEqual({
      reasons: ['too_slow', 'other'],
      comment: '',
    });
    expect(errorsOf(UninstallSurveySchema, {})).toEqual({ reasons: 'validation.chooseReason' });
    expect(errorsOf(UninstallSurveySchema, { reasons: [] })).toEqual({ reasons: 'validation.chooseReason' });
    expect(errorsOf(UninstallSurveySchema, { reasons: ['bored'] })).toEqual({ 'reasons.0': 'errors.generic' });
    expect(errorsOf(UninstallSurveySchema, { reasons: ['other'], comment: 'c'.repeat(5001) })).toEqual({
      comment: 'validation.maximum5000',
    });
  });
});

describe('ResetPasswordSchema', () => {
  const good = { email: 'ann@example.com', code: '123456', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };

  it('accepts a valid reset', () => {
    expect(ResetPasswordSchema.parse({ ...good, code: ' 123456 ' })).toEqual(good);
  });

  it('requires every field', () => {
    expect(errorsOf(ResetPasswordSchema, {})).toEqual({
      email: 'validation.enterEmail',
      code: 'validation.enterCode',
      password: 'validation.enterPassword',
      confirmPassword: 'validation.enterConfirmPassword',
    });
    expect(errorsOf(ResetPasswordSchema, { ...good, password: '', confirmPassword: '' })).toEqual({
      password: 'validation.enterPassword',
      confirmPassword: 'validation.enterConfirmPassword',
    });
  });

  it('applies the password rule', () => {
    expect(errorsOf(ResetPasswordSchema, { ...good, password: 'Ab1!', confirmPassword: 'Ab1!' })).toEqual({
      password: 'validation.passwordLength',
    });
    expect(errorsOf(ResetPasswordSchema, { ...good, password: 'abcdefgh1', confirmPassword: 'abcdefgh1' })).toEqual({
      password: 'validation.passwordComposition',
    });
    expect(errorsOf(ResetPasswordSchema, { ...good, password: 'Abcdéfg!', confirmPassword: 'Abcdéfg!' })).toEqual({
      password: 'validation.passwordRule',
    });
  });

  it('requires the confirmation to match', () => {
    expect(errorsOf(ResetPasswordSchema, { ...good, confirmPassword: `${GOOD_PASSWORD} ` })).toEqual({
      confirmPassword: 'validation.passwordsDontMatch',
    });
  });

  it('rejects an invalid email and an overlong code', () => {
    expect(errorsOf(ResetPasswordSchema, { ...good, email: 'nope', code: '1'.repeat(65) })).toEqual({
      email: 'validation.invalidEmail',
      code: 'errors.verificationFailed',
    });
  });
});

describe('ChangePasswordSchema', () => {
  it('accepts a new password that differs from the current one', () => {
    expect(ChangePasswordSchema.parse({ currentPassword: 'old', newPassword: GOOD_PASSWORD })).toEqual({
      currentPassword: 'old',
      newPassword: GOOD_PASSWORD,
    });
  });

  it('requires both passwords', () => {
    expect(errorsOf(ChangePasswordSchema, { currentPassword: '', newPassword: '' })).toEqual({
      currentPassword: 'validation.enterCurrentPassword',
      newPassword: 'validation.enterNewPassword',
    });
  });

  it('applies the password rule to the new password only', () => {
    expect(errorsOf(ChangePasswordSchema, { currentPassword: 'x', newPassword: 'short' })).toEqual({
      newPassword: 'validation.passwordLength',
    });
  });

  it('refuses an unchanged password', () => {
    expect(errorsOf(ChangePasswordSchema, { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD })).toEqual({
      newPassword: 'errors.passwordNoChange',
    });
  });
});

describe('PaypalEmailSchema', () => {
  it('accepts a valid email', () => {
    expect(PaypalEmailSchema.parse({ email: 'Payer@Example.com' })).toEqual({ email: 'payer@example.com' });
  });

  it('uses the PayPal message for an invalid email', () => {
    expect(errorsOf(PaypalEmailSchema, { email: 'payer@' })).toEqual({ email: 'validation.invalidEmailPaypal' });
    expect(errorsOf(PaypalEmailSchema, { email: '' })).toEqual({ email: 'validation.enterEmail' });
  });
});

describe('fieldErrors', () => {
  it('keeps the first issue per field and names form-level issues ""', () => {
    expect(errorsOf(ContactSchema, null)).toEqual({ '': expect.any(String) });
  });

  it('only ever reports message keys for object input (property)', () => {
    const schemas = [
      LoginSchema,
      ContactSchema,
      RefundSchema,
      ResetPasswordSchema,
      ChangePasswordSchema,
      PaypalEmailSchema,
      InfluencerApplicationSchema,
      AffiliateApplicationSchema,
      NewsletterSchema,
      UninstallSurveySchema,
    ];
    const value = fc.oneof(fc.string(), fc.constant(''), fc.integer(), fc.constant(null), fc.constant(undefined));
    const form = fc.dictionary(
      fc.constantFrom(
        'username',
        'password',
        'captcha',
        'email',
        'name',
        'inquiry',
        'reason',
        'deviceUserId',
        'receipt',
        'orderNo',
        'links',
        'audience',
        'website',
        'promotionMethods',
        'message',
        'reasons',
        'comment',
        'code',
        'confirmPassword',
        'currentPassword',
        'newPassword',
      ),
      value,
    );
    fc.assert(
      fc.property(form, (input) => {
        for (const schema of schemas) {
          for (const message of Object.values(errorsOf(schema, input))) expect(isMessageKey(message)).toBe(true);
        }
      }),
    );
  });
});

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Ann@Example.COM\n')).toBe('ann@example.com');
  });
});
