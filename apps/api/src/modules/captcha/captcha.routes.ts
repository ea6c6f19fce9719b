import { createRoute, z } from '@hono/zod-openapi';
import { CAPTCHA_LEVELS, CaptchaChallengeSchema, type CaptchaChallenge } from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import { envelopeResponse, ok } from '../../lib/response';
import { createRouter } from '../../lib/router';

const challenge = createRoute({
  method: 'get',
  path: '/api/mms/account/v1/captcha/challenge',
  tags: ['account'],
  summary: 'A proof-of-work captcha challenge (ALTCHA)',
  description:
    'Solve it with the ALTCHA widget (or altcha-lib `solveChallenge`) and send the base64 JSON solution as `captcha` in the body ' +
    'of login, signup, verification/request and reset_password (or as `recasign` on the /ws/mm/reca/ variants when no ' +
    'reCAPTCHA key is configured). A challenge expires after 10 minutes and its solution is accepted once. ' +
    '`level=hard` answers a challenge of ten times the work, which a login answered with code 20105 needs.',
  request: {
    query: z.object({
      level: z
        .enum(CAPTCHA_LEVELS)
        .default('normal')
        .openapi({ description: '`hard` after a login answered 20105 (too many failed sign-ins of that account)', example: 'hard' }),
    }),
  },
  responses: { 200: envelopeResponse('An ALTCHA challenge', CaptchaChallengeSchema) },
});

export function captchaRoutes(deps: Pick<AppDeps, 'captcha'>) {
  return createRouter().openapi(challenge, async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, (await deps.captcha.altcha.createChallenge(c.req.valid('query').level)) as CaptchaChallenge);
  });
}
