import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  ResetPasswordRequestSchema,
  SetPasswordRequestSchema,
  SignupRequestSchema,
  UnbindDeviceRequestSchema,
  VerificationRequestSchema,
  VerificationValidateSchema,
} from './account-schemas';
import { fieldErrors } from './forms';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const GOOD = 'Secret#2024';

describe('LoginRequestSchema', () => {
  it('is LoginSchema plus an optional app device', () => {
    expect(LoginRequestSchema.parse({ username: ' a@b.example ', password: GOOD, captcha: 'c' })).toEqual({
      username: 'a@b.example',
      password: GOOD,
      captcha: 'c',
    });
    expect(LoginRequestSchema.parse({ username: 'a', password: 'b', device: { user_id: ' dev-1 ' } }).device).toEqual({
      user_id: 'dev-1',
      name: '',
      os: '',
    });
    expect(errorsOf(LoginRequestSchema, { username: 'a', password: 'b', device: { user_id: '' } })).toEqual({
      'device.user_id': 'validation.enterDeviceUserId',
    });
  });
});

describe('SignupRequestSchema', () => {
  it('normalizes the email and applies the password rule', () => {
    expect(SignupRequestSchema.parse({ email: ' Ann@Example.COM', code: ' 123456 ', password: GOOD })).toEqual({
      email: 'ann@example.com',
      code: '123456',
      password: GOOD,
    });
    expect(errorsOf(SignupRequestSchema, { email: '', code: '', password: 'short' })).toEqual({
      email: 'validation.enterEmail',
      code: 'validation.enterCode',
      password: 'validation.passwordLength',
    });
  });
});

describe('ResetPasswordRequestSchema', () => {
  it('uses snake_case confirm_password and requires the two to match', () => {
    const ok = { email: 'a@b.example', code: '123456', password: GOOD, confirm_password: GOOD };
    expect(ResetPasswordRequestSchema.parse(ok)).toEqual(ok);
    expect(errorsOf(ResetPasswordRequestSchema, { ...ok, confirm_password: 'Other#2024' })).toEqual({
      confirm_password: 'validation.passwordsDontMatch',
    });
    expect(errorsOf(ResetPasswordRequestSchema, { ...ok, confirm_password: '' })).toMatchObject({
      confirm_password: 'validation.enterConfirmPassword',
    });
  });
});

describe('ChangePasswordRequestSchema', () => {
  it('requires both and a different new password', () => {
    expect(errorsOf(ChangePasswordRequestSchema, {})).toEqual({
      current_password: 'validation.enterCurrentPassword',
      new_password: 'validation.enterNewPassword',
    });
    expect(errorsOf(ChangePasswordRequestSchema, { current_password: GOOD, new_password: GOOD })).toEqual({
      new_password: 'errors.passwordNoChange',
    });
    expect(errorsOf(ChangePasswordRequestSchema, { current_password: 'old', new_password: 'weakpass' })).toEqual({
      new_password: 'validation.passwordComposition',
    });
  });
});

describe('other account bodies', () => {
  it('validates purposes, codes, set_password and unbind', () => {
    expect(errorsOf(VerificationRequestSchema, { email: 'a@b.example', purpose: 'other' })).toEqual({ purpose: 'errors.generic' });
    expect(VerificationValidateSchema.parse({ email: 'A@B.example', purpose: 'reset_password', code: '000001' })).toEqual({
      email: 'a@b.example',
      purpose: 'reset_password',
      code: '000001',
    });
    expect(errorsOf(SetPasswordRequestSchema, { password: '' })).toEqual({ password: 'validation.enterPassword' });
    expect(UnbindDeviceRequestSchema.parse({ unbind_app_type: '101', unbind_user_id: 'x' })).toEqual({
      unbind_app_type: 101,
      unbind_user_id: 'x',
    });
    expect(errorsOf(UnbindDeviceRequestSchema, { unbind_app_type: 'abc', unbind_user_id: 'x' })).toEqual({
      unbind_app_type: 'errors.generic',
    });
    // Four digits at most, as a number too (a larger one used to reach the database and fail there).
    expect(UnbindDeviceRequestSchema.parse({ unbind_app_type: 9999, unbind_user_id: 'x' }).unbind_app_type).toBe(9999);
    for (const appType of [10_000, 2_147_483_648, -1, Number.MAX_SAFE_INTEGER]) {
      expect(errorsOf(UnbindDeviceRequestSchema, { unbind_app_type: appType, unbind_user_id: 'x' })).toEqual({
        unbind_app_type: expect.stringMatching(/^Too (big|small)/),
      });
    }
  });

  it('keeps usernames, codes and device fields on one line (line breaks at the ends are trimmed)', () => {
    const K = 'validation.singleLine';
    expect(errorsOf(LoginRequestSchema, { username: 'a\nb@example.com', password: 'x' })).toEqual({ username: K });
    expect(
      errorsOf(LoginRequestSchema, { username: 'a', password: 'x', device: { user_id: 'dev\r1', name: 'My\u2028phone', os: 'iOS\n17' } }),
    ).toEqual({
      'device.user_id': K,
      'device.name': K,
      'device.os': K,
    });
    expect(errorsOf(UnbindDeviceRequestSchema, { unbind_app_type: 101, unbind_user_id: 'dev\n1' })).toEqual({ unbind_user_id: K });
    expect(errorsOf(VerificationValidateSchema, { email: 'a@b.example', purpose: 'signup', code: '12\n3456' })).toEqual({ code: K });
    expect(errorsOf(SignupRequestSchema, { email: 'a\n@b.example', code: '1', password: GOOD })).toEqual({
      email: 'validation.invalidEmail',
    });
    expect(
      LoginRequestSchema.parse({ username: 'a@b.example\r\n', password: 'pass\nword', device: { user_id: '\tdev-1\n' } }),
    ).toMatchObject({
      username: 'a@b.example',
      password: 'pass\nword',
      device: { user_id: 'dev-1' },
    });
  });
});
