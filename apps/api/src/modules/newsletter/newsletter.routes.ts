/**
 * The newsletter's endpoints, HTTP only (rules in newsletter.service.ts): subscribe (double
 * opt-in), confirm, and the one-click unsubscribe URL of every newsletter mail (RFC 8058).
 */
import { ENDPOINTS, MESSAGE_KEYS } from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { requestLanguage } from '../../lib/i18n';
import { enforceRateLimit } from '../../lib/rate-limit';
import { createRequestInfo } from '../../lib/request-info';
import { errorResponse, EXAMPLE, ok, rateLimitedResponse } from '../../lib/response';
import { routeOf } from '../../lib/route-of';
import { createRouter } from '../../lib/router';
import { requireCaptcha } from '../captcha/captcha.middleware';
import { captchaFailure } from '../captcha/captcha.service';
import { newsletterErrors, type NewsletterService } from './newsletter.service';

const subscribe = routeOf(ENDPOINTS.newsletterSubscribe, {
  tags: ['newsletter'],
  summary: 'Subscribe to the newsletter (double opt-in)',
  description:
    'Always answers `{ sent: true }`, before the email is even looked up: an address that is not subscribed gets a link to ' +
    'confirm (valid 7 days, once), in the language of the request; one already subscribed gets nothing. Needs a captcha.',
  body: { component: 'NewsletterSubscribeRequest', example: { email: EXAMPLE.email, captcha: EXAMPLE.captcha } },
  success: { description: 'Accepted (for every email alike)', example: { sent: true } },
  failures: {
    400: errorResponse('Invalid email, or the captcha is missing or refused', {
      invalidEmail: ApiError.localized(400, MESSAGE_KEYS.invalidEmail, { field: 'email' }).toBody(),
      captchaRefused: captchaFailure().toBody(),
    }),
    429: rateLimitedResponse('newsletter_subscribe'),
  },
});

const confirm = routeOf(ENDPOINTS.newsletterConfirm, {
  tags: ['newsletter'],
  summary: 'Confirm a subscription with the token of the emailed link',
  description: 'The token works once and for 7 days. The subscription starts and a welcome mail (a newsletter mail) is queued.',
  body: { component: 'NewsletterConfirmRequest', example: { token: 'Vt3kJ9bX2mQ7wZ0cR5nL8pY1sD4fH6gA2eK9uT3oWiE' } },
  success: { description: 'Subscribed', example: { subscribed: true } },
  failures: {
    400: errorResponse('The link is unknown, expired or already used', {
      confirmLinkInvalid: newsletterErrors.confirmLinkInvalid().toBody(),
    }),
    429: rateLimitedResponse('newsletter_confirm'),
  },
});

const unsubscribe = routeOf(ENDPOINTS.newsletterUnsubscribe, {
  tags: ['newsletter'],
  summary: 'Unsubscribe (RFC 8058 one-click)',
  description:
    'The URL of every newsletter mail’s `List-Unsubscribe` header, which mail clients POST with the body ' +
    '`List-Unsubscribe=One-Click` (the body is not read): no sign-in, no captcha. The website’s unsubscribe page calls it ' +
    'too. Using the same link again answers the same and changes nothing.',
  success: { description: 'Unsubscribed', example: { unsubscribed: true } },
  failures: {
    400: errorResponse('The token names no subscription', { unsubscribeLinkInvalid: newsletterErrors.unsubscribeLinkInvalid().toBody() }),
    429: rateLimitedResponse('newsletter_unsubscribe'),
  },
});

export function newsletterRoutes(deps: AppDeps, newsletter: NewsletterService) {
  const info = createRequestInfo(deps.config.trustedProxies);
  return createRouter()
    .openapi(subscribe, async (c) => {
      const { email, captcha } = c.req.valid('json');
      const ip = info.clientIp(c);
      await enforceRateLimit(deps.rateLimiter, 'newsletter_subscribe', { ip, email }, () =>
        requireCaptcha(c, deps, 'newsletter_subscribe', captcha, ip),
      );
      newsletter.subscribe(email, requestLanguage(c), c.get('logger'));
      return ok(c, { sent: true as const });
    })
    .openapi(confirm, async (c) => {
      await enforceRateLimit(deps.rateLimiter, 'newsletter_confirm', { ip: info.clientIp(c) });
      await newsletter.confirm(c.req.valid('json').token);
      return ok(c, { subscribed: true as const });
    })
    .openapi(unsubscribe, async (c) => {
      await enforceRateLimit(deps.rateLimiter, 'newsletter_unsubscribe', { ip: info.clientIp(c) });
      await newsletter.unsubscribe(c.req.valid('query').token);
      return ok(c, { unsubscribed: true as const });
    });
}
