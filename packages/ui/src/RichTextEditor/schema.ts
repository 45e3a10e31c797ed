import { EDITOR_FONT_SIZE_MAX, EDITOR_FONT_SIZE_MIN } from '@redakcja/api-sdk/constants';
import { type DOMOutputSpec, type MarkSpec, type NodeSpec, Schema } from 'prosemirror-model';
import { marks as basicMarks, schema as basicSchema } from 'prosemirror-schema-basic';
import { addListNodes } from 'prosemirror-schema-list';

/** Links and image sources the editor keeps: http(s), mailto and site-relative addresses. */
export function isSafeUrl(url: string, { allowMailto = true } = {}): boolean {
  const value = url.trim();
  if (value === '') return false;
  if (/^https?:\/\//i.test(value)) return true;
  if (allowMailto && /^mailto:/i.test(value)) return true;
  // A relative address has no scheme before its first slash, query or fragment.
  return !/^[^/?#]*:/.test(value);
}

const TWEET_URL = /^https:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/[A-Za-z0-9_]{1,15}\/status(?:es)?\/\d+/i;

/** A tweet's address as Twitter/X gives it: https://x.com/{account}/status/{id}. */
export function isTweetUrl(url: string): boolean {
  return TWEET_URL.test(url.trim());
}

function parseWidth(dom: HTMLElement): number | null {
  const raw =
    dom.getAttribute('width') ?? /(?:^|;)\s*width:\s*(\d+)px/i.exec(dom.getAttribute('style') ?? '')?.[1];
  const width = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(width) && width > 0 ? width : null;
}

/** Inline image with an optional display width (the resize options: original, 200, 327, 500, 655 px). */
const image: NodeSpec = {
  inline: true,
  group: 'inline',
  draggable: true,
  attrs: { src: {}, alt: { default: null }, title: { default: null }, width: { default: null } },
  parseDOM: [
    {
      tag: 'img[src]',
      getAttrs(dom) {
        const src = (dom as HTMLElement).getAttribute('src') ?? '';
        if (!isSafeUrl(src, { allowMailto: false })) return false;
        return {
          src,
          alt: (dom as HTMLElement).getAttribute('alt'),
          title: (dom as HTMLElement).getAttribute('title'),
          width: parseWidth(dom as HTMLElement),
        };
      },
    },
  ],
  toDOM(node): DOMOutputSpec {
    const { src, alt, title, width } = node.attrs as {
      src: string;
      alt: string | null;
      title: string | null;
      width: number | null;
    };
    return ['img', { src, alt: alt ?? '', title, width }];
  },
};

/** A Twitter/X post: stored as Twitter's own embed markup, rendered by its widgets script. */
const tweet: NodeSpec = {
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  attrs: { url: {} },
  parseDOM: [
    {
      tag: 'blockquote.twitter-tweet',
      priority: 60,
      getAttrs(dom) {
        const links = Array.from(
          (dom as HTMLElement).querySelectorAll('a[href]'),
          (a) => a.getAttribute('href') ?? '',
        );
        const url = links.reverse().find(isTweetUrl);
        return url ? { url } : false;
      },
    },
  ],
  toDOM(node): DOMOutputSpec {
    const url = node.attrs.url as string;
    return ['blockquote', { class: 'twitter-tweet' }, ['a', { href: url }, url]];
  },
};

/** The divider between the pages of a paged article (docs/decisions.md UI-E4). */
const subpageDivider: NodeSpec = {
  group: 'block',
  atom: true,
  selectable: true,
  parseDOM: [{ tag: 'hr.subpage-divider', priority: 60 }],
  toDOM: (): DOMOutputSpec => ['hr', { class: 'subpage-divider' }],
};

const underline: MarkSpec = {
  parseDOM: [
    { tag: 'u' },
    { style: 'text-decoration', getAttrs: (value) => (/underline/.test(value) ? null : false) },
  ],
  toDOM: (): DOMOutputSpec => ['u', 0],
};

/** Font size in px, 8 to 60 (spec 01 §9), as `<span style="font-size: Npx">`. */
const fontSize: MarkSpec = {
  attrs: { size: {} },
  parseDOM: [
    {
      style: 'font-size',
      getAttrs(value) {
        const match = /^(\d+)px$/.exec(value.trim());
        const size = match ? Number(match[1]) : Number.NaN;
        return size >= EDITOR_FONT_SIZE_MIN && size <= EDITOR_FONT_SIZE_MAX ? { size } : false;
      },
    },
  ],
  toDOM: (mark): DOMOutputSpec => ['span', { style: `font-size: ${mark.attrs.size as number}px;` }, 0],
};

const link: MarkSpec = {
  attrs: { href: {}, title: { default: null } },
  inclusive: false,
  parseDOM: [
    {
      tag: 'a[href]',
      getAttrs(dom) {
        const href = (dom as HTMLElement).getAttribute('href') ?? '';
        return isSafeUrl(href) ? { href, title: (dom as HTMLElement).getAttribute('title') } : false;
      },
    },
  ],
  toDOM: (mark): DOMOutputSpec => [
    'a',
    { href: mark.attrs.href as string, title: mark.attrs.title as string | null },
    0,
  ],
};

/** The editor's schema: basic text blocks, lists, images, tweets and page dividers. */
export const editorSchema: Schema = new Schema({
  nodes: addListNodes(
    basicSchema.spec.nodes
      .remove('code_block')
      .update('image', image)
      .addToEnd('tweet', tweet)
      .addToEnd('subpage_divider', subpageDivider),
    'paragraph block*',
    'block',
  ),
  marks: {
    link,
    em: basicMarks.em,
    strong: basicMarks.strong,
    underline,
    font_size: fontSize,
  },
});
