import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BlogKeyError,
  decodeBlogKey,
  encodeBlogKey,
  isShortPath,
  safeDecodeBlogKey,
  type BlogKeyErrorReason,
  type BlogPostSource,
} from './blog-key';

function reasonOf(run: () => unknown): BlogKeyErrorReason | 'no error' | 'other error' {
  try {
    run();
    return 'no error';
  } catch (error) {
    return error instanceof BlogKeyError ? error.reason : 'other error';
  }
}

describe('encodeBlogKey (docs/product.md §2)', () => {
  it('marks a WordPress post and keeps its short path', () => {
    expect(encodeBlogKey({ id: 7, isWP: true, short_path: 'how-to-stream' })).toBe('wp~how-to-stream');
  });

  it('uses a normal post short path as is', () => {
    expect(encodeBlogKey({ id: 7, isWP: false, short_path: 'what-is-a-vpn' })).toBe('what-is-a-vpn');
  });

  it('falls back to the id without a short path', () => {
    expect(encodeBlogKey({ id: 123, isWP: false })).toBe('id~123');
    expect(encodeBlogKey({ id: 123, isWP: false, short_path: '' })).toBe('id~123');
    expect(encodeBlogKey({ id: 123, isWP: true, short_path: null })).toBe('id~123');
  });

  it.each<[BlogPostSource, BlogKeyErrorReason]>([
    [{ id: 1, isWP: false, short_path: 'How-To' }, 'short_path'],
    [{ id: 1, isWP: true, short_path: 'a/b' }, 'short_path'],
    [{ id: 1, isWP: false, short_path: 'wp~x' }, 'short_path'],
    [{ id: 1, isWP: false, short_path: 'double--dash' }, 'short_path'],
    [{ id: 1, isWP: false, short_path: '-leading' }, 'short_path'],
    [{ id: 1, isWP: false, short_path: 'x'.repeat(201) }, 'short_path'],
    [{ isWP: false }, 'unencodable'],
    [{ id: 0, isWP: false }, 'unencodable'],
    [{ id: 1.5, isWP: false }, 'unencodable'],
    [{ id: -3, isWP: false, short_path: '' }, 'unencodable'],
  ])('rejects %j with reason %s', (post, reason) => {
    expect(reasonOf(() => encodeBlogKey(post))).toBe(reason);
  });
});

describe('decodeBlogKey', () => {
  it('decodes each kind of key', () => {
    expect(decodeBlogKey('wp~how-to-stream')).toStrictEqual({ id: undefined, isWP: true, short_path: 'how-to-stream' });
    expect(decodeBlogKey('what-is-a-vpn')).toStrictEqual({ id: undefined, isWP: false, short_path: 'what-is-a-vpn' });
    expect(decodeBlogKey('id~123')).toStrictEqual({ id: 123, isWP: false, short_path: undefined });
    expect(decodeBlogKey('x'.repeat(200)).short_path).toHaveLength(200);
  });

  it('reads short paths that merely start like a marker as short paths', () => {
    expect(decodeBlogKey('wp-engine-review')).toEqual({ id: undefined, isWP: false, short_path: 'wp-engine-review' });
    expect(decodeBlogKey('id-theft')).toEqual({ id: undefined, isWP: false, short_path: 'id-theft' });
  });

  it.each<[string, BlogKeyErrorReason]>([
    ['', 'malformed'],
    ['How-To', 'malformed'],
    ['a b', 'malformed'],
    ['wp%7Ehow', 'malformed'],
    ['~how', 'malformed'],
    ['x'.repeat(201), 'malformed'],
    ['wp~', 'short_path'],
    ['wp~Bad', 'short_path'],
    ['wp~id~1', 'short_path'],
    ['id~', 'id'],
    ['id~0', 'id'],
    ['id~007', 'id'],
    ['id~-1', 'id'],
    ['id~1e3', 'id'],
    ['id~12a', 'id'],
    ['id~99999999999999999999', 'id'],
  ])('rejects %j with reason %s', (key, reason) => {
    expect(reasonOf(() => decodeBlogKey(key))).toBe(reason);
  });

  it('has a safe variant', () => {
    expect(safeDecodeBlogKey('id~5')).toEqual({ ok: true, value: { id: 5, isWP: false, short_path: undefined } });
    const bad = safeDecodeBlogKey(null);
    expect(bad.ok ? undefined : bad.error.reason).toBe('malformed');
  });
});

const slug = fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 5 }).map((words) => words.join('-'));
const post = fc.record({
  id: fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: undefined }),
  isWP: fc.boolean(),
  short_path: fc.option(slug, { nil: undefined }),
});

describe('blog key round trips (property)', () => {
  it('decode(encode(post)) keeps what the key carries', () => {
    fc.assert(
      fc.property(post, (p) => {
        fc.pre(p.short_path !== undefined || p.id !== undefined);
        const decoded = decodeBlogKey(encodeBlogKey(p));
        if (p.short_path === undefined) {
          expect(decoded).toStrictEqual({ id: p.id, isWP: false, short_path: undefined });
        } else {
          expect(decoded).toStrictEqual({ id: undefined, isWP: p.isWP, short_path: p.short_path });
        }
      }),
    );
  });

  it('encode(decode(key)) === key, and keys are URL-path safe', () => {
    fc.assert(
      fc.property(post, (p) => {
        fc.pre(p.short_path !== undefined || p.id !== undefined);
        const key = encodeBlogKey(p);
        expect(encodeBlogKey(decodeBlogKey(key))).toBe(key);
        expect(encodeURIComponent(key)).toBe(key);
      }),
    );
  });
});

describe('bad input (property)', () => {
  const alphabet = fc.constantFrom(...'wpid~-az09AZ /%.'.split(''));
  it('throws nothing but BlogKeyError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: alphabet, maxLength: 20 }), fc.string()), (key) => {
        const reason = reasonOf(() => decodeBlogKey(key));
        expect(reason).not.toBe('other error');
        if (reason === 'no error') expect(encodeBlogKey(decodeBlogKey(key))).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });

  it('safeDecodeBlogKey never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (input) => void safeDecodeBlogKey(input)));
  });

  it('only accepts lowercase slugs as short paths', () => {
    expect(isShortPath('a-1-b')).toBe(true);
    expect(isShortPath('a_b')).toBe(false);
    expect(isShortPath('')).toBe(false);
  });
});
