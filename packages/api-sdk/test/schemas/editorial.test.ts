import { describe, expect, it } from 'vitest';
import { groupListItemSchema } from '../../src/areas/groups';
import {
  fromGroup,
  groupFormSchema,
  groupPayloadSchema,
  groupSchema,
  newGroupForm,
  toGroupPayload,
} from '../../src/resources/groups';
import { authorListItemSchema } from '../../src/schemas/authorList';
import {
  authorFormSchema,
  authorFullSchema,
  authorMessages,
  authorPayloadSchema,
  authorSchema,
  authorStatisticsRowSchema,
  authorStatsFilterSchema,
  fromAuthor,
  newAuthorForm,
  toAuthorPayload,
} from '../../src/schemas/authors';
import {
  categoryFormSchema,
  categoryParentId,
  categoryPayloadSchema,
  categorySchema,
  fromCategory,
  newCategoryForm,
  toCategoryPayload,
} from '../../src/schemas/categories';
import { sharedMessages } from '../../src/schemas/messages';
import {
  fromPerson,
  newPersonForm,
  personFormSchema,
  personPayloadSchema,
  personSchema,
  toPersonPayload,
} from '../../src/schemas/people';
import { personListItemSchema } from '../../src/schemas/personList';
import {
  fromSiloGroup,
  newSiloGroupForm,
  siloGroupFormSchema,
  siloGroupPayloadSchema,
  siloGroupSchema,
  toSiloGroupPayload,
} from '../../src/schemas/siloGroups';
import { siloListItemSchema } from '../../src/schemas/siloList';
import {
  fromSilo,
  newSiloForm,
  SILO_IMAGE_LABEL,
  siloFormSchema,
  siloMessages,
  siloPayloadSchema,
  siloSchema,
  toSiloPayload,
} from '../../src/schemas/silos';
import { chars, itChecksRules, lengthCases, parsed, type RuleCase, violations } from './helpers';

// 12:30:45 on a Warsaw clock (summer time), the portal's time whatever the machine's zone.
const NOW = new Date('2024-05-10T12:30:45+02:00');

const metaCases = (field: string): RuleCase[] => [
  ...lengthCases(field, {
    min: [2, 'Meta tytuł musi posiadać minimum 2 znaki'],
    max: [255, 'Meta tytuł musi posiadać maksimum 255 znaków'],
  }),
  { name: `${field} empty`, patch: { [field]: '' } },
  { name: `${field} null`, patch: { [field]: null } },
];

/** Groups and categories share the name rule ('Tytuł …'), the three meta fields and isPublish (02 §5). */
const sectionCases: RuleCase[] = [
  ...lengthCases('name', {
    required: 'Pole Wymagane',
    min: [2, 'Tytuł musi posiadać minimum 2 znaki'],
    max: [255, 'Tytuł musi posiadać maksimum 255 znaków'],
  }),
  ...metaCases('metaTitle'),
  ...metaCases('metaKeywords'),
  ...metaCases('metaDescription'),
  { name: 'isPublish missing', patch: { isPublish: undefined }, error: ['isPublish', 'Pole Wymagane'] },
];

describe('author', () => {
  const base = { ...newAuthorForm(), name: 'Jan Kowalski' };

  describe('form rules', () => {
    itChecksRules(authorFormSchema, base, [
      ...lengthCases('name', {
        required: 'Pole Wymagane',
        min: [2, 'Nazwa musi posiadać minimum 2 znaki'],
        max: [500, 'Nazwa musi posiadać maksimum 500 znaków'],
      }),
      { name: 'email empty', patch: { email: '' } },
      { name: 'email valid', patch: { email: 'jan@example.pl' } },
      { name: 'email invalid', patch: { email: 'jan@' }, error: ['email', 'Wprowadź poprawny adres email'] },
      {
        name: 'includeInStats not a boolean',
        patch: { includeInStats: 'tak' },
        error: ['includeInStats', 'Nieprawidłowa wartość.'],
      },
    ]);
  });

  it('defaults to empty fields, no photo, not in stats', () => {
    expect(newAuthorForm()).toEqual({
      name: '',
      email: '',
      description: '',
      position: '',
      twitterLink: '',
      facebookLink: '',
      linkedinLink: '',
      includeInStats: false,
      mediaId: '0',
    });
  });

  it('sets nameSlug to the name on save', () => {
    const payload = toAuthorPayload({ ...base, mediaId: '9' });
    expect(payload).toMatchObject({ name: 'Jan Kowalski', nameSlug: 'Jan Kowalski', mediaId: '9' });
    // The body schema checks and keeps what it is sent: only toAuthorPayload derives nameSlug.
    expect(parsed(authorPayloadSchema, payload)).toEqual(payload);
    expect(parsed(authorPayloadSchema, { name: 'Anna', nameSlug: 'stale' }).nameSlug).toBe('stale');
  });

  it('creates an author from a select with a body of just the name', () => {
    expect(parsed(authorPayloadSchema, { name: 'Nowy autor' })).toMatchObject({
      name: 'Nowy autor',
      nameSlug: '',
      mediaId: '0',
      includeInStats: false,
    });
    expect(violations(authorPayloadSchema, { name: 'x' })).toEqual([
      { propertyPath: 'name', message: authorMessages.nameMin },
    ]);
  });

  it('reads authors, full authors and statistics rows', () => {
    const author = parsed(authorSchema, {
      '@id': '/api/authors/3',
      '@type': 'Author',
      id: 3,
      name: 'Jan',
      email: null,
      includeInStats: '1',
      mediaId: 15,
    });
    expect(author).toMatchObject({
      id: 3,
      includeInStats: true,
      mediaId: '15',
      email: null,
      twitterLink: null,
      deleted: null,
    });
    // A deleted author stays readable (articles name it) and carries its deletion time (SB-4).
    const removed = { id: 4, name: 'Ewa', deleted: '2024-05-02T11:00:00+02:00' };
    expect(parsed(authorSchema, removed).deleted).toBe('2024-05-02T11:00:00+02:00');
    expect(parsed(authorListItemSchema, removed).deleted).toBe('2024-05-02T11:00:00+02:00');
    expect(parsed(authorListItemSchema, { id: 5, name: 'Ola' }).deleted).toBeNull();
    expect(fromAuthor(author)).toMatchObject({ email: '', includeInStats: true, mediaId: '15' });
    expect(
      parsed(authorFullSchema, { id: 3, name: 'Jan', media: { fileName: 'a.jpg', newPath: 1 } }),
    ).toEqual({
      id: 3,
      name: 'Jan',
      media: { fileName: 'a.jpg', newPath: true },
    });
    expect(parsed(authorFullSchema, { id: 3, name: 'Jan' }).media).toBeNull();
    expect(parsed(authorStatisticsRowSchema, { id: 1, name: 'A', totalArticlesCount: '4' })).toEqual({
      id: 1,
      name: 'A',
      totalArticlesCount: 4,
      totalArticlesViews: null,
    });
    expect(violations(authorSchema, { name: 'no id' })).not.toEqual([]);
  });

  it('checks that the statistics period runs forward', () => {
    expect(
      violations(authorStatsFilterSchema, { name: '', after: '2024-05-01', before: '2024-05-01' }),
    ).toEqual([]);
    expect(
      violations(authorStatsFilterSchema, { name: '', after: '2024-05-02', before: '2024-05-01' }),
    ).toEqual([{ propertyPath: 'before', message: authorMessages.statsRange }]);
    expect(violations(authorStatsFilterSchema, { name: 'x', after: '', before: '2024-05-01' })).toEqual([]);
  });
});

describe('group', () => {
  const base = { ...newGroupForm(), name: 'Telewizja' };
  itChecksRules(groupFormSchema, base, [
    ...sectionCases,
    {
      name: 'priority not a number',
      patch: { priority: 'abc' },
      error: ['priority', 'Wartość musi być liczbą!'],
    },
    { name: 'priority typed as text', patch: { priority: '7' } },
  ]);

  it('defaults to priority 0 and unpublished', () => {
    expect(newGroupForm()).toMatchObject({ priority: 0, isPublish: false, name: '' });
  });

  it('reads, loads and saves', () => {
    const group = parsed(groupSchema, {
      '@id': '/api/groups/2',
      '@type': 'Group',
      id: 2,
      name: 'Telewizja',
      metaTitle: null,
      metaKeywords: 'tv',
      metaDescription: null,
      isPublish: '0',
      priority: '3',
      deleted: null,
    });
    expect(group).toMatchObject({ isPublish: false, priority: 3 });
    const form = fromGroup(group);
    expect(form).toEqual({
      name: 'Telewizja',
      metaTitle: '',
      metaKeywords: 'tv',
      metaDescription: '',
      isPublish: false,
      priority: 3,
    });
    const payload = toGroupPayload(form);
    expect(payload).toEqual({ ...form, metaTitle: null, metaDescription: null });
    expect(parsed(groupPayloadSchema, payload)).toEqual(payload);
    expect(
      parsed(groupListItemSchema, { id: 4, name: 'X', isPublish: 1, deleted: '2024-01-01T00:00:00+01:00' }),
    ).toMatchObject({
      deleted: '2024-01-01T00:00:00+01:00',
    });
  });
});

describe('category', () => {
  const base = { ...newCategoryForm(), name: 'Telewizja publiczna', group: '/api/groups/2' };
  itChecksRules(categoryFormSchema, base, [
    ...sectionCases,
    { name: 'ordering empty', patch: { ordering: '' }, error: ['ordering', 'Wartość musi być liczbą!'] },
    {
      name: 'ordering NaN',
      patch: { ordering: Number.NaN },
      error: ['ordering', 'Wartość musi być liczbą!'],
    },
    { name: 'no group', patch: { group: null } },
    {
      name: 'group not an IRI',
      patch: { group: 'Telewizja' },
      error: ['group', 'Nieprawidłowe odwołanie do rekordu.'],
    },
  ]);

  it('defaults to ordering 0 and unpublished', () => {
    expect(newCategoryForm()).toMatchObject({
      ordering: 0,
      isPublish: false,
      showInMainMenuOrdering: false,
      group: null,
    });
  });

  it('sends showInMainMenuOrdering as 1/0 and parentId from the group', () => {
    expect(toCategoryPayload({ ...base, showInMainMenuOrdering: true })).toMatchObject({
      showInMainMenuOrdering: 1,
      parentId: '2',
      slug: 'telewizja-publiczna',
      metaTitle: null,
    });
    expect(toCategoryPayload({ ...base, group: null })).toMatchObject({
      showInMainMenuOrdering: 0,
      parentId: '0',
    });
    expect(toCategoryPayload({ ...base, slug: 'tv' }).slug).toBe('tv');
    expect(categoryParentId('/api/groups/6')).toBe('6');
    const payload = toCategoryPayload(base);
    expect(parsed(categoryPayloadSchema, payload)).toEqual(payload);
    // The body schema checks, never derives: a boolean flag or a missing parentId is refused, not repaired.
    expect(violations(categoryPayloadSchema, { ...payload, showInMainMenuOrdering: true })).toEqual([
      { propertyPath: 'showInMainMenuOrdering', message: sharedMessages.required },
    ]);
    expect(violations(categoryPayloadSchema, { ...payload, parentId: undefined })).toEqual([
      { propertyPath: 'parentId', message: sharedMessages.mustBeText },
    ]);
    expect(violations(categoryPayloadSchema, { ...payload, parentId: 2 })).toEqual([
      { propertyPath: 'parentId', message: sharedMessages.mustBeText },
    ]);
    expect(parsed(categoryPayloadSchema, { ...payload, slug: '' }).slug).toBe('');
  });

  it('loads a record, taking the group from parentId when no group is sent', () => {
    const category = parsed(categorySchema, {
      '@id': '/api/categories/5',
      id: 5,
      name: 'Radio',
      slug: 'radio',
      metaTitle: null,
      metaKeywords: null,
      metaDescription: null,
      isPublish: true,
      ordering: 4,
      showInMainMenuOrdering: 1,
      parentId: '1',
      deleted: null,
    });
    expect(fromCategory(category)).toMatchObject({
      group: '/api/groups/1',
      showInMainMenuOrdering: true,
      ordering: 4,
    });
    expect(fromCategory({ ...category, parentId: '0' }).group).toBeNull();
    expect(fromCategory({ ...category, group: '/api/groups/3' }).group).toBe('/api/groups/3');
  });
});

describe('silo group', () => {
  const base = { ...newSiloGroupForm(NOW), name: 'Media' };
  itChecksRules(siloGroupFormSchema, base, [
    ...lengthCases('name', {
      required: 'Pole Wymagane',
      min: [2, 'Nazwa musi posiadać minimum 2 znaki'],
      max: [255, 'Nazwa musi posiadać maksimum 255 znaków'],
    }),
    { name: 'isPublish missing', patch: { isPublish: undefined }, error: ['isPublish', 'Pole Wymagane'] },
    {
      name: 'priority missing',
      patch: { priority: undefined },
      error: ['priority', 'Wartość musi być liczbą!'],
    },
    { name: 'date invalid', patch: { date: '2024-02-30T10:00' }, error: ['date', 'Podaj poprawną datę.'] },
  ]);

  it('defaults to priority 0, unpublished, now and an empty author', () => {
    expect(newSiloGroupForm(NOW)).toEqual({
      name: '',
      isPublish: false,
      priority: 0,
      date: '2024-05-10T12:30',
      authorID: '',
    });
  });

  it('loads with the date cut to 16 and saves it cut', () => {
    const record = parsed(siloGroupSchema, {
      id: 1,
      name: 'Media',
      isPublish: 1,
      priority: 2,
      deleted: '',
      date: '2024-05-01T10:20:33+02:00',
      authorID: null,
    });
    expect(record.deleted).toBeNull();
    const form = fromSiloGroup(record);
    expect(form).toEqual({
      name: 'Media',
      isPublish: true,
      priority: 2,
      date: '2024-05-01T10:20',
      authorID: '',
    });
    expect(toSiloGroupPayload({ ...form, date: '2024-05-01T10:20:59' }).date).toBe('2024-05-01T10:20');
    // The body schema keeps the date as sent: cutting it is toSiloGroupPayload's job.
    expect(parsed(siloGroupPayloadSchema, { ...form, date: '2024-05-01T10:20:33+02:00' }).date).toBe(
      '2024-05-01T10:20:33+02:00',
    );
  });
});

describe('silo', () => {
  const base = {
    ...newSiloForm(NOW),
    name: 'Silos telewizyjny',
    description: 'Opis',
    introduction: 'Wstęp',
    content: 'Treść',
    mediaId: '8',
  };
  itChecksRules(siloFormSchema, base, [
    ...lengthCases('name', {
      required: 'Pole Wymagane',
      min: [2, 'Nazwa musi posiadać minimum 2 znaki'],
      max: [255, 'Nazwa musi posiadać maksimum 255 znaków'],
    }),
    ...metaCases('metaTitle'),
    ...metaCases('metaKeywords'),
    ...metaCases('metaDescription'),
    ...lengthCases('description', {
      required: 'Opis nie może być pusty.',
      min: [2, 'Opis musi być dłuższy.'],
      max: [500, 'Opis musi być krótszy.'],
    }),
    ...lengthCases('introduction', {
      required: 'Wstęp nie może być pusty.',
      min: [2, 'Wstęp musi być dłuższy.'],
      max: [1500, 'Wstęp musi być krótszy.'],
    }),
    ...lengthCases('content', { required: 'Treść nie może być pusta.', min: [2, 'Treść musi być dłuższa.'] }),
    { name: 'content of 5000 characters', patch: { content: chars(5000) } },
    {
      name: 'content of 1 character in markup',
      patch: { content: '<p>a</p>' },
      error: ['content', 'Treść musi być dłuższa.'],
    },
    { name: 'main photo missing', patch: { mediaId: '0' }, error: ['mediaId', 'Pole wymagane.'] },
    { name: 'isPublish missing', patch: { isPublish: undefined }, error: ['isPublish', 'Pole Wymagane'] },
    {
      name: 'ordering not a number',
      patch: { ordering: 'x' },
      error: ['ordering', 'Wartość musi być liczbą!'],
    },
    { name: 'silo groups chosen', patch: { silosGroup: ['/api/silos_groups/1'] } },
  ]);

  it('defaults to ordering 0, mediaId "0", unpublished, no groups', () => {
    expect(newSiloForm(NOW)).toMatchObject({
      ordering: 0,
      mediaId: '0',
      isPublish: false,
      silosGroup: [],
      date: '2024-05-10T12:30',
    });
    expect(SILO_IMAGE_LABEL).toBe('Zdjęcie Główne');
    expect(siloMessages.imageRequired).toBe('Pole wymagane.');
  });

  it('reads, loads and saves with mediaId as a string', () => {
    const silo = parsed(siloSchema, {
      '@id': '/api/silos/4',
      id: 4,
      name: 'Silos',
      slug: null,
      metaTitle: null,
      metaKeywords: null,
      metaDescription: null,
      description: 'Opis',
      introduction: 'Wstęp',
      content: 'Treść',
      mediaId: 31,
      isPublish: '1',
      ordering: '2',
      silosGroup: [{ '@id': '/api/silos_groups/1' }, 2],
      deleted: null,
      date: '2024-05-01T10:20:00+02:00',
      authorID: 3,
    });
    const form = fromSilo(silo);
    expect(form).toMatchObject({
      mediaId: '31',
      silosGroup: ['/api/silos_groups/1', '/api/silos_groups/2'],
      date: '2024-05-01T10:20',
      authorID: '3',
      slug: '',
    });
    const payload = toSiloPayload(form);
    expect(payload).toMatchObject({ mediaId: '31', slug: 'silos', metaTitle: null });
    expect(parsed(siloPayloadSchema, payload)).toEqual(payload);
    expect(parsed(siloListItemSchema, { id: 1, name: 'S', ordering: 3, deleted: null })).toEqual({
      id: 1,
      name: 'S',
      ordering: 3,
      deleted: null,
    });
  });
});

describe('person (media people)', () => {
  const base = { ...newPersonForm(), name: 'Anna Maria', surname: 'Nowak' };
  itChecksRules(personFormSchema, base, [
    ...lengthCases('name', {
      required: 'Pole Wymagane',
      min: [2, 'Imię musi posiadać minimum 2 znaki'],
      max: [500, 'Imię musi posiadać maksimum 500 znaków'],
    }),
    ...lengthCases('surname', {
      required: 'Pole Wymagane',
      min: [2, 'Nazwisko musi posiadać minimum 2 znaki'],
      max: [500, 'Nazwisko musi posiadać maksimum 500 znaków'],
    }),
    { name: 'isPublish missing', patch: { isPublish: undefined }, error: ['isPublish', 'Pole Wymagane'] },
  ]);

  it('defaults every field of a new person', () => {
    expect(newPersonForm()).toEqual({
      name: '',
      surname: '',
      isPublish: false,
      content: '',
      mediaId: '0',
      email: '',
      position: '',
      description: '',
      twitterLink: '',
      facebookLink: '',
      linkedinLink: '',
      nameSlug: '',
    });
  });

  it('derives the slug from the name: lowercased, spaces to hyphens', () => {
    expect(toPersonPayload(base).slug).toBe('anna-maria');
    expect(parsed(personPayloadSchema, { ...base, slug: 'as-sent' }).slug).toBe('as-sent');
  });

  it('reads records and list items', () => {
    const person = parsed(personSchema, {
      '@id': '/api/people/2',
      id: 2,
      name: 'Anna',
      surname: 'Nowak',
      slug: 'anna',
      isPublish: 0,
      content: null,
      mediaId: null,
      created: '2024-01-01T10:00:00+01:00',
      deleted: null,
    });
    expect(fromPerson(person)).toMatchObject({ name: 'Anna', content: '', mediaId: '0', email: '' });
    expect(
      parsed(personListItemSchema, {
        id: 2,
        name: 'A',
        surname: 'B',
        created: null,
        isPublish: true,
        deleted: null,
      }),
    ).toMatchObject({
      isPublish: true,
    });
  });
});
