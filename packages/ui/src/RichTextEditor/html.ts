import { isAbsoluteHttpLink } from '@redakcja/api-sdk/constants';
import {
  DOMSerializer,
  type Node as ProseMirrorNode,
  DOMParser as ProseMirrorParser,
} from 'prosemirror-model';
import { sanitizeToBody } from '../html/trustedHtml';
import { editorSchema } from './schema';

const parser = ProseMirrorParser.fromSchema(editorSchema);
const serializer = DOMSerializer.fromSchema(editorSchema);

/**
 * HTML in: sanitised by DOMPurify, parsed in an inert document (no script runs, no image loads),
 * then read through the schema, which keeps only what the editor can show and edit.
 */
export function parseHtml(html: string | null | undefined): ProseMirrorNode {
  return parser.parse(sanitizeToBody(html ?? ''));
}

/**
 * An image address an article can show wherever it is read: http(s), or from the root of the site. A
 * bare relative one ('x', 'obrazek.png') would point into the panel's own pages: a broken image.
 */
export function isShowableImageSrc(src: string | null): boolean {
  const value = (src ?? '').trim();
  return isAbsoluteHttpLink(value) || value.startsWith('/');
}

const CELL_BLOCKS = 'p, div, h1, h2, h3, h4, h5, h6, li, blockquote';

/**
 * Pasted HTML as the editor can hold it, sanitised: the schema has no tables, which would run their cells
 * together ('AB'), so each row becomes a paragraph with ' | ' between its cells; an image the article
 * could not show (UI-79) is dropped rather than kept as an invisible broken one.
 */
export function pastedHtml(html: string): string {
  const body = sanitizeToBody(html);
  const doc = body.ownerDocument;
  for (const image of [...body.querySelectorAll('img')]) {
    if (!isShowableImageSrc(image.getAttribute('src'))) image.remove();
  }
  for (const table of [...body.querySelectorAll('table')]) {
    if (!table.isConnected) continue;
    const rows = [...table.querySelectorAll('tr')].filter((row) => row.closest('table') === table);
    const paragraphs = rows.map((row) => {
      const paragraph = doc.createElement('p');
      [...row.children]
        .filter((cell) => cell.matches('td, th'))
        .forEach((cell, index) => {
          // A cell's own paragraphs are words of the row's paragraph.
          for (const block of [...cell.querySelectorAll(CELL_BLOCKS)])
            block.replaceWith(...block.childNodes, ' ');
          if (index > 0) paragraph.append(' | ');
          paragraph.append(...cell.childNodes);
        });
      return paragraph;
    });
    table.replaceWith(...paragraphs);
  }
  return body.innerHTML;
}

/** True when the document holds nothing a reader would see (one empty paragraph). */
export function isEmptyDocument(doc: ProseMirrorNode): boolean {
  if (doc.childCount !== 1) return false;
  const only = doc.firstChild;
  return only !== null && only.type === editorSchema.nodes.paragraph && only.content.size === 0;
}

/** HTML out; an empty editor gives '' so that a required-content rule sees it as empty. */
export function serializeHtml(doc: ProseMirrorNode): string {
  if (isEmptyDocument(doc)) return '';
  const container = document.createElement('div');
  container.appendChild(serializer.serializeFragment(doc.content, { document }));
  return container.innerHTML;
}

/** Pages of a paged article: one more than its dividers. */
export function countPages(doc: ProseMirrorNode): number {
  let dividers = 0;
  doc.descendants((node) => {
    if (node.type === editorSchema.nodes.subpage_divider) dividers += 1;
    return node.isBlock && !node.isTextblock;
  });
  return dividers + 1;
}

/** Pages of a paged article's HTML (for the article's subpageCount). */
export function countHtmlPages(html: string): number {
  return countPages(parseHtml(html));
}
