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
