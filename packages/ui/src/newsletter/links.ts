import { NEWSLETTER_UTM_PARAMS, newsletterHtmlPath, resolveLink } from '@redakcja/api-sdk/constants';
import { STATIC_FOLDERS } from './constants';
import { safeUrl } from './escape';

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** A static file's path from its folder and name segments, each stripped of its outer slashes. */
function joinPath(...parts: string[]): string {
  return parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter((part) => part !== '')
    .join('/');
}

/** Appends the newsletter's utm parameters before any #fragment, once. */
export function withUtm(url: string): string {
  if (/[?&]utm_source=/.test(url)) return url;
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const query = Object.entries(NEWSLETTER_UTM_PARAMS)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const separator = beforeHash.includes('?') ? (/[?&]$/.test(beforeHash) ? '' : '&') : '?';
  return `${beforeHash}${separator}${query}${hash}`;
}

export interface NewsletterLinks {
  /** A portal path (e.g. '/praca') as an absolute URL with utm parameters. */
  portal(path: string): string;
  /** Any link of the newsletter: portal links (relative or on the site) get utm; others stay as they are. */
  href(url: string): string;
  /** An article: absolute when the slug starts with http, else relative to the site. */
  article(slug: string): string;
  /** A static file, or the value itself when it is already an absolute URL. */
  staticFile(folder: string, ...parts: string[]): string;
  /** A photo of the media library (old or new catalogue, docs/decisions.md UI-N5). */
  media(fileName: string, newPath: boolean): string;
  /** The browser copy, at the SDK's `newsletterHtmlPath` (/nsl/{fileName}.html). */
  browserCopy(fileName: string): string;
}

export function createLinks(siteUrl: string, staticUrl: string): NewsletterLinks {
  const site = siteUrl.trim().replace(/\/+$/, '');
  const isOnSite = (url: string) => url === site || url.startsWith(`${site}/`) || url.startsWith(`${site}?`);

  const portal = (path: string) => withUtm(resolveLink(path, site));

  const href = (url: string) => {
    const safe = safeUrl(url);
    if (safe === '#' || safe === '') return '#';
    if (/^\[\[/.test(safe) || /^mailto:/i.test(safe)) return safe;
    if (ABSOLUTE_HTTP.test(safe)) return isOnSite(safe) ? withUtm(safe) : safe;
    return portal(safe);
  };

  const staticFile = (folder: string, ...parts: string[]) => {
    const last = parts[parts.length - 1] ?? '';
    if (ABSOLUTE_HTTP.test(last.trim())) return safeUrl(last);
    return safeUrl(resolveLink(joinPath(folder, ...parts.map(encodePath)), staticUrl.trim()));
  };

  return {
    portal,
    href,
    article: (slug) => href(slug.trim()),
    staticFile,
    media: (fileName, newPath) =>
      newPath
        ? staticFile(STATIC_FOLDERS.media, 'new', fileName)
        : staticFile(STATIC_FOLDERS.media, fileName),
    browserCopy: (fileName) =>
      safeUrl(
        resolveLink(newsletterHtmlPath(encodePath(fileName.replace(/\.html$/i, ''))), staticUrl.trim()),
      ),
  };
}

/** Encodes each segment of a file path (spaces, Polish letters) and keeps its slashes. */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(decodeSafely(segment)))
    .join('/');
}

/** A name may arrive already encoded; decoding first keeps it from being encoded twice. */
function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
