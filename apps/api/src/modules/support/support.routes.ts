/**
 * The support forms' endpoints, HTTP only (rules in support.service.ts): contact, refund request
 * (a multipart upload) and the caller's refund requests, influencer and affiliate applications,
 * and the browser-extension uninstall survey.
 */
import {
  ENDPOINTS,
  MESSAGE_KEYS,
  ORDER_NO_EXAMPLE,
  RECEIPT_MAX_BYTES,
  REFUND_REFERENCE_EXAMPLE,
  type RefundRequest,
} from '@kestrel/domain';
import type { AppDeps } from '../../deps';
import { tooLarge } from '../../lib/body-limit';
import { ApiError } from '../../lib/errors';
import { requestLanguage } from '../../lib/i18n';
import { enforceRateLimit } from '../../lib/rate-limit';
import { createRequestInfo } from '../../lib/request-info';
import { errorResponse, EXAMPLE, ok, rateLimitedResponse } from '../../lib/response';
import { routeOf } from '../../lib/route-of';
import { createRouter } from '../../lib/router';
import { requireCaptcha } from '../captcha/captcha.middleware';
import { captchaFailure } from '../captcha/captcha.service';
import { cookieChangeRefused, optionalSession, requireSession } from '../sessions/sessions.middleware';
import { supportErrors, type SupportService } from './support.service';

const SESSION_SECURITY: Array<Record<string, string[]>> = [{ bearer: [] }, { paypalToken: [] }];

const REFUND_REQUEST: RefundRequest = {
  reference: REFUND_REFERENCE_EXAMPLE,
  status: 'received',
  order_no: ORDER_NO_EXAMPLE,
  device_user_id: 'c0ffee42-7d1e-4b8a-9f3e-2a6b1d0c9e11',
  reason: 'I bought the wrong plan and have not used it.',
  created_at: EXAMPLE.at,
  updated_at: EXAMPLE.at,
};

const STORED_AND_ACKNOWLEDGED =
  'Stored first, then support is notified and the sender gets an acknowledgement in the language of the request ' +
  '(Accept-Language or ?lang); both mails go through the retried mail queue. Needs a captcha.';

/** The 400 a form answers for a field, with the captcha failure. */
function formFailures(examples: Record<string, ApiError>) {
  return errorResponse('A field fails its rule (the first problem’s message, with `field`), or the captcha is missing or refused', {
    ...Object.fromEntries(Object.entries(examples).map(([name, error]) => [name, error.toBody()])),
    captchaRefused: captchaFailure().toBody(),
  });
}

const fieldError = (key: Parameters<typeof ApiError.localized>[1], field: string) => ApiError.localized(400, key, { field });

const contact = routeOf(ENDPOINTS.contact, {
  tags: ['support'],
  summary: 'Send the contact form',
  description: `Email, name and inquiry are required (docs/product.md §5); the web shows \`Submit success\` after it. ${STORED_AND_ACKNOWLEDGED}`,
  body: {
    component: 'ContactRequest',
    example: {
      email: EXAMPLE.email,
      name: 'Ada',
      inquiry: 'The app disconnects every few minutes on hotel Wi-Fi.',
      captcha: EXAMPLE.captcha,
    },
  },
  success: { description: 'Stored; the mails are queued', example: { received: true } },
  failures: {
    400: formFailures({
      enterInquiry: fieldError(MESSAGE_KEYS.enterInquiry, 'inquiry'),
      invalidEmail: fieldError(MESSAGE_KEYS.invalidEmail, 'email'),
    }),
    429: rateLimitedResponse('contact'),
  },
});

const influencerApplication = routeOf(ENDPOINTS.influencerApplication, {
  tags: ['support'],
  summary: 'Apply to the influencer program',
  description: `Email, name, channel links and audience are required; the message is optional. ${STORED_AND_ACKNOWLEDGED}`,
  body: {
    component: 'InfluencerApplicationRequest',
    example: {
      email: EXAMPLE.email,
      name: 'Ada',
      links: 'https://video.example/@ada',
      audience: '40,000 subscribers, mostly tech reviews',
      message: '',
      captcha: EXAMPLE.captcha,
    },
  },
  success: { description: 'Stored; the mails are queued', example: { received: true } },
  failures: {
    400: formFailures({ enterLinks: fieldError(MESSAGE_KEYS.enterLinks, 'links') }),
    429: rateLimitedResponse('partner_application'),
  },
});

const affiliateApplication = routeOf(ENDPOINTS.affiliateApplication, {
  tags: ['support'],
  summary: 'Apply to the affiliate program',
  description: `Email, name, website and promotion methods are required; the message is optional. ${STORED_AND_ACKNOWLEDGED}`,
  body: {
    component: 'AffiliateApplicationRequest',
    example: {
      email: EXAMPLE.email,
      name: 'Ada',
      website: 'https://deals.example',
      promotion_methods: 'Reviews and a weekly newsletter',
      message: '',
      captcha: EXAMPLE.captcha,
    },
  },
  success: { description: 'Stored; the mails are queued', example: { received: true } },
  failures: {
    400: formFailures({ enterWebsite: fieldError(MESSAGE_KEYS.enterWebsite, 'website') }),
    429: rateLimitedResponse('partner_application'),
  },
});

const uninstallSurvey = routeOf(ENDPOINTS.uninstallSurvey, {
  tags: ['support'],
  summary: 'Answer the browser-extension uninstall survey',
  description:
    'At least one reason of the fixed list, an optional comment, and the extension’s app type and version when its uninstall ' +
    'link carries them. Anonymous: no sign-in, no captcha, limited per address.',
  body: {
    component: 'UninstallSurveyRequest',
    example: { reasons: ['too_slow', 'other'], comment: 'Only needed it for one trip.', app_type: 301, app_version: '3.2.1' },
  },
  success: { description: 'Stored', example: { received: true } },
  failures: {
    400: errorResponse('No reason, or a field fails its rule', { chooseReason: fieldError(MESSAGE_KEYS.chooseReason, 'reasons').toBody() }),
    429: rateLimitedResponse('uninstall_survey'),
  },
});

export function supportRoutes(deps: AppDeps, support: SupportService) {
  const info = createRequestInfo(deps.config.trustedProxies);

  const refundRequest = routeOf(ENDPOINTS.refundRequest, {
    middleware: [optionalSession(deps)] as const,
    tags: ['support'],
    summary: 'Send a refund request, naming the payment by its order number or with the official receipt (multipart upload)',
    description:
      'A multipart/form-data body: the text fields and, unless `order_no` names one of the sender’s paid orders, the file part ' +
      '`receipt`, a PNG, JPEG, WebP image or a PDF of at most 5 MB, whose type is told from its content (a renamed HTML, SVG or ' +
      'program is refused). Without `order_no` the receipt is required. With a valid session (bearer or cookie, optional) the ' +
      'account is attached, with `order_no` when it is one of its paid orders (else 400 `errors.orderNotYours`, receipt or not) ' +
      'or its latest payment; a token that is sent must be valid, as everywhere. Signed out, `order_no` counts as the sender’s ' +
      'when it is a paid order of the account whose email is `email`; without a receipt any other number, whether it exists ' +
      'or not, answers 400 `errors.orderNotMatched`, and with a receipt it is kept as typed, marked unchecked for support. ' +
      'The answer carries the reference number the acknowledgement quotes. ' +
      'The captcha travels as the field `captcha` (or `recasign` on the /ws/mm/reca/ variants). ' +
      STORED_AND_ACKNOWLEDGED,
    body: {
      component: 'RefundRequestForm',
      file: `The official receipt: PNG, JPEG, WebP or PDF, at most ${RECEIPT_MAX_BYTES} bytes; optional when \`order_no\` is one of the sender’s paid orders`,
      example: {
        email: EXAMPLE.email,
        reason: REFUND_REQUEST.reason,
        device_user_id: REFUND_REQUEST.device_user_id,
        order_no: ORDER_NO_EXAMPLE,
      },
    },
    success: { description: 'Stored, with its reference and state', component: 'RefundRequest', example: REFUND_REQUEST },
    failures: {
      400: formFailures({
        enterReceipt: supportErrors.missingReceipt(),
        receiptType: supportErrors.receiptType(),
        receiptTooLarge: fieldError(MESSAGE_KEYS.receiptTooLarge, 'receipt'),
        enterRefundReason: fieldError(MESSAGE_KEYS.enterRefundReason, 'reason'),
        orderNotYours: supportErrors.orderNotYours(),
        orderNotMatched: supportErrors.orderNotMatched(),
      }),
      403: errorResponse('Sent with the session cookie but without X-App-Type, or from another site', {
        appTypeMissing: cookieChangeRefused.appTypeMissing().toBody(),
        crossSite: cookieChangeRefused.crossSite().toBody(),
      }),
      413: errorResponse('The body is larger than the receipt limit plus room for the fields (5 MB + 64 KB)', {
        tooLarge: tooLarge().toBody(),
      }),
      429: rateLimitedResponse('refund_request'),
    },
  });

  const refundRequests = routeOf(ENDPOINTS.refundRequests, {
    middleware: [requireSession(deps)] as const,
    tags: ['support'],
    summary: 'The caller’s refund requests and their states, newest first',
    description: 'Requests sent while signed in to this account (at most 50). States: received, in_review, refunded, declined.',
    security: SESSION_SECURITY,
    success: { description: 'The requests', example: { requests: [REFUND_REQUEST] } },
  });

  return createRouter()
    .openapi(contact, async (c) => {
      const { captcha, ...form } = c.req.valid('json');
      const ip = info.clientIp(c);
      await enforceRateLimit(deps.rateLimiter, 'contact', { ip, email: form.email }, () => requireCaptcha(c, deps, 'contact', captcha, ip));
      await support.contact(form, requestLanguage(c));
      return ok(c, { received: true as const });
    })
    .openapi(refundRequest, async (c) => {
      const { captcha, receipt, ...form } = c.req.valid('form');
      const ip = info.clientIp(c);
      await enforceRateLimit(deps.rateLimiter, 'refund_request', { ip, email: form.email }, () =>
        requireCaptcha(c, deps, 'refund_request', captcha, ip),
      );
      return ok(c, await support.refund(form, receipt, requestLanguage(c), c.get('caller')));
    })
    .openapi(refundRequests, async (c) => ok(c, { requests: await support.refundRequestsOf(c.get('session').accountId) }))
    .openapi(influencerApplication, async (c) => {
      const { captcha, ...application } = c.req.valid('json');
      const ip = info.clientIp(c);
      await enforceRateLimit(deps.rateLimiter, 'partner_application', { ip, email: application.email }, () =>
        requireCaptcha(c, deps, 'influencer_application', captcha, ip),
      );
      await support.apply({ kind: 'influencer', application }, requestLanguage(c));
      return ok(c, { received: true as const });
    })
    .openapi(affiliateApplication, async (c) => {
      const { captcha, promotion_methods: promotionMethods, ...rest } = c.req.valid('json');
      const ip = info.clientIp(c);
      await enforceRateLimit(deps.rateLimiter, 'partner_application', { ip, email: rest.email }, () =>
        requireCaptcha(c, deps, 'affiliate_application', captcha, ip),
      );
      await support.apply({ kind: 'affiliate', application: { ...rest, promotionMethods } }, requestLanguage(c));
      return ok(c, { received: true as const });
    })
    .openapi(uninstallSurvey, async (c) => {
      const { app_type: appType, app_version: appVersion, ...answer } = c.req.valid('json');
      await enforceRateLimit(deps.rateLimiter, 'uninstall_survey', { ip: info.clientIp(c) });
      await support.survey({ ...answer, appType, appVersion }, requestLanguage(c));
      return ok(c, { received: true as const });
    });
}
