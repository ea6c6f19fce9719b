import { describe, expect, it } from 'vitest';
import {
  captureFact,
  captureStatusOfEvent,
  decideOrder,
  ORDER_EVENTS,
  PROVIDER_FACTS,
  providerOrderFact,
  type OrderDecision,
} from './order-transitions';
import { ORDER_STATUSES } from './payments';

/** One decision in the table's words (see the legend of MACHINE). */
function outcome(decision: OrderDecision): string {
  if (decision.do === 'nothing') return decision.alert ? `· !${decision.alert}` : '·';
  if (decision.do === 'ask') return `?${decision.ask}`;
  const { move, alert } = decision;
  const reason = move.failureReason === undefined ? '' : move.failureReason === null ? ' ()' : ` (${move.failureReason})`;
  return `→${move.status}${move.recordsCapture ? ' #' : ''}${reason}${move.effect ? ` +${move.effect}` : ''}${alert ? ` !${alert}` : ''}`;
}

/**
 * The machine as `decideOrder` answers it, one line per fact × event: the one outcome of that
 * line, and under each order status whether it happens there (x), nothing happens (·), or
 * nothing but that outcome's alert (!).
 */
function machine(): string {
  const lines = [`${'fact'.padEnd(17)}${'event'.padEnd(10)}${'outcome'.padEnd(44)}${ORDER_STATUSES.join(' ')}`];
  for (const fact of PROVIDER_FACTS) {
    for (const event of ORDER_EVENTS) {
      const cells = ORDER_STATUSES.map((status) => outcome(decideOrder(status, fact, event)));
      const alertOnly = (cell: string) => cell.startsWith('· !');
      const moves = [...new Set(cells.filter((cell) => cell !== '·' && !alertOnly(cell)))];
      const alerts = [...new Set(cells.filter(alertOnly))];
      const main = moves.length > 0 ? moves : alerts;
      // One outcome per line (besides alerts alone), or the line says so (and the comparison below fails).
      const shown = main.length > 1 || alerts.length > 1 ? `MORE THAN ONE: ${[...moves, ...alerts].join(' / ')}` : (main[0] ?? '·');
      const mark = (cell: string) => (cell === '·' ? '·' : cell === shown ? 'x' : '!');
      const marks = ORDER_STATUSES.map((status, i) => mark(cells[i]!).padEnd(status.length + 1)).join('');
      lines.push(`${fact.padEnd(17)}${event.padEnd(10)}${shown.padEnd(44)}${marks}`.trimEnd());
    }
  }
  return lines.join('\n');
}

/*
 * Legend. ·: nothing happens. ?capture, ?read, ?read_capture: ask the provider (capture the
 * order; read its order; read its order for the capture it must have) and decide again with the
 * answer. →status: the order moves there; #: the capture's id is recorded on it; (reason): its
 * failure_reason is set, (): cleared; +grant: the order's time is added to the account's;
 * +revoke: the time it added is taken back; !alert: logged for a person to look at (a ! mark:
 * the order does not move there, the alert alone is logged).
 */
const MACHINE = `
fact             event     outcome                                     created approved paid completed cancelled failed refunded
unasked          create    ·                                           ·       ·        ·    ·         ·         ·      ·
unasked          capture   ?capture                                    x       x        ·    ·         ·         ·      ·
unasked          cancel    →cancelled (buyer)                          x       x        ·    ·         ·         ·      ·
unasked          poll      ?read                                       x       x        x    ·         ·         ·      ·
unasked          notify    ?read                                       x       x        x    ·         ·         ·      ·
unasked          reconcile ?read                                       x       x        x    ·         ·         ·      ·
not_at_provider  create    →failed (create)                            x       x        ·    ·         ·         ·      ·
not_at_provider  capture   ·                                           ·       ·        ·    ·         ·         ·      ·
not_at_provider  cancel    →cancelled (buyer)                          x       x        ·    ·         ·         ·      ·
not_at_provider  poll      ·                                           ·       ·        ·    ·         ·         ·      ·
not_at_provider  notify    ·                                           ·       ·        ·    ·         ·         ·      ·
not_at_provider  reconcile →failed (never_reached_provider)            x       x        ·    ·         ·         ·      ·
waiting          create    ·                                           ·       ·        ·    ·         ·         ·      ·
waiting          capture   ·                                           ·       ·        ·    ·         ·         ·      ·
waiting          cancel    ·                                           ·       ·        ·    ·         ·         ·      ·
waiting          poll      ·                                           ·       ·        ·    ·         ·         ·      ·
waiting          notify    ·                                           ·       ·        ·    ·         ·         ·      ·
waiting          reconcile ·                                           ·       ·        ·    ·         ·         ·      ·
expired          create    ·                                           ·       ·        ·    ·         ·         ·      ·
expired          capture   ·                                           ·       ·        ·    ·         ·         ·      ·
expired          cancel    ·                                           ·       ·        ·    ·         ·         ·      ·
expired          poll      ·                                           ·       ·        ·    ·         ·         ·      ·
expired          notify    ·                                           ·       ·        ·    ·         ·         ·      ·
expired          reconcile →cancelled (abandoned)                      x       ·        ·    ·         ·         ·      ·
approved         create    ?capture                                    x       x        ·    ·         ·         ·      ·
approved         capture   ?capture                                    x       x        ·    ·         ·         ·      ·
approved         cancel    ?capture                                    x       x        ·    ·         ·         ·      ·
approved         poll      ?capture                                    x       x        ·    ·         ·         ·      ·
approved         notify    ?capture                                    x       x        ·    ·         ·         ·      ·
approved         reconcile ?capture                                    x       x        ·    ·         ·         ·      ·
voided           create    →cancelled (voided)                         x       x        ·    ·         ·         ·      ·
voided           capture   →cancelled (voided)                         x       x        ·    ·         ·         ·      ·
voided           cancel    →cancelled (voided)                         x       x        ·    ·         ·         ·      ·
voided           poll      →cancelled (voided)                         x       x        ·    ·         ·         ·      ·
voided           notify    →cancelled (voided)                         x       x        ·    ·         ·         ·      ·
voided           reconcile →cancelled (voided)                         x       x        ·    ·         ·         ·      ·
capture_refused  create    →failed (declined)                          x       x        ·    ·         ·         ·      ·
capture_refused  capture   →failed (declined)                          x       x        ·    ·         ·         ·      ·
capture_refused  cancel    →failed (declined)                          x       x        ·    ·         ·         ·      ·
capture_refused  poll      →failed (declined)                          x       x        ·    ·         ·         ·      ·
capture_refused  notify    →failed (declined)                          x       x        ·    ·         ·         ·      ·
capture_refused  reconcile →failed (declined)                          x       x        ·    ·         ·         ·      ·
already_captured create    ?read_capture                               x       x        ·    ·         ·         ·      ·
already_captured capture   ?read_capture                               x       x        ·    ·         ·         ·      ·
already_captured cancel    ?read_capture                               x       x        ·    ·         ·         ·      ·
already_captured poll      ?read_capture                               x       x        ·    ·         ·         ·      ·
already_captured notify    ?read_capture                               x       x        ·    ·         ·         ·      ·
already_captured reconcile ?read_capture                               x       x        ·    ·         ·         ·      ·
completed        create    →completed # () +grant                      x       x        x    ·         x         x      ·
completed        capture   →completed # () +grant                      x       x        x    ·         x         x      ·
completed        cancel    →completed # () +grant                      x       x        x    ·         x         x      ·
completed        poll      →completed # () +grant                      x       x        x    ·         x         x      ·
completed        notify    →completed # () +grant                      x       x        x    ·         x         x      ·
completed        reconcile →completed # () +grant                      x       x        x    ·         x         x      ·
pending          create    →paid #                                     x       x        ·    ·         ·         ·      ·
pending          capture   →paid #                                     x       x        ·    ·         ·         ·      ·
pending          cancel    →paid #                                     x       x        ·    ·         ·         ·      ·
pending          poll      →paid #                                     x       x        ·    ·         ·         ·      ·
pending          notify    →paid #                                     x       x        ·    ·         ·         ·      ·
pending          reconcile →paid #                                     x       x        ·    ·         ·         ·      ·
declined         create    →failed # (declined)                        x       x        x    ·         ·         ·      ·
declined         capture   →failed # (declined)                        x       x        x    ·         ·         ·      ·
declined         cancel    →failed # (declined)                        x       x        x    ·         ·         ·      ·
declined         poll      →failed # (declined)                        x       x        x    ·         ·         ·      ·
declined         notify    →failed # (declined)                        x       x        x    ·         ·         ·      ·
declined         reconcile →failed # (declined)                        x       x        x    ·         ·         ·      ·
refunded         create    →refunded +revoke                           ·       ·        ·    x         ·         ·      ·
refunded         capture   →refunded +revoke                           ·       ·        ·    x         ·         ·      ·
refunded         cancel    →refunded +revoke                           ·       ·        ·    x         ·         ·      ·
refunded         poll      →refunded +revoke                           ·       ·        ·    x         ·         ·      ·
refunded         notify    →refunded +revoke                           ·       ·        ·    x         ·         ·      ·
refunded         reconcile →refunded +revoke                           ·       ·        ·    x         ·         ·      ·
other_capture    create    · !other_capture                            x       x        x    x         x         x      x
other_capture    capture   · !other_capture                            x       x        x    x         x         x      x
other_capture    cancel    · !other_capture                            x       x        x    x         x         x      x
other_capture    poll      · !other_capture                            x       x        x    x         x         x      x
other_capture    notify    · !other_capture                            x       x        x    x         x         x      x
other_capture    reconcile · !other_capture                            x       x        x    x         x         x      x
wrong_amount     create    →paid # (amount_mismatch) !wrong_amount     x       x        x    !         x         x      !
wrong_amount     capture   →paid # (amount_mismatch) !wrong_amount     x       x        x    !         x         x      !
wrong_amount     cancel    →paid # (amount_mismatch) !wrong_amount     x       x        x    !         x         x      !
wrong_amount     poll      →paid # (amount_mismatch) !wrong_amount     x       x        x    !         x         x      !
wrong_amount     notify    →paid # (amount_mismatch) !wrong_amount     x       x        x    !         x         x      !
wrong_amount     reconcile →paid # (amount_mismatch) !wrong_amount     x       x        x    !         x         x      !
`.trim();

describe('the order state machine (every status × provider fact × event)', () => {
  it('is this table', () => {
    expect(machine()).toBe(MACHINE);
  });

  it('records what the provider says the same way whatever the event; only "unasked", "not_at_provider" and "expired" depend on it', () => {
    const eventFree = PROVIDER_FACTS.filter((fact) => !['unasked', 'not_at_provider', 'expired'].includes(fact));
    for (const fact of eventFree) {
      for (const status of ORDER_STATUSES) {
        const answers = new Set(ORDER_EVENTS.map((event) => outcome(decideOrder(status, fact, event))));
        expect(answers.size, `${status} × ${fact}`).toBe(1);
      }
    }
  });
});

describe('captureFact', () => {
  const order = { captureId: null, amountMinor: 9999, currency: 'USD' };
  const capture = { id: 'CAP1', status: 'COMPLETED' as const, amountMinor: 9999, currency: 'USD' };

  it('names the capture’s state when it is the order’s capture of the order’s amount', () => {
    expect(captureFact(order, capture)).toBe('completed');
    expect(captureFact({ ...order, captureId: 'CAP1' }, capture)).toBe('completed');
    expect(captureFact(order, { ...capture, status: 'PENDING' })).toBe('pending');
    expect(captureFact(order, { ...capture, status: 'DECLINED' })).toBe('declined');
    expect(captureFact(order, { ...capture, status: 'FAILED' })).toBe('declined');
  });

  it('reports a second capture before a wrong amount', () => {
    expect(captureFact({ ...order, captureId: 'CAP0' }, capture)).toBe('other_capture');
    expect(captureFact({ ...order, captureId: 'CAP0' }, { ...capture, amountMinor: 1 })).toBe('other_capture');
    expect(captureFact(order, { ...capture, amountMinor: 9998 })).toBe('wrong_amount');
    expect(captureFact(order, { ...capture, currency: 'EUR' })).toBe('wrong_amount');
    expect(captureFact(order, { ...capture, status: 'PENDING', amountMinor: 1 })).toBe('wrong_amount');
  });

  it('takes a refund as it comes: it names the refunded capture and may be partial', () => {
    expect(captureFact({ ...order, captureId: 'CAP0' }, { ...capture, status: 'REFUNDED', amountMinor: 1 })).toBe('refunded');
    expect(captureFact(order, { ...capture, status: 'PARTIALLY_REFUNDED' })).toBe('refunded');
  });
});

describe('providerOrderFact', () => {
  it('reads the provider’s order status; an order still waiting past its link’s life is expired', () => {
    expect(providerOrderFact('APPROVED', true)).toBe('approved');
    expect(providerOrderFact('VOIDED', true)).toBe('voided');
    for (const status of ['CREATED', 'SAVED', 'PAYER_ACTION_REQUIRED', 'COMPLETED'] as const) {
      expect(providerOrderFact(status, false)).toBe('waiting');
      expect(providerOrderFact(status, true)).toBe('expired');
    }
  });
});

describe('captureStatusOfEvent', () => {
  it('maps PAYMENT.CAPTURE.* notifications to the capture state they report', () => {
    const types = ['COMPLETED', 'PENDING', 'DENIED', 'DECLINED', 'REFUNDED', 'REVERSED', 'SOMETHING'].map(
      (name) => `PAYMENT.CAPTURE.${name}`,
    );
    expect(Object.fromEntries(types.map((type) => [type.slice('PAYMENT.CAPTURE.'.length), captureStatusOfEvent(type)]))).toEqual({
      COMPLETED: 'COMPLETED',
      PENDING: 'PENDING',
      DENIED: 'DECLINED',
      DECLINED: 'DECLINED',
      REFUNDED: 'REFUNDED',
      REVERSED: 'REFUNDED',
      SOMETHING: undefined,
    });
    for (const other of ['CHECKOUT.ORDER.APPROVED', 'toString', '']) expect(captureStatusOfEvent(other)).toBeUndefined();
  });
});
