import {
  DEFAULT_PRODUCT,
  NEWSLETTER_BANNER_SLOTS,
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_WIDTHS,
  newsletterMessages,
  PORTAL_PATHS,
} from '@redakcja/api-sdk/constants';
import {
  COLORS,
  DEFAULT_SOCIAL_LINKS,
  DEFAULT_UNSUBSCRIBE_URL,
  FONT_FAMILY,
  NEWSLETTER_PADDING,
  STATIC_FOLDERS,
  TEXTS,
} from './constants';
import { attr, escapeHtml } from './escape';
import { createLinks, type NewsletterLinks } from './links';
import { sanitizeLeadHtml } from './sanitize';
import { cutIntroduction, formatIssueDate } from './text';
import type {
  NewsletterArticle,
  NewsletterBanner,
  NewsletterData,
  NewsletterExclusiveSegment,
  NewsletterJobOffer,
  NewsletterLeadSegment,
  NewsletterMode,
  NewsletterPartnerBox,
  NewsletterRenderOptions,
  NewsletterVariant,
} from './types';

/**
 * Styles for the clients that read a `<style>` block (mobile layout); everything else is inline.
 * POST /api/newsletters takes `css` next to `html`: the panel sends this string.
 */
export const NEWSLETTER_CSS = [
  'body{margin:0;padding:0;}',
  'img{border:0;outline:none;text-decoration:none;}',
  '@media only screen and (max-width:760px){',
  '.nl-frame{width:100% !important;max-width:100% !important;}',
  '.nl-col{display:block !important;width:100% !important;}',
  '.nl-fluid{width:100% !important;height:auto !important;}',
  '}',
].join('');

/** Everything a block needs, resolved once from the options. */
interface Context {
  variant: NewsletterVariant;
  mode: NewsletterMode;
  product: string;
  width: number;
  contentWidth: number;
  links: NewsletterLinks;
}

const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

function style(...declarations: string[]): string {
  return attr('style', declarations.join(';'));
}

const TEXT_FONT = `font-family:${FONT_FAMILY}`;

/** One row of the newsletter frame; in the edit view it names its block for the panel's controls. */
function block(ctx: Context, name: string, inner: string, padding = `12px ${NEWSLETTER_PADDING}px`): string {
  const marker = ctx.mode === 'edit' ? attr('data-newsletter-block', name) : '';
  return `<tr${marker}><td${style(`padding:${padding}`)}>${inner}</td></tr>`;
}

function link(href: string, text: string, css: string): string {
  return `<a${attr('href', href)}${attr('style', css)}>${text}</a>`;
}

function heading(text: string, href: string | null): string {
  const css = `${TEXT_FONT};color:${COLORS.accent};font-size:18px;line-height:24px;font-weight:bold;text-decoration:none;text-transform:uppercase`;
  const content = href
    ? link(href, escapeHtml(text), css)
    : `<span${attr('style', css)}>${escapeHtml(text)}</span>`;
  return `<table ${TABLE} width="100%"><tr><td${style(`border-bottom:2px solid ${COLORS.accent}`, 'padding-bottom:6px')}>${content}</td></tr></table>`;
}

function advertisementLabel(): string {
  return `<p${style(TEXT_FONT, 'margin:0 0 4px', 'font-size:11px', 'line-height:14px', `color:${COLORS.muted}`, 'text-transform:uppercase')}>${escapeHtml(newsletterMessages.partnerNewsLabel)}</p>`;
}

function articleImage(ctx: Context, article: NewsletterArticle): string {
  if (!article.mediaTopFilename) return '';
  const src = ctx.links.media(article.mediaTopFilename, article.mediaTopNewPath === true);
  const img = `<img class="nl-fluid"${attr('src', src)}${attr('width', ctx.contentWidth)}${attr('alt', article.title)}${style('display:block', `width:${ctx.contentWidth}px`, 'max-width:100%', 'height:auto', 'border:0')}>`;
  return `<tr><td${style('padding-top:12px')}><a${attr('href', ctx.links.article(article.slug))}>${img}</a></td></tr>`;
}

/** The first article of a section: photo, labels, title, the introduction cut to 180 characters, author. */
function firstArticle(ctx: Context, article: NewsletterArticle): string {
  const href = ctx.links.article(article.slug);
  const parts: string[] = [];
  if (article.partnerNews) parts.push(advertisementLabel());
  if (article.groupName) {
    parts.push(
      `<p${style(TEXT_FONT, 'margin:0 0 4px', 'font-size:12px', 'line-height:16px', `color:${COLORS.accent}`, 'font-weight:bold', 'text-transform:uppercase')}>${escapeHtml(article.groupName)}</p>`,
    );
  }
  parts.push(
    `<h2${style(TEXT_FONT, 'margin:0', 'font-size:22px', 'line-height:28px')}>${link(href, escapeHtml(article.title), `${TEXT_FONT};color:${COLORS.text};text-decoration:none`)}</h2>`,
  );
  const introduction = cutIntroduction(article.introduction ?? '');
  if (introduction) {
    parts.push(
      `<p${style(TEXT_FONT, 'margin:8px 0 0', 'font-size:15px', 'line-height:22px', `color:${COLORS.text}`)}>${escapeHtml(introduction)}</p>`,
    );
  }
  if (article.authorName) {
    parts.push(
      `<p${style(TEXT_FONT, 'margin:6px 0 0', 'font-size:13px', 'line-height:18px', `color:${COLORS.muted}`)}>${escapeHtml(article.authorName)}</p>`,
    );
  }
  return `${articleImage(ctx, article)}<tr><td${style('padding-top:10px')}>${parts.join('')}</td></tr>`;
}

/** The other articles of a section: one line each. */
function listedArticle(ctx: Context, article: NewsletterArticle): string {
  const label = article.partnerNews ? advertisementLabel() : '';
  const title = link(
    ctx.links.article(article.slug),
    escapeHtml(article.title),
    `${TEXT_FONT};color:${COLORS.text};font-size:16px;line-height:22px;font-weight:bold;text-decoration:none`,
  );
  return `<tr><td${style('padding:10px 0', `border-top:1px solid ${COLORS.rule}`)}>${label}${title}</td></tr>`;
}

function articleSection(
  ctx: Context,
  name: string,
  title: string,
  titleHref: string | null,
  articles: readonly NewsletterArticle[],
): string {
  const [first, ...rest] = articles;
  if (!first) return '';
  const list = rest.length
    ? `<tr><td${style('padding-top:12px')}><table ${TABLE} width="100%">${rest.map((article) => listedArticle(ctx, article)).join('')}</table></td></tr>`
    : '';
  return block(
    ctx,
    name,
    `${heading(title, titleHref)}<table ${TABLE} width="100%">${firstArticle(ctx, first)}${list}</table>`,
  );
}

function header(ctx: Context, currentDate: string): string {
  const productLink = link(
    ctx.links.portal('/'),
    escapeHtml(ctx.product),
    `${TEXT_FONT};color:${COLORS.accent};font-size:32px;line-height:36px;font-weight:bold;text-decoration:none`,
  );
  const date = currentDate
    ? `<td align="right"${style(TEXT_FONT, 'font-size:14px', `color:${COLORS.muted}`)}>${escapeHtml(currentDate)}</td>`
    : '';
  // The product's name is the e-mail's one h1 (UI-N12); the titles below it are h2.
  const title = `<h1${style(TEXT_FONT, 'margin:0', 'font-size:32px', 'line-height:36px')}>${productLink}</h1>`;
  return block(
    ctx,
    'header',
    `<table ${TABLE} width="100%"><tr><td${style(`border-bottom:3px solid ${COLORS.accent}`, 'padding-bottom:12px')}><table ${TABLE} width="100%"><tr><td>${title}</td>${date}</tr></table></td></tr></table>`,
    `20px ${NEWSLETTER_PADDING}px 8px`,
  );
}

/** A banner slot: image with its link, or text with its link, or nothing. */
function banner(ctx: Context, slot: number, value: NewsletterBanner | null | undefined): string {
  const name = `banner-${slot}`;
  const img = value?.img?.trim();
  const url = value?.url?.trim();
  const txt = value?.txt?.trim();
  let inner = '';
  if (img) {
    const image = `<img class="nl-fluid"${attr('src', ctx.links.staticFile(STATIC_FOLDERS.bannerImages, img))}${attr('alt', txt || TEXTS.bannerAlt(slot))}${style('display:block', 'max-width:100%', 'height:auto', 'border:0', 'margin:0 auto')}>`;
    inner = url ? `<a${attr('href', ctx.links.href(url))}>${image}</a>` : image;
  } else if (txt) {
    const css = `${TEXT_FONT};color:${COLORS.accent};font-size:16px;line-height:22px;font-weight:bold;text-decoration:none`;
    inner = url
      ? link(ctx.links.href(url), escapeHtml(txt), css)
      : `<span${attr('style', css)}>${escapeHtml(txt)}</span>`;
  }
  if (!inner) return ctx.mode === 'edit' ? block(ctx, name, '', '0') : '';
  return block(ctx, name, `<div${style('text-align:center')}>${inner}</div>`);
}

function leadSegment(ctx: Context, lead: NewsletterLeadSegment | null | undefined): string {
  const title = lead?.title?.trim() ?? '';
  const content = sanitizeLeadHtml(lead?.content, ctx.links.href);
  const author = lead?.author;
  if (!title && !content && !author?.name) return ctx.mode === 'edit' ? block(ctx, 'lead', '', '0') : '';
  const parts: string[] = [];
  if (author?.name) {
    const photo = author.photoFileName
      ? `<td width="64"${style('padding-right:12px')}><img${attr('src', ctx.links.media(author.photoFileName, author.photoNewPath === true))} width="64" height="64"${attr('alt', author.name)}${style('display:block', 'width:64px', 'height:64px', 'border-radius:32px', 'border:0')}></td>`
      : '';
    parts.push(
      `<table ${TABLE}><tr>${photo}<td${style(TEXT_FONT, 'font-size:14px', 'font-weight:bold', `color:${COLORS.muted}`)}>${escapeHtml(author.name)}</td></tr></table>`,
    );
  }
  if (title) {
    parts.push(
      `<h2${style(TEXT_FONT, 'margin:12px 0 0', 'font-size:26px', 'line-height:32px', `color:${COLORS.text}`)}>${escapeHtml(title)}</h2>`,
    );
  }
  if (content) {
    parts.push(
      `<div${style(TEXT_FONT, 'margin-top:10px', 'font-size:15px', 'line-height:23px', `color:${COLORS.text}`)}>${content}</div>`,
    );
  }
  return block(ctx, 'lead', parts.join(''));
}

function exclusiveSegment(ctx: Context, exclusive: NewsletterExclusiveSegment | null | undefined): string {
  const title = exclusive?.title?.trim() ?? '';
  const description = exclusive?.description?.trim() ?? '';
  const url = exclusive?.url?.trim() ?? '';
  if (!title && !description) return ctx.mode === 'edit' ? block(ctx, 'exclusive', '', '0') : '';
  const href = url ? ctx.links.href(url) : null;
  const titleCss = `${TEXT_FONT};color:${COLORS.text};text-decoration:none`;
  const parts = [
    `<p${style(TEXT_FONT, 'margin:0 0 6px', 'font-size:12px', 'font-weight:bold', 'letter-spacing:1px', `color:${COLORS.accent}`)}>${escapeHtml(TEXTS.exclusive)}</p>`,
  ];
  if (title) {
    parts.push(
      `<h2${style(TEXT_FONT, 'margin:0', 'font-size:20px', 'line-height:26px')}>${href ? link(href, escapeHtml(title), titleCss) : escapeHtml(title)}</h2>`,
    );
  }
  if (description) {
    parts.push(
      `<p${style(TEXT_FONT, 'margin:8px 0 0', 'font-size:15px', 'line-height:22px', `color:${COLORS.text}`)}>${escapeHtml(description)}</p>`,
    );
  }
  if (href) {
    parts.push(
      `<p${style('margin:10px 0 0')}>${link(href, escapeHtml(TEXTS.readMore), `${TEXT_FONT};color:${COLORS.accent};font-size:13px;font-weight:bold;text-decoration:none`)}</p>`,
    );
  }
  return block(
    ctx,
    'exclusive',
    `<table ${TABLE} width="100%"${style(`background-color:#f7f7f7`, `border-left:4px solid ${COLORS.accent}`)}><tr><td${style('padding:16px')}>${parts.join('')}</td></tr></table>`,
  );
}

function newsOfTheDay(ctx: Context, articles: readonly NewsletterArticle[]): string {
  if (articles.length > 0) return articleSection(ctx, 'news-of-the-day', TEXTS.newsOfTheDay, null, articles);
  if (ctx.mode !== 'edit') return '';
  return block(
    ctx,
    'news-of-the-day',
    `${heading(TEXTS.newsOfTheDay, null)}<p${style(TEXT_FONT, 'margin:12px 0 0', 'font-size:15px', `color:${COLORS.muted}`)}>${escapeHtml(newsletterMessages.noNewsOfTheDay)}</p>`,
  );
}

function onlyOnProduct(ctx: Context, articles: readonly NewsletterArticle[]): string {
  const productSlug = ctx.product.trim().toLowerCase().replace(/\s+/g, '-');
  return articleSection(
    ctx,
    'only-on',
    TEXTS.onlyOn(ctx.product),
    ctx.links.portal(PORTAL_PATHS.onlyOnProduct.replace('{product}', productSlug)),
    articles,
  );
}

function categoryBlocks(ctx: Context, data: NewsletterData, from: number, to: number): string {
  return NEWSLETTER_CATEGORIES.slice(from, to)
    .map((category) =>
      articleSection(
        ctx,
        `category-${category.key}`,
        category.label,
        ctx.links.portal(category.path),
        data.categoryNews?.[category.key] ?? [],
      ),
    )
    .join('');
}

function partnerBox(ctx: Context, box: NewsletterPartnerBox | null | undefined): string {
  const dir = box?.imageDir?.trim() ?? '';
  const image = (file: string) =>
    dir
      ? ctx.links.staticFile(STATIC_FOLDERS.partnerBox, dir, file)
      : ctx.links.staticFile(STATIC_FOLDERS.partnerBox, file);
  const columnWidth = Math.floor((ctx.contentWidth - 20) / 2);
  const column = (url?: string | null, title?: string | null, img?: string | null) => {
    if (!title?.trim() && !img?.trim()) return '';
    const href = url?.trim() ? ctx.links.href(url) : null;
    const picture = img?.trim()
      ? `<img class="nl-fluid"${attr('src', image(img.trim()))}${attr('width', columnWidth)}${attr('alt', title?.trim() || TEXTS.partnerNews)}${style('display:block', `width:${columnWidth}px`, 'max-width:100%', 'height:auto', 'border:0')}>`
      : '';
    const titleCss = `${TEXT_FONT};color:${COLORS.text};font-size:16px;line-height:22px;font-weight:bold;text-decoration:none`;
    const caption = title?.trim()
      ? `<p${style(TEXT_FONT, 'margin:8px 0 0', 'font-size:16px', 'line-height:22px')}>${href ? link(href, escapeHtml(title.trim()), titleCss) : escapeHtml(title.trim())}</p>`
      : '';
    return `${href && picture ? `<a${attr('href', href)}>${picture}</a>` : picture}${caption}`;
  };
  const first = column(box?.firstNewsletterUrl, box?.firstNewsletterTitle, box?.firstNewsletterImg);
  const second = column(box?.secondNewsletterUrl, box?.secondNewsletterTitle, box?.secondNewsletterImg);
  if (!first && !second) return ctx.mode === 'edit' ? block(ctx, 'partner-news', '', '0') : '';
  const logoImg = box?.logoNewsletterImg?.trim();
  let logo = '';
  if (logoImg) {
    const picture = `<img${attr('src', image(logoImg))} width="142" height="121"${attr('alt', TEXTS.partnerLogoAlt)}${style('display:block', 'border:0')}>`;
    const href = box?.logoNewsletterUrl?.trim() ? ctx.links.href(box.logoNewsletterUrl) : null;
    logo = `<tr><td colspan="3"${style('padding-top:12px')}>${href ? `<a${attr('href', href)}>${picture}</a>` : picture}</td></tr>`;
  }
  const columns = `<tr><td class="nl-col" width="${columnWidth}" valign="top"${style('padding-top:12px')}>${first}</td><td class="nl-col" width="20"></td><td class="nl-col" width="${columnWidth}" valign="top"${style('padding-top:12px')}>${second}</td></tr>`;
  return block(
    ctx,
    'partner-news',
    `${heading(TEXTS.partnerNews, null)}<table ${TABLE} width="100%"><tr><td colspan="3"${style('padding-top:8px')}>${advertisementLabel()}</td></tr>${logo}${columns}</table>`,
  );
}

function jobOffers(ctx: Context, offers: readonly NewsletterJobOffer[]): string {
  const actionCss = `${TEXT_FONT};color:${COLORS.accent};font-size:13px;font-weight:bold;text-decoration:none`;
  const actions = `${link(ctx.links.portal(PORTAL_PATHS.addJobOffer), escapeHtml(TEXTS.addOwnJobOffer), actionCss)}<span${style(`color:${COLORS.rule}`)}> | </span>${link(ctx.links.portal(PORTAL_PATHS.jobs), escapeHtml(TEXTS.moreJobOffers), actionCss)}`;
  const title = link(
    ctx.links.portal(PORTAL_PATHS.jobs),
    escapeHtml(TEXTS.jobOffers),
    `${TEXT_FONT};color:${COLORS.accent};font-size:18px;line-height:24px;font-weight:bold;text-decoration:none;text-transform:uppercase`,
  );
  const top = `<table ${TABLE} width="100%"><tr><td${style(`border-bottom:2px solid ${COLORS.accent}`, 'padding-bottom:6px')}>${title}</td><td align="right"${style(`border-bottom:2px solid ${COLORS.accent}`, 'padding-bottom:6px')}>${actions}</td></tr></table>`;
  const rows = offers
    .filter((offer) => offer.position.trim() !== '')
    .map((offer) => {
      const position = link(
        ctx.links.href(offer.absoluteUrl),
        escapeHtml(offer.position.trim()),
        `${TEXT_FONT};color:${COLORS.text};font-size:15px;line-height:21px;font-weight:bold;text-decoration:none`,
      );
      const company = offer.company?.trim()
        ? `<br><span${style(TEXT_FONT, 'font-size:13px', `color:${COLORS.muted}`)}>${escapeHtml(offer.company.trim())}</span>`
        : '';
      return `<tr><td${style('padding:8px 0', `border-bottom:1px solid ${COLORS.rule}`)}>${position}${company}</td></tr>`;
    })
    .join('');
  return block(ctx, 'job-offers', `${top}${rows ? `<table ${TABLE} width="100%">${rows}</table>` : ''}`);
}

function footer(ctx: Context, options: NewsletterRenderOptions, fileName: string): string {
  const linkCss = `${TEXT_FONT};color:${COLORS.footerText};font-size:13px;text-decoration:underline`;
  const separator = `<span${style(`color:${COLORS.footerText}`)}> | </span>`;
  const portalLinks = [
    link(ctx.links.portal(PORTAL_PATHS.contact), escapeHtml(TEXTS.contact), linkCss),
    link(ctx.links.portal(PORTAL_PATHS.archive), escapeHtml(TEXTS.archive), linkCss),
    link(ctx.links.portal(PORTAL_PATHS.advertising), escapeHtml(TEXTS.advertising), linkCss),
    link(ctx.links.portal(PORTAL_PATHS.rss), escapeHtml(TEXTS.rss), linkCss),
  ].join(separator);
  const social = (options.socialLinks ?? DEFAULT_SOCIAL_LINKS)
    .map((item) => link(ctx.links.href(item.url), escapeHtml(item.label), linkCss))
    .join(separator);
  const claim =
    ctx.variant === 'alternative' ? TEXTS.claimAlternative(ctx.product) : TEXTS.claimStandard(ctx.product);
  const paragraph = (content: string) =>
    `<p${style(TEXT_FONT, 'margin:0 0 10px', 'font-size:13px', 'line-height:19px', `color:${COLORS.footerText}`)}>${content}</p>`;
  const unsubscribe = link(
    ctx.links.href(options.unsubscribeUrl ?? DEFAULT_UNSUBSCRIBE_URL),
    escapeHtml(TEXTS.unsubscribe),
    linkCss,
  );
  const browser = fileName
    ? paragraph(
        link(
          ctx.links.browserCopy(fileName),
          escapeHtml(TEXTS.viewInBrowser),
          `${TEXT_FONT};color:${COLORS.footerText};font-size:13px;font-weight:bold;text-decoration:underline`,
        ),
      )
    : '';
  const inner = [
    paragraph(portalLinks),
    social ? paragraph(social) : '',
    paragraph(escapeHtml(claim)),
    paragraph(`${escapeHtml(TEXTS.why(ctx.product))} ${unsubscribe}`),
    browser,
  ].join('');
  const marker = ctx.mode === 'edit' ? attr('data-newsletter-block', 'footer') : '';
  return `<tr${marker}><td align="center"${style(`background-color:${COLORS.footer}`, `padding:20px ${NEWSLETTER_PADDING}px 10px`)}>${inner}</td></tr>`;
}

/**
 * Renders the newsletter e-mail. A pure function of its arguments: no DOM, no clock, no machine
 * locale, so the panel's preview and `redakcja newsletter generate` produce the same bytes.
 * Every text and attribute is escaped; the lead's HTML is sanitised.
 */
export function renderNewsletter(data: NewsletterData, options: NewsletterRenderOptions): string {
  const variant: NewsletterVariant = options.variant ?? 'standard';
  const width = NEWSLETTER_WIDTHS[variant];
  const product = options.product?.trim() || DEFAULT_PRODUCT;
  const ctx: Context = {
    variant,
    mode: options.mode ?? 'email',
    product,
    width,
    contentWidth: width - 2 * NEWSLETTER_PADDING,
    links: createLinks(options.siteUrl, options.staticUrl),
  };
  const issueDate = formatIssueDate(data.currentDate);
  const fileName = (options.fileName ?? data.fileName ?? '').trim();
  const banners = NEWSLETTER_BANNER_SLOTS.map((slot) => data.banners?.[slot - 1]);
  const alternative = variant === 'alternative';

  const rows = [
    header(ctx, issueDate),
    banner(ctx, 1, banners[0]),
    alternative ? leadSegment(ctx, data.lead) : '',
    alternative ? exclusiveSegment(ctx, data.exclusive) : '',
    newsOfTheDay(ctx, data.newsOfTheDay ?? []),
    banner(ctx, 2, banners[1]),
    onlyOnProduct(ctx, data.newsOnlyOnWm ?? []),
    banner(ctx, 3, banners[2]),
    partnerBox(ctx, data.partnerNews),
    categoryBlocks(ctx, data, 0, 4),
    banner(ctx, 4, banners[3]),
    categoryBlocks(ctx, data, 4, 8),
    banner(ctx, 5, banners[4]),
    jobOffers(ctx, data.jobOffers ?? []),
    banner(ctx, 6, banners[5]),
    footer(ctx, options, fileName),
  ].join('');

  const title = [TEXTS.documentTitle(product), issueDate].filter(Boolean).join(' – ');
  return [
    '<!DOCTYPE html>',
    '<html lang="pl">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${NEWSLETTER_CSS}</style>`,
    '</head>',
    `<body${style('margin:0', 'padding:0', `background-color:${COLORS.page}`)}>`,
    // One main landmark holds the e-mail, read as a page of its own ('ZOBACZ W PRZEGLĄDARCE').
    '<div role="main">',
    `<table ${TABLE} width="100%"${style(`background-color:${COLORS.page}`)}><tr><td align="center"${style('padding:20px 0')}>`,
    `<table ${TABLE} class="nl-frame"${attr('width', width)}${attr('data-newsletter-variant', variant)}${style(`width:${width}px`, `max-width:${width}px`, `background-color:${COLORS.frame}`)}>`,
    rows,
    '</table>',
    '</td></tr></table>',
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
