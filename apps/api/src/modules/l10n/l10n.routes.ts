import { z } from '@hono/zod-openapi';
import { DEFAULT_LANGUAGE, ENDPOINTS, LANGUAGE_CODES } from '@kestrel/domain';
import { NAMESPACES } from '@kestrel/i18n';
import { validationErrorBody } from '../../lib/errors';
import { errorResponse, ok } from '../../lib/response';
import { routeOf } from '../../lib/route-of';
import { createRouter } from '../../lib/router';
import { localizedMessages } from './l10n.service';

// The query is declared here, not in the endpoint table: its namespaces are the catalog package's.
const L10nQuerySchema = z.object({
  language: z
    .enum(LANGUAGE_CODES, { error: `must be one of ${LANGUAGE_CODES.join(', ')}` })
    .default(DEFAULT_LANGUAGE)
    .openapi({ description: 'Language code; English when absent', example: 'de' }),
  prefix: z
    .enum(NAMESPACES, { error: `must be one of ${NAMESPACES.join(', ')}` })
    .optional()
    .openapi({ description: 'Catalog namespace to answer; every namespace when absent', example: 'home' }),
  path: z
    .string()
    .max(2048, 'must be at most 2048 characters')
    .regex(/^\//, 'must start with "/"')
    .optional()
    .openapi({ description: 'Page path the text is for (recorded in the log; the namespace is chosen by prefix)', example: '/' }),
});

/** The answer to a language that is not one of the 16, as the validation hook words it. */
const unknownLanguage = L10nQuerySchema.safeParse({ language: 'xx' });

const l10n = routeOf(ENDPOINTS.l10n, {
  tags: ['l10n'],
  summary: 'Localized text for the web and the apps',
  request: { query: L10nQuerySchema },
  success: {
    description: 'The messages of the language',
    example: { language: 'de', messages: { fatal: { error: 'Fehler', retry: 'Erneut versuchen' } } },
  },
  failures: {
    400: errorResponse(
      'Unknown language or namespace',
      unknownLanguage.error ? { unknownLanguage: validationErrorBody(unknownLanguage.error, 'query') } : {},
    ),
  },
});

// Catalogs change only with a deploy; five minutes keeps edits visible soon after one.
const CACHE_CONTROL = 'public, max-age=300';

export function l10nRoutes() {
  return createRouter().openapi(l10n, (c) => {
    const { language, prefix, path } = c.req.valid('query');
    c.get('logger').debug({ language, prefix: prefix ?? null, pagePath: path ?? null }, 'l10n requested');
    const messages = localizedMessages(language, prefix);
    c.header('Cache-Control', CACHE_CONTROL);
    return ok(c, { language, messages });
  });
}
