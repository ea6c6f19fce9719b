import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref for the heading of what replaces a form once it succeeded: the heading takes the focus
 * as soon as `shown` is truthy, so keyboard and screen-reader users land on the outcome instead
 * of on a form that is gone. The heading needs `tabIndex={-1}`.
 */
export function useFocusWhen(shown: unknown): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  return heading;
}
