import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableCallback } from './useStableCallback';

describe('useStableCallback', () => {
  it('stays one function across renders and calls the callback of the latest render', () => {
    const { result, rerender } = renderHook(({ add }) => useStableCallback((value: number) => value + add), {
      initialProps: { add: 1 },
    });
    const first = result.current;
    expect(first(1)).toBe(2);
    rerender({ add: 10 });
    expect(result.current).toBe(first);
    expect(first(1)).toBe(11);
  });
});
