'use client';
/**
 * Last resort (docs/product.md §2): shown when rendering the error page itself failed, so it
 * depends on nothing but the tiny "fatal" catalog of every language.
 */
import './globals.css';
import { inLanguage, languageDirection, languageOfPath } from '@kestrel/domain/languages';
import { fatalMessagesFor } from '@kestrel/i18n/fatal';

export default function GlobalError() {
  const { language, text } = fatalMessagesFor(typeof window === 'undefined' ? undefined : languageOfPath(window.location.pathname));
  return (
    <html lang={language} dir={languageDirection(language)}>
      <body>
        <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
          <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
            500
          </p>
          <h1 className="text-2xl font-semibold">{text.message}</h1>
          <a href={inLanguage(language, '/')} className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white">
            {text.home}
          </a>
        </main>
      </body>
    </html>
  );
}
