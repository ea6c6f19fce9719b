import { isOrderNo } from '@kestrel/domain/order-ids';

/** An order number from a URL (e.g. ?order=), or undefined when it is not one. */
export function orderNumber(value: string | undefined): string | undefined {
  return isOrderNo(value) ? value : undefined;
}
