// No zod here (see interval.ts); ProductIdSchema lives in plans.ts.
import { INTERVAL_UNITS, intervalLetter, type IntervalLetter, type IntervalUnit } from './interval';

/**
 * A parsed product id (docs/product.md §3), e.g. `v2.kestrel.vpn.premium.web.24m.off65.add1m.try7d`.
 * The derived fields carry the product rules' names; an absent option is `off: 0` or `undefined` count/unit.
 */
export interface ProductId {
  readonly brand: string;
  readonly product: string;
  readonly tier: string;
  readonly channel: string;
  /** Billing interval count, 1-999. */
  readonly interval: number;
  readonly intervalUnit: IntervalUnit;
  /** Discount percent 1-99, or 0 when the id has no `off` part. */
  readonly off: number;
  readonly addCount: number | undefined;
  readonly addUnit: IntervalUnit | undefined;
  readonly tryCount: number | undefined;
  readonly tryUnit: IntervalUnit | undefined;
}

export type ProductIdErrorReason = 'type' | 'length' | 'prefix' | 'parts' | 'segment' | 'interval' | 'option' | 'duplicate';

/** The only error `parseProductId` and `formatProductId` throw. */
export class ProductIdError extends Error {
  override readonly name = 'ProductIdError';
  constructor(
    readonly reason: ProductIdErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export type ProductIdResult = { ok: true; value: ProductId } | { ok: false; error: ProductIdError };

export const PRODUCT_ID_PREFIX = 'v2';
// Ids travel in URLs, logs and database columns; a bound keeps hostile input cheap.
export const PRODUCT_ID_MAX_LENGTH = 200;
export const MAX_INTERVAL_COUNT = 999;

const SEGMENT = /^[a-z0-9_-]+$/;
// No leading zeros: every id then has one spelling, so format(parse(id)) === id.
const COUNT = '([1-9][0-9]{0,2})';
const UNIT = '([dwmy])';
const INTERVAL = new RegExp(`^${COUNT}${UNIT}$`);
const OFF = /^off([1-9][0-9]?)$/;
const ADD = new RegExp(`^add${COUNT}${UNIT}$`);
const TRY = new RegExp(`^try${COUNT}${UNIT}$`);

const SEGMENT_NAMES = ['brand', 'product', 'tier', 'channel'] as const;

function assertSegments(segments: Pick<ProductId, (typeof SEGMENT_NAMES)[number]>): void {
  for (const name of SEGMENT_NAMES) {
    const segment: unknown = segments[name];
    if (typeof segment !== 'string' || !SEGMENT.test(segment)) {
      throw new ProductIdError('segment', `${name} must be lowercase letters, digits, "_" or "-"`);
    }
  }
}

interface Timed {
  count: number;
  unit: IntervalUnit;
}

function timed(match: RegExpExecArray): Timed {
  // The patterns guarantee both groups and a lowercase unit letter.
  return { count: Number(match[1]), unit: INTERVAL_UNITS[match[2] as IntervalLetter] };
}

interface Options {
  off?: number;
  add?: Timed;
  try?: Timed;
}

function parseOption(part: string, options: Options): void {
  const off = OFF.exec(part);
  const add = ADD.exec(part);
  const trial = TRY.exec(part);
  const key = off ? 'off' : add ? 'add' : trial ? 'try' : undefined;
  if (key === undefined) throw new ProductIdError('option', `unknown or malformed option "${part}"`);
  if (options[key] !== undefined) throw new ProductIdError('duplicate', `option "${key}" appears twice`);
  if (off) options.off = Number(off[1]);
  if (add) options.add = timed(add);
  if (trial) options.try = timed(trial);
}

/**
 * Parses a product id (docs/product.md §3): `v2.{brand}.{product}.{tier}.{channel}.{N}{d|w|m|y}` followed
 * by optional `off{1-99}`, `add{N}{unit}`, `try{N}{unit}` parts, each at most once, in any
 * order. Counts are 1-999 without leading zeros.
 * @throws ProductIdError (and nothing else) for any other input; never returns a partial plan.
 */
export function parseProductId(id: string): ProductId {
  if (typeof id !== 'string') throw new ProductIdError('type', 'product id must be a string');
  if (id.length > PRODUCT_ID_MAX_LENGTH) {
    throw new ProductIdError('length', `product id is longer than ${PRODUCT_ID_MAX_LENGTH} characters`);
  }
  const parts = id.split('.');
  if (parts[0] !== PRODUCT_ID_PREFIX) throw new ProductIdError('prefix', 'product id must start with "v2."');
  const [, brand, product, tier, channel, interval, ...optionParts] = parts;
  if (
    brand === undefined ||
    product === undefined ||
    tier === undefined ||
    channel === undefined ||
    interval === undefined ||
    parts.includes('')
  ) {
    throw new ProductIdError('parts', 'product id needs six non-empty dot-separated parts');
  }
  const segments = { brand, product, tier, channel };
  assertSegments(segments);
  const billing = INTERVAL.exec(interval);
  if (!billing) throw new ProductIdError('interval', `"${interval}" is not an interval like 24m`);
  const options: Options = {};
  for (const part of optionParts) parseOption(part, options);
  const { count, unit } = timed(billing);
  return {
    ...segments,
    interval: count,
    intervalUnit: unit,
    off: options.off ?? 0,
    addCount: options.add?.count,
    addUnit: options.add?.unit,
    tryCount: options.try?.count,
    tryUnit: options.try?.unit,
  };
}

/** `parseProductId` that returns its error instead of throwing (accepts any input). */
export function safeParseProductId(id: unknown): ProductIdResult {
  try {
    return { ok: true, value: parseProductId(id as string) };
  } catch (error) {
    if (error instanceof ProductIdError) return { ok: false, error };
    throw error;
  }
}

function assertCount(count: number, max: number, reason: ProductIdErrorReason, what: string): void {
  if (!Number.isInteger(count) || count < 1 || count > max) {
    throw new ProductIdError(reason, `${what} must be an integer from 1 to ${max}`);
  }
}

function timedPart(name: 'add' | 'try', count: number | undefined, unit: IntervalUnit | undefined): string | undefined {
  if (count === undefined && unit === undefined) return undefined;
  if (count === undefined || unit === undefined) {
    throw new ProductIdError('option', `${name}Count and ${name}Unit must be given together`);
  }
  assertCount(count, MAX_INTERVAL_COUNT, 'option', `${name}Count`);
  return `${name}${count}${intervalLetter(unit)}`;
}

/**
 * The canonical id of a parsed product id: options in the order off, add, try and `off`
 * omitted when 0, so `formatProductId(parseProductId(id)) === id` for canonical ids.
 * @throws ProductIdError for values no valid id could parse to.
 */
export function formatProductId(value: ProductId): string {
  assertSegments(value);
  assertCount(value.interval, MAX_INTERVAL_COUNT, 'interval', 'interval');
  if (value.off !== 0) assertCount(value.off, 99, 'option', 'off');
  const parts = [
    PRODUCT_ID_PREFIX,
    value.brand,
    value.product,
    value.tier,
    value.channel,
    `${value.interval}${intervalLetter(value.intervalUnit)}`,
    value.off === 0 ? undefined : `off${value.off}`,
    timedPart('add', value.addCount, value.addUnit),
    timedPart('try', value.tryCount, value.tryUnit),
  ];
  const id = parts.filter((part) => part !== undefined).join('.');
  // The grammar lives in the parser; re-parsing guarantees we never emit an id it rejects
  // (too long, or a unit that only a cast could have let through).
  parseProductId(id);
  return id;
}

/** True when `id` parses as a product id. */
export function isProductId(id: unknown): id is string {
  return safeParseProductId(id).ok;
}
