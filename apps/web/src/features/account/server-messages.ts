import 'server-only';
import { getTranslations } from 'next-intl/server';
import { MESSAGE_KEYS } from '@kestrel/domain';
import type { MessageTexts } from './messages';

/** The docs/product.md §5/§8 messages in the page's language, by message key, for the account forms. */
export async function errorMessages(): Promise<MessageTexts> {
  const t = await getTranslations('errors');
  return Object.fromEntries(Object.values(MESSAGE_KEYS).map((key) => [key, t(key)]));
}
