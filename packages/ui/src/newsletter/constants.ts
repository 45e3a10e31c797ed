/**
 * Constants of the newsletter renderer that only the renderer has (spec 03 §2, §9; D3, D16): padding,
 * static folders, texts, palette. The contract's values (widths, the 180-character cut, utm
 * parameters, banner slots, categories with headings and paths, portal paths, the default product,
 * the texts of newsletterMessages and the browser copy's path) come from `@redakcja/api-sdk/constants`.
 */

/** Horizontal padding inside the newsletter frame, on each side. */
export const NEWSLETTER_PADDING = 20;

export const ELLIPSIS = '…';

/** Static folders (D3): banner images, partner-box images, media (the html copy's path is the SDK's). */
export const STATIC_FOLDERS = {
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
  onlyOn: (product: string) => `Tylko na ${product}`,
  jobOffers: 'Ogłoszenia o pracę',
  addOwnJobOffer: 'DODAJ WŁASNE',
  moreJobOffers: 'WIĘCEJ',
  partnerNews: 'Newsy partnerskie',
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
