import { createRoute, type z } from '@hono/zod-openapi';
import {
  VerificationRequestResponseSchema,
  VerificationRequestSchema,
  VerificationValidateResponseSchema,
  VerificationValidateSchema,
} from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { enforceRateLimit } from '../../lib/rate-limit';
import { createRequestInfo } from '../../lib/request-info';
import { envelopeResponse, errorResponse, ok } from '../../lib/response';
import { createRouter } from '../../lib/router';
import { requireCaptcha } from '../captcha/captcha.middleware';
import type { VerificationService } from './verification.service';

const BASE = '/api/mms/account/v1/verification';

const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const request = createRoute({
  method: 'post',
  path: `${BASE}/request`,
  tags: ['account'],
  summary: 'Email a 6-digit code (sign-up or password reset)',
  description:
    'Always answers `{ sent: true }`, before the email is even looked up (no account enumeration); the mail follows. A ' +
    'registered email asking to sign up is told it has an account, an unknown one asking for a reset that it has none. The mail is in ' +
    'the language of the request (Accept-Language or ?lang). The code is valid 10 minutes, once, and dies after 5 wrong ' +
    'tries; a new request replaces the previous code. Needs a captcha.',
  request: json(VerificationRequestSchema),
  responses: {
    200: envelopeResponse('Accepted', VerificationRequestResponseSchema),
    400: errorResponse('Invalid input or captcha'),
    429: errorResponse('Too many requests; see Retry-After'),
  },
});

const validate = createRoute({
  method: 'post',
  path: `${BASE}/validate`,
  tags: ['account'],
  summary: 'Check a code without using it up',
  description: "A wrong code counts as a try. Answers 400 'Verification fail' or 'code expired.'.",
  request: json(VerificationValidateSchema),
  responses: {
    200: envelopeResponse('The code is right', VerificationValidateResponseSchema),
    400: errorResponse("'Verification fail' or 'code expired.'"),
    429: errorResponse('Too many tries; see Retry-After'),
  },
});

export function verificationRoutes(deps: AppDeps, verification: VerificationService) {
  const info = createRequestInfo(deps.config.trustedProxies);
  return createRouter()
    .openapi(request, async (c) => {
      const body = c.req.valid('json');
      const ip = info.clientIp(c);
      await enforceRateLimit(deps.rateLimiter, 'verification_request', { ip, email: body.email });
      await requireCaptcha(c, deps, 'verification_request', body.captcha, ip);
      verification.requestCode(body.email, body.purpose, requestLanguage(c), c.get('logger'));
      return ok(c, { sent: true as const });
    })
    .openapi(validate, async (c) => {
      const body = c.req.valid('json');
      await enforceRateLimit(deps.rateLimiter, 'verification_validate', { ip: info.clientIp(c), email: body.email });
      await verification.validateCode(body.email, body.purpose, body.code);
      return ok(c, { valid: true as const });
    });
}
