/**
 * `@redakcja/ui/newsletter`: the one newsletter renderer of the panel (preview, generation) and the
 * CLI (`redakcja newsletter generate`). Plain TypeScript, no React, no DOM.
 */
export {
  BANNER_SLOTS,
  CATEGORY_HEADINGS,
  CATEGORY_PATHS,
  DEFAULT_PRODUCT,
  INTRODUCTION_LIMIT,
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_WIDTH,
  type NewsletterCategory,
  PORTAL_PATHS,
  TEXTS as NEWSLETTER_TEXTS,
  UTM_PARAMS,
} from './constants';
export { escapeHtml } from './escape';
export { withUtm } from './links';
export { NEWSLETTER_CSS, renderNewsletter } from './render';
export { sanitizeLeadHtml } from './sanitize';
export { cutIntroduction, formatIssueDate } from './text';
export type {
  NewsletterArticle,
  NewsletterAuthor,
  NewsletterBanner,
  NewsletterData,
  NewsletterExclusiveSegment,
  NewsletterJobOffer,
  NewsletterLeadSegment,
  NewsletterMode,
  NewsletterPartnerBox,
  NewsletterRenderOptions,
  NewsletterSocialLink,
  NewsletterVariant,
} from './types';
