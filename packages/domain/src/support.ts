import { z } from './zod';
import {
  AffiliateApplicationSchema,
  ContactSchema,
  InfluencerApplicationSchema,
  LoginSchema,
  NewsletterSchema,
  RefundFieldsSchema,
  UninstallSurveySchema,
} from './forms';
import { SUPPORT_MESSAGE_KEYS as S, MESSAGE_KEYS as K } from './messages';
import { isSingleLine } from './text';

// Request and response bodies of the support and newsletter API (docs/product.md §7; the paths are in
// endpoints.ts), built from the form schemas of forms.ts so a form and the API report the same
// message for a field. Bodies use the API's snake_case names.

/** The captcha proof of a protected call, as for the account calls (account-schemas.ts). */
const captchaField = LoginSchema.shape.captcha;

/** POST support/v1/web/contact: the contact form (docs/product.md §5) and its captcha. */
export const ContactRequestSchema = ContactSchema.extend({ captcha: captchaField });
export type ContactRequest = z.input<typeof ContactRequestSchema>;

/** What a form that is stored and acknowledged by mail answers. */
export const ReceivedResponseSchema = z.object({ received: z.literal(true) });

const refund = RefundFieldsSchema.shape;

/**
 * POST support/v1/web/refund_requests: the text fields of the multipart body; the official receipt
 * is its file part `receipt` (forms.ts OptionalReceiptFileSchema), which may be left out when an
 * order number is given (forms.ts `namesPayment`).
 */
export const RefundRequestFieldsSchema = z.object({
  email: refund.email,
  reason: refund.reason,
  device_user_id: refund.deviceUserId,
  order_no: refund.orderNo,
  captcha: captchaField,
});
export type RefundRequestFields = z.input<typeof RefundRequestFieldsSchema>;

/**
 * A refund request's states (docs/product.md §4 "Refund request"): `received` when sent, `in_review`
 * once support has started on it, then `refunded` or `declined`, both final.
 */
export const REFUND_REQUEST_STATUSES = ['received', 'in_review', 'refunded', 'declined'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** One refund request as its sender sees it (the answer to sending it, and an entry of the list). */
export const RefundRequestSchema = z.object({
  reference: z.string(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  order_no: z.string().nullable(),
  device_user_id: z.string(),
  reason: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/** GET support/v1/web/refund_requests: the signed-in caller's requests, newest first. */
export const RefundRequestListSchema = z.object({ requests: z.array(RefundRequestSchema) });

const influencer = InfluencerApplicationSchema.shape;

/** POST support/v1/web/influencer_applications. */
export const InfluencerApplicationRequestSchema = z.object({
  email: influencer.email,
  name: influencer.name,
  links: influencer.links,
  audience: influencer.audience,
  message: influencer.message,
  captcha: captchaField,
});
export type InfluencerApplicationRequest = z.input<typeof InfluencerApplicationRequestSchema>;

const affiliate = AffiliateApplicationSchema.shape;

/** POST support/v1/web/affiliate_applications. */
export const AffiliateApplicationRequestSchema = z.object({
  email: affiliate.email,
  name: affiliate.name,
  website: affiliate.website,
  promotion_methods: affiliate.promotionMethods,
  message: affiliate.message,
  captcha: captchaField,
});
export type AffiliateApplicationRequest = z.input<typeof AffiliateApplicationRequestSchema>;

const survey = UninstallSurveySchema.shape;

/**
 * POST support/v1/web/uninstall_survey (the /ext/survey page the extension opens when it is removed):
 * the reasons and comment, and the extension's app type and version when its uninstall URL carries them.
 */
export const UninstallSurveyRequestSchema = z.object({
  reasons: survey.reasons,
  comment: survey.comment,
  app_type: z.int({ error: K.generic }).min(0, { error: K.generic }).max(9999, { error: K.generic }).optional(),
  app_version: z.string({ error: K.generic }).trim().max(32, { error: K.generic }).refine(isSingleLine, { error: K.singleLine }).optional(),
});
export type UninstallSurveyRequest = z.input<typeof UninstallSurveyRequestSchema>;

/** POST newsletter/v1/web/subscribe: mails a confirmation link (double opt-in). */
export const NewsletterSubscribeRequestSchema = NewsletterSchema.extend({ captcha: captchaField });
export type NewsletterSubscribeRequest = z.input<typeof NewsletterSubscribeRequestSchema>;
export const NewsletterSubscribeResponseSchema = z.object({ sent: z.literal(true) });

/** A newsletter confirmation link works once, for this many days (docs/product.md §9). */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** Longest token a newsletter link carries (ours are 43 to 60 characters); anything longer is no token of ours. */
export const NEWSLETTER_TOKEN_MAX_LENGTH = 128;

/** POST newsletter/v1/web/confirm: the token of the confirmation link. */
export const NewsletterConfirmRequestSchema = z.object({
  token: z
    .string({ error: S.confirmLinkInvalid })
    .trim()
    .min(1, { error: S.confirmLinkInvalid })
    .max(NEWSLETTER_TOKEN_MAX_LENGTH, { error: S.confirmLinkInvalid }),
});
export const NewsletterConfirmResponseSchema = z.object({ subscribed: z.literal(true) });

/**
 * POST newsletter/v1/unsubscribe?token=…: the List-Unsubscribe URL of every newsletter mail
 * (RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click`; the body is not read).
 */
export const NewsletterUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: S.unsubscribeLinkInvalid })
    .trim()
    .min(1, { error: S.unsubscribeLinkInvalid })
    .max(NEWSLETTER_TOKEN_MAX_LENGTH, { error: S.unsubscribeLinkInvalid }),
});
export const NewsletterUnsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });
