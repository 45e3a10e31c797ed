/**
 * Constants of the newsletter renderer (spec 03 §2, §9; D2, D16).
 *
 * The SDK's contract helper (`packages/api-sdk/src/constants.ts`) defines some of the same values,
 * but ui never imports the SDK (ui/newsletter also runs in the CLI without it), so the renderer keeps
 * its own copy here, in one module; admin-web's contract-consistency test holds the two equal (UI-22).
 */

/** D16: the standard version is 740 px wide, the alternative 750 px. */
export const NEWSLETTER_WIDTH = { standard: 740, alternative: 750 } as const;

/** Horizontal padding inside the newsletter frame, on each side. */
export const NEWSLETTER_PADDING = 20;

/** Spec 03 §9: the introduction is cut to 180 characters, with an ellipsis, in the first-article layout. */
export const INTRODUCTION_LIMIT = 180;
export const ELLIPSIS = '…';

/** Spec 03 §9: every portal link carries these parameters, in this order. */
export const UTM_PARAMS = [
  ['utm_source', 'email'],
  ['utm_medium', 'newsletter'],
  ['utm_campaign', 'getresponse'],
] as const;

/** D2: `{product}` in 'Tylko na {product}' defaults to WM. */
export const DEFAULT_PRODUCT = 'WM';

/** Spec 03 §2/§3: six banner slots, baner1..baner6. */
export const BANNER_SLOTS = 6;

/** Spec 03 §3: the category blocks in the order of the specification. */
export const NEWSLETTER_CATEGORIES = [
  'telewizja',
  'radio',
  'reklama',
  'prasa',
  'internet',
  'badania_marketingowe',
  'pr',
  'technologie',
] as const;

export type NewsletterCategory = (typeof NEWSLETTER_CATEGORIES)[number];

/** Spec 03 §2: each category block links to /wiadomosci/{path}. */
export const CATEGORY_PATHS: Record<NewsletterCategory, string> = {
  telewizja: 'telewizja',
  radio: 'radio',
  reklama: 'reklama',
  prasa: 'prasa',
  internet: 'internet',
  badania_marketingowe: 'badania',
  pr: 'public-relations',
  technologie: 'technologie',
};

/** Headings of the category blocks, as readers see them. */
export const CATEGORY_HEADINGS: Record<NewsletterCategory, string> = {
  telewizja: 'Telewizja',
  radio: 'Radio',
  reklama: 'Reklama',
  prasa: 'Prasa',
  internet: 'Internet',
  badania_marketingowe: 'Badania marketingowe',
  pr: 'PR',
  technologie: 'Technologie',
};

/** Portal paths of the specification (spec 03 §2). */
export const PORTAL_PATHS = {
  category: (path: string) => `/wiadomosci/${path}`,
  onlyOn: (productSlug: string) => `/tylko-na-${productSlug}`,
  jobs: '/praca',
  addJobOffer: '/praca/dodaj-oferte',
  archive: '/archiwum',
  advertising: '/reklama.html',
  contact: '/kontakt.html',
  rss: '/rss.html',
} as const;

/** Static folders (D3): the html copy of a newsletter, banner images, partner-box images, media. */
export const STATIC_FOLDERS = {
  newsletters: 'nsl',
  bannerImages: 'newsletter_images',
  partnerBox: 'box_tvn',
  media: 'media',
} as const;

/**
 * GetResponse (utm_campaign=getresponse sends the newsletter) replaces this merge word with the
 * recipient's own unsubscribe link.
 */
export const DEFAULT_UNSUBSCRIBE_URL = '[[remove]]';

/** The texts readers see (Polish, spec 03 and docs/decisions.md UI-N*). */
export const TEXTS = {
  newsOfTheDay: 'Newsy dnia',
  noNewsOfTheDay: 'Brak nowych newsów dnia.',
  onlyOn: (product: string) => `Tylko na ${product}`,
  jobOffers: 'Ogłoszenia o pracę',
  addOwnJobOffer: 'DODAJ WŁASNE',
  moreJobOffers: 'WIĘCEJ',
  partnerNews: 'Newsy partnerskie',
  advertisement: 'materiał reklamowy',
  exclusive: 'EXCLUSIVE',
  /** Alternative text of a banner image without its own text, and of the partner's logo. */
  bannerAlt: (slot: number) => `Baner reklamowy ${slot}`,
  partnerLogoAlt: 'Logo partnera',
  readMore: 'CZYTAJ WIĘCEJ',
  viewInBrowser: 'ZOBACZ W PRZEGLĄDARCE',
  contact: 'Kontakt',
  unsubscribe: 'Wypisz się z newslettera',
  rss: 'RSS',
  archive: 'Archiwum',
  advertising: 'Oferta reklamowa',
  documentTitle: (product: string) => `Newsletter ${product}`,
  why: (product: string) =>
    `Otrzymujesz tę wiadomość, ponieważ Twój adres jest zapisany do newslettera ${product}.`,
  /** D16: the standard version's claim. */
  claimStandard: (product: string) =>
    `Serwis ${product} odwiedza co miesiąc około 2 mln użytkowników, a newsletter codziennie trafia do 50 tys. odbiorców.`,
  /** D16: the alternative version's longer claim. */
  claimAlternative: (product: string) =>
    `Serwis ${product} to co miesiąc około 3 mln użytkowników i 15 mln odsłon, 255 tys. obserwujących w mediach społecznościowych oraz 50 tys. czytelników newslettera.`,
} as const;

/** Default social profiles of the portal in the footer; the CLI and the panel may pass their own. */
export const DEFAULT_SOCIAL_LINKS = [
  { label: 'Facebook', url: 'https://www.facebook.com/wirtualnemedia' },
  { label: 'X', url: 'https://x.com/wirtualnemedia' },
  { label: 'LinkedIn', url: 'https://www.linkedin.com/company/wirtualnemedia-pl' },
] as const;

/** The palette of the e-mail (inline styles only; e-mail clients ignore the panel's theme). */
export const COLORS = {
  page: '#f2f2f2',
  frame: '#ffffff',
  text: '#1a1a1a',
  muted: '#555555',
  accent: '#b3001b',
  rule: '#dddddd',
  footer: '#222222',
  footerText: '#ffffff',
} as const;

export const FONT_FAMILY = 'Arial, Helvetica, sans-serif';
