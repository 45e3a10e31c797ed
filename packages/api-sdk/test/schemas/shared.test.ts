import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanishSchema,
  charactersWord,
  constraintViolationList,
  constraintViolationListSchema,
  cutDate10,
  cutDateTime16,
  dateTextToTime,
  firstMessageByField,
  flag01,
  idFromIri,
  iri,
  isValidDateText,
  lengthLimits,
  maxLengthMessage,
  mediaIdSchema,
  minLengthMessage,
  namedOptionSchema,
  nullableIdStringSchema,
  nullableRelationSchema,
  numericIdFromIri,
  optionalNumber,
  parseBooleanish,
  relationListSchema,
  requiredBoolean,
  requiredNumber,
  requiredText,
  richTextOf,
  selectOptionSchema,
  sharedMessages,
  slugify,
  textRuleMessage,
  toDate10,
  toDateTime16,
  toFlag01,
  violationSchema,
  violationsFromZodError,
} from '../../src/schemas/shared';
import { parsed, violations } from './helpers';

describe('IRIs', () => {
  it('builds the IRI of a record', () => {
    expect(iri('groups', 2)).toBe('/api/groups/2');
    expect(iri('silos_groups', '15')).toBe('/api/silos_groups/15');
  });

  it('reads the id at the end of an IRI', () => {
    expect(idFromIri('/api/groups/2')).toBe('2');
    expect(idFromIri('/api/press_magazines/7/')).toBe('7');
    expect(idFromIri('12')).toBe('12');
    expect(idFromIri(12)).toBe('12');
    expect(idFromIri('')).toBeNull();
    expect(idFromIri(null)).toBeNull();
    expect(numericIdFromIri('/api/groups/6')).toBe(6);
    expect(numericIdFromIri('/api/groups/abc')).toBeNull();
  });

  it('reads relations sent as IRIs, embedded objects or bare ids', () => {
    const schema = relationListSchema('categories');
    expect(parsed(schema, ['/api/categories/1', { '@id': '/api/categories/2' }, 3, '4', { id: 5 }])).toEqual([
      '/api/categories/1',
      '/api/categories/2',
      '/api/categories/3',
      '/api/categories/4',
      '/api/categories/5',
    ]);
    expect(parsed(schema, null)).toEqual([]);
    expect(parsed(schema, undefined)).toEqual([]);
    expect(parsed(nullableRelationSchema('groups'), 0)).toBeNull();
    expect(parsed(nullableRelationSchema('groups'), '0')).toBeNull();
    expect(parsed(nullableRelationSchema('groups'), 2)).toBe('/api/groups/2');
    expect(violations(schema, ['not an iri'])).toEqual([
      { propertyPath: '0', message: sharedMessages.invalidReference },
    ]);
  });

  it('reads ids as strings or null', () => {
    expect(parsed(nullableIdStringSchema, 7)).toBe('7');
    expect(parsed(nullableIdStringSchema, '/api/authors/7')).toBe('7');
    expect(parsed(nullableIdStringSchema, { '@id': '/api/authors/8' })).toBe('8');
    expect(parsed(nullableIdStringSchema, '')).toBeNull();
    expect(parsed(nullableIdStringSchema, null)).toBeNull();
    expect(parsed(mediaIdSchema, 12)).toBe('12');
    expect(parsed(mediaIdSchema, null)).toBe('0');
    expect(parsed(mediaIdSchema, '')).toBe('0');
    expect(parsed(mediaIdSchema, '/api/media/33')).toBe('33');
  });
});

describe('booleanish values from the server', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    ['true', true],
    ['false', false],
    ['', false],
    [null, false],
    [undefined, false],
  ] as const)('%j reads as %s', (input, expected) => {
    expect(parsed(booleanishSchema, input)).toBe(expected);
  });

  it('rejects values that are not booleans', () => {
    expect(parseBooleanish('yes')).toBeUndefined();
    expect(parseBooleanish(2)).toBeUndefined();
    expect(violations(booleanishSchema, 'yes')).toEqual([
      { propertyPath: '', message: sharedMessages.invalidValue },
    ]);
  });

  it('answers "Pole Wymagane" when a required boolean is missing', () => {
    expect(violations(z.object({ isPublish: requiredBoolean() }), {})).toEqual([
      { propertyPath: 'isPublish', message: 'Pole Wymagane' },
    ]);
    expect(parsed(requiredBoolean(), '1')).toBe(true);
  });

  it('takes flags as 1/0 (a multipart field as its text) and refuses booleans', () => {
    expect(toFlag01(true)).toBe(1);
    expect(toFlag01(false)).toBe(0);
    expect(violations(flag01(), true)).toEqual([{ propertyPath: '', message: 'Pole Wymagane' }]);
    expect(violations(flag01(), false)).toEqual([{ propertyPath: '', message: 'Pole Wymagane' }]);
    expect(parsed(flag01(), '1')).toBe(1);
    expect(parsed(flag01(), 0)).toBe(0);
    expect(violations(flag01(), 5)).toEqual([{ propertyPath: '', message: 'Pole Wymagane' }]);
  });
});

describe('dates', () => {
  it('cuts date-times to 16 and dates to 10 characters', () => {
    expect(cutDateTime16('2024-05-01T10:20:33+02:00')).toBe('2024-05-01T10:20');
    expect(cutDateTime16('2024-05-01 10:20:33')).toBe('2024-05-01T10:20');
    expect(cutDateTime16(null)).toBeNull();
    expect(cutDate10('2024-05-01T10:20:33+02:00')).toBe('2024-05-01');
    expect(cutDate10(undefined)).toBeNull();
  });

  it('writes the Warsaw time to the minute, whatever the zone of the machine', () => {
    const winter = new Date('2024-01-05T06:03:59Z');
    expect(toDateTime16(winter)).toBe('2024-01-05T07:03');
    expect(toDate10(winter)).toBe('2024-01-05');
    expect(toDateTime16(new Date('2024-07-05T06:03:00Z'))).toBe('2024-07-05T08:03');
    // Past midnight in Warsaw while it is still the day before in UTC.
    expect(toDate10(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
  });

  it("cuts the API's texts to the Warsaw clock, whatever offset they carry", () => {
    expect(cutDateTime16('2026-12-02T19:24:00Z')).toBe('2026-12-02T20:24');
    expect(cutDateTime16('2026-12-02T14:24:00-05:00')).toBe('2026-12-02T20:24');
    expect(cutDate10('2026-12-02T23:30:00Z')).toBe('2026-12-03');
    expect(cutDateTime16('2026-12-02')).toBe('2026-12-02');
    expect(cutDate10('2026-12-02')).toBe('2026-12-02');
  });

  it('knows real calendar dates', () => {
    expect(isValidDateText('2024-02-29')).toBe(true);
    expect(isValidDateText('2023-02-29')).toBe(false);
    // Years before 100 are years of their own, not 19xx (Date.UTC would read them so).
    expect(isValidDateText('0004-02-29')).toBe(true);
    expect(isValidDateText('0002-02-29')).toBe(false);
    expect(isValidDateText('2026-04-31')).toBe(false);
    expect(isValidDateText('2026-13-01')).toBe(false);
    expect(isValidDateText('2026-01-00')).toBe(false);
    expect(isValidDateText('2024-05-01T24:00')).toBe(false);
    expect(isValidDateText('2024-05-01', true)).toBe(false);
    expect(isValidDateText('2024-05-01T10:20', true)).toBe(true);
    expect(isValidDateText('2024-05-01T10:20:00.000Z', true)).toBe(true);
    expect(isValidDateText('jutro')).toBe(false);
  });

  it('reads text without an offset as Warsaw time (date-only text as Warsaw midnight)', () => {
    expect(dateTextToTime('2024-05-01')).toBe(Date.parse('2024-04-30T22:00:00Z'));
    expect(dateTextToTime('2024-05-01T10:20')).toBe(Date.parse('2024-05-01T08:20:00Z'));
    expect(dateTextToTime('2024-12-01 10:20:30')).toBe(Date.parse('2024-12-01T09:20:30Z'));
    expect(dateTextToTime('2024-12-01T10:20:30+01:00')).toBe(Date.parse('2024-12-01T09:20:30Z'));
    expect(dateTextToTime('2024-12-01T10:20:30-0500')).toBe(Date.parse('2024-12-01T15:20:30Z'));
    expect(Number.isNaN(dateTextToTime('zła data'))).toBe(true);
  });

  it('takes the offset of the day read across the clock changes (last Sundays of March and October)', () => {
    expect(dateTextToTime('2026-03-29T01:59')).toBe(Date.parse('2026-03-29T00:59:00Z'));
    expect(dateTextToTime('2026-03-29T03:00')).toBe(Date.parse('2026-03-29T01:00:00Z'));
    // 02:30 does not exist that night: read as 03:30 summer time.
    expect(dateTextToTime('2026-03-29T02:30')).toBe(Date.parse('2026-03-29T01:30:00Z'));
    // 02:30 comes twice in October: the first, summer time.
    expect(dateTextToTime('2026-10-25T02:30')).toBe(Date.parse('2026-10-25T00:30:00Z'));
    expect(dateTextToTime('2026-10-25T03:30')).toBe(Date.parse('2026-10-25T02:30:00Z'));
    expect(toDateTime16(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30');
    expect(toDateTime16(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00');
  });
});

describe('slugify (SDK-3)', () => {
  it.each([
    ['Nowy Artykuł', 'nowy-artykul'],
    ['Zażółć gęślą jaźń', 'zazolc-gesla-jazn'],
    ['ŁÓDŹ  i  Śląsk', 'lodz-i-slask'],
    ['  spaces around  ', 'spaces-around'],
    ['Café & Co. / 2024!', 'cafe-co-2024'],
    ['already-a-slug', 'already-a-slug'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('length messages', () => {
  it('follows Polish plurals', () => {
    expect(charactersWord(1)).toBe('znak');
    expect(charactersWord(2)).toBe('znaki');
    expect(charactersWord(32)).toBe('znaki');
    expect(charactersWord(12)).toBe('znaków');
    expect(charactersWord(255)).toBe('znaków');
    expect(charactersWord(500)).toBe('znaków');
    expect(minLengthMessage('Tytuł', 2, true)).toBe('Tytuł musi posiadać minimum 2 znaki.');
    expect(maxLengthMessage('Nazwa', 500)).toBe('Nazwa musi posiadać maksimum 500 znaków');
  });

  it('pairs each limit with the message written from its number, and only the limits given', () => {
    expect(lengthLimits('Telefon', { min: 9, max: 15 })).toEqual({
      min: [9, 'Telefon musi posiadać minimum 9 znaków'],
      max: [15, 'Telefon musi posiadać maksimum 15 znaków'],
    });
    expect(lengthLimits('Krótki tytuł', { max: 60 }, true)).toEqual({
      max: [60, 'Krótki tytuł musi posiadać maksimum 60 znaków.'],
    });
    const rule = { required: 'R', ...lengthLimits('Opis', { min: 2 }) };
    expect(textRuleMessage('a', rule)).toBe('Opis musi posiadać minimum 2 znaki');
    expect(textRuleMessage('a'.repeat(5000), rule)).toBeUndefined();
  });

  it('gives one message per text: empty, then min, then max, then format', () => {
    const rule = {
      required: 'R',
      min: [2, 'MIN'],
      max: [4, 'MAX'],
      format: [(v: string) => v !== 'bad', 'FMT'],
    } as const;
    expect(textRuleMessage('', rule)).toBe('R');
    expect(textRuleMessage('  ', rule)).toBe('R');
    expect(textRuleMessage(null, rule)).toBe('R');
    expect(textRuleMessage('a', rule)).toBe('MIN');
    expect(textRuleMessage('abcde', rule)).toBe('MAX');
    expect(textRuleMessage('bad', rule)).toBe('FMT');
    expect(textRuleMessage('good', rule)).toBeUndefined();
  });

  it("counts a rich-text field's text, not its markup", () => {
    expect(richTextOf('<p></p>')).toBe('');
    expect(richTextOf('<p><br></p>\n<p>&nbsp;</p>')).toBe('');
    expect(richTextOf('<p>Ala <strong>ma</strong></p><p>kota&amp;psa</p>')).toBe('Ala ma kota_psa');
    expect(richTextOf('<p><img src="/a.jpg" alt=""></p>')).toHaveLength(1);
    const rule = { required: 'R', min: [2, 'MIN'], measure: 'richText' } as const;
    expect(textRuleMessage('<p></p>', rule)).toBe('R');
    expect(textRuleMessage('<p>a</p>', rule)).toBe('MIN');
    expect(textRuleMessage('<p>ab</p>', rule)).toBeUndefined();
    // Without the measure a text counts as typed (a title may hold '<').
    expect(textRuleMessage('<p></p>', { required: 'R', min: [2, 'MIN'] })).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    const schema = requiredText({ required: 'R', max: [2, 'MAX'] });
    expect(violations(schema, '😀😀')).toEqual([]);
    expect(violations(schema, '😀😀😀')).toEqual([{ propertyPath: '', message: 'MAX' }]);
  });
});

describe('numbers', () => {
  it('answers "Wartość musi być liczbą!" for anything that is not a number', () => {
    const schema = z.object({ ordering: requiredNumber() });
    for (const bad of [undefined, null, '', 'abc', Number.NaN, {}]) {
      expect(violations(schema, { ordering: bad })).toEqual([
        { propertyPath: 'ordering', message: 'Wartość musi być liczbą!' },
      ]);
    }
    expect(parsed(schema, { ordering: '12' })).toEqual({ ordering: 12 });
    expect(violations(schema, { ordering: 1.5 })).toEqual([
      { propertyPath: 'ordering', message: sharedMessages.mustBeInteger },
    ]);
  });

  it('refuses whole numbers beyond the 32-bit integer columns, required or optional (SDK-29)', () => {
    const schema = z.object({ ordering: requiredNumber(), topOrdering: optionalNumber() });
    expect(parsed(schema, { ordering: 2147483647, topOrdering: -2147483648 })).toEqual({
      ordering: 2147483647,
      topOrdering: -2147483648,
    });
    expect(violations(schema, { ordering: 1e20, topOrdering: '2147483648' })).toEqual([
      { propertyPath: 'ordering', message: 'Wartość jest poza dozwolonym zakresem.' },
      { propertyPath: 'topOrdering', message: 'Wartość jest poza dozwolonym zakresem.' },
    ]);
  });
});

describe('options', () => {
  it('reads select options as value/label strings', () => {
    expect(parsed(selectOptionSchema, { value: '/api/groups/2', label: 'Telewizja' })).toEqual({
      value: '/api/groups/2',
      label: 'Telewizja',
    });
    expect(parsed(selectOptionSchema, { value: 4, label: 'Reklama' })).toEqual({
      value: '4',
      label: 'Reklama',
    });
    expect(parsed(selectOptionSchema, { '@id': '/api/groups/3', id: 3, name: 'Internet' })).toEqual({
      value: '/api/groups/3',
      label: 'Internet',
    });
    expect(
      parsed(namedOptionSchema, { '@id': '/api/authors/3', '@type': 'Author', id: '3', name: 'Jan' }),
    ).toEqual({
      '@id': '/api/authors/3',
      '@type': 'Author',
      id: 3,
      name: 'Jan',
    });
  });
});

describe('violations', () => {
  it('maps zod issues to field paths and messages', () => {
    const schema = z.object({
      title: requiredText({ required: 'Tytuł nie może być pusty.' }),
      nested: z.object({ name: requiredText({ required: 'Pole Wymagane' }) }),
      list: z.array(z.string({ error: 'Tekst' })),
    });
    const result = schema.safeParse({ title: '', nested: { name: '' }, list: ['a', 1] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(violationsFromZodError(result.error)).toEqual([
      { propertyPath: 'title', message: 'Tytuł nie może być pusty.' },
      { propertyPath: 'nested.name', message: 'Pole Wymagane' },
      { propertyPath: 'list.1', message: 'Tekst' },
    ]);
  });

  it('builds an API Platform 422 body that parses back', () => {
    const body = constraintViolationList([
      { propertyPath: 'title', message: 'Tytuł nie może być pusty.' },
      { propertyPath: 'title', message: 'second' },
    ]);
    expect(body['@type']).toBe('ConstraintViolationList');
    expect(body['hydra:description']).toBe('title: Tytuł nie może być pusty.\ntitle: second');
    expect(parsed(constraintViolationListSchema, body).violations).toHaveLength(2);
    expect(firstMessageByField(body.violations)).toEqual({ title: 'Tytuł nie może być pusty.' });
    expect(violations(violationSchema, { propertyPath: 'x' })).not.toEqual([]);
  });
});
