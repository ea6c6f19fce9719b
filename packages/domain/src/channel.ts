// No zod here: the syntax is a pattern so that browser code and every schema can share it.

/**
 * Query parameter and cookie that carry the sales channel, an affiliate or campaign name
 * (docs/product.md §3 "Plans are initialised with a channel value from the channel cookie or query").
 */
export const CHANNEL_PARAM = 'channel';

/** A channel's syntax: the website, the plans endpoint and orders accept the same names. */
export const CHANNEL_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** What CHANNEL_PATTERN means, as validation messages say it. */
export const CHANNEL_RULE = 'must be 1 to 64 letters, digits, "_" or "-"';

/** True when `value` is a well-formed channel name. */
export function isChannel(value: unknown): value is string {
  return typeof value === 'string' && CHANNEL_PATTERN.test(value);
}
