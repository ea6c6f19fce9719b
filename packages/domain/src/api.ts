import { z } from './zod';
import { LANGUAGE_CODES } from './languages';
import { API_MESSAGE_KEYS, type ApiMessageKey } from './messages';

/** Accepts exactly the 16 language codes, e.g. as a URL prefix or the LANGUAGE cookie (docs/product.md §5). */
export const LanguageCodeSchema = z.enum(LANGUAGE_CODES);

/** Request header naming the calling app (docs/product.md §7; ids in docs/product.md §3). */
export const X_APP_TYPE = 'X-App-Type';
/** Optional request header of GET /api/mms/payment/v1/providers/plans (docs/product.md §7). */
export const X_FROM = 'X-From';

/** Success body (docs/architecture.md "API conventions"). */
export interface ApiSuccess<T> {
  readonly code: 200;
  readonly message: 'success';
  readonly data: T;
}

/**
 * Failure body (docs/product.md §8's `{ code, message }`). `err_code` is set only where docs/product.md §8 defines one
 * (captcha failure). `key` says what the failure means whenever its message comes from the
 * catalog (the same in every language), and `field` names the request field it concerns where
 * there is one (`password`, `code`, `device.user_id`…), so a form places the message by it.
 */
export interface ApiFailure {
  readonly code: number;
  readonly message: string;
  readonly err_code?: number;
  readonly key?: ApiMessageKey;
  readonly field?: string;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** Schema of a success body carrying `dataSchema`, for route declarations and client checks. */
export function envelopeSchema<T extends z.ZodType>(dataSchema: T) {
  return z.object({ code: z.literal(200), message: z.literal('success'), data: dataSchema });
}

/** A failure's `key`: one schema (component `ApiMessageKey` of the API's document) wherever it appears. */
export const ApiMessageKeySchema = z
  .enum(API_MESSAGE_KEYS)
  .meta({ id: 'ApiMessageKey', description: 'The message key of the errors catalog: what the failure means, in any language' });

/** Schema of a failure body. A failure never uses the success code 200. */
export const ApiFailureSchema = z.object({
  code: z.int().refine((code) => code !== 200, { error: 'a failure code is never 200' }),
  message: z.string(),
  err_code: z.int().optional(),
  key: ApiMessageKeySchema.optional(),
  field: z.string().optional().meta({ description: 'The request field the failure concerns, where there is one' }),
});

/** Wraps data in the success envelope. */
export function apiSuccess<T>(data: T): ApiSuccess<T> {
  return { code: 200, message: 'success', data };
}

/** Tells a success body from a failure body. */
export function isApiSuccess<T>(body: ApiEnvelope<T>): body is ApiSuccess<T> {
  return body.code === 200;
}

/**
 * Response data of POST /api/mms/account/v1/geo_info (docs/product.md §3, §7). `country` may be empty
 * when the address is unknown; the client then stores nothing (docs/product.md §4).
 */
export const GeoInfoSchema = z.object({
  country: z.string(),
  user_ip: z.string(),
  country_code: z.string(),
  location: z.string(),
  is_exposed: z.boolean(),
});
export type GeoInfo = z.infer<typeof GeoInfoSchema>;

/** Response data of GET /l10n: the messages of one language, keyed by catalog namespace. */
export const L10nDataSchema = z.object({
  language: z.enum(LANGUAGE_CODES),
  messages: z
    .record(z.string(), z.record(z.string(), z.unknown()).meta({ description: 'ICU messages grouped by key (nested objects of strings)' }))
    .meta({ description: 'Messages keyed by namespace' }),
});
