import './globals.css';
import { ErrorView } from '@/components/layout/error-view';
import en from '@kestrel/i18n/messages/en/errors.json';

// Requests that never reach a language (paths the locale proxy skips) land here, in English.
export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body>
        <ErrorView status={404} message={en.notFound.title} homeHref="/" homeLabel={en.notFound.backHome} />
      </body>
    </html>
  );
}
