/**
 * `@redakcja/ui/newsletter`: the one newsletter renderer of the panel (preview, generation) and the
 * CLI (`redakcja newsletter generate`). Plain TypeScript, no React, no DOM.
 */
export { TEXTS as NEWSLETTER_TEXTS } from './constants';
export { escapeHtml } from './escape';
export { toNewsletterRenderData } from './fromApi';
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
