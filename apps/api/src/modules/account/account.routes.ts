/**
 * Account endpoints (SPEC §7, DESIGN.md "API conventions"), HTTP only: schemas, captcha, rate
 * limits, cookies. Rules live in account.service.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  DeviceListResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  MESSAGE_KEYS,
  normalizeEmail,
  parseAppTypeHeader,
  platformOfAppType,
  ProfileSchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  SetPasswordRequestSchema,
  SetPasswordResponseSchema,
  SignupRequestSchema,
  UnbindDeviceRequestSchema,
  UnbindDeviceResponseSchema,
  WEB_APP_TYPE,
  type LoginDevice,
} from '@kestrel/domain';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { enforceRateLimit, loginFailures } from '../../lib/rate-limit';
import { createRequestInfo } from '../../lib/request-info';
import { envelopeResponse, errorResponse, ok } from '../../lib/response';
import { createRouter } from '../../lib/router';
import type { AppEnv } from '../../lib/types';
import { requireCaptcha } from '../captcha/captcha.middleware';
import { clearSessionCookie, requireSession, setSessionCookie } from '../sessions/sessions.middleware';
import type { VerificationService } from '../verification/verification.service';
import { createAccountService, type SignedIn, type SignInClient } from './account.service';

const BASE = '/api/mms/account/v1';

const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const AppTypeHeaderSchema = z.object({
  'x-app-type': z
    .string()
    .optional()
    .openapi({ description: 'App type id (SPEC §3). 502 is this website; a non-web app must also send `device`.', example: '502' }),
});

/** Authenticated routes take the token as a bearer header or the paypal_token cookie. */
const SESSION_SECURITY: Array<Record<string, string[]>> = [{ bearer: [] }, { paypalToken: [] }];

const failures = {
  400: errorResponse('Invalid input, a refused captcha (code 20104, err_code 500) or a SPEC §5/§8 message'),
  429: errorResponse('Too many attempts; see Retry-After'),
};

const authFailures = {
  200: errorResponse('Never for success: 50008 illegal token, 50012 ended elsewhere, 50014 expired (status 200, SPEC §8)'),
  401: errorResponse('No token'),
  403: errorResponse('A cookie-authenticated change without X-App-Type or from another site'),
};

const login = createRoute({
  method: 'post',
  path: `${BASE}/web/login`,
  tags: ['account'],
  summary: 'Sign in with email and password',
  description:
    'The username is trimmed and compared as a normalized email. From an app (X-App-Type of a non-web app) `device` is ' +
    'required and is bound to the account (at most 5 devices: code 40010). X-App-Type 502 also gets the paypal_token ' +
    'cookie. Needs a captcha (`captcha`, or `recasign` on /ws/mm/reca/r2|r3/). After 10 failed sign-ins of the account ' +
    'within an hour, from any addresses, it needs a `level=hard` ALTCHA solution in `captcha` until the hour ends or the ' +
    'account signs in: anything easier is answered 400 with code 20105.',
  request: { headers: AppTypeHeaderSchema, ...json(LoginRequestSchema) },
  responses: { 200: envelopeResponse('Signed in', LoginResponseSchema), ...failures },
});

const signup = createRoute({
  method: 'post',
  path: `${BASE}/web/signup`,
  tags: ['account'],
  summary: 'Create an account with an emailed sign-up code, and sign in',
  request: { headers: AppTypeHeaderSchema, ...json(SignupRequestSchema) },
  responses: { 200: envelopeResponse('Account created and signed in', LoginResponseSchema), ...failures },
});

const resetPassword = createRoute({
  method: 'post',
  path: `${BASE}/web/reset_password`,
  tags: ['account'],
  summary: 'Set a new password with an emailed reset code; ends every session of the account',
  request: json(ResetPasswordRequestSchema),
  responses: { 200: envelopeResponse('Password reset', ResetPasswordResponseSchema), ...failures },
});

export function accountRoutes(deps: AppDeps, verification: VerificationService) {
  const service = createAccountService(deps, verification);
  const info = createRequestInfo(deps.config.trustedProxies);
  const authenticated = requireSession(deps);
  const cookieMaxAge = deps.config.session.absoluteDays * 86_400;
  const signInFailures = loginFailures(deps.rateLimiter);

  const profile = createRoute({
    method: 'get',
    path: `${BASE}/web/profile`,
    tags: ['account'],
    summary: "The signed-in account's profile",
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    responses: { ...authFailures, 200: envelopeResponse('Profile (or a 50008/50012/50014 answer)', ProfileSchema) },
  });

  const logout = createRoute({
    method: 'post',
    path: `${BASE}/web/logout`,
    tags: ['account'],
    summary: 'End this session and clear the cookie',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    responses: { ...authFailures, 200: envelopeResponse('Signed out', LogoutResponseSchema) },
  });

  const setPassword = createRoute({
    method: 'post',
    path: `${BASE}/web/set_password`,
    tags: ['account'],
    summary: 'Set a password on an account created without one',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    request: json(SetPasswordRequestSchema),
    responses: { ...authFailures, 200: envelopeResponse('Password set', SetPasswordResponseSchema), 400: failures[400] },
  });

  const changePassword = createRoute({
    method: 'post',
    path: `${BASE}/web/change_password`,
    tags: ['account'],
    summary: 'Change the password; ends every other session (they get 50012)',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    request: json(ChangePasswordRequestSchema),
    responses: { ...authFailures, 200: envelopeResponse('Password changed', ChangePasswordResponseSchema), 400: failures[400] },
  });

  const deviceList = createRoute({
    method: 'get',
    path: `${BASE}/web/device/list`,
    tags: ['account'],
    summary: 'Devices bound to the account by app logins',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    responses: { ...authFailures, 200: envelopeResponse('Bound devices', DeviceListResponseSchema) },
  });

  const deviceUnbind = createRoute({
    method: 'post',
    path: `${BASE}/web/device/unbind`,
    tags: ['account'],
    summary: 'Unbind a device and end its sessions (they get 50012)',
    middleware: [authenticated] as const,
    security: SESSION_SECURITY,
    request: json(UnbindDeviceRequestSchema),
    responses: { ...authFailures, 200: envelopeResponse('Unbound', UnbindDeviceResponseSchema), 400: failures[400] },
  });

  /** The app type of X-App-Type (absent: this website) and, for a non-web app, its device. */
  function signInClient(header: string | undefined, device: LoginDevice | undefined): SignInClient {
    const appType = header === undefined ? WEB_APP_TYPE : parseAppTypeHeader(header);
    if (appType === undefined) throw new ApiError(400, 'Invalid request: X-App-Type: not a known app type');
    if (platformOfAppType(appType) === 'web') return { appType, device: undefined };
    if (!device) throw ApiError.localized(400, MESSAGE_KEYS.enterDeviceUserId);
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
      await enforceRateLimit(deps.rateLimiter, 'login', { ip, email });
      await requireCaptcha(c, deps, 'login', body.captcha, ip, await signInFailures.captchaLevel(email));
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
      await enforceRateLimit(deps.rateLimiter, 'signup', { ip, email: body.email });
      await requireCaptcha(c, deps, 'signup', body.captcha, ip);
      return answerSignedIn(c, client, await service.signup(body.email, body.code, body.password, client));
    })
    .openapi(resetPassword, async (c) => {
      const body = c.req.valid('json');
      const ip = info.clientIp(c);
      await enforceRateLimit(deps.rateLimiter, 'reset_password', { ip, email: body.email });
      await requireCaptcha(c, deps, 'reset_password', body.captcha, ip);
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
      await service.changePassword(c.get('session'), body.current_password, body.new_password);
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
