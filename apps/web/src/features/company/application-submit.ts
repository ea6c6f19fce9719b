/**
 * Checking and sending a partner application: the program's schema and the API call. The form
 * loads this module when the visitor first focuses it (or submits), so the schemas and zod stay out
 * of the marketing page's first load (docs/decisions/005); the rule is still the API's own schema.
 */
import {
  AffiliateApplicationSchema,
  ENDPOINTS,
  InfluencerApplicationSchema,
  type AffiliateApplication,
  type InfluencerApplication,
} from '@kestrel/domain';
import { captchaToken } from '@/features/account/captcha';

// The form starts the captcha's work once this module is loaded (on first focus).
export { prefetchCaptcha } from '@/features/account/captcha';
import type { MessageTexts } from '@/features/account/messages';
import { checked, type Checked } from '@/features/account/checked';
import { api } from '@/lib/api/browser';
import { APPLICATION_FIELDS, formValues, type ApplicationField, type ApplicationKind } from './application-fields';

export type Application = { kind: 'influencer'; values: InfluencerApplication } | { kind: 'affiliate'; values: AffiliateApplication };

/** The form's values checked with the program's schema, or the texts to show by the fields. */
export function checkApplication(kind: ApplicationKind, data: FormData, messages: MessageTexts): Checked<Application, ApplicationField> {
  const values = formValues(data, APPLICATION_FIELDS[kind]);
  const result =
    kind === 'influencer'
      ? checked<InfluencerApplication, ApplicationField>(InfluencerApplicationSchema.safeParse(values), messages)
      : checked<AffiliateApplication, ApplicationField>(AffiliateApplicationSchema.safeParse(values), messages);
  if ('errors' in result) return result;
  return { values: { kind, values: result.values } as Application };
}

/** Sends a checked application with a captcha; rejects with the API's failure. */
export async function sendApplication(application: Application): Promise<void> {
  const captcha = await captchaToken();
  if (application.kind === 'influencer') {
    await api.call(ENDPOINTS.influencerApplication, { body: { ...application.values, captcha }, quiet: true });
  } else {
    const { promotionMethods, ...rest } = application.values;
    await api.call(ENDPOINTS.affiliateApplication, { body: { ...rest, promotion_methods: promotionMethods, captcha }, quiet: true });
  }
}
