/**
 * When a link's page may be fetched ahead of a click (docs/product.md §4 Prefetching): never on a
 * 2g connection or when the browser asks to save data. Browsers without the Network Information
 * API (Safari, Firefox) report nothing, and then prefetching is allowed.
 */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}
