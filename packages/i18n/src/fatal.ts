/**
 * The few strings of the error pages that render in the browser (the error
 * boundary and the last-resort page), in every language, bundled statically:
 * those pages cannot load a catalog, and the full catalogs stay on the server.
 */
import type { LanguageCode } from '@kestrel/domain/languages';
import ar from '../messages/ar/fatal.json';
import de from '../messages/de/fatal.json';
import en from '../messages/en/fatal.json';
import es from '../messages/es/fatal.json';
import fr from '../messages/fr/fatal.json';
import id from '../messages/id/fatal.json';
import it from '../messages/it/fatal.json';
import ja from '../messages/ja/fatal.json';
import ko from '../messages/ko/fatal.json';
import ms from '../messages/ms/fatal.json';
import nl from '../messages/nl/fatal.json';
import pl from '../messages/pl/fatal.json';
import pt from '../messages/pt/fatal.json';
import ru from '../messages/ru/fatal.json';
import tr from '../messages/tr/fatal.json';
import uk from '../messages/uk/fatal.json';

export interface FatalMessages {
  message: string;
  home: string;
  error: string;
  retry: string;
}

export const fatalMessages: Record<LanguageCode, FatalMessages> = {
  ar,
  de,
  en,
  es,
  fr,
  id,
  it,
  ja,
  ko,
  ms,
  nl,
  pl,
  pt,
  ru,
  tr,
  uk,
};

/**
 * The strings for a language code from the URL, English when it is not one of ours.
 * (A lookup in this table rather than the domain's language list keeps the error
 * pages' browser bundle to these strings alone.)
 */
export function fatalMessagesFor(code: string | undefined): { language: LanguageCode; text: FatalMessages } {
  const language = code !== undefined && Object.hasOwn(fatalMessages, code) ? (code as LanguageCode) : 'en';
  return { language, text: fatalMessages[language] };
}
