/**
 * The API's endpoints as its clients call them (docs/product.md §7): for each, the method, the path in
 * OpenAPI form (`{order_no}`), the schemas of the JSON body and the query it takes, and the
 * schema of the `data` its success envelope carries. The API declares its routes from this
 * table (apps/api/src/lib/route-of.ts) and the web client is typed by it, so a path, a body or
 * an answer that drifts on one side is a compile error on the other.
 *
 * Listed: what the website, the apps and the payment provider call. The API's operational
 * routes (/healthz, /readyz, its OpenAPI document and reference page) are for load balancers
 * and people and stay with their modules.
 */
import type { Endpoint } from './api-paths';
import {
  CaptchaChallengeQuerySchema,
  CaptchaChallengeSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  DeviceListResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  ProfileSchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  SetPasswordRequestSchema,
  SetPasswordResponseSchema,
  SignupRequestSchema,
  UnbindDeviceRequestSchema,
  UnbindDeviceResponseSchema,
  VerificationRequestResponseSchema,
  VerificationRequestSchema,
  VerificationValidateResponseSchema,
  VerificationValidateSchema,
} from './account-schemas';
import { GeoInfoSchema, L10nDataSchema } from './api';
import {
  BlogCategoriesSchema,
  BlogDetailRequestSchema,
  BlogHomeSchema,
  BlogKeyQuerySchema,
  BlogLanguageQuerySchema,
  BlogListQuerySchema,
  BlogPageSchema,
  BlogPostDetailSchema,
  BlogRecommendSearchesSchema,
  BlogRecommendedQuerySchema,
  BlogSearchQuerySchema,
  BlogSearchResultSchema,
  BlogYoastHeadQuerySchema,
  BlogYoastHeadSchema,
} from './blog-api';
import {
  CreateGiftOrderRequestSchema,
  GiftCardListSchema,
  GiftCodeSchema,
  GiftPlansSchema,
  RedeemGiftRequestSchema,
  RedeemGiftResponseSchema,
} from './gift-cards';
import {
  CreateOrderRequestSchema,
  NotificationAckSchema,
  OrderSchema,
  PlansQuerySchema,
  ReceiptSchema,
  SandboxOrderSchema,
  SubscriptionSchema,
} from './payments';
import { OptionalReceiptFileSchema } from './forms';
import { PlansResponseSchema, RunningCampaignQuerySchema, RunningCampaignResponseSchema } from './plans';
import {
  AffiliateApplicationRequestSchema,
  ContactRequestSchema,
  InfluencerApplicationRequestSchema,
  NewsletterConfirmRequestSchema,
  NewsletterConfirmResponseSchema,
  NewsletterSubscribeRequestSchema,
  NewsletterSubscribeResponseSchema,
  NewsletterUnsubscribeQuerySchema,
  NewsletterUnsubscribeResponseSchema,
  ReceivedResponseSchema,
  RefundRequestFieldsSchema,
  RefundRequestListSchema,
  RefundRequestSchema,
  UninstallSurveyRequestSchema,
} from './support';
import { REFUND_REQUEST_PATH } from './uploads';

/** Keeps the literal method and path types, so clients and routes are checked against them. */
function endpoint<const E extends Endpoint>(definition: E): E {
  return Object.freeze(definition);
}

const ACCOUNT = '/api/mms/account/v1';
const PAYMENT = '/api/mms/payment/v1';
const SUPPORT = '/api/mms/support/v1';
const NEWSLETTER = '/api/mms/newsletter/v1';
const BLOG = '/ws/mm/v2/blog';

export const ENDPOINTS = Object.freeze({
  login: endpoint({ method: 'post', path: `${ACCOUNT}/web/login`, body: LoginRequestSchema, response: LoginResponseSchema }),
  signup: endpoint({ method: 'post', path: `${ACCOUNT}/web/signup`, body: SignupRequestSchema, response: LoginResponseSchema }),
  resetPassword: endpoint({
    method: 'post',
    path: `${ACCOUNT}/web/reset_password`,
    body: ResetPasswordRequestSchema,
    response: ResetPasswordResponseSchema,
  }),
  profile: endpoint({ method: 'get', path: `${ACCOUNT}/web/profile`, response: ProfileSchema }),
  logout: endpoint({ method: 'post', path: `${ACCOUNT}/web/logout`, response: LogoutResponseSchema }),
  setPassword: endpoint({
    method: 'post',
    path: `${ACCOUNT}/web/set_password`,
    body: SetPasswordRequestSchema,
    response: SetPasswordResponseSchema,
  }),
  changePassword: endpoint({
    method: 'post',
    path: `${ACCOUNT}/web/change_password`,
    body: ChangePasswordRequestSchema,
    response: ChangePasswordResponseSchema,
  }),
  deviceList: endpoint({ method: 'get', path: `${ACCOUNT}/web/device/list`, response: DeviceListResponseSchema }),
  deviceUnbind: endpoint({
    method: 'post',
    path: `${ACCOUNT}/web/device/unbind`,
    body: UnbindDeviceRequestSchema,
    response: UnbindDeviceResponseSchema,
  }),
  verificationRequest: endpoint({
    method: 'post',
    path: `${ACCOUNT}/verification/request`,
    body: VerificationRequestSchema,
    response: VerificationRequestResponseSchema,
  }),
  verificationValidate: endpoint({
    method: 'post',
    path: `${ACCOUNT}/verification/validate`,
    body: VerificationValidateSchema,
    response: VerificationValidateResponseSchema,
  }),
  captchaChallenge: endpoint({
    method: 'get',
    path: `${ACCOUNT}/captcha/challenge`,
    query: CaptchaChallengeQuerySchema,
    response: CaptchaChallengeSchema,
  }),
  /** The body is ignored (clients send an empty one). */
  geoInfo: endpoint({ method: 'post', path: `${ACCOUNT}/geo_info`, response: GeoInfoSchema }),

  plans: endpoint({ method: 'get', path: `${PAYMENT}/providers/plans`, query: PlansQuerySchema, response: PlansResponseSchema }),
  runningCampaign: endpoint({
    method: 'get',
    path: `${PAYMENT}/campaigns/running`,
    query: RunningCampaignQuerySchema,
    response: RunningCampaignResponseSchema,
  }),
  createOrder: endpoint({ method: 'post', path: `${PAYMENT}/web/orders`, body: CreateOrderRequestSchema, response: OrderSchema }),
  order: endpoint({ method: 'get', path: `${PAYMENT}/web/orders/{order_no}`, response: OrderSchema }),
  captureOrder: endpoint({ method: 'post', path: `${PAYMENT}/web/orders/{order_no}/capture`, response: OrderSchema }),
  cancelOrder: endpoint({ method: 'post', path: `${PAYMENT}/web/orders/{order_no}/cancel`, response: OrderSchema }),
  /** One paid order's receipt (docs/product.md §3 "Receipt"): only its buyer's; 404 otherwise. */
  receipt: endpoint({ method: 'get', path: `${PAYMENT}/web/orders/{order_no}/receipt`, response: ReceiptSchema }),
  subscription: endpoint({ method: 'get', path: `${PAYMENT}/web/subscription_my`, response: SubscriptionSchema }),
  /** Called by the payment provider; its body is read raw, to check the signature. */
  paymentNotification: endpoint({ method: 'post', path: `${PAYMENT}/webhooks/{provider}`, response: NotificationAckSchema }),
  /** Gift cards (docs/product.md §3 "Gift cards"): the products, a purchase, its code once, the buyer's cards, a redemption. */
  giftPlans: endpoint({ method: 'get', path: `${PAYMENT}/gift-cards/plans`, response: GiftPlansSchema }),
  createGiftOrder: endpoint({
    method: 'post',
    path: `${PAYMENT}/web/gift-cards/orders`,
    body: CreateGiftOrderRequestSchema,
    response: OrderSchema,
  }),
  giftCode: endpoint({ method: 'get', path: `${PAYMENT}/web/gift-cards/orders/{order_no}/code`, response: GiftCodeSchema }),
  giftCards: endpoint({ method: 'get', path: `${PAYMENT}/web/gift-cards`, response: GiftCardListSchema }),
  redeemGift: endpoint({
    method: 'post',
    path: `${PAYMENT}/web/gift-cards/redeem`,
    body: RedeemGiftRequestSchema,
    response: RedeemGiftResponseSchema,
  }),
  sandboxOrder: endpoint({ method: 'get', path: `${PAYMENT}/sandbox/orders/{id}`, response: SandboxOrderSchema }),
  sandboxApprove: endpoint({ method: 'post', path: `${PAYMENT}/sandbox/orders/{id}/approve`, response: SandboxOrderSchema }),
  sandboxCancel: endpoint({ method: 'post', path: `${PAYMENT}/sandbox/orders/{id}/cancel`, response: SandboxOrderSchema }),

  contact: endpoint({ method: 'post', path: `${SUPPORT}/web/contact`, body: ContactRequestSchema, response: ReceivedResponseSchema }),
  /**
   * The one upload (docs/decisions/018): multipart, with the official receipt as the file part
   * `receipt`, which a request naming an order number of ours may leave out (docs/product.md §5).
   */
  refundRequest: endpoint({
    method: 'post',
    path: REFUND_REQUEST_PATH,
    form: { fields: RefundRequestFieldsSchema, file: { name: 'receipt', schema: OptionalReceiptFileSchema } },
    response: RefundRequestSchema,
  }),
  refundRequests: endpoint({ method: 'get', path: `${SUPPORT}/web/refund_requests`, response: RefundRequestListSchema }),
  influencerApplication: endpoint({
    method: 'post',
    path: `${SUPPORT}/web/influencer_applications`,
    body: InfluencerApplicationRequestSchema,
    response: ReceivedResponseSchema,
  }),
  affiliateApplication: endpoint({
    method: 'post',
    path: `${SUPPORT}/web/affiliate_applications`,
    body: AffiliateApplicationRequestSchema,
    response: ReceivedResponseSchema,
  }),
  uninstallSurvey: endpoint({
    method: 'post',
    path: `${SUPPORT}/web/uninstall_survey`,
    body: UninstallSurveyRequestSchema,
    response: ReceivedResponseSchema,
  }),

  newsletterSubscribe: endpoint({
    method: 'post',
    path: `${NEWSLETTER}/web/subscribe`,
    body: NewsletterSubscribeRequestSchema,
    response: NewsletterSubscribeResponseSchema,
  }),
  newsletterConfirm: endpoint({
    method: 'post',
    path: `${NEWSLETTER}/web/confirm`,
    body: NewsletterConfirmRequestSchema,
    response: NewsletterConfirmResponseSchema,
  }),
  /**
   * The List-Unsubscribe URL of newsletter mails (RFC 8058 one-click), also called by the website's
   * unsubscribe page; the token is in the query, the body is ignored.
   */
  newsletterUnsubscribe: endpoint({
    method: 'post',
    path: `${NEWSLETTER}/unsubscribe`,
    query: NewsletterUnsubscribeQuerySchema,
    response: NewsletterUnsubscribeResponseSchema,
  }),

  /**
   * Localized text for the apps. Its query (language, namespace, page path) is declared by the
   * API's l10n module: the namespaces are the catalog package's, which builds on this one.
   */
  l10n: endpoint({ method: 'get', path: '/l10n', response: L10nDataSchema }),
  // The blog (docs/product.md §7; issue 13). Read-only and public: the website and the apps call them.
  blogFastDetail: endpoint({
    method: 'get',
    path: '/ws/mm/blog/fast-blog-detail',
    query: BlogKeyQuerySchema,
    response: BlogPostDetailSchema,
  }),
  blogSearch: endpoint({ method: 'get', path: `${BLOG}/search`, query: BlogSearchQuerySchema, response: BlogSearchResultSchema }),
  blogHome: endpoint({ method: 'get', path: `${BLOG}/home`, query: BlogLanguageQuerySchema, response: BlogHomeSchema }),
  blogDetail: endpoint({ method: 'post', path: `${BLOG}/detail`, body: BlogDetailRequestSchema, response: BlogPostDetailSchema }),
  blogYoastHead: endpoint({ method: 'get', path: `${BLOG}/yoast-head`, query: BlogYoastHeadQuerySchema, response: BlogYoastHeadSchema }),
  blogRecommended: endpoint({ method: 'get', path: `${BLOG}/recommended`, query: BlogRecommendedQuerySchema, response: BlogPageSchema }),
  blogList: endpoint({ method: 'get', path: `${BLOG}/list`, query: BlogListQuerySchema, response: BlogPageSchema }),
  blogRecommendSearches: endpoint({
    method: 'get',
    path: `${BLOG}/recommend-searchs`,
    query: BlogLanguageQuerySchema,
    response: BlogRecommendSearchesSchema,
  }),
  blogRecommendCategories: endpoint({
    method: 'get',
    path: `${BLOG}/recommend-categories`,
    query: BlogLanguageQuerySchema,
    response: BlogCategoriesSchema,
  }),
  /** Ours (not in SPEC §7): every tag in use, for the /blog/tag page. */
  blogTags: endpoint({
    method: 'get',
    path: `${BLOG}/tags`,
    query: BlogLanguageQuerySchema,
    response: BlogCategoriesSchema,
  }),
});

export type EndpointName = keyof typeof ENDPOINTS;
