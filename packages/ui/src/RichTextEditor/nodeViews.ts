import type { Node as ProseMirrorNode } from 'prosemirror-model';
import { Plugin } from 'prosemirror-state';
import { Decoration, DecorationSet, type NodeView, type NodeViewConstructor } from 'prosemirror-view';
import { EDITOR_TEXTS } from './constants';
import { type EmbedLoader, renderEmbed } from './embed';
import * as styles from './RichTextEditor.css';
import { editorSchema } from './schema';

interface PageSpec {
  page: number;
}

/** Numbers the pages of a paged article: each divider starts page 2, 3, … */
export const pageNumbersPlugin = new Plugin({
  props: {
    decorations(state) {
      const decorations: Decoration[] = [];
      let page = 1;
      state.doc.descendants((node, pos) => {
        if (node.type !== editorSchema.nodes.subpage_divider) return true;
        page += 1;
        decorations.push(
          Decoration.node(pos, pos + node.nodeSize, { 'data-page': String(page) }, {
            page,
          } satisfies PageSpec),
        );
        return false;
      });
      return DecorationSet.create(state.doc, decorations);
    },
  },
});

function pageOf(decorations: readonly Decoration[]): number {
  for (const decoration of decorations) {
    const page = (decoration.spec as Partial<PageSpec>).page;
    if (typeof page === 'number') return page;
  }
  return 2;
}

/** The page divider as staff see it: a separator labelled with the number of the page it starts. */
class SubpageDividerView implements NodeView {
  readonly dom: HTMLElement;
  private readonly label: HTMLElement;

  constructor(decorations: readonly Decoration[]) {
    this.dom = document.createElement('div');
    this.dom.className = styles.divider;
    this.dom.contentEditable = 'false';
    this.dom.setAttribute('role', 'separator');
    this.dom.dataset.subpageDivider = '';
    this.label = document.createElement('span');
    this.dom.appendChild(this.label);
    this.setPage(decorations);
  }

  update(node: ProseMirrorNode, decorations: readonly Decoration[]): boolean {
    if (node.type !== editorSchema.nodes.subpage_divider) return false;
    this.setPage(decorations);
    return true;
  }

  ignoreMutation(): boolean {
    return true;
  }

  private setPage(decorations: readonly Decoration[]) {
    const text = EDITOR_TEXTS.page(pageOf(decorations));
    this.dom.setAttribute('aria-label', text);
    this.label.textContent = text;
  }
}

/** A tweet: Twitter's embed markup, handed to its widgets script (with retries) once mounted. */
class TweetView implements NodeView {
  readonly dom: HTMLElement;
  private readonly cancel: () => void;

  constructor(node: ProseMirrorNode, loader: EmbedLoader) {
    const url = node.attrs.url as string;
    this.dom = document.createElement('div');
    this.dom.className = styles.tweet;
    this.dom.contentEditable = 'false';
    this.dom.dataset.tweet = url;
    const quote = document.createElement('blockquote');
    quote.className = 'twitter-tweet';
    const link = document.createElement('a');
    link.href = url;
    link.textContent = url;
    quote.appendChild(link);
    this.dom.appendChild(quote);
    this.cancel = renderEmbed(this.dom, loader);
  }

  update(node: ProseMirrorNode): boolean {
    return node.type === editorSchema.nodes.tweet && node.attrs.url === this.dom.dataset.tweet;
  }

  ignoreMutation(): boolean {
    // The widgets script replaces the quote with its own frame; that is not an edit.
    return true;
  }

  stopEvent(): boolean {
    return false;
  }

  destroy() {
    this.cancel();
  }
}

export function createNodeViews(getLoader: () => EmbedLoader): Record<string, NodeViewConstructor> {
  return {
    subpage_divider: (_node, _view, _getPos, decorations) => new SubpageDividerView(decorations),
    tweet: (node) => new TweetView(node, getLoader()),
  };
}
