/** Articles and newsletters: lead hint, newsletter widths, UTM parameters, banner slots, category blocks and portal paths (02 §2, 03 §2, §7, §9, D16). */

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
