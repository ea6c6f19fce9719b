import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordSchema,
  ContactSchema,
  LoginSchema,
  PaypalEmailSchema,
  RefundSchema,
  ResetPasswordSchema,
  fieldErrors,
  normalizeEmail,
} from './forms';
import { isMessageKey } from './messages';

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
  it('refuses a line break inside a name or device user ID, keeps those of an inquiry, reason or receipt', () => {
    expect(errorsOf(ContactSchema, { email: 'ann@example.com', name: 'Ann\nLee', inquiry: 'Hello,\r\nmy VPN\n\tdrops.' })).toEqual({
      name: 'validation.singleLine',
    });
    expect(errorsOf(RefundSchema, { reason: 'Line one\nline two', deviceUserId: 'dev\n1', receipt: 'No. 1\nNo. 2' })).toEqual({
      deviceUserId: 'validation.singleLine',
    });
  });
});

describe('RefundSchema', () => {
  it('accepts a complete request', () => {
    expect(RefundSchema.parse({ reason: ' Too slow ', deviceUserId: 'u-1', receipt: 'GPA.1234' })).toEqual({
      reason: 'Too slow',
      deviceUserId: 'u-1',
      receipt: 'GPA.1234',
    });
  });

  it('requires reason, device user ID and receipt', () => {
    expect(errorsOf(RefundSchema, { reason: '', deviceUserId: null })).toEqual({
      reason: 'validation.enterRefundReason',
      deviceUserId: 'validation.enterDeviceUserId',
      receipt: 'validation.enterReceipt',
    });
  });

  it('limits lengths', () => {
    expect(errorsOf(RefundSchema, { reason: 'r'.repeat(5001), deviceUserId: 'd'.repeat(101), receipt: 'x' })).toEqual({
      reason: 'validation.maximum5000',
      deviceUserId: 'validation.maximum100',
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
    const schemas = [LoginSchema, ContactSchema, RefundSchema, ResetPasswordSchema, ChangePasswordSchema, PaypalEmailSchema];
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
