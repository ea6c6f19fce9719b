import { describe, expect, it } from 'vitest';
import { SIGNUP_START, signupReducer, type SignupAction } from './signup-steps';

const run = (...actions: SignupAction[]) => actions.reduce(signupReducer, SIGNUP_START);

describe('sign-up steps', () => {
  it('starts by asking for the email, with an empty field', () => {
    expect(SIGNUP_START).toEqual({ step: 'email', email: undefined });
  });

  it('once a code was sent, asks for the code and password for that address', () => {
    expect(run({ type: 'codeSent', email: 'a@example.com' })).toEqual({ step: 'details', email: 'a@example.com' });
  });

  it('after "Change email" the code step is gone and the field holds the address to correct', () => {
    expect(run({ type: 'codeSent', email: 'a@example.com' }, { type: 'changeEmail' })).toEqual({ step: 'email', email: 'a@example.com' });
  });

  it('a code sent to the corrected address asks for that code, not the first one', () => {
    const state = run({ type: 'codeSent', email: 'a@example.com' }, { type: 'changeEmail' }, { type: 'codeSent', email: 'b@example.com' });
    expect(state).toEqual({ step: 'details', email: 'b@example.com' });
  });
});
