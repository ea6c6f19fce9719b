import { LANGUAGE_CODES } from '@kestrel/domain';
import { lookup, NAMESPACES, type Messages } from '@kestrel/i18n';
import { describe, expect, it } from 'vitest';
import { testAppOfFile } from '../../test/test-db';


const t = await testAppOfFile();

interface L10nBody {
  code: number;
  message: string;
  data: { language: string; messages: Record<string, Messages> };
}

async function l10n(query: string) {
  const res = await t.app.request(`/l10n${query}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as L10nBody };
}

describe('GET /l10n', () => {
  it('answers one namespace, named by prefix, in the envelope', async () => {
    const { status, body, headers } = await l10n('?language=en&prefix=common&path=/');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.message).toBe('success');
    expect(body.data.language).toBe('en');
    expect(Object.keys(body.data.messages)).toEqual(['common']);
    expect(lookup(body.data.messages.common ?? {}, 'close')).toBe('Close');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers German text for language=de, not the English text of the same key', async () => {
    const en = (await l10n('?language=en&prefix=common')).body.data.messages.common ?? {};
    const de = (await l10n('?language=de&prefix=common')).body.data.messages.common ?? {};
    expect(lookup(de, 'close')).toBeTruthy();
    expect(lookup(de, 'close')).not.toBe(lookup(en, 'close'));
    expect(lookup(de, 'bestValue')).not.toBe(lookup(en, 'bestValue'));
  });

  it('localizes the errors namespace too', async () => {
    const en = (await l10n('?language=en&prefix=errors')).body.data.messages.errors ?? {};
    const de = (await l10n('?language=de&prefix=errors')).body.data.messages.errors ?? {};
    expect(lookup(en, 'validation.enterEmail')).toBe('Please Enter Email');
    expect(lookup(de, 'validation.enterEmail')).toBeTruthy();
    expect(lookup(de, 'validation.enterEmail')).not.toBe('Please Enter Email');
  });

  it('answers English when language is absent', async () => {
    const { status, body } = await l10n('?prefix=common');
    expect(status).toBe(200);
    expect(body.data.language).toBe('en');
    expect(lookup(body.data.messages.common ?? {}, 'close')).toBe('Close');
  });

  it('answers every namespace when prefix is absent', async () => {
    const { status, body } = await l10n('?language=en');
    expect(status).toBe(200);
    expect(Object.keys(body.data.messages)).toEqual([...NAMESPACES]);
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
