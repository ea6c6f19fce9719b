'use client';
/**
 * The API client as the browser uses it: wired to the feedback host, the session
 * and the window location. Import `api` from here in client components.
 */
import { DEFAULT_LANGUAGE, inLanguage, languageOfPath } from '@kestrel/domain/languages';
import { API_BASE_URL } from '../env';
import { clearToken, getToken } from '../session';
import { createApiClient } from './client';
import { askLogout, showToast } from './feedback';

/** The language of the current page, read from the URL prefix. */
export function currentLanguage(): string {
  return languageOfPath(window.location.pathname) ?? DEFAULT_LANGUAGE;
}

/** Set by the feedback host from the catalog, so the default message is localized. */
let genericMessage = 'Error';
export function setGenericErrorMessage(message: string): void {
  genericMessage = message;
}

export const api = createApiClient({
  baseUrl: API_BASE_URL,
  language: currentLanguage,
  session: { getToken, clearToken },
  ui: { showError: showToast, confirmLogout: askLogout, genericError: () => genericMessage },
  location: {
    pathname: () => window.location.pathname,
    loginPath: () => inLanguage(currentLanguage(), '/login'),
    assign: (path) => window.location.assign(path),
    reload: () => window.location.reload(),
  },
});
