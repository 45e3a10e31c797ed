import { describe, expect, it } from 'vitest';
import { textDifference } from './textDifference';

describe('textDifference', () => {
  it('names the words only one side has, between the shared ones', () => {
    expect(textDifference('Ala ma kota i psa', 'Ala ma dwa koty i psa')).toEqual([
      { kind: 'same', text: 'Ala ma ' },
      { kind: 'removed', text: 'kota' },
      { kind: 'added', text: 'dwa koty' },
      { kind: 'same', text: ' i psa' },
    ]);
  });

  it('is one shared part for equal texts, and all added from nothing', () => {
    expect(textDifference('tak samo', 'tak samo')).toEqual([{ kind: 'same', text: 'tak samo' }]);
    expect(textDifference('', 'nowe')).toEqual([{ kind: 'added', text: 'nowe' }]);
  });

  it('shortens long shared runs around the change', () => {
    const body = Array.from({ length: 5000 }, (_, n) => `słowo${n}`).join(' ');
    const changed = body.replace('słowo2500', 'zmiana');
    const parts = textDifference(body, changed);
    expect(parts.map((part) => part.kind)).toEqual(['same', 'removed', 'added', 'same']);
    expect(parts[1]?.text).toBe('słowo2500');
    expect(parts[2]?.text).toBe('zmiana');
    expect(parts[0]?.text.startsWith('…')).toBe(true);
    expect(parts[0]?.text.endsWith('słowo2499 ')).toBe(true);
    expect(parts[3]?.text.endsWith('…')).toBe(true);
    expect(parts.reduce((sum, part) => sum + part.text.length, 0)).toBeLessThan(400);
  });
});
