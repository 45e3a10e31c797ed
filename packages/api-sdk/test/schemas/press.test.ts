import { describe, expect, it } from 'vitest';
import { isWebUrl } from '../../src/schemas/fieldRules';
import { issueCoverPath, magazineListItemSchema } from '../../src/schemas/magazineList';
import {
  fromIssue,
  fromMagazine,
  isAcceptedIssueCover,
  issueFormSchema,
  issuePatchSchema,
  issuePayloadSchema,
  issueSchema,
  magazineFormSchema,
  magazineMessages,
  magazinePayloadSchema,
  magazineSchema,
  newIssueForm,
  newMagazineForm,
  parseRegions,
  toIssuePayload,
  toIssueTogglePayload,
  toMagazinePayload,
  toMagazineTogglePayload,
} from '../../src/schemas/magazines';
import {
  fromPressCompany,
  newPressCompanyForm,
  pressCompanyCreateFormSchema,
  pressCompanyCreatePayloadSchema,
  pressCompanyEditFormSchema,
  pressCompanyMessages,
  pressCompanyPatchSchema,
  pressCompanySchema,
  pressCompanyUpdatePayloadSchema,
  toPressCompanyCreatePayload,
  toPressCompanyTogglePayload,
  toPressCompanyUpdatePayload,
} from '../../src/schemas/pressCompanies';
import { pressCompanyListItemSchema } from '../../src/schemas/pressCompanyList';
import { pressNewsPatchSchema, pressNewsSchema, toPressNewsTogglePayload } from '../../src/schemas/pressNews';
import { pressNewsDisplayId } from '../../src/schemas/pressNewsList';
import {
  fromProducer,
  newProducerForm,
  producerFormSchema,
  producerPayloadSchema,
  producerSchema,
  toProducerPayload,
} from '../../src/schemas/producers';
import { chars, itChecksRules, lengthCases, parsed, type RuleCase, violations } from './helpers';

// 12:30:45 on a Warsaw clock (summer time), the portal's time whatever the machine's zone.
const NOW = new Date('2024-05-10T12:30:45+02:00');
const m = pressCompanyMessages;

const company = {
  ...newPressCompanyForm(),
  name: 'Dom Mediowy',
  person: 'Anna Nowak',
  city: 'Warszawa',
  address: 'ul. Prosta 1',
  phone: '221234567',
  email: 'biuro@dom.pl',
  www: 'https://www.dom.pl/',
  descr: 'Opis firmy',
  password: 'Haslo1!x',
};

const companyCases: RuleCase[] = [
  ...lengthCases('name', {
    required: 'Pole nie może być puste',
    min: [2, 'Nazwa firmy musi posiadać minimum 2 znaki'],
    max: [255, 'Nazwa firmy musi posiadać maksimum 255 znaków'],
  }),
  ...lengthCases('person', {
    required: 'Pole nie może być puste',
    min: [2, m.personMin],
    max: [255, m.personMax],
  }),
  ...lengthCases('city', { required: 'Pole nie może być puste', min: [2, m.cityMin], max: [50, m.cityMax] }),
  ...lengthCases('address', {
    required: 'Pole nie może być puste',
    min: [2, m.addressMin],
    max: [100, m.addressMax],
  }),
  ...lengthCases('phone', {
    required: 'Pole nie może być puste',
    min: [7, m.phoneMin],
    max: [50, m.phoneMax],
  }),
  { name: 'fax empty', patch: { fax: '' } },
  ...lengthCases('fax', { max: [50, m.faxMax] }),
  { name: 'email of 2 characters', patch: { email: 'ab' }, error: ['email', 'Podaj poprawny adres e-mail'] },
  { name: 'email of 1 character', patch: { email: 'a' }, error: ['email', m.emailMin] },
  { name: 'email of 100 characters', patch: { email: `${chars(93)}@dom.pl` } },
  { name: 'email of 101 characters', patch: { email: `${chars(94)}@dom.pl` }, error: ['email', m.emailMax] },
  {
    name: 'email invalid',
    patch: { email: 'biuro(at)dom.pl' },
    error: ['email', 'Podaj poprawny adres e-mail'],
  },
  { name: 'email empty', patch: { email: '' }, error: ['email', 'Pole nie może być puste'] },
  { name: 'www without scheme', patch: { www: 'www.dom.pl' }, error: ['www', m.www] },
  { name: 'www of 1 character', patch: { www: 'a' }, error: ['www', m.wwwMin] },
  {
    name: 'www of 256 characters',
    patch: { www: `https://${chars(240)}.pl/${chars(4)}` },
    error: ['www', m.wwwMax],
  },
  { name: 'www of 255 characters', patch: { www: `https://${chars(240)}.pl/${chars(3)}` } },
  { name: 'www http', patch: { www: 'http://dom.pl' } },
  { name: 'descr of 1 character', patch: { descr: 'a' }, error: ['descr', m.descrMin] },
  { name: 'descr empty', patch: { descr: '' }, error: ['descr', 'Pole nie może być puste'] },
  {
    name: 'moderationState missing',
    patch: { moderationState: undefined },
    error: ['moderationState', 'Pole Wymagane'],
  },
  { name: 'password of 8 characters with every class', patch: { password: 'Abcdef1!' } },
  { name: 'password of 7 characters', patch: { password: 'Abcde1!' }, error: ['password', m.password] },
  { name: 'password without uppercase', patch: { password: 'abcdefg1!' }, error: ['password', m.password] },
  { name: 'password without lowercase', patch: { password: 'ABCDEFG1!' }, error: ['password', m.password] },
  { name: 'password without digit', patch: { password: 'Abcdefgh!' }, error: ['password', m.password] },
  {
    name: 'password with a special outside !@#$%^&*',
    patch: { password: 'Abcdefg1?' },
    error: ['password', m.password],
  },
  { name: 'password of 32 characters', patch: { password: `Ab1!${chars(28)}` } },
  {
    name: 'password of 33 characters',
    patch: { password: `Ab1!${chars(29)}` },
    error: ['password', 'Hasło musi posiadać maksimum 32 znaki'],
  },
];

describe('press company', () => {
  it('uses the texts of the specification', () => {
    expect(m.password).toBe(
      'Hasło musi składać się z co najmniej 8 znaków, w tym wielkiej litery, cyfry oraz znaku specjalnego.',
    );
    expect(m.www).toBe('Podaj poprawny adres www (wzór: https://www.przyklad.pl/)');
    expect(m.phoneMin).toBe('Telefon musi posiadać minimum 7 znaków');
    expect(isWebUrl('https://portal.pl/a?b=1')).toBe(true);
    expect(isWebUrl('ftp://portal.pl')).toBe(false);
  });

  describe('create form', () => {
    itChecksRules(pressCompanyCreateFormSchema, company, [
      ...companyCases,
      { name: 'password empty', patch: { password: '' }, error: ['password', 'Pole nie może być puste'] },
    ]);
  });

  describe('edit form', () => {
    itChecksRules(pressCompanyEditFormSchema, { ...company, password: '' }, [
      ...companyCases,
      { name: 'password blank keeps the old one', patch: { password: '' } },
    ]);
  });

  it('sends moderationState as 1/0 and the password only when typed on edit', () => {
    expect(toPressCompanyCreatePayload({ ...company, moderationState: true })).toMatchObject({
      moderationState: 1,
      password: 'Haslo1!x',
    });
    const update = toPressCompanyUpdatePayload({ ...company, password: '' });
    expect(update).not.toHaveProperty('password');
    expect(update.moderationState).toBe(0);
    expect(toPressCompanyUpdatePayload(company)).toMatchObject({ password: 'Haslo1!x' });
    // Kept as sent: a blank password changes nothing on the server (the sandbox keeps the old one).
    expect(parsed(pressCompanyUpdatePayloadSchema, update)).toEqual(update);
    expect(parsed(pressCompanyUpdatePayloadSchema, { ...update, password: '' }).password).toBe('');
    expect(
      violations(pressCompanyCreatePayloadSchema, {
        ...toPressCompanyCreatePayload(company),
        password: undefined,
      }),
    ).toEqual([{ propertyPath: 'password', message: 'Pole nie może być puste' }]);
    expect(toPressCompanyTogglePayload(true)).toEqual({ moderationState: 0 });
    expect(toPressCompanyTogglePayload(false)).toEqual({ moderationState: 1 });
    expect(parsed(pressCompanyPatchSchema, { moderationState: 1 })).toEqual({ moderationState: 1 });
  });

  it('loads a record with a blank password', () => {
    const record = parsed(pressCompanySchema, {
      '@id': '/api/companies/2',
      id: 2,
      name: 'Dom Mediowy',
      person: 'Anna',
      city: 'Warszawa',
      address: 'ul. Prosta 1',
      phone: '221234567',
      fax: null,
      email: 'biuro@dom.pl',
      www: 'https://www.dom.pl/',
      descr: 'Opis',
      moderationState: '1',
      created: '2024-01-01T00:00:00+01:00',
      deleted: null,
    });
    expect(fromPressCompany(record)).toMatchObject({ moderationState: true, fax: '', password: '' });
    expect(parsed(pressCompanyListItemSchema, record)).toMatchObject({ moderationState: true });
  });
});

describe('press news', () => {
  it('reads news, shows importCodeId as the id and toggles isPublish', () => {
    const news = parsed(pressNewsSchema, {
      '@id': '/api/news/5',
      id: 5,
      importCodeId: 9001,
      title: 'Komunikat',
      content: '<p>Treść</p>',
      date: '2024-05-01T10:00:00+02:00',
      isPublish: '0',
    });
    expect(pressNewsDisplayId(news)).toBe('9001');
    expect(pressNewsDisplayId({ id: 5, importCodeId: null })).toBe('5');
    expect(toPressNewsTogglePayload(news.isPublish)).toEqual({ isPublish: true });
    expect(violations(pressNewsPatchSchema, { isPublish: 'może' })).toEqual([
      { propertyPath: 'isPublish', message: 'Nieprawidłowa wartość.' },
    ]);
  });
});

describe('producer', () => {
  itChecksRules(producerFormSchema, { ...newProducerForm(), name: 'Nokia' }, [
    ...lengthCases('name', {
      required: 'Pole Wymagane',
      min: [2, 'Nazwa musi posiadać minimum 2 znaki'],
      max: [500, 'Nazwa musi posiadać maksimum 500 znaków'],
    }),
  ]);

  it('sets nameSlug to the name and sends mediaId as a string', () => {
    expect(toProducerPayload({ name: 'Nokia', mediaId: '12' })).toEqual({
      name: 'Nokia',
      nameSlug: 'Nokia',
      mediaId: '12',
    });
    expect(parsed(producerPayloadSchema, { name: 'Nokia', nameSlug: 'Nokia', mediaId: '12' })).toEqual({
      name: 'Nokia',
      nameSlug: 'Nokia',
      mediaId: '12',
    });
    // Derived by toProducerPayload only: a body without it is refused, not completed.
    expect(violations(producerPayloadSchema, { name: 'Nokia', mediaId: '12' })).toEqual([
      { propertyPath: 'nameSlug', message: 'Pole Wymagane' },
    ]);
    const record = parsed(producerSchema, {
      id: 1,
      name: 'Nokia',
      nameSlug: 'Nokia',
      mediaId: null,
      deleted: null,
      media: { title: 'Logo', fileName: 'n.png', newPath: 1 },
    });
    expect(fromProducer(record)).toEqual({ name: 'Nokia', mediaId: '0' });
    expect(record.media).toEqual({ title: 'Logo', fileName: 'n.png', newPath: true });
  });
});

describe('magazine', () => {
  const base = {
    ...newMagazineForm(),
    title: 'Gazeta',
    pressPublisher: '/api/press_publishers/1',
    magazineType: 'dziennik',
    magazineArea: 'ogolnopolskie',
  };
  itChecksRules(magazineFormSchema, base, [
    ...lengthCases('title', {
      required: 'Pole Wymagane',
      min: [2, 'Tytuł musi posiadać minimum 2 znaki'],
      max: [255, 'Tytuł musi posiadać maksimum 255 znaków'],
    }),
    {
      name: 'publisher missing',
      patch: { pressPublisher: null },
      error: ['pressPublisher', 'Pole Wymagane'],
    },
    { name: 'type missing', patch: { magazineType: null }, error: ['magazineType', 'Pole Wymagane'] },
    { name: 'type specjalne', patch: { magazineType: 'specjalne' } },
    { name: 'area missing', patch: { magazineArea: '' }, error: ['magazineArea', 'Pole Wymagane'] },
    {
      name: 'regions of the list',
      patch: { magazineArea: 'regionalne', region: ['slaskie', 'kujawskopomorksie'] },
    },
    { name: 'an unknown region', patch: { region: ['mars'] }, error: ['region.0', 'Nieprawidłowa wartość.'] },
    { name: 'isPublish missing', patch: { isPublish: undefined }, error: ['isPublish', 'Pole Wymagane'] },
  ]);

  it('is published by default', () => {
    expect(newMagazineForm()).toEqual({
      title: '',
      pressPublisher: null,
      magazineType: null,
      magazineArea: null,
      region: [],
      isPublish: true,
    });
  });

  it('stores regions as a JSON string, empty unless the area is regionalne', () => {
    const regional = parsed(magazineFormSchema, {
      ...base,
      magazineArea: 'regionalne',
      region: ['slaskie', 'opolskie'],
    });
    expect(toMagazinePayload(regional).region).toBe('["slaskie","opolskie"]');
    const national = parsed(magazineFormSchema, { ...base, region: ['slaskie'] });
    expect(toMagazinePayload(national).region).toBe('');
    expect(
      parsed(magazinePayloadSchema, { ...base, magazineArea: 'regionalne', region: '["lodzkie"]' }).region,
    ).toBe('["lodzkie"]');
    expect(parsed(magazinePayloadSchema, { ...base, region: '' }).region).toBe('');
    // A JSON text of known regions only; the list itself is the form's, not the body's.
    expect(violations(magazinePayloadSchema, { ...base, region: '["nowhere"]' })).toEqual([
      { propertyPath: 'region', message: magazineMessages.region },
    ]);
    expect(violations(magazinePayloadSchema, { ...base, region: ['lodzkie'] })).toEqual([
      { propertyPath: 'region', message: magazineMessages.region },
    ]);
    expect(parseRegions('["slaskie","nowhere"]')).toEqual(['slaskie']);
    expect(parseRegions('not json')).toEqual([]);
    expect(parseRegions(null)).toEqual([]);
  });

  it('reads and loads magazines and toggles publication', () => {
    const record = parsed(magazineSchema, {
      '@id': '/api/press_magazines/3',
      id: 3,
      title: 'Gazeta',
      publisher: 'Wydawca',
      pressPublisher: '/api/press_publishers/1',
      magazineType: 'tygodnik',
      magazineArea: 'regionalne',
      region: '["slaskie"]',
      isPublish: 1,
    });
    expect(fromMagazine(record)).toEqual({
      title: 'Gazeta',
      pressPublisher: '/api/press_publishers/1',
      magazineType: 'tygodnik',
      magazineArea: 'regionalne',
      region: ['slaskie'],
      isPublish: true,
    });
    expect(fromMagazine({ ...record, magazineType: 'rocznik' }).magazineType).toBeNull();
    expect(parsed(magazineListItemSchema, { id: 3, title: 'G', isPublish: '0' })).toMatchObject({
      isPublish: false,
      publisher: null,
    });
    expect(toMagazineTogglePayload(true)).toEqual({ isPublish: false });
  });
});

describe('magazine issue', () => {
  const base = {
    ...newIssueForm('/api/press_magazines/3', NOW),
    datetxt: 'Nr 19/2024',
    person: 'Jan Kowalski',
    description: 'Wydanie',
  };
  itChecksRules(issueFormSchema, base, [
    { name: 'date empty', patch: { date: '' }, error: ['date', 'Pole Wymagane'] },
    { name: 'date invalid', patch: { date: '2024-02-30' }, error: ['date', 'Podaj poprawną datę.'] },
    { name: 'text date empty', patch: { datetxt: '' }, error: ['datetxt', 'Pole Wymagane'] },
    { name: 'cover person empty', patch: { person: ' ' }, error: ['person', 'Pole Wymagane'] },
    { name: 'description empty', patch: { description: '' }, error: ['description', 'Pole Wymagane'] },
  ]);

  it('defaults to today, published, for the magazine', () => {
    expect(newIssueForm('/api/press_magazines/3', NOW)).toEqual({
      date: '2024-05-10',
      datetxt: '',
      person: '',
      description: '',
      isPublish: true,
      pressMagazine: '/api/press_magazines/3',
    });
  });

  it('sends the date cut to 10 and isPublish as isPublished', () => {
    const body = toIssuePayload({ ...base, date: '2024-05-10T00:00:00+02:00', isPublish: false });
    expect(body).toEqual({
      date: '2024-05-10',
      datetxt: 'Nr 19/2024',
      person: 'Jan Kowalski',
      description: 'Wydanie',
      isPublished: 0,
      pressMagazine: '/api/press_magazines/3',
    });
    expect(body).not.toHaveProperty('isPublish');
    expect(parsed(issuePayloadSchema, body)).toEqual(body);
    // The multipart field '1' is the number 1; a boolean is not turned into one.
    expect(parsed(issuePayloadSchema, { ...body, isPublished: '1' }).isPublished).toBe(1);
    expect(violations(issuePayloadSchema, { ...body, isPublished: 'true' })).not.toEqual([]);
    expect(toIssueTogglePayload(true)).toEqual({ isPublished: false });
    expect(parsed(issuePatchSchema, { isPublished: '1' })).toEqual({ isPublished: true });
  });

  it('reads issues sending isPublish or isPublished, with the date cut to 10 on load', () => {
    const issue = parsed(issueSchema, {
      '@id': '/api/press_magazine_numbers/8',
      id: 8,
      date: '2024-05-10T00:00:00+02:00',
      datetxt: 'Nr 19',
      person: 'Jan',
      description: 'Opis',
      isPublished: 1,
      pressMagazine: '/api/press_magazines/3',
      imgExt: 'jpg',
    });
    expect(issue.isPublish).toBe(true);
    expect(fromIssue(issue)).toMatchObject({ date: '2024-05-10', isPublish: true });
    expect(issueCoverPath(issue)).toBe('/media/press/3/120/2024-05-10_8.jpg');
    expect(issueCoverPath({ ...issue, id: 9 })).toBe('/media/press/3/120/2024-05-10_9.jpg');
    expect(issueCoverPath({ ...issue, imgExt: null })).toBeNull();
  });

  it('accepts JPEG covers only', () => {
    expect(isAcceptedIssueCover({ type: 'image/jpeg', name: 'a.jpg' })).toBe(true);
    expect(isAcceptedIssueCover({ type: 'image/png', name: 'a.png' })).toBe(false);
    expect(isAcceptedIssueCover({ type: '', name: 'okladka.JPG' })).toBe(true);
    expect(isAcceptedIssueCover({ name: 'okladka.gif' })).toBe(false);
  });
});
