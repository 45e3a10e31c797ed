// Vocabulary of the demo data: a Polish media-industry newsroom. What the contract already names
// (the newsletter's category blocks, the regions, magazine types and areas) comes from the SDK.

import { type MagazineArea, type MagazineType, NEWSLETTER_CATEGORIES, REGIONS, type Region } from '../sdk';
import { DEMO_RECORDS } from './records';

export const FIRST_NAMES = [
  'Anna',
  'Katarzyna',
  'Małgorzata',
  'Agnieszka',
  'Barbara',
  'Ewa',
  'Magdalena',
  'Joanna',
  'Aleksandra',
  'Zofia',
  'Piotr',
  'Krzysztof',
  'Andrzej',
  'Tomasz',
  'Paweł',
  'Michał',
  'Marcin',
  'Jakub',
  'Łukasz',
  'Grzegorz',
] as const;

export const LAST_NAMES = [
  'Nowak',
  'Kowalska',
  'Wiśniewski',
  'Wójcik',
  'Kowalczyk',
  'Kamińska',
  'Lewandowski',
  'Zielińska',
  'Szymański',
  'Woźniak',
  'Dąbrowska',
  'Kozłowski',
  'Jankowska',
  'Mazur',
  'Kwiatkowski',
  'Krawczyk',
  'Piotrowska',
  'Grabowski',
  'Nowakowska',
  'Pawłowski',
  'Michalska',
  'Zając',
  'Król',
  'Wieczorek',
  'Jabłoński',
  'Wróbel',
  'Majewska',
  'Olszewski',
] as const;

export const MEDIA_COMPANIES = [
  'Polsat',
  'TVN',
  'TVP',
  'Agora',
  'Ringier Axel Springer Polska',
  'Bauer Media',
  'Burda Media',
  'Eurozet',
  'RMF FM',
  'Wirtualna Polska',
  'Onet',
  'Interia',
  'Canal+ Polska',
  'Netflix',
  'Grupa ZPR Media',
  'Polska Press',
  'Gremi Media',
  'Radio ZET',
  'Kanał Zero',
  'TV Puls',
  'Cyfrowy Polsat',
  'Player.pl',
  'Polskie Radio',
  'Spotify',
  'YouTube',
] as const;

export const SHOWS = [
  'Fakty',
  'Wydarzenia',
  'Dzień Dobry TVN',
  'Pytanie na śniadanie',
  'Taniec z gwiazdami',
  'Milionerzy',
  'Rolnik szuka żony',
  'M jak miłość',
  'Na Wspólnej',
  'Kuchenne rewolucje',
  'Mam talent!',
  'Sprawa dla reportera',
  'Uwaga!',
  'Państwo w Państwie',
] as const;

export const MONTHS = [
  'styczniu',
  'lutym',
  'marcu',
  'kwietniu',
  'maju',
  'czerwcu',
  'lipcu',
  'sierpniu',
  'wrześniu',
  'październiku',
  'listopadzie',
  'grudniu',
] as const;

export const TITLE_TEMPLATES = [
  '{company} zwiększa zasięg w {month}',
  'Oglądalność w {month}: {company} liderem wśród widzów 16-49',
  '{person} odchodzi z {company}',
  '{person} nowym dyrektorem programowym {company}',
  'Rynek reklamy w {month} wzrósł o {n} proc.',
  '{company} uruchamia nowy serwis informacyjny',
  '„{show}” wraca z nowym sezonem. Są zmiany w obsadzie',
  'Słuchalność radia: {company} z wynikiem {n} proc.',
  '{company} i {company2} łączą siły w sprzedaży reklam',
  'Wyniki finansowe {company}: przychody wyższe o {n} proc.',
  'Nowa ramówka {company}. {n} premier jesienią',
  '{company} inwestuje w sztuczną inteligencję w redakcji',
  'Prasa w {month}: sprzedaż dzienników spadła o {n} proc.',
  '{person} poprowadzi „{show}”',
  'UOKiK sprawdza umowy {company} z reklamodawcami',
] as const;

export const INTRO_SENTENCES = [
  'Zmiany zaczną obowiązywać od początku przyszłego miesiąca.',
  'Dane pochodzą z najnowszego badania Nielsen Audience Measurement.',
  'Firma nie ujawnia szczegółów finansowych transakcji.',
  'To już kolejny kwartał z rzędu, w którym nadawca poprawia wyniki.',
  'Eksperci rynku mediowego oceniają tę decyzję jako naturalny krok.',
  'Rzecznik spółki potwierdził te informacje w rozmowie z nami.',
  'W komunikacie podkreślono rosnące znaczenie kanałów cyfrowych.',
  'Nowy format ma przyciągnąć przede wszystkim młodszych widzów.',
] as const;

export const CONTENT_PARAGRAPHS = [
  'Według danych przekazanych redakcji, wynik jest najlepszy od trzech lat. Największy wzrost odnotowano w grupie komercyjnej.',
  'Przedstawiciele stacji zapowiadają dalsze inwestycje w produkcje własne oraz rozwój serwisu streamingowego.',
  'Analitycy domów mediowych zwracają uwagę, że budżety reklamowe coraz częściej przesuwają się do internetu.',
  'W ubiegłym roku spółka zatrudniała ponad 1200 osób, a jej przychody przekroczyły miliard złotych.',
  'Zmiana wpisuje się w strategię, którą zarząd przedstawił inwestorom na początku roku.',
  'Konkurencja nie zamierza pozostać bierna: w przygotowaniu są już nowe formaty i kampanie promocyjne.',
  'Badanie przeprowadzono na reprezentatywnej próbie 7 tysięcy respondentów w wieku powyżej 15 lat.',
  'Nowe stanowisko obejmie od przyszłego miesiąca, a do tego czasu pełni obowiązki w dotychczasowej roli.',
] as const;

export const COMMENT_TEXTS = [
  'Świetny artykuł, dzięki za konkretne liczby.',
  'A kiedy w końcu coś o radiu regionalnym?',
  'Ciekawe, jak to się przełoży na ramówkę.',
  'Nie zgadzam się z tezą, że telewizja linearna umiera.',
  'Brakuje mi źródła tych danych.',
  'Szkoda, że program znika z anteny, oglądałam go od lat.',
  'Reklam jest coraz więcej, a treści coraz mniej.',
  'Gratulacje dla całej redakcji!',
  'To była tylko kwestia czasu.',
  'Czy ktoś wie, gdzie można obejrzeć pełny raport?',
] as const;

export const NICKS = [
  'widz123',
  'Marek_K',
  'radiowiec',
  'ania.media',
  'obserwator',
  'tvfan',
  'Kasia',
  'Gość',
  'medioznawca',
  'redaktorka',
] as const;

/** One group per block of the newsletter, named as the block, its key the slug (SB-9); by id. */
export const GROUPS = NEWSLETTER_CATEGORIES.map((category) => ({
  id: DEMO_RECORDS.groups[category.key],
  name: category.label,
  slug: category.key,
})).sort((a, b) => a.id - b.id);

export const CATEGORIES_BY_GROUP: Readonly<Record<number, readonly string[]>> = {
  1: ['Radio komercyjne', 'Radio publiczne', 'Podcasty'],
  2: ['Telewizja naziemna', 'Telewizja płatna', 'Seriale i programy'],
  3: ['Portale', 'Media społecznościowe', 'Streaming'],
  4: ['Dzienniki', 'Magazyny', 'Prasa lokalna'],
  5: ['Badania oglądalności', 'Badania słuchalności', 'Badania internetu'],
  6: ['Kampanie reklamowe', 'Domy mediowe', 'Agencje reklamowe'],
  7: ['Komunikacja korporacyjna', 'Kryzysy wizerunkowe'],
  8: ['Sztuczna inteligencja', 'Nowe technologie'],
};

export const SILO_GROUPS = ['Tematy tygodnia', 'Raporty branżowe', 'Ludzie mediów', 'Poradniki'] as const;

export const SILOS = [
  'Oglądalność telewizji',
  'Słuchalność radia',
  'Rynek reklamy',
  'Streaming wideo',
  'Sprzedaż prasy',
  'Sztuczna inteligencja w mediach',
  'Podcasty',
  'Media publiczne',
  'Influencer marketing',
  'Social media',
] as const;

export const CITIES = [
  'Warszawa',
  'Kraków',
  'Wrocław',
  'Poznań',
  'Gdańsk',
  'Łódź',
  'Katowice',
  'Lublin',
  'Szczecin',
  'Białystok',
] as const;

export const STREETS = [
  'ul. Marszałkowska',
  'ul. Piękna',
  'al. Jerozolimskie',
  'ul. Długa',
  'ul. Wiejska',
  'ul. Ogrodowa',
  'ul. Polna',
] as const;

export const PUBLISHERS = [
  'Agora SA',
  'Ringier Axel Springer Polska',
  'Bauer Media Polska',
  'Burda Media Polska',
  'Polska Press',
  'Gremi Media',
  'Time SA',
  'Wydawnictwo Pascal',
] as const;

interface DemoMagazine {
  readonly title: string;
  readonly type: MagazineType;
  readonly area: MagazineArea;
  readonly regions?: readonly Region[];
}

export const MAGAZINES: readonly DemoMagazine[] = [
  { title: 'Gazeta Wyborcza', type: 'dziennik', area: 'ogolnopolskie' },
  { title: 'Rzeczpospolita', type: 'dziennik', area: 'ogolnopolskie' },
  { title: 'Fakt', type: 'dziennik', area: 'ogolnopolskie' },
  { title: 'Dziennik Bałtycki', type: 'dziennik', area: 'regionalne', regions: ['pomorskie'] },
  { title: 'Gazeta Krakowska', type: 'dziennik', area: 'regionalne', regions: ['malopolskie'] },
  { title: 'Polityka', type: 'tygodnik', area: 'ogolnopolskie' },
  { title: 'Newsweek Polska', type: 'tygodnik', area: 'ogolnopolskie' },
  { title: 'Wprost', type: 'tygodnik', area: 'ogolnopolskie' },
  { title: 'Przyjaciółka', type: 'dwutygodnik', area: 'ogolnopolskie' },
  { title: 'Twój Styl', type: 'miesiecznik', area: 'ogolnopolskie' },
  { title: 'National Geographic Polska', type: 'miesiecznik', area: 'ogolnopolskie' },
  { title: 'Press', type: 'miesiecznik', area: 'ogolnopolskie' },
  { title: 'Kwartalnik Historyczny', type: 'kwartalnik', area: 'ogolnopolskie' },
  { title: 'Polonia Times', type: 'miesiecznik', area: 'zagranica' },
  {
    title: 'Echo Dnia Podkarpackie',
    type: 'dziennik',
    area: 'regionalne',
    regions: ['podkarpackie', 'lubelskie'],
  },
];

export const PRODUCERS = [
  'Samsung',
  'Apple',
  'Xiaomi',
  'Motorola',
  'Nokia',
  'Oppo',
  'Realme',
  'OnePlus',
  'Google',
  'Sony',
  'Honor',
  'Huawei',
  'Vivo',
  'Nothing',
  'Asus',
] as const;

export const KF_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  'Agencje reklamowe': ['Agencje kreatywne', 'Agencje interaktywne', 'Agencje eventowe'],
  'Domy mediowe': ['Planowanie mediów', 'Zakup mediów'],
  'Public relations': ['Agencje PR', 'Komunikacja kryzysowa', 'Relacje inwestorskie'],
  Produkcja: ['Produkcja filmowa', 'Produkcja dźwięku', 'Postprodukcja', 'Fotografia'],
  'Badania rynku': ['Badania ilościowe', 'Badania jakościowe', 'Monitoring mediów'],
  Wydawnictwa: ['Wydawnictwa prasowe', 'Wydawnictwa książkowe', 'Druk', 'Kolportaż', 'Wydawnictwa cyfrowe'],
};

/** The company directory's regions: the 16 voivodeships, as the SDK labels them. */
export const VOIVODESHIPS: readonly string[] = REGIONS.map((region) => region.label);

export const DICTIONARY = {
  Telewizja: [
    'oglądalność',
    'ramówka',
    'prime time',
    'udział w widowni',
    'GRP',
    'telewizja linearna',
    'VOD',
    'simulcast',
  ],
  Radio: [
    'słuchalność',
    'Radio Track',
    'format radiowy',
    'jingiel',
    'zasięg dzienny',
    'DAB+',
    'podcast',
    'playlista',
  ],
  Internet: [
    'odsłona',
    'użytkownik unikalny',
    'CTR',
    'paywall',
    'clickbait',
    'SEO',
    'programmatic',
    'cookie',
  ],
  Reklama: [
    'brief',
    'insight',
    'key visual',
    'lokowanie produktu',
    'billboard',
    'spot',
    'kreacja',
    'media plan',
  ],
  Prasa: [
    'nakład',
    'sprzedaż egzemplarzowa',
    'winieta',
    'lead',
    'łamanie',
    'e-wydanie',
    'kolportaż',
    'jedynka',
  ],
} as const;

export const INDUSTRIES = [
  'Motoryzacja',
  'Finanse i bankowość',
  'Telekomunikacja',
  'Handel',
  'FMCG',
  'Farmacja',
  'Turystyka',
  'Energetyka',
  'Technologie',
  'Rozrywka',
] as const;
