import { useCallback, useRef } from 'react';

/**
 * One function for the component's life that calls the latest `callback`: for a prop whose new identity
 * would render its receivers again (react-aria's RouterProvider gives its links a new context with each
 * new `navigate`; a memoised box gets new handlers from each render of its parent).
 */
export function useStableCallback<F extends (...args: never[]) => unknown>(callback: F): F {
  const latest = useRef(callback);
  latest.current = callback;
  return useCallback(((...args: Parameters<F>) => latest.current(...args)) as F, []);
}
