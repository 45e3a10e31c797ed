/**
 * Business constants of the specification (section 9 of the three documents, DECISIONS.md and the
 * SDK decisions in docs/decisions.md). Every limit, delay and enumeration lives here once; the panel,
 * the CLI and the sandbox read them from this module.
 */

// ---------------------------------------------------------------------------------------------------
// Timing

/** Every list search fires 500 ms after the user stops typing (01 §1). */
export const SEARCH_DEBOUNCE_MS = 500;
/**
 * The longest list search a search field takes (the panel's choice, docs/decisions.md): as long as the
 * longest name or title, and short enough that the list's address stays far below servers' URL limits.
 */
export const SEARCH_QUERY_MAX_LENGTH = 255;
/** The photo search of the file picker waits longer (01 §1). */
export const PHOTO_SEARCH_DEBOUNCE_MS = 1000;
/** Save buttons return to idle 4 s after success or failure (01 §1). */
export const SAVE_BUTTON_RESET_MS = 4000;
/** The caption save button of the file picker resets its success colour after 5 s (01 §2). */
export const CAPTION_SAVE_COLOUR_RESET_MS = 5000;
/** The user is logged out about 2 s after a successful password change (01 §9). */
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 2000;
/** The token is refreshed before loading some records when fewer than 10 s remain (01 §9). */
export const TOKEN_REFRESH_THRESHOLD_S = 10;
export const TOKEN_REFRESH_THRESHOLD_MS = TOKEN_REFRESH_THRESHOLD_S * 1000;
/** A request that meets 'Expired JWT Token' is retried once after a refresh (01 §7). */
export const TOKEN_RETRY_LIMIT = 1;

/**
 * Delay between a successful save and the return to the list, per area (02 §4, 03 §4).
 * `null` means the form stays where it is (static pages). Users, adverts and advertising industries
 * are not given by the specification: SDK-12 gives them the common 2 s.
 */
export const REDIRECT_DELAYS_MS = {
  articles: 2000,
  sponsoredArticles: 2000,
  authors: 2000,
  people: 2000,
  partnerNews: 2000,
  subscribers: 2000,
  dictionaries: 2000,
  probes: 2000,
  kfCompanies: 2000,
  pressCompanies: 2000,
  producers: 2000,
  players: 2000,
  users: 2000,
  adverts: 2000,
  advertisingIndustries: 2000,
  stats: 2300,
  categories: 1000,
  groups: 1000,
  silos: 1000,
  siloGroups: 1000,
  pressMagazines: 1000,
  pressIssues: 1000,
  sites: null,
} as const satisfies Record<string, number | null>;
export type RedirectArea = keyof typeof REDIRECT_DELAYS_MS;

// ---------------------------------------------------------------------------------------------------
// Lists

/** Page size of the API's collections (D18). */
export const DEFAULT_PAGE_SIZE = 30;

/** Numbered pagination (01 §1): all pages up to 10, else 10 at the edges or 15 (current ± 7) in the middle. */
export const PAGINATION = {
  showAllPagesUpTo: 10,
  edgeWindow: 10,
  middleWindow: 15,
  middleRadius: 7,
  jump: 8,
} as const;

/** The file picker's `{fileApiPath}` (D4): GET, PATCH and DELETE of a photo record by id. */
export const FILE_API_PATH = '/api/media/';

/** Default result limit of the file picker's photo search ('Domyślny limit: 5000'). */
export const FILE_SEARCH_LIMIT = 5000;

// ---------------------------------------------------------------------------------------------------
// Rich-text editor (01 §2, §9)

export const EDITOR_MAX_IMAGE_WIDTH = 1000;
export const EDITOR_IMAGE_RESIZE_OPTIONS = ['original', 200, 327, 500, 655] as const;
export type EditorImageResizeOption = (typeof EDITOR_IMAGE_RESIZE_OPTIONS)[number];
export const EDITOR_FONT_SIZE_MIN = 8;
export const EDITOR_FONT_SIZE_MAX = 60;
/** Every font size the editor offers, 8 to 60 px. */
export const EDITOR_FONT_SIZES: readonly number[] = Array.from(
  { length: EDITOR_FONT_SIZE_MAX - EDITOR_FONT_SIZE_MIN + 1 },
  (_, index) => EDITOR_FONT_SIZE_MIN + index,
);
export const EDITOR_EMBED_RETRIES = 10;
export const EDITOR_EMBED_RETRY_INTERVAL_MS = 1000;

// ---------------------------------------------------------------------------------------------------
// Articles and newsletters

/** Only this many characters of the introduction show as the lead on the home page (02 §2). */
export const LEAD_HINT_LENGTH = 260;
/** The first article's introduction in the newsletter is cut to 180 characters, with an ellipsis (03 §9). */
export const NEWSLETTER_INTRO_CUT_LENGTH = 180;
/** Newsletter width per variant (D16). */
export const NEWSLETTER_WIDTHS = { standard: 740, alternative: 750 } as const;
export type NewsletterVariant = keyof typeof NEWSLETTER_WIDTHS;
/** Query parameters carried by every newsletter link (03 §9). */
export const NEWSLETTER_UTM_PARAMS = {
  utm_source: 'email',
  utm_medium: 'newsletter',
  utm_campaign: 'getresponse',
} as const;
/** The six banner slots of the newsletter (03 §9). */
export const NEWSLETTER_BANNER_SLOTS = [1, 2, 3, 4, 5, 6] as const;
export type NewsletterBannerSlot = (typeof NEWSLETTER_BANNER_SLOTS)[number];

/**
 * The eight category blocks of the newsletter, in their order, with the portal path each links to
 * (03 §2). The headings are SDK-13.
 */
export const NEWSLETTER_CATEGORIES = [
  { key: 'telewizja', label: 'Telewizja', path: '/wiadomosci/telewizja' },
  { key: 'radio', label: 'Radio', path: '/wiadomosci/radio' },
  { key: 'reklama', label: 'Reklama', path: '/wiadomosci/reklama' },
  { key: 'prasa', label: 'Prasa', path: '/wiadomosci/prasa' },
  { key: 'internet', label: 'Internet', path: '/wiadomosci/internet' },
  { key: 'badania_marketingowe', label: 'Badania marketingowe', path: '/wiadomosci/badania' },
  { key: 'pr', label: 'PR', path: '/wiadomosci/public-relations' },
  { key: 'technologie', label: 'Technologie', path: '/wiadomosci/technologie' },
] as const;
export type NewsletterCategoryKey = (typeof NEWSLETTER_CATEGORIES)[number]['key'];
export const NEWSLETTER_CATEGORY_KEYS = NEWSLETTER_CATEGORIES.map((category) => category.key) as [
  NewsletterCategoryKey,
  ...NewsletterCategoryKey[],
];

/** Other portal paths the newsletter links to (03 §2); `{product}` is replaced by the product name. */
export const PORTAL_PATHS = {
  onlyOnProduct: '/tylko-na-{product}',
  jobs: '/praca',
  addJobOffer: '/praca/dodaj-oferte',
  archive: '/archiwum',
  advertising: '/reklama.html',
  contact: '/kontakt.html',
  rss: '/rss.html',
} as const;

/** The newsletter job offers are joined with this separator in `praca_oferty` (03 §7). */
export const JOB_OFFERS_SEPARATOR = '|';

/** Partner groups an article can be marked for, in the order the form offers them (02 §2). */
export const PARTNER_GROUPS = [
  { value: '/api/groups/2', label: 'Telewizja' },
  { value: '/api/groups/6', label: 'Reklama' },
  { value: '/api/groups/3', label: 'Internet' },
  { value: '/api/groups/1', label: 'Radio' },
] as const;

/** Answers a poll may have (03 §9). */
export const PROBE_MAX_ANSWERS = 12;

// ---------------------------------------------------------------------------------------------------
// Images

/** A dimension is an exact number of pixels or a range. */
export type ImageDimensionConstraint = number | { readonly min?: number; readonly max?: number };
export interface ImageSizeConstraint {
  readonly width?: ImageDimensionConstraint;
  readonly height?: ImageDimensionConstraint;
}

/** Size rules of the image fields (02 §2, 03 §5). The picker checks a new upload against them. */
export const IMAGE_SIZES = {
  /** Article 'Top' photo: 655 px wide. */
  top: { width: 655 },
  /** Article 'Top' photo 655x200. */
  top200: { width: 655, height: 200 },
  /** 'Only on the portal' photo, also required at this size on sponsored articles. */
  onlyOnSite: { width: 314, height: 110 },
  /** Google Discovery photo: at least 1200x800. */
  googleDiscovery: { width: { min: 1200 }, height: { min: 800 } },
  /** Article banner 200x200. */
  articleBanner: { width: 200, height: 200 },
  /** Partner-news box images. */
  partnerBox: { width: 460, height: 200 },
  partnerLogo: { width: 200, height: 200 },
  partnerNewsletterLogo: { width: 142, height: 121 },
  partnerMobileLogo: { width: 460, height: 146 },
  /** Images inserted in the rich-text editor. */
  editorImage: { width: { max: EDITOR_MAX_IMAGE_WIDTH } },
} as const satisfies Record<string, ImageSizeConstraint>;
export type ImageSizeKey = keyof typeof IMAGE_SIZES;

/** Issue covers are shown as thumbnails of this size (03 §2). */
export const ISSUE_COVER_THUMBNAIL_SIZE = 120;
/** Issue covers accept JPEG only (03 §5). */
export const ISSUE_COVER_MIME_TYPES = ['image/jpeg'] as const;
export const ISSUE_COVER_EXTENSIONS = ['jpg', 'jpeg'] as const;

// ---------------------------------------------------------------------------------------------------
// Enumerations

/** The 16 regions as stored (keys keep the server's spelling); labels are SDK-14. */
export const REGIONS = [
  { value: 'dolnoslaskie', label: 'dolnośląskie' },
  { value: 'kujawskopomorksie', label: 'kujawsko-pomorskie' },
  { value: 'lubelskie', label: 'lubelskie' },
  { value: 'lubuskie', label: 'lubuskie' },
  { value: 'lodzkie', label: 'łódzkie' },
  { value: 'malopolskie', label: 'małopolskie' },
  { value: 'mazowieckie', label: 'mazowieckie' },
  { value: 'opolskie', label: 'opolskie' },
  { value: 'podkarpackie', label: 'podkarpackie' },
  { value: 'podlaskie', label: 'podlaskie' },
  { value: 'pomorskie', label: 'pomorskie' },
  { value: 'slaskie', label: 'śląskie' },
  { value: 'swietokrzyskie', label: 'świętokrzyskie' },
  { value: 'warminskomazruskie', label: 'warmińsko-mazurskie' },
  { value: 'wielkopolskie', label: 'wielkopolskie' },
  { value: 'zachodniopomorskie', label: 'zachodniopomorskie' },
] as const;
export type Region = (typeof REGIONS)[number]['value'];
export const REGION_VALUES = REGIONS.map((region) => region.value) as [Region, ...Region[]];

/** Magazine types (03 §3); 'specjalne' is shown as 'Wydanie specjalne', other labels are SDK-14. */
export const MAGAZINE_TYPES = [
  { value: 'dziennik', label: 'Dziennik' },
  { value: 'tygodnik', label: 'Tygodnik' },
  { value: 'dwutygodnik', label: 'Dwutygodnik' },
  { value: 'miesiecznik', label: 'Miesięcznik' },
  { value: 'kwartalnik', label: 'Kwartalnik' },
  { value: 'polrocznik', label: 'Półrocznik' },
  { value: 'specjalne', label: 'Wydanie specjalne' },
  { value: 'inne', label: 'Inne' },
] as const;
export type MagazineType = (typeof MAGAZINE_TYPES)[number]['value'];
export const MAGAZINE_TYPE_VALUES = MAGAZINE_TYPES.map((type) => type.value) as [
  MagazineType,
  ...MagazineType[],
];

/** Magazine areas (03 §3); the region select appears only for 'regionalne'. */
export const MAGAZINE_AREAS = [
  { value: 'ogolnopolskie', label: 'Ogólnopolskie' },
  { value: 'regionalne', label: 'Regionalne' },
  { value: 'zagranica', label: 'Zagranica' },
] as const;
export type MagazineArea = (typeof MAGAZINE_AREAS)[number]['value'];
export const MAGAZINE_AREA_VALUES = MAGAZINE_AREAS.map((area) => area.value) as [
  MagazineArea,
  ...MagazineArea[],
];
export const REGIONAL_MAGAZINE_AREA: MagazineArea = 'regionalne';

/** Advert media types (03 §5). */
export const ADVERT_MEDIA_TYPES = [
  { value: 'internet', label: 'Internet' },
  { value: 'prasa', label: 'Prasa' },
  { value: 'outdoor', label: 'Outdoor' },
  { value: 'telewizja', label: 'Telewizja' },
] as const;
export type AdvertMediaType = (typeof ADVERT_MEDIA_TYPES)[number]['value'];
export const ADVERT_MEDIA_TYPE_VALUES = ADVERT_MEDIA_TYPES.map((type) => type.value) as [
  AdvertMediaType,
  ...AdvertMediaType[],
];

/** Advert areas (03 §5). */
export const ADVERT_AREAS = [
  { value: 'polska', label: 'Polska' },
  { value: 'swiat', label: 'Świat' },
] as const;
export type AdvertArea = (typeof ADVERT_AREAS)[number]['value'];
export const ADVERT_AREA_VALUES = ADVERT_AREAS.map((area) => area.value) as [AdvertArea, ...AdvertArea[]];
/** An advert's type defaults to an image (03 §3). */
export const DEFAULT_ADVERT_TYPE = 'img';

/**
 * Roles with their Polish labels (01 §6, 03 §3). 'editor' appears in the route table without a label:
 * SDK-15 labels it 'Edytor' so it can be granted.
 */
export const ROLES = [
  { value: 'root', label: 'Administrator' },
  { value: 'supereditor', label: 'Super redaktor' },
  { value: 'subpageeditor', label: 'Artykuły ze stronicowaniem' },
  { value: 'simple_editor', label: 'Redaktor' },
  { value: 'editor', label: 'Edytor' },
  { value: 'phone_editor', label: 'Redaktor telefonów' },
  { value: 'photo_editor', label: 'Redaktor fotoreportaży' },
  { value: 'comment_all', label: 'Komentarze do artykułów' },
  { value: 'dictionary_all', label: 'Słownik - hasła' },
  { value: 'prs_all', label: 'Centrum prasowe - newsy' },
  { value: 'press_editor', label: "Pierwsze strony 'Jedynki'" },
  { value: 'advs_editor', label: 'Reklamy' },
] as const;
export type Role = (typeof ROLES)[number]['value'];
export const ROLE_VALUES = ROLES.map((role) => role.value) as [Role, ...Role[]];
export const ROLE_LABELS: Readonly<Record<Role, string>> = Object.fromEntries(
  ROLES.map((role) => [role.value, role.label]),
) as Record<Role, string>;
export function isRole(value: string): value is Role {
  return (ROLE_VALUES as readonly string[]).includes(value);
}

/** Menu positions of the logged-in menu (01 §2, 02 §2, 03 §2, D14). */
export const MENU_POSITIONS = {
  home: 10,
  articles: 20,
  players: 21,
  comments: 22,
  bans: 23,
  newsletters: 24,
  subscribers: 25,
  groups: 30,
  categories: 40,
  silos: 41,
  siloGroups: 42,
  sponsoredArticles: 50,
  authors: 80,
  statistics: 100,
  authorStats: 1,
  articleStats: 2,
  stats: 3,
  sites: 110,
  cache: 150,
  rss: 160,
  kfCompanies: 180,
  users: 200,
  logs: 220,
  producers: 240,
  pressNews: 290,
  pressCompanies: 300,
  pressMagazines: 310,
  googleCredentials: 360,
} as const;

// ---------------------------------------------------------------------------------------------------
// Configuration defaults (D2)

export const DEFAULT_ADMIN_PREFIX = '/wirtualny_admin';
export const DEFAULT_PRODUCT = 'WM';

// ---------------------------------------------------------------------------------------------------
// Passwords

/** Users' passwords: at least 12 characters with an uppercase letter, a digit and a special character. */
export const USER_PASSWORD_MIN_LENGTH = 12;
/** The special characters of press-company passwords and of generated passwords. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';
/** Press-company passwords: 8 to 32 characters with lower, upper, digit and one of !@#$%^&* (03 §5). */
export const PRESS_PASSWORD_MIN_LENGTH = 8;
export const PRESS_PASSWORD_MAX_LENGTH = 32;

/** The generator rule (03 §9): one of each class, then 12 from all sets, shuffled. */
export const GENERATED_PASSWORD_LENGTH = 16;
export const PASSWORD_CHARACTER_SETS = {
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  symbols: PASSWORD_SPECIAL_CHARACTERS,
} as const;

/** An unbiased random integer in [0, bound) from the platform's cryptographic source. */
function randomBelow(bound: number): number {
  if (!Number.isInteger(bound) || bound <= 0 || bound > 2 ** 32) {
    throw new RangeError(`randomBelow: bound must be an integer in 1..2^32, got ${bound}`);
  }
  // Rejection sampling: drop the values of the last incomplete block of size `bound`.
  const limit = 2 ** 32 - (2 ** 32 % bound);
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0]!;
    if (value < limit) return value % bound;
  }
}

function pick(characters: string): string {
  return characters[randomBelow(characters.length)]!;
}

/**
 * A 16-character password: one lowercase letter, one uppercase letter, one digit and one of !@#$%^&*,
 * then 12 characters from all four sets, shuffled with an unbiased Fisher–Yates. Uses
 * `globalThis.crypto.getRandomValues`, available in browsers and Node 20.
 */
export function generatePassword(): string {
  const sets = PASSWORD_CHARACTER_SETS;
  const all = sets.lowercase + sets.uppercase + sets.digits + sets.symbols;
  const characters = [pick(sets.lowercase), pick(sets.uppercase), pick(sets.digits), pick(sets.symbols)];
  while (characters.length < GENERATED_PASSWORD_LENGTH) characters.push(pick(all));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomBelow(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
}
