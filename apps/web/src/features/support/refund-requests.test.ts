import { describe, expect, it } from 'vitest';
import type { Subscription } from '@kestrel/domain';
import { lastPaidOrderNo } from './refund-requests';

type Payment = Subscription['history'][number];

const payment = (
  order_no: string,
  created_at: string,
  status: Payment['status'] = 'success',
  source: Payment['source'] = 'website',
): Payment => ({
  order_no,
  product_id: 'y1',
  amount: 4999,
  currency: 'USD',
  status,
  created_at,
  source,
  test_mode: false,
});

describe('the order number a signed-in refund request starts with', () => {
  it('is the latest website payment that took money, whatever the order of the history', () => {
    const history = [
      payment('KV00000000000000000001', '2026-01-01T00:00:00.000Z'),
      payment('KV00000000000000000003', '2026-03-01T00:00:00.000Z', 'paid'),
      payment('KV00000000000000000002', '2026-02-01T00:00:00.000Z'),
    ];
    expect(lastPaidOrderNo(history)).toBe('KV00000000000000000003');
  });

  it('skips failed payments and purchases made in a store', () => {
    const history = [
      payment('KV00000000000000000001', '2026-01-01T00:00:00.000Z', 'refunded'),
      payment('KV00000000000000000002', '2026-02-01T00:00:00.000Z', 'failed'),
      payment('GPA.1234', '2026-03-01T00:00:00.000Z', 'success', 'google_play'),
    ];
    expect(lastPaidOrderNo(history)).toBe('KV00000000000000000001');
  });

  it('is none without a payment', () => {
    expect(lastPaidOrderNo([])).toBeUndefined();
    expect(lastPaidOrderNo([payment('KV00000000000000000002', '2026-02-01T00:00:00.000Z', 'failed')])).toBeUndefined();
  });
});
