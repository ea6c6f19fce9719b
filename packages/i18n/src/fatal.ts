/**
 * The two strings of the last-resort error page in every language, bundled
 * statically because that page cannot load anything else.
 */
import type { LanguageCode } from '@kestrel/domain';
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

export const fatalMessages: Record<LanguageCode, { message: string; home: string }> = {
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
