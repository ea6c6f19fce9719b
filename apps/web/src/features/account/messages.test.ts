import { describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES, ResetPasswordSchema, fieldErrors } from '@kestrel/domain';
import { ApiRequestError } from '../../lib/api/client';
import { failureMessage, fill, messageText, placedFailure, textsOf } from './messages';

const messages = ENGLISH_MESSAGES as Record<string, string>;

describe('account form messages', () => {
  it('turns the shared schema’s keys into docs/product.md §5 texts per field', () => {
    const parsed = ResetPasswordSchema.safeParse({ email: 'a@example.com', code: '123456', password: '', confirmPassword: '' });
    expect(parsed.success).toBe(false);
    expect(textsOf(fieldErrors(parsed.error!), messages)).toEqual({
      password: 'Please Enter Password',
      confirmPassword: 'Please Enter Confirm Password',
    });
  });

  it("says 'two passwords do not match' on the confirmation", () => {
    const parsed = ResetPasswordSchema.safeParse({ email: 'a@example.com', code: '1', password: 'Aa!aaaaa', confirmPassword: 'Aa!aaaab' });
    expect(textsOf(fieldErrors(parsed.error!), messages)).toEqual({ confirmPassword: 'two passwords do not match' });
  });

  it('places an API failure by the field it names, when the form has that field', () => {
    const fields = ['email', 'code', 'confirmPassword'] as const;
    const failure = (message: string, body: object) => new ApiRequestError(message, 400, 400, { code: 400, message, ...body });
    const codeFailed = failure('Verification fail', { key: 'errors.verificationFailed', field: 'code' });
    expect(placedFailure(codeFailed, messages, fields)).toEqual({ fields: { code: 'Verification fail' }, summary: undefined });
    const notRegistered = failure('email not registered', { key: 'errors.emailNotRegistered', field: 'email' });
    expect(placedFailure(notRegistered, messages, fields)).toEqual({ fields: { email: 'email not registered' }, summary: undefined });
    // The request's name of a field the form names otherwise.
    const mismatch = failure('two passwords do not match', { key: 'validation.passwordsDontMatch', field: 'confirm_password' });
    expect(placedFailure(mismatch, messages, fields, { confirm_password: 'confirmPassword' }).fields).toEqual({
      confirmPassword: 'two passwords do not match',
    });
  });

  it('puts a failure without a field, or with one the form lacks, in the summary', () => {
    const fields = ['code', 'password'] as const;
    const tooMany = new ApiRequestError('Too many attempts', 429, 429, {
      code: 429,
      message: 'Too many attempts',
      key: 'errors.tooManyAttempts',
    });
    expect(placedFailure(tooMany, messages, fields)).toEqual({ fields: {}, summary: 'Too many attempts' });
    const email = new ApiRequestError('Invalid Email provide', 400, 400, { code: 400, message: 'Invalid Email provide', field: 'email' });
    expect(placedFailure(email, messages, fields)).toEqual({ fields: {}, summary: 'Invalid Email provide' });
  });

  it("shows the API's message, or the generic 'Error' for a failure that is not the API's", () => {
    expect(failureMessage(new ApiRequestError('Fehler 42', 500, 500, undefined), messages)).toBe('Fehler 42');
    expect(failureMessage(new Error('captcha solver missing'), messages)).toBe('Error');
    expect(placedFailure(new Error('x'), messages, ['password'])).toEqual({ fields: {}, summary: 'Error' });
  });

  it('fills simple arguments and falls back to the generic message', () => {
    expect(fill('We sent a code to {email}.', { email: 'a@b.c' })).toBe('We sent a code to a@b.c.');
    expect(fill('{missing} stays', {})).toBe('{missing} stays');
    expect(messageText(messages, 'nope')).toBe('Error');
  });
});
