/**
 * Checking and sending the contact form: the API's own schema and call. The form loads this module
 * on first focus (or submit), so the schemas and zod stay out of /contact-us's first load
 * (docs/decisions/005), as the partner forms do (features/company/application-submit.ts).
 */
import { ContactSchema, ENDPOINTS, type Contact } from '@kestrel/domain';
import { api } from '@/lib/api/browser';
import { captchaToken } from '../account/captcha';
import { checked, type Checked } from '../account/checked';
import type { MessageTexts } from '../account/messages';

// The form starts the captcha's work once this module is loaded (on first focus).
export { prefetchCaptcha } from '../account/captcha';

export type ContactField = keyof Contact;

export function checkContact(data: FormData, messages: MessageTexts): Checked<Contact, ContactField> {
  const values = { email: data.get('email') ?? '', name: data.get('name') ?? '', inquiry: data.get('inquiry') ?? '' };
  return checked(ContactSchema.safeParse(values), messages);
}

/** Sends a checked message with a captcha; rejects with the API's failure. */
export async function sendContact(values: Contact): Promise<void> {
  const captcha = await captchaToken();
  await api.call(ENDPOINTS.contact, { body: { ...values, captcha }, quiet: true });
}
