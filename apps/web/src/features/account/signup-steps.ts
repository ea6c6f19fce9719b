/**
 * Web sign-up's two steps (docs/product.md §1 "What we added"): the email, then, once a code was
 * sent to it, the code and a password. A pure reducer so the flow is tested without a browser;
 * use-signup.ts does the calls and focus, signup-form-client.tsx renders. The wait before
 * another code is not state here: the resend button starts it each time the second step appears.
 */

export type SignupStep =
  /** `email`: the address to show again in the field after "Change email". */
  | { step: 'email'; email: string | undefined }
  /** `email`: where the code went, named by the step and paired with the new password. */
  | { step: 'details'; email: string };

export type SignupAction = { type: 'codeSent'; email: string } | { type: 'changeEmail' };

export const SIGNUP_START: SignupStep = { step: 'email', email: undefined };

export function signupReducer(state: SignupStep, action: SignupAction): SignupStep {
  switch (action.type) {
    case 'codeSent':
      return { step: 'details', email: action.email };
    case 'changeEmail':
      return { step: 'email', email: state.email };
  }
}
