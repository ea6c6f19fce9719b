/** An order number from a URL (e.g. ?order=), or undefined when it is not one (KV + 20 hex digits). */
export function orderNumber(value: string | undefined): string | undefined {
  return value && /^KV[0-9A-F]{20}$/.test(value) ? value : undefined;
}
