import { PANEL_LOCALE } from '@redakcja/ui/locale';
import { describe, expect, it } from 'vitest';
import { KEPT_LOCALE } from './polishOnlyStrings';

describe('polishOnlyStrings', () => {
  it("keeps the strings of the locale ui gives react-aria (the configuration's copy of PANEL_LOCALE)", () => {
    expect(KEPT_LOCALE).toBe(PANEL_LOCALE);
  });
});
