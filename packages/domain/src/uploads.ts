/**
 * The one file upload of the API, the official receipt of a refund request (docs/product.md §3, §5;
 * docs/decisions/018-uploads.md): its size limit, the types it may be, how the type is told from the
 * content (never from the name or the declared type, which the client chooses), and the body limit
 * of the upload route, which the API and the website's server (which forwards it) both apply.
 * No zod here: the website's server and forms import this.
 */
import { MAX_REQUEST_BODY_BYTES } from './constants';

/** Largest official receipt: 5 MiB, room for a phone photo or a scanned PDF. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** The receipt types accepted, with the media type they are stored and mailed as. */
export const RECEIPT_TYPES = Object.freeze({
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const);
export type ReceiptType = keyof typeof RECEIPT_TYPES;

/** How many leading bytes `receiptTypeOf` needs (the longest signature, WebP's, ends at byte 12). */
export const RECEIPT_SNIFF_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * The type of a receipt from its first bytes (its "magic number"), or undefined for anything else:
 * an HTML page, an SVG (which can carry script) or a program renamed `.png` is refused whatever
 * its name says. The signatures must start at byte 0 (a PDF with junk before `%PDF-` is refused).
 */
export function receiptTypeOf(head: Uint8Array): ReceiptType | undefined {
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'webp';
  if (startsWith(head, PDF)) return 'pdf';
  return undefined;
}

/** The refund request upload's path (ENDPOINTS.refundRequest). */
export const REFUND_REQUEST_PATH = '/api/mms/support/v1/web/refund_requests';

/**
 * Room for the refund form's text fields around the file: a 5000-character reason (up to 4 bytes a
 * character in UTF-8), the other fields, a captcha and the multipart framing.
 */
const UPLOAD_FORM_ROOM_BYTES = 64 * 1024;

/** The body limit of the upload route: the file limit plus the form's room. */
export const REFUND_UPLOAD_MAX_BODY_BYTES = RECEIPT_MAX_BYTES + UPLOAD_FORM_ROOM_BYTES;

// The captcha-protected variants reach the same route (docs/product.md §7).
const UPLOAD_PATHS = new Set([
  REFUND_REQUEST_PATH,
  ...['r2', 'r3'].map((v) => REFUND_REQUEST_PATH.replace('/api/mms/', `/ws/mm/reca/${v}/`)),
]);

/**
 * The body limit of a request: the upload limit for a multipart POST to the upload route, 1 MiB
 * for everything else (a JSON body sent to the upload route included).
 */
export function requestBodyLimit(method: string, pathname: string, contentType: string | undefined): number {
  const multipart = contentType?.trim().toLowerCase().startsWith('multipart/form-data') ?? false;
  return method.toUpperCase() === 'POST' && multipart && UPLOAD_PATHS.has(pathname) ? REFUND_UPLOAD_MAX_BODY_BYTES : MAX_REQUEST_BODY_BYTES;
}
