import { describe, expect, it } from 'vitest';
import { foldText, matchEntries, matchRank, typedId } from './match';

describe('matching screen names', () => {
  it('ignores case and Polish diacritics, ł included', () => {
    expect(foldText('Użytkownicy')).toBe('uzytkownicy');
    expect(foldText('Historia logowań')).toBe('historia logowan');
    expect(foldText('ŁÓDŹ Źródło ąęśćńżł')).toBe('lodz zrodlo aescnzl');
    expect(matchRank('Użytkownicy', 'uzytk')).toBe(0);
    expect(matchRank('Komentarze', 'KOM')).toBe(0);
    expect(matchRank('Historia logowań', 'logow')).toBe(1);
    expect(matchRank('Producenci telefonów', 'lefon')).toBe(2);
    expect(matchRank('Komentarze', 'kot')).toBeNull();
    expect(matchRank('Komentarze', '  ')).toBeNull();
  });

  it('puts names that start with the text first, then words that start with it, then the rest', () => {
    const names = ['Statystyki autorów', 'Raporty', 'Kategorie', 'Artykuły', 'Artykuły sponsorowane'];
    expect(matchEntries(names, 'art', (name) => [name])).toEqual(['Artykuły', 'Artykuły sponsorowane']);
    expect(matchEntries(names, 'tor', (name) => [name])).toEqual(['Statystyki autorów']);
    expect(matchEntries(names, 'a', (name) => [name])).toEqual([
      'Artykuły',
      'Artykuły sponsorowane',
      'Statystyki autorów',
      'Raporty',
      'Kategorie',
    ]);
  });

  it('matches an entry by any of its texts (a menu group)', () => {
    const entries = [
      { label: 'Raporty', group: 'Statystyki' },
      { label: 'Kategorie', group: '' },
    ];
    expect(matchEntries(entries, 'statyst', (entry) => [entry.label, entry.group])).toEqual([entries[0]]);
  });

  it('reads a number typed alone as an id', () => {
    expect(typedId(' 12 ')).toBe('12');
    expect(typedId('007')).toBe('7');
    expect(typedId('12a')).toBeNull();
    expect(typedId('-3')).toBeNull();
    expect(typedId('')).toBeNull();
  });
});
