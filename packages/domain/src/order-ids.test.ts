import { describe, expect, it } from 'vitest';
import {
  isOrderNo,
  isSandboxOrderId,
  newOrderNo,
  newRefundReference,
  newSandboxId,
  ORDER_NO_EXAMPLE,
  ORDER_NO_PATTERN,
  REFUND_REFERENCE_EXAMPLE,
  REFUND_REFERENCE_PATTERN,
  SANDBOX_ORDER_ID_EXAMPLE,
  SANDBOX_ORDER_ID_PATTERN,
} from './order-ids';

describe('order numbers', () => {
  it('are generated in the format they are checked against, and differ', () => {
    const made = Array.from({ length: 50 }, newOrderNo);
    for (const orderNo of made) expect(orderNo).toMatch(/^KV[0-9A-F]{20}$/);
    expect(new Set(made).size).toBe(made.length);
    expect(ORDER_NO_PATTERN.test(ORDER_NO_EXAMPLE)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of [
      undefined,
      '',
      'KV',
      'kv0123456789abcdef0123',
      'KV0123456789ABCDEF012',
      'KV0123456789ABCDEF01234',
      `${ORDER_NO_EXAMPLE}\n`,
    ]) {
      expect(isOrderNo(bad)).toBe(false);
    }
    expect(isOrderNo(ORDER_NO_EXAMPLE)).toBe(true);
  });
});

describe('refund request references', () => {
  it('are RF and 16 hex digits, differ, and never pass for an order number', () => {
    const made = Array.from({ length: 50 }, newRefundReference);
    for (const reference of made) {
      expect(reference).toMatch(REFUND_REFERENCE_PATTERN);
      expect(isOrderNo(reference)).toBe(false);
    }
    expect(new Set(made).size).toBe(made.length);
    expect(REFUND_REFERENCE_PATTERN.test(REFUND_REFERENCE_EXAMPLE)).toBe(true);
  });
});

describe('test checkout ids', () => {
  it('carry their prefix and 24 hex digits; only order ids pass the order pattern', () => {
    expect(newSandboxId('order')).toMatch(SANDBOX_ORDER_ID_PATTERN);
    expect(newSandboxId('capture')).toMatch(/^SBXCAP-[0-9A-F]{24}$/);
    expect(newSandboxId('notification')).toMatch(/^WH-SBX-[0-9A-F]{24}$/);
    expect(isSandboxOrderId(SANDBOX_ORDER_ID_EXAMPLE)).toBe(true);
    expect(isSandboxOrderId(newSandboxId('capture'))).toBe(false);
    expect(isSandboxOrderId('SBX-0123')).toBe(false);
  });
});
