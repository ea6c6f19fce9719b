import { ENDPOINTS, type CaptchaChallenge } from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import { validationErrorBody } from '../../lib/errors';
import { errorResponse, ok } from '../../lib/response';
import { routeOf } from '../../lib/route-of';
import { createRouter } from '../../lib/router';

/** The answer to an unknown level, as the validation hook words it. */
const unknownLevel = ENDPOINTS.captchaChallenge.query.safeParse({ level: 'extreme' });

const challenge = routeOf(ENDPOINTS.captchaChallenge, {
  tags: ['account'],
  summary: 'A proof-of-work captcha challenge (ALTCHA)',
  description:
    'Solve it with the ALTCHA widget (or altcha-lib `solveChallenge`) and send the base64 JSON solution as `captcha` in the body ' +
    'of login, signup, verification/request and reset_password (or as `recasign` on the /ws/mm/reca/ variants when no ' +
    'reCAPTCHA key is configured). A challenge expires after 10 minutes and its solution is accepted once. ' +
    '`level=hard` answers a challenge of ten times the work, which a login answered with code 20105 needs.',
  success: {
    description: 'An ALTCHA challenge',
    component: 'CaptchaChallenge',
    example: {
      algorithm: 'SHA-256',
      challenge: '5d7f4c9a1e0b6d3f8a2c4e6b8d0f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f',
      maxnumber: 100_000,
      salt: '9c41e2a7b05f3d18?expires=1780315200&',
      signature: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    },
  },
  failures: {
    400: errorResponse('An unknown level', unknownLevel.error ? { unknownLevel: validationErrorBody(unknownLevel.error, 'query') } : {}),
  },
});

export function captchaRoutes(deps: Pick<AppDeps, 'captcha'>) {
  return createRouter().openapi(challenge, async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, (await deps.captcha.altcha.createChallenge(c.req.valid('query').level)) as CaptchaChallenge);
  });
}
