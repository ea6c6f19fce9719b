import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from './constants';
import {
  RECEIPT_MAX_BYTES,
  RECEIPT_SNIFF_BYTES,
  REFUND_REQUEST_PATH,
  REFUND_UPLOAD_MAX_BODY_BYTES,
  receiptTypeOf,
  requestBodyLimit,
} from './uploads';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

const PNG = bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n%');

describe('receiptTypeOf', () => {
  it('tells PNG, JPEG, WebP and PDF from their first bytes', () => {
    expect(receiptTypeOf(PNG)).toBe('png');
    expect(receiptTypeOf(JPEG)).toBe('jpeg');
    expect(receiptTypeOf(WEBP)).toBe('webp');
    expect(receiptTypeOf(PDF)).toBe('pdf');
    for (const head of [PNG, JPEG, WEBP, PDF]) expect(receiptTypeOf(head.slice(0, RECEIPT_SNIFF_BYTES))).toBeDefined();
  });

  it.each([
    ['an HTML page', bytes('<!doctype html><script>')],
    ['an SVG image (it can carry script)', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a Windows program', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0])],
    ['a GIF', bytes('GIF89a')],
    ['a RIFF file that is not WebP (a WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a PDF with text before its header', bytes(' %PDF-1.7')],
    ['a truncated PNG signature', PNG.slice(0, 7)],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_what, head) => {
    expect(receiptTypeOf(head)).toBeUndefined();
  });

  it('depends on the content only: what follows the signature never matters (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(PNG, JPEG, WEBP, PDF), fc.uint8Array({ maxLength: 64 }), (head, rest) => {
        expect(receiptTypeOf(new Uint8Array([...head, ...rest]))).toBe(receiptTypeOf(head));
      }),
    );
  });
});

describe('requestBodyLimit', () => {
  it('gives the refund upload the file limit plus room for its fields, only as a multipart POST', () => {
    expect(REFUND_UPLOAD_MAX_BODY_BYTES).toBeGreaterThan(RECEIPT_MAX_BYTES);
    expect(REFUND_UPLOAD_MAX_BODY_BYTES - RECEIPT_MAX_BYTES).toBeLessThanOrEqual(64 * 1024);
    const multipart = 'multipart/form-data; boundary=----x';
    expect(requestBodyLimit('POST', REFUND_REQUEST_PATH, multipart)).toBe(REFUND_UPLOAD_MAX_BODY_BYTES);
    expect(requestBodyLimit('post', REFUND_REQUEST_PATH, 'Multipart/Form-Data; boundary=x')).toBe(REFUND_UPLOAD_MAX_BODY_BYTES);
    // Its captcha-protected variants are the same route (docs/product.md §7).
    expect(requestBodyLimit('POST', '/ws/mm/reca/r2/support/v1/web/refund_requests', multipart)).toBe(REFUND_UPLOAD_MAX_BODY_BYTES);
    expect(requestBodyLimit('POST', '/ws/mm/reca/r3/support/v1/web/refund_requests', multipart)).toBe(REFUND_UPLOAD_MAX_BODY_BYTES);
  });

  it('keeps 1 MiB for everything else', () => {
    expect(requestBodyLimit('POST', REFUND_REQUEST_PATH, 'application/json')).toBe(MAX_REQUEST_BODY_BYTES);
    expect(requestBodyLimit('POST', REFUND_REQUEST_PATH, undefined)).toBe(MAX_REQUEST_BODY_BYTES);
    expect(requestBodyLimit('GET', REFUND_REQUEST_PATH, 'multipart/form-data; boundary=x')).toBe(MAX_REQUEST_BODY_BYTES);
    expect(requestBodyLimit('POST', '/api/mms/support/v1/web/contact', 'multipart/form-data; boundary=x')).toBe(MAX_REQUEST_BODY_BYTES);
    expect(requestBodyLimit('POST', `${REFUND_REQUEST_PATH}/x`, 'multipart/form-data; boundary=x')).toBe(MAX_REQUEST_BODY_BYTES);
  });
});
