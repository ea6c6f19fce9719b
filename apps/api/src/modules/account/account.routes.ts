/**
 * Account endpoints (docs/product.md §7, docs/architecture.md "API conventions"), HTTP only: schemas, captcha, rate
 * limits, cookies. Rules live in account.service.ts.
 */
import { z } from '@hono/zod-openapi';
import {
  ACCOUNT_MESSAGE_KEYS,
  ENDPOINTS,
  MESSAGE_KEYS,
  normalizeEmail,
  parseAppTypeHeader,
  platformOfAppType,
  WEB_APP_TYPE,
  type ApiMessageKey,
  type LoginDevice,
} from '@kestrel/domain';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import { requestAttribution } from '../../lib/attribution';
import { ApiError } from '../../lib/errors';
import { enforceRateLimit, loginFailures } from '../../lib/rate-limit';
import { createRequestInfo } from '../../lib/request-info';
import { errorResponse, EXAMPLE, ok, rateLimitedResponse } from '../../lib/response';
import { routeOf } from '../../lib/route-of';
import { createRouter } from '../../lib/router';
import type { AppEnv } from '../../lib/types';
import { requireCaptcha } from '../captcha/captcha.middleware';
import { captchaFailure, harderCaptchaRequired } from '../captcha/captcha.service';
import { clearSessionCookie, requireSession, setSessionCookie } from '../sessions/sessions.middleware';
import { codeError, type VerificationService } from '../verification/verification.service';
import {
  createAccountService,
  deviceLimitReached,
  emailNotRegistered,
  incorrectCredentials,
  incorrectPassword,
  type SignedIn,
  type SignInClient,
} from './account.service';

const AppTypeHeaderSchema = z.object({
  'x-app-type': z.string().optional().openapi({
    description: 'App type id (docs/product.md §3). 502 is this website; a non-web app must also send `device`.',
    example: '502',
  }),
});

/** Authenticated routes take the token as a bearer header or the paypal_token cookie. */
const SESSION_SECURITY: Array<Record<string, string[]>> = [{ bearer: [] }, { paypalToken: [] }];

/** The answer of login and sign-up, one schema component of the document. */
const signedIn = (description: string) => ({
  description,
  component: 'SignedIn',
  componentDescription: 'The session token and when it ends at the latest',
  example: { token: EXAMPLE.token, expires_at: EXAMPLE.at },
});

/** A docs/product.md §5 message for bad input, as the validation hook answers it for `field`. */
const invalid = (key: ApiMessageKey, field: string) => ApiError.localized(400, key, { field }).toBody();

/** The 400s every form endpoint shares: a docs/product.md §5 message for bad input (the email is in `emailField`), and the refused captcha. */
const formFailures = (emailField: string) => ({
  enterEmail: invalid(MESSAGE_KEYS.enterEmail, emailField),
  captchaRefused: captchaFailure().toBody(),
});

/** The 400s of a code check (sign-up, reset). */
const codeFailures = { verificationFailed: codeError('failed').toBody(), codeExpired: codeError('expired').toBody() };

const login = routeOf(ENDPOINTS.login, {
  tags: ['account'],
  summary: 'Sign in with email and password',
  description:
    'The username is trimmed and compared as a normalized email. From an app (X-App-Type of a non-web app) `device` is ' +
    'required and is bound to the account (at most 5 devices: code 40010). X-App-Type 502 also gets the paypal_token ' +
    'cookie and, as long, the script-readable `signed_in=1` hint (it grants nothing). Needs a captcha (`captcha`, or `recasign` on /ws/mm/reca/r2|r3/). After 10 failed sign-ins of the account ' +
    'within an hour, from any addresses, it needs a `level=hard` ALTCHA solution in `captcha` until the hour ends or the ' +
    'account signs in: anything easier is answered 400 with code 20105.',
  request: { headers: AppTypeHeaderSchema },
  body: { component: 'LoginRequest', example: { username: EXAMPLE.email, password: EXAMPLE.password, captcha: EXAMPLE.captcha } },
  success: signedIn('Signed in'),
  failures: {
    400: errorResponse('Wrong email or password (the same answer for both), bad input, a refused or too easy captcha, a full device list', {
      incorrectCredentials: incorrectCredentials().toBody(),
      ...formFailures('username'),
      harderCaptchaNeeded: harderCaptchaRequired().toBody(),
      deviceLimit: deviceLimitReached().toBody(),
    }),
    429: rateLimitedResponse('login'),
  },
});

const signup = routeOf(ENDPOINTS.signup, {
  tags: ['account'],
  summary: 'Create an account with an emailed sign-up code, and sign in',
  description: 'The code is checked first; a wrong one answers the same for every email (docs/decisions/013).',
  request: { headers: AppTypeHeaderSchema },
  body: {
    component: 'SignupRequest',
    example: { email: EXAMPLE.email, code: EXAMPLE.code, password: EXAMPLE.password, captcha: EXAMPLE.captcha },
  },
  success: signedIn('Account created and signed in'),
  failures: {
    400: errorResponse('A wrong or expired code, bad input (docs/product.md §5 messages) or a refused captcha', {
      ...codeFailures,
      ...formFailures('email'),
    }),
    429: rateLimitedResponse('signup'),
  },
});

const resetPassword = routeOf(ENDPOINTS.resetPassword, {
  tags: ['account'],
  summary: 'Set a new password with an emailed reset code; ends every session of the account',
  description:
    "The code is checked first; a wrong one answers the same for every email. 'email not registered' answers only a valid " +
    'code for an email without an account (docs/decisions/013).',
  body: {
    component: 'ResetPasswordRequest',
    example: {
      email: EXAMPLE.email,
      code: EXAMPLE.code,
      password: EXAMPLE.newPassword,
      confirm_password: EXAMPLE.newPassword,
      captcha: EXAMPLE.captcha,
    },
  },
  success: { description: 'Password reset', example: { reset: true } },
  failures: {
    400: errorResponse('A wrong or expired code, bad input (docs/product.md §5 messages) or a refused captcha', {
      ...codeFailures,
      passwordsDontMatch: invalid(MESSAGE_KEYS.passwordsDontMatch, 'confirm_password'),
      ...formFailures('email'),
      emailNotRegistered: emailNotRegistered().toBody(),
    }),
    429: rateLimitedResponse('reset_password'),
  },
});

export function accountRoutes(deps: AppDeps, verification: VerificationService) {
  const service = createAccountService(deps, verification);
  const info = createRequestInfo(deps.config.trustedProxies);
  const authenticated = requireSession(deps);
  const cookieMaxAge = deps.config.session.absoluteDays * 86_400;
  const signInFailures = loginFailures(deps.rateLimiter);

  const profile = routeOf(ENDPOINTS.profile, {
    tags: ['account'],
    summary: "The signed-in account's profile",
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    success: {
      description: 'The profile',
      component: 'Profile',
      example: {
        email: EXAMPLE.email,
        is_password_set: true,
        created_at: EXAMPLE.at,
        plan: 'premium',
        premium_until: '2027-06-01T12:00:00.000Z',
      },
    },
  });

  const logout = routeOf(ENDPOINTS.logout, {
    tags: ['account'],
    summary: 'End this session and clear the cookie',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    success: { description: 'Signed out', example: { logged_out: true } },
  });

  const setPassword = routeOf(ENDPOINTS.setPassword, {
    tags: ['account'],
    summary: 'Set a password on an account created without one',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    body: { example: { password: EXAMPLE.password } },
    success: { description: 'Password set', example: { is_password_set: true } },
    failures: {
      400: errorResponse('The account has a password already, or the password breaks the docs/product.md §5 rule', {
        passwordAlreadySet: ApiError.localized(400, ACCOUNT_MESSAGE_KEYS.passwordAlreadySet).toBody(),
        passwordLength: invalid(MESSAGE_KEYS.passwordLength, 'password'),
      }),
    },
  });

  const changePassword = routeOf(ENDPOINTS.changePassword, {
    tags: ['account'],
    summary: 'Change the password; ends every other session (they get 50012)',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    body: { example: { current_password: EXAMPLE.password, new_password: EXAMPLE.newPassword } },
    success: { description: 'Password changed', example: { changed: true } },
    failures: {
      400: errorResponse('A wrong current password, no change, or a new password that breaks the docs/product.md §5 rule', {
        incorrectPassword: incorrectPassword().toBody(),
        passwordNoChange: invalid(MESSAGE_KEYS.passwordNoChange, 'new_password'),
        passwordComposition: invalid(MESSAGE_KEYS.passwordComposition, 'new_password'),
      }),
      429: rateLimitedResponse('change_password'),
    },
  });

  const deviceList = routeOf(ENDPOINTS.deviceList, {
    tags: ['account'],
    summary: 'Devices bound to the account by app logins',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    success: {
      description: 'Bound devices',
      component: 'DeviceList',
      example: {
        devices: [
          {
            app_type: 101,
            app_type_name: 'Android_Master',
            user_id: 'a1b2c3d4-android',
            name: 'Pixel 8',
            os: 'Android 15',
            last_seen_at: EXAMPLE.at,
            current: false,
          },
        ],
      },
    },
  });

  const deviceUnbind = routeOf(ENDPOINTS.deviceUnbind, {
    tags: ['account'],
    summary: 'Unbind a device and end its sessions (they get 50012)',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    body: { example: { unbind_app_type: 101, unbind_user_id: 'a1b2c3d4-android' } },
    success: { description: 'Unbound', example: { unbound: true } },
    failures: {
      400: errorResponse('No such device of this account, or bad input', {
        deviceNotFound: ApiError.localized(400, ACCOUNT_MESSAGE_KEYS.deviceNotFound).toBody(),
        enterDeviceUserId: invalid(MESSAGE_KEYS.enterDeviceUserId, 'unbind_user_id'),
      }),
    },
  });

  /** The app type of X-App-Type (absent: this website) and, for a non-web app, its device. */
  function signInClient(header: string | undefined, device: LoginDevice | undefined): SignInClient {
    const appType = header === undefined ? WEB_APP_TYPE : parseAppTypeHeader(header);
    if (appType === undefined) throw new ApiError(400, 'Invalid request: X-App-Type: not a known app type');
    if (platformOfAppType(appType) === 'web') return { appType, device: undefined };
    if (!device) throw ApiError.localized(400, MESSAGE_KEYS.enterDeviceUserId, { field: 'device' });
    return { appType, device };
  }

  function answerSignedIn(c: Context<AppEnv>, client: SignInClient, signedIn: SignedIn) {
    if (client.appType === WEB_APP_TYPE) setSessionCookie(c, signedIn.token, cookieMaxAge, info.isHttps(c));
    c.header('Cache-Control', 'no-store');
    return ok(c, { token: signedIn.token, expires_at: signedIn.expiresAt.toISOString() });
  }

  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', description: 'Session token' });
  router.openAPIRegistry.registerComponent('securitySchemes', 'paypalToken', {
    type: 'apiKey',
    in: 'cookie',
    name: 'paypal_token',
    description: 'Session cookie; a change (POST) also needs X-App-Type and a same-site Origin',
  });
  return router
    .openapi(login, async (c) => {
      const body = c.req.valid('json');
      const client = signInClient(c.req.valid('header')['x-app-type'], body.device);
      const ip = info.clientIp(c);
      const email = normalizeEmail(body.username);
      await enforceRateLimit(deps.rateLimiter, 'login', { ip, email }, async () =>
        requireCaptcha(c, deps, 'login', body.captcha, ip, await signInFailures.captchaLevel(email)),
      );
      let signedIn: SignedIn;
      try {
        signedIn = await service.login(email, body.password, client);
      } catch (error) {
        if (error instanceof ApiError && error.messageKey === MESSAGE_KEYS.incorrectCredentials) await signInFailures.failed(email);
        throw error;
      }
      await signInFailures.succeeded(email);
      return answerSignedIn(c, client, signedIn);
    })
    .openapi(signup, async (c) => {
      const body = c.req.valid('json');
      const client = signInClient(c.req.valid('header')['x-app-type'], body.device);
      const ip = info.clientIp(c);
      await enforceRateLimit(deps.rateLimiter, 'signup', { ip, email: body.email }, () =>
        requireCaptcha(c, deps, 'signup', body.captcha, ip),
      );
      const attribution = requestAttribution(c, deps.clock.now());
      return answerSignedIn(c, client, await service.signup(body.email, body.code, body.password, client, attribution));
    })
    .openapi(resetPassword, async (c) => {
      const body = c.req.valid('json');
      const ip = info.clientIp(c);
      await enforceRateLimit(deps.rateLimiter, 'reset_password', { ip, email: body.email }, () =>
        requireCaptcha(c, deps, 'reset_password', body.captcha, ip),
      );
      await service.resetPassword(body.email, body.code, body.password);
      return ok(c, { reset: true as const });
    })
    .openapi(profile, async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, service.profile(c.get('session')));
    })
    .openapi(logout, async (c) => {
      await service.logout(c.get('session'));
      clearSessionCookie(c);
      return ok(c, { logged_out: true as const });
    })
    .openapi(setPassword, async (c) => {
      await service.setPassword(c.get('session'), c.req.valid('json').password);
      return ok(c, { is_password_set: true as const });
    })
    .openapi(changePassword, async (c) => {
      const body = c.req.valid('json');
      const session = c.get('session');
      await enforceRateLimit(deps.rateLimiter, 'change_password', { ip: info.clientIp(c), email: `account:${session.accountId}` });
      await service.changePassword(session, body.current_password, body.new_password);
      return ok(c, { changed: true as const });
    })
    .openapi(deviceList, async (c) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, { devices: await service.devices(c.get('session')) });
    })
    .openapi(deviceUnbind, async (c) => {
      const body = c.req.valid('json');
      await service.unbindDevice(c.get('session'), body.unbind_app_type, body.unbind_user_id);
      return ok(c, { unbound: true as const });
    });
}
