import { describe, expect, it } from 'vitest';
import { ENGLISH_MESSAGES, ResetPasswordSchema } from '@kestrel/domain';
import { checked, formFields } from './checked';

const messages = ENGLISH_MESSAGES as Record<string, string>;
const FIELDS = ['email', 'code', 'password', 'confirmPassword'] as const;

describe('a form checked with its shared schema', () => {
  it('asks for every field the visitor left out, by its docs/product.md §5 message', () => {
    const data = new FormData();
    data.set('email', 'a@example.com');
    data.set('password', 'Aa!aaaaa');
    expect(checked(ResetPasswordSchema.safeParse(formFields(data, FIELDS)), messages)).toEqual({
      errors: { code: 'Please Enter Verification Code', confirmPassword: 'Please Enter Confirm Password' },
    });
  });

  it('hands on what the visitor typed once it passes', () => {
    const data = new FormData();
    for (const [name, value] of Object.entries({
      email: 'a@example.com',
      code: '123456',
      password: 'Aa!aaaaa',
      confirmPassword: 'Aa!aaaaa',
    })) {
      data.set(name, value);
    }
    expect(checked(ResetPasswordSchema.safeParse(formFields(data, FIELDS)), messages)).toEqual({
      values: { email: 'a@example.com', code: '123456', password: 'Aa!aaaaa', confirmPassword: 'Aa!aaaaa' },
    });
  });
});
