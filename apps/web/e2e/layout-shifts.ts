/**
 * Layout shifts a journey can check: what moved on the page once its document was parsed. The
 * scripts (hydration, and what renders after it) run after that, so a shift they cause is here. A
 * busy machine may paint part of a document before the parser has reached its end; what moves then
 * is the parser's doing, so it is left out.
 */
import type { Page } from '@playwright/test';

interface ShiftWatch {
  /** Each recorded shift: its score and when it happened (ms since the navigation began). */
  layoutShifts: Array<{ value: number; at: number }>;
}

/**
 * Records the layout shifts of the next documents `page` loads; with `within` (a selector), only
 * those that moved something inside the element it matches.
 */
export async function watchLayoutShifts(page: Page, within?: string): Promise<void> {
  await page.addInitScript((selector) => {
    const shifts: ShiftWatch['layoutShifts'] = [];
    (window as unknown as ShiftWatch).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; startTime: number; sources?: Array<{ node?: Node }> }>) {
        const root = selector ? document.querySelector(selector) : null;
        if (selector && !entry.sources?.some((source) => source.node && root?.contains(source.node))) continue;
        shifts.push({ value: entry.value, at: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within ?? '');
}

/** The scores of the shifts recorded by watchLayoutShifts that happened after the document was parsed. */
export async function layoutShiftsAfterParsing(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const parsedAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart;
    return (window as unknown as ShiftWatch).layoutShifts.filter((shift) => shift.at >= parsedAt).map((shift) => shift.value);
  });
}
