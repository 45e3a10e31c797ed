// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { contrastPairs, lightColors } from './tokens';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the classic 4.54:1 borderline grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('light theme colour pairs', () => {
  it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair.minRatio] as const))(
    '%s on %s reaches %s:1',
    (foreground, background, minRatio) => {
      expect(contrastRatio(lightColors[foreground], lightColors[background])).toBeGreaterThanOrEqual(
        minRatio,
      );
    },
  );
});
