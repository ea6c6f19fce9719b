import { ENDPOINTS, LANGUAGE_CODES } from '@kestrel/domain';
import { lookup, NAMESPACES, type Messages } from '@kestrel/i18n';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf } from '../../test/api-bodies';
import { testAppOfFile } from '../../test/test-db';

const t = await testAppOfFile();

/** The status, the headers and the body, unread: a test reads it with dataOf or compares it whole. */
async function l10n(query: string): Promise<{ status: number; headers: Headers; body: unknown }> {
  const res = await t.app.request(`${ENDPOINTS.l10n.path}${query}`);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** A catalog namespace: nested objects of strings. */
const NamespaceSchema: z.ZodType<Messages> = z.lazy(() => z.record(z.string(), z.union([z.string(), NamespaceSchema])));

/**
 * The messages of `namespace` in an answer. The endpoint's schema leaves what a namespace holds
 * open (the domain does not know the catalogs), so the catalogs' shape is checked here.
 */
const namespaceOf = (body: unknown, namespace: string): Messages =>
  NamespaceSchema.parse(dataOf(ENDPOINTS.l10n, body).messages[namespace] ?? {});

describe('GET /l10n', () => {
  it('answers one namespace, named by prefix, in the envelope', async () => {
    const { status, body, headers } = await l10n('?language=en&prefix=common&path=/');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: 'success' });
    const data = dataOf(ENDPOINTS.l10n, body);
    expect(data.language).toBe('en');
    expect(Object.keys(data.messages)).toEqual(['common']);
    expect(lookup(namespaceOf(body, 'common'), 'close')).toBe('Close');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers German text for language=de, not the English text of the same key', async () => {
    const en = namespaceOf((await l10n('?language=en&prefix=common')).body, 'common');
    const de = namespaceOf((await l10n('?language=de&prefix=common')).body, 'common');
    expect(lookup(de, 'close')).toBeTruthy();
    expect(lookup(de, 'close')).not.toBe(lookup(en, 'close'));
    expect(lookup(de, 'bestValue')).not.toBe(lookup(en, 'bestValue'));
  });

  it('localizes the errors namespace too', async () => {
    const en = namespaceOf((await l10n('?language=en&prefix=errors')).body, 'errors');
    const de = namespaceOf((await l10n('?language=de&prefix=errors')).body, 'errors');
    expect(lookup(en, 'validation.enterEmail')).toBe('Please Enter Email');
    expect(lookup(de, 'validation.enterEmail')).toBeTruthy();
    expect(lookup(de, 'validation.enterEmail')).not.toBe('Please Enter Email');
  });

  it('answers English when language is absent', async () => {
    const { status, body } = await l10n('?prefix=common');
    expect(status).toBe(200);
    expect(dataOf(ENDPOINTS.l10n, body).language).toBe('en');
    expect(lookup(namespaceOf(body, 'common'), 'close')).toBe('Close');
  });

  it('answers every namespace when prefix is absent', async () => {
    const { status, body } = await l10n('?language=en');
    expect(status).toBe(200);
    expect(Object.keys(dataOf(ENDPOINTS.l10n, body).messages)).toEqual([...NAMESPACES]);
  });

  it('rejects an unknown language with a clear 400', async () => {
    for (const language of ['xx', 'EN', 'de-DE', '']) {
      const { status, body } = await l10n(`?language=${encodeURIComponent(language)}&prefix=common`);
      expect(status).toBe(400);
      expect(body).toEqual({
        code: 400,
        message: `Invalid request: language: must be one of ${LANGUAGE_CODES.join(', ')}`,
        field: 'language',
      });
    }
  });

  it('rejects an unknown namespace', async () => {
    const { status, body } = await l10n('?language=en&prefix=nope');
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: `Invalid request: prefix: must be one of ${NAMESPACES.join(', ')}`, field: 'prefix' });
  });

  it('rejects a path that is not a path', async () => {
    const { status, body } = await l10n('?language=en&prefix=common&path=http://evil.example');
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Invalid request: path: must start with "/"', field: 'path' });
  });
});
