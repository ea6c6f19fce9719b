/**
 * The formats of our order numbers and of the test checkout's ids: one generator and one pattern
 * each, for the API (which makes them and checks path parameters) and the web (which checks the
 * ids it reads from URLs). No zod here: pages import this.
 */

/** Upper-case hex of `bytes` random bytes (Web Crypto: the same in Node and browsers). */
function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** Our order number: 'KV' and 20 upper-case hex digits (80 random bits: unguessable, so not probed). */
export const ORDER_NO_PATTERN = /^KV[0-9A-F]{20}$/;
export const ORDER_NO_EXAMPLE = 'KV0123456789ABCDEF0123';

export function newOrderNo(): string {
  return `KV${randomHex(10)}`;
}

export function isOrderNo(value: string | undefined): value is string {
  return value !== undefined && ORDER_NO_PATTERN.test(value);
}

/**
 * A refund request's reference number, quoted in its acknowledgement and in My account: 'RF' and
 * 16 upper-case hex digits (64 random bits, so references are not guessed).
 */
export const REFUND_REFERENCE_PATTERN = /^RF[0-9A-F]{16}$/;
export const REFUND_REFERENCE_EXAMPLE = 'RF7C2E9A41B05D38F6';

export function newRefundReference(): string {
  return `RF${randomHex(8)}`;
}

/**
 * The test checkout's ids, PayPal's look-alikes: its orders (the approve page's path), its
 * captures and its notifications, each a prefix and 24 upper-case hex digits.
 */
export const SANDBOX_ID_PREFIXES = { order: 'SBX-', capture: 'SBXCAP-', notification: 'WH-SBX-' } as const;
export const SANDBOX_ORDER_ID_PATTERN = /^SBX-[0-9A-F]{24}$/;
export const SANDBOX_ORDER_ID_EXAMPLE = 'SBX-0123456789ABCDEF01234567';

export function newSandboxId(kind: keyof typeof SANDBOX_ID_PREFIXES): string {
  return `${SANDBOX_ID_PREFIXES[kind]}${randomHex(12)}`;
}

export function isSandboxOrderId(value: string): boolean {
  return SANDBOX_ORDER_ID_PATTERN.test(value);
}
