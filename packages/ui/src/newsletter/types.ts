import type { NewsletterCategoryKey, NewsletterVariant } from '@redakcja/api-sdk/constants';

export type { NewsletterVariant };

/** One article as GET /api/newsletter_data gives it (spec 03 §3). */
export interface NewsletterArticle {
  /** Absolute when it starts with http, otherwise a path relative to the site. */
  slug: string;
  title: string;
  introduction?: string | null;
  authorName?: string | null;
  groupName?: string | null;
  groupSlug?: string | null;
  mediaTopFilename?: string | null;
  /** Which media directory holds the file (old or new catalogue). */
  mediaTopNewPath?: boolean | null;
  /** Partner (sponsored) material: shows the label 'materiał reklamowy'. */
  partnerNews?: boolean | null;
}

/** One of the six banner slots (baner1..baner6: Img, Url, Txt). */
export interface NewsletterBanner {
  /** File name in the static `newsletter_images` folder, or an absolute URL. */
  img?: string | null;
  url?: string | null;
  txt?: string | null;
}

export interface NewsletterAuthor {
  name: string;
  /** media.fileName of GET /api/authors/full/{id}. */
  photoFileName?: string | null;
  /** media.newPath of GET /api/authors/full/{id}. */
  photoNewPath?: boolean | null;
}

/** The lead segment (alternative version only). */
export interface NewsletterLeadSegment {
  title?: string | null;
  /** HTML written by staff in the rich-text editor; sanitised by the renderer (docs/decisions.md UI-N2). */
  content?: string | null;
  author?: NewsletterAuthor | null;
}

/** The exclusive segment (alternative version only); each field is at most 255 characters. */
export interface NewsletterExclusiveSegment {
  title?: string | null;
  description?: string | null;
  url?: string | null;
}

export interface NewsletterJobOffer {
  position: string;
  company?: string | null;
  absoluteUrl: string;
}

/** The newsletter fields of a partner-news box (spec 03 §3). Image fields are file names or URLs. */
export interface NewsletterPartnerBox {
  /** Folder of the box's images inside the static `box_tvn` folder. */
  imageDir?: string | null;
  firstNewsletterUrl?: string | null;
  firstNewsletterTitle?: string | null;
  firstNewsletterImg?: string | null;
  secondNewsletterUrl?: string | null;
  secondNewsletterTitle?: string | null;
  secondNewsletterImg?: string | null;
  logoNewsletterUrl?: string | null;
  logoNewsletterImg?: string | null;
  /** Accepted for completeness; the e-mail shows the desktop logo only (docs/decisions.md UI-N7). */
  logoNewsletterMobileImg?: string | null;
}

/** Everything the e-mail shows: the saved record's fields plus the generation data. */
export interface NewsletterData {
  /** Slots baner1..baner6 in order; missing or empty entries render nothing. */
  banners?: ReadonlyArray<NewsletterBanner | null | undefined>;
  lead?: NewsletterLeadSegment | null;
  exclusive?: NewsletterExclusiveSegment | null;
  newsOfTheDay?: readonly NewsletterArticle[];
  newsOnlyOnWm?: readonly NewsletterArticle[];
  categoryNews?: Partial<Record<NewsletterCategoryKey, readonly NewsletterArticle[]>>;
  partnerNews?: NewsletterPartnerBox | null;
  jobOffers?: readonly NewsletterJobOffer[];
  /** The date of the issue (YYYY-MM-DD…); shown as '14 maja 2024'. Other text is shown as given. */
  currentDate?: string | null;
  /** Name of the static copy, /nsl/{fileName}.html. */
  fileName?: string | null;
}

export type NewsletterMode = 'email' | 'edit';

export interface NewsletterSocialLink {
  label: string;
  url: string;
}

export interface NewsletterRenderOptions {
  /** 'standard' (740 px, default) or 'alternative' (750 px, with the lead and exclusive segments). */
  variant?: NewsletterVariant;
  /**
   * 'email' (default) renders what subscribers receive; 'edit' is the panel's preview: it says
   * 'Brak nowych newsów dnia.' when there are none and marks every block with `data-newsletter-block`.
   */
  mode?: NewsletterMode;
  /** `{product}` of 'Tylko na {product}' (D2, default 'WM'). */
  product?: string;
  /** Base URL of the portal: article and section links. */
  siteUrl: string;
  /** Base URL of static files: images and the /nsl/ copy (D3). */
  staticUrl: string;
  /** Overrides `data.fileName` for the 'ZOBACZ W PRZEGLĄDARCE' link. */
  fileName?: string;
  /** The unsubscribe link; defaults to GetResponse's `[[remove]]` merge word. */
  unsubscribeUrl?: string;
  socialLinks?: readonly NewsletterSocialLink[];
}
