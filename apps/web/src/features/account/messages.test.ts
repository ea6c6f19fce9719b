import { describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES, ResetPasswordSchema, fieldErrors } from '@kestrel/domain';
import { fieldOfServerMessage, fill, messageText, textsOf } from './messages';

const messages = ENGLISH_MESSAGES as Record<string, string>;

describe('account form messages', () => {
  it('turns the shared schema’s keys into SPEC §5 texts per field', () => {
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

  it('finds the field of a localized server message', () => {
    const fields = { 'errors.verificationFailed': 'code', 'errors.emailNotRegistered': 'email' } as const;
    expect(fieldOfServerMessage('Verification fail', messages, fields)).toBe('code');
    expect(fieldOfServerMessage('email not registered', messages, fields)).toBe('email');
    expect(fieldOfServerMessage('Too many attempts', messages, fields)).toBeUndefined();
  });

  it('fills simple arguments and falls back to the generic message', () => {
    expect(fill('We sent a code to {email}.', { email: 'a@b.c' })).toBe('We sent a code to a@b.c.');
    expect(fill('{missing} stays', {})).toBe('{missing} stays');
    expect(messageText(messages, 'nope')).toBe('Error');
  });
});
