/**
 * Every Polish text of the specification that the SDK owns, written out here as the specification
 * writes it (copied from ../shared/spec, character by character: diacritics, quotes, dashes, the trailing
 * full stop or its absence). The rule tests elsewhere compare with the SDK's own constants; this table
 * is what catches a typo in those constants. Enumerations, roles, partner groups and portal paths are
 * written out in test/constants/constants.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { BAN_LISTS } from '../../src/schemas/bans';
import { groupMessages } from '../../src/schemas/groupName';
import {
  ARTICLE_IMAGE_LABELS,
  advertisingIndustryMessages,
  advertMessages,
  articleMessages,
  authorMessages,
  cacheMessages,
  commentMessages,
  EDITOR_IMAGE_WIDTH_MESSAGE,
  errorDialogTitle,
  FILE_MANAGER_ERROR_ENTRY,
  googleCredentialsMessages,
  imageSizeMessages,
  kfCompanyMessages,
  metaFieldMessages,
  newsletterMessages,
  PUBLICATION_TOGGLE_FAILURE,
  partnerNewsMessages,
  personMessages,
  playerMessages,
  pressCompanyMessages,
  producerMessages,
  SILO_IMAGE_LABEL,
  sessionMessages,
  sharedMessages,
  siloGroupMessages,
  siloMessages,
  siteMessages,
  subscriberMessages,
  userMessages,
} from '../../src/schemas/index';

type Row = readonly [where: string, sdk: unknown, spec: unknown];

const rows: Row[] = [
  // 01: login, password change, cache, blocking, comments, picker, editor (§2, §5, §8; D22)
  ['login success', sessionMessages.loginSuccess, 'Pomyślnie zalogowano.'],
  ['login failure', sessionMessages.loginFailure, 'Błędny login lub hasło.'],
  ['login without network (D22)', sessionMessages.noConnection, 'Brak połączenia z serwerem.'],
  [
    'password guidance',
    sessionMessages.strongPassword,
    'Hasło musi składać się z co najmniej 12 znaków, w tym dużej litery, cyfry oraz znaku specjalnego.',
  ],
  ['cache success', cacheMessages.success, 'Cache pomyślnie usunięty.'],
  ['cache failure', cacheMessages.failure, 'Wystąpił błąd podczas usuwania cache. Spróbuj ponownie.'],
  [
    'ban lists',
    BAN_LISTS.map((list) => list.label),
    ['Zablokowane adresy IP', 'Zablokowane domeny email', 'Niedozwolone słowa w komentarzach'],
  ],
  ['comment of a deleted article', commentMessages.deletedArticle, '[Artykuł usunięty]'],
  ['file manager failure', FILE_MANAGER_ERROR_ENTRY, 'Błąd. Spróbuj ponownie później!'],
  [
    'picker width minimum',
    imageSizeMessages.widthMin(1200),
    'Dodawane obrazy powinny mieć szerokość nie mniejszą niż 1200px.',
  ],
  [
    'picker width maximum',
    imageSizeMessages.widthMax(460),
    'Dodawane obrazy powinny mieć szerokość nie większą niż 460px.',
  ],
  [
    'picker exact width',
    imageSizeMessages.widthExact(655),
    'Dodawane obrazy powinny mieć szerokość równą 655px.',
  ],
  [
    'editor image width',
    EDITOR_IMAGE_WIDTH_MESSAGE,
    'Dodawane obrazy powinny mieć szerokość nie większą niż 1000px.',
  ],
  // 02: articles (§5, §8)
  ['article title empty', articleMessages.titleRequired, 'Tytuł nie może być pusty.'],
  ['article title min', articleMessages.titleMin, 'Tytuł musi posiadać minimum 2 znaki.'],
  ['article title max', articleMessages.titleMax, 'Tytuł musi posiadać maksimum 255 znaków.'],
  ['article title2 empty', articleMessages.title2Required, 'Tytuł META TITLE i URL nie może być pusty.'],
  ['sponsored title2 min', articleMessages.sponsoredTitle2Min, 'Meta tytul musi posiadać minimum 2 znaki'],
  [
    'sponsored title2 max',
    articleMessages.sponsoredTitle2Max,
    'Meta tytul musi posiadać maksimum 255 znaków',
  ],
  ['article titleShort max', articleMessages.titleShortMax, 'Krótki tytuł musi posiadać maksimum 60 znaków.'],
  ['article introduction empty', articleMessages.introductionRequired, 'Opis nie może być pusty.'],
  ['article content short', articleMessages.contentTooShort, 'Treść musi być dłuższa.'],
  ['article content empty', articleMessages.contentRequired, 'Treść nie może być pusta.'],
  ['required boolean', sharedMessages.required, 'Pole Wymagane'],
  ['article author', articleMessages.authorRequired, 'Podaj autora.'],
  [
    'article partner groups',
    articleMessages.partnerGroupsRequired,
    'Materiał reklamowy musi posiadać przynajmniej jedną kategorię.',
  ],
  ['article categories missing', articleMessages.categoriesRequired, 'Proszę wybrać kategorie.'],
  [
    'article categories empty',
    articleMessages.categoriesMin,
    'Artykuł musi posiadać przynajmniej jedną kategorię.',
  ],
  ['required image', articleMessages.imageRequired, 'Pole wymagane.'],
  ['main image label', ARTICLE_IMAGE_LABELS.mediaId, 'Zdjęcie Główne'],
  ['Top image label', ARTICLE_IMAGE_LABELS.mediaTopId, 'Zdjęcie "Top" — 655px'],
  ['image dialog title', errorDialogTitle(SILO_IMAGE_LABEL), 'Błąd — Zdjęcie Główne'],
  [
    'statistics failure',
    articleMessages.statisticsFailure,
    'Wystąpił błąd podczas próby uzyskania statystyk artykułu.',
  ],
  // 02: authors, categories and groups, silos, people (§5)
  ['author name min', authorMessages.nameMin, 'Nazwa musi posiadać minimum 2 znaki'],
  ['author name max', authorMessages.nameMax, 'Nazwa musi posiadać maksimum 500 znaków'],
  ['author name empty', authorMessages.nameRequired, 'Pole Wymagane'],
  ['author email', authorMessages.email, 'Wprowadź poprawny adres email'],
  ['not a number', sharedMessages.mustBeNumber, 'Wartość musi być liczbą!'],
  ['group and category name min', groupMessages.nameMin, 'Tytuł musi posiadać minimum 2 znaki'],
  ['group and category name max', groupMessages.nameMax, 'Tytuł musi posiadać maksimum 255 znaków'],
  ['meta min', metaFieldMessages.min, 'Meta tytuł musi posiadać minimum 2 znaki'],
  ['meta max', metaFieldMessages.max, 'Meta tytuł musi posiadać maksimum 255 znaków'],
  ['silo name empty', siloGroupMessages.nameRequired, 'Pole Wymagane'],
  ['silo description short', siloMessages.descriptionMin, 'Opis musi być dłuższy.'],
  ['silo description long', siloMessages.descriptionMax, 'Opis musi być krótszy.'],
  ['silo description empty', siloMessages.descriptionRequired, 'Opis nie może być pusty.'],
  ['silo introduction short', siloMessages.introductionMin, 'Wstęp musi być dłuższy.'],
  ['silo introduction long', siloMessages.introductionMax, 'Wstęp musi być krótszy.'],
  ['silo introduction empty', siloMessages.introductionRequired, 'Wstęp nie może być pusty.'],
  ['silo content short', siloMessages.contentMin, 'Treść musi być dłuższa.'],
  ['silo content empty', siloMessages.contentRequired, 'Treść nie może być pusta.'],
  ['silo photo', siloMessages.imageRequired, 'Pole wymagane.'],
  ['person name min', personMessages.nameMin, 'Imię musi posiadać minimum 2 znaki'],
  ['person name max', personMessages.nameMax, 'Imię musi posiadać maksimum 500 znaków'],
  ['person surname min', personMessages.surnameMin, 'Nazwisko musi posiadać minimum 2 znaki'],
  ['person surname max', personMessages.surnameMax, 'Nazwisko musi posiadać maksimum 500 znaków'],
  // 03 (§2, §5, §8)
  ['site title empty', siteMessages.titleRequired, 'Pole Wymagane'],
  ['site title min', siteMessages.titleMin, 'Tytuł musi posiadać minimum 2 znaki'],
  ['site title max', siteMessages.titleMax, 'Tytuł musi posiadać maksimum 255 znaków'],
  ['subscriber email', subscriberMessages.email, 'Wprowadź poprawny adres email'],
  ['kf company numbers', kfCompanyMessages.mustBeNumber, 'Wartość musi być liczbą!'],
  ['press company name min', pressCompanyMessages.nameMin, 'Nazwa firmy musi posiadać minimum 2 znaki'],
  ['press company name max', pressCompanyMessages.nameMax, 'Nazwa firmy musi posiadać maksimum 255 znaków'],
  ['press company email', pressCompanyMessages.email, 'Podaj poprawny adres e-mail'],
  // The {host} of the specification is SDK-20's example host.
  [
    'press company www',
    pressCompanyMessages.www,
    'Podaj poprawny adres www (wzór: https://www.przyklad.pl/)',
  ],
  [
    'press company password',
    pressCompanyMessages.password,
    'Hasło musi składać się z co najmniej 8 znaków, w tym wielkiej litery, cyfry oraz znaku specjalnego.',
  ],
  ['press company password max', pressCompanyMessages.passwordMax, 'Hasło musi posiadać maksimum 32 znaki'],
  ['press company empty field', pressCompanyMessages.required, 'Pole nie może być puste'],
  ['producer name empty', producerMessages.nameRequired, 'Pole Wymagane'],
  ['player fields empty', playerMessages.required, 'Pole Wymagane'],
  ['user name min', userMessages.usernameMin, 'Nazwa użytkownika musi posiadać minimum 2 znaki'],
  ['user name max', userMessages.usernameMax, 'Nazwa użytkownika musi posiadać maksimum 255 znaków'],
  ['advert title empty', advertMessages.titleRequired, 'Tytuł nie może być pusty.'],
  ['advert title min', advertMessages.titleMin, 'Tytuł musi posiadać minimum 2 znaki.'],
  ['advert title max', advertMessages.titleMax, 'Tytuł musi posiadać maksimum 255 znaków.'],
  ['industry name empty', advertisingIndustryMessages.nameRequired, 'Pole Wymagane'],
  ['credentials file unreadable', googleCredentialsMessages.readFailed, 'Nie udało się załadować pliku'],
  ['credentials file not text', googleCredentialsMessages.invalid, 'Niepoprawny plik autoryzacyjny'],
  ['credentials file label', googleCredentialsMessages.fileLabel, 'Plik autoryzacyjny'],
  [
    'one partner box ahead',
    partnerNewsMessages.onlyOneAhead,
    'Można dodać tylko jeden box partnerski w przód.',
  ],
  ['no news of the day', newsletterMessages.noNewsOfTheDay, 'Brak nowych newsów dnia.'],
  ['partner news label', newsletterMessages.partnerNewsLabel, 'materiał reklamowy'],
  ['banner upload failure', newsletterMessages.bannerUploadFailure, 'Błąd! Spróbuj jeszcze raz.'],
  ['publication toggle failure', PUBLICATION_TOGGLE_FAILURE, 'Wystąpił błąd podczas zmiany publikacji!'],
];

describe('the specification’s texts, as written', () => {
  it.each(rows)('%s', (_where, sdk, spec) => {
    expect(sdk).toEqual(spec);
  });
});
