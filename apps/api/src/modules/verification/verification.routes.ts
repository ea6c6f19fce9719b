import { ENDPOINTS, MESSAGE_KEYS } from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { enforceRateLimit } from '../../lib/rate-limit';
import { createRequestInfo } from '../../lib/request-info';
import { ApiError } from '../../lib/errors';
import { errorResponse, EXAMPLE, ok, rateLimitedResponse } from '../../lib/response';
import { routeOf } from '../../lib/route-of';
import { createRouter } from '../../lib/router';
import { requireCaptcha } from '../captcha/captcha.middleware';
import { captchaFailure } from '../captcha/captcha.service';
import { codeError, type VerificationService } from './verification.service';

const request = routeOf(ENDPOINTS.verificationRequest, {
  tags: ['account'],
  summary: 'Email a 6-digit code (sign-up or password reset)',
  description:
    'Always answers `{ sent: true }`, before the email is even looked up (no account enumeration); the mail follows. A ' +
    'registered email asking to sign up is told it has an account, an unknown one asking for a reset that it has none. The mail is in ' +
    'the language of the request (Accept-Language or ?lang). The code is valid 10 minutes, once, and dies after 5 wrong ' +
    'tries; a new request replaces the previous code. Needs a captcha.',
  body: { component: 'VerificationRequest', example: { email: EXAMPLE.email, purpose: 'reset_password', captcha: EXAMPLE.captcha } },
  success: { description: 'Accepted (for every email alike)', example: { sent: true } },
  failures: {
    400: errorResponse('Invalid input or captcha', {
      invalidEmail: ApiError.localized(400, MESSAGE_KEYS.invalidEmail, { field: 'email' }).toBody(),
      captchaRefused: captchaFailure().toBody(),
    }),
    429: rateLimitedResponse('verification_request'),
  },
});

const validate = routeOf(ENDPOINTS.verificationValidate, {
  tags: ['account'],
  summary: 'Check a code without using it up',
  description: "A wrong code counts as a try. Answers 400 'Verification fail' or 'code expired.'.",
  body: { component: 'VerificationValidate', example: { email: EXAMPLE.email, purpose: 'reset_password', code: EXAMPLE.code } },
  success: { description: 'The code is right', example: { valid: true } },
  failures: {
    400: errorResponse("'Verification fail' or 'code expired.'", {
      verificationFailed: codeError('failed').toBody(),
      codeExpired: codeError('expired').toBody(),
    }),
    429: rateLimitedResponse('verification_validate'),
  },
});

export function verificationRoutes(deps: AppDeps, verification: VerificationService) {
  const info = createRequestInfo(deps.config.trustedProxies);
  return createRouter()
    .openapi(request, async (c) => {
      const body = c.req.valid('json');
      const ip = info.clientIp(c);
      await enforceRateLimit(deps.rateLimiter, 'verification_request', { ip, email: body.email }, () =>
        requireCaptcha(c, deps, 'verification_request', body.captcha, ip),
      );
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
