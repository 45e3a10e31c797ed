import { EDITOR_FONT_SIZE_MAX, EDITOR_FONT_SIZE_MIN } from '@redakcja/api-sdk/constants';
import { setBlockType, toggleMark } from 'prosemirror-commands';
import type { MarkType, NodeType, Node as ProseMirrorNode, ResolvedPos } from 'prosemirror-model';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import {
  AllSelection,
  type Command,
  type EditorState,
  NodeSelection,
  Selection,
  TextSelection,
} from 'prosemirror-state';
import type { ImageWidth } from './constants';
import { editorSchema, isSafeUrl, isTweetUrl } from './schema';

const { nodes, marks } = editorSchema;

export const toggleBold: Command = toggleMark(marks.strong!);
export const toggleItalic: Command = toggleMark(marks.em!);
export const toggleUnderline: Command = toggleMark(marks.underline!);

/**
 * Where the selection starts, inside a text block: select-all (Mod-a) starts at the document itself,
 * which has no block, list or marks to report, so it is read from the first text position instead.
 */
function selectionStart(state: EditorState): ResolvedPos {
  const { selection } = state;
  return selection instanceof AllSelection ? Selection.atStart(state.doc).$from : selection.$from;
}

/** Whether the mark is on the selection (or stored for the next typed text). */
export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** The mark of this type at the selection's start (for its attributes), if any. */
export function markAt(state: EditorState, type: MarkType) {
  const { empty } = state.selection;
  const $from = selectionStart(state);
  const set = empty ? (state.storedMarks ?? $from.marks()) : ($from.nodeAfter?.marks ?? $from.marks());
  return type.isInSet(set) ?? null;
}

/** Heading level of the block at the cursor, 0 for a paragraph, null for anything else. */
export function blockLevel(state: EditorState): number | null {
  const parent = selectionStart(state).parent;
  if (parent.type === nodes.heading) return parent.attrs.level as number;
  if (parent.type === nodes.paragraph) return 0;
  return null;
}

/** Level 0 turns the block back into a paragraph. */
export function setHeading(level: number): Command {
  return level === 0 ? setBlockType(nodes.paragraph!) : setBlockType(nodes.heading!, { level });
}

/** The innermost list around the cursor, with its depth. */
function listAround(state: EditorState): { node: ProseMirrorNode; depth: number } | null {
  const $from = selectionStart(state);
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type === nodes.bullet_list || node.type === nodes.ordered_list) return { node, depth };
  }
  return null;
}

export function activeList(state: EditorState): 'bullet' | 'ordered' | null {
  const list = listAround(state);
  if (!list) return null;
  return list.node.type === nodes.bullet_list ? 'bullet' : 'ordered';
}

/** Select-all as the equivalent text selection, for commands that need a block range. */
function withTextSelection(state: EditorState): EditorState {
  if (!(state.selection instanceof AllSelection)) return state;
  const range = TextSelection.between(Selection.atStart(state.doc).$from, Selection.atEnd(state.doc).$to);
  return state.apply(state.tr.setSelection(range));
}

/** Wraps the selection in a list; in a list of the same kind lifts it out; in the other kind switches it. */
export function toggleList(kind: 'bullet' | 'ordered'): Command {
  const type: NodeType = kind === 'bullet' ? nodes.bullet_list! : nodes.ordered_list!;
  return (state, dispatch) => {
    const list = listAround(state);
    if (!list) return wrapInList(type)(state, dispatch);
    if (list.node.type === type) return liftListItem(nodes.list_item!)(withTextSelection(state), dispatch);
    if (dispatch)
      dispatch(state.tr.setNodeMarkup(state.selection.$from.before(list.depth), type).scrollIntoView());
    return true;
  };
}

/** Sets or clears the font size (8 to 60 px) of the selection, or of the text typed next. */
export function setFontSize(size: number | null): Command {
  const type = marks.font_size!;
  return (state, dispatch) => {
    if (
      size !== null &&
      (!Number.isInteger(size) || size < EDITOR_FONT_SIZE_MIN || size > EDITOR_FONT_SIZE_MAX)
    )
      return false;
    if (dispatch) {
      const { from, to, empty } = state.selection;
      const tr = state.tr;
      if (empty) {
        tr.removeStoredMark(type);
        if (size !== null) tr.addStoredMark(type.create({ size }));
      } else {
        tr.removeMark(from, to, type);
        if (size !== null) tr.addMark(from, to, type.create({ size }));
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

export function fontSizeAt(state: EditorState): number | null {
  return (markAt(state, marks.font_size!)?.attrs.size as number | undefined) ?? null;
}

/**
 * Links the selected text to `href`; with nothing selected inserts the address as linked text.
 * Refuses addresses other than http(s), mailto and relative ones.
 */
export function setLink(href: string): Command {
  const type = marks.link!;
  return (state, dispatch) => {
    const url = href.trim();
    if (!isSafeUrl(url)) return false;
    if (dispatch) {
      const { from, to, empty } = state.selection;
      const tr = state.tr;
      const run = empty ? linkRun(state) : null;
      if (run) {
        // The caret stands in a link: the link gets the new address, its text and the caret stay.
        tr.removeMark(run[0], run[1], type).addMark(run[0], run[1], type.create({ href: url }));
      } else if (empty) {
        tr.insert(from, editorSchema.text(url, [type.create({ href: url })]));
      } else {
        // The caret goes after the link, where the writing goes on: a selection kept over it would be
        // replaced by the next key.
        tr.removeMark(from, to, type)
          .addMark(from, to, type.create({ href: url }))
          .setSelection(TextSelection.create(tr.doc, to));
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Removes the link from the selection, or from the whole link the cursor stands in. */
export const removeLink: Command = (state, dispatch) => {
  const type = marks.link!;
  const { from, to, empty } = state.selection;
  if (!empty) {
    if (!state.doc.rangeHasMark(from, to, type)) return false;
    if (dispatch) dispatch(state.tr.removeMark(from, to, type));
    return true;
  }
  const run = linkRun(state);
  if (!run) return false;
  if (dispatch) dispatch(state.tr.removeMark(run[0], run[1], type));
  return true;
};

/**
 * The extent of the link the (empty) selection stands in: the run of neighbouring text nodes that carry
 * this same link mark, or null outside a link.
 */
function linkRun(state: EditorState): [number, number] | null {
  const type = marks.link!;
  const { from, $from } = state.selection;
  const mark = type.isInSet($from.marks());
  if (!mark) return null;
  const start = $from.start();
  const runs: Array<[number, number]> = [];
  $from.parent.forEach((child, offset) => {
    const childFrom = start + offset;
    const childTo = childFrom + child.nodeSize;
    if (!mark.isInSet(child.marks)) return;
    const last = runs[runs.length - 1];
    if (last && last[1] === childFrom) last[1] = childTo;
    else runs.push([childFrom, childTo]);
  });
  return runs.find(([runFrom, runTo]) => runFrom <= from && from <= runTo) ?? null;
}

export function linkAt(state: EditorState): string | null {
  return (markAt(state, marks.link!)?.attrs.href as string | undefined) ?? null;
}

/** Inserts an image at the cursor (replacing the selection) and selects it, so it can be resized. */
export function insertImage(src: string, alt = ''): Command {
  return (state, dispatch) => {
    if (!isSafeUrl(src, { allowMailto: false })) return false;
    if (dispatch) {
      const node = nodes.image!.create({ src, alt });
      const tr = state.tr.replaceSelectionWith(node);
      const pos = tr.selection.from - node.nodeSize;
      if (pos >= 0 && tr.doc.nodeAt(pos)?.type === nodes.image)
        tr.setSelection(NodeSelection.create(tr.doc, pos));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** The image the selection holds, with its position. */
export function selectedImage(state: EditorState): { node: ProseMirrorNode; pos: number } | null {
  const { selection } = state;
  if (selection instanceof NodeSelection && selection.node.type === nodes.image) {
    return { node: selection.node, pos: selection.from };
  }
  return null;
}

/** Resizes the selected image: original (null), 200, 327, 500 or 655 px. */
export function setImageWidth(width: ImageWidth): Command {
  return (state, dispatch) => {
    const image = selectedImage(state);
    if (!image) return false;
    if (dispatch) {
      const tr = state.tr.setNodeMarkup(image.pos, undefined, { ...image.node.attrs, width });
      tr.setSelection(NodeSelection.create(tr.doc, image.pos));
      dispatch(tr);
    }
    return true;
  };
}

/** Inserts a tweet embed at the cursor (a block: the paragraph around the cursor splits). */
export function insertTweet(url: string): Command {
  return (state, dispatch) => {
    if (!isTweetUrl(url)) return false;
    if (dispatch)
      dispatch(state.tr.replaceSelectionWith(nodes.tweet!.create({ url: url.trim() })).scrollIntoView());
    return true;
  };
}

/** Position right after the top-level block that holds the cursor. */
function afterTopBlock(state: EditorState): number {
  const { $to } = state.selection;
  return $to.depth === 0 ? $to.pos : $to.after(1);
}

/**
 * Starts a new page: a divider after the block at the cursor, followed by an empty paragraph that
 * receives the cursor.
 */
export const addPage: Command = (state, dispatch) => {
  if (dispatch) {
    const at = afterTopBlock(state);
    const tr = state.tr.insert(at, [nodes.subpage_divider!.create(), nodes.paragraph!.create()]);
    tr.setSelection(TextSelection.create(tr.doc, at + 2));
    dispatch(tr.scrollIntoView());
  }
  return true;
};

/** The divider that starts the page at the cursor (or the selected divider), if any. */
export function dividerToRemove(state: EditorState): number | null {
  const { selection } = state;
  if (selection instanceof NodeSelection && selection.node.type === nodes.subpage_divider)
    return selection.from;
  const cursorBlockStart = selection.$from.depth === 0 ? selection.from : selection.$from.before(1);
  let found: number | null = null;
  state.doc.forEach((node, offset) => {
    if (node.type === nodes.subpage_divider && offset < cursorBlockStart) found = offset;
  });
  return found;
}

/**
 * Removes a page break: the page at the cursor joins the page before it, with all its content. The
 * empty paragraphs right after the divider (the one 'Dodaj stronę' leaves for typing) go with it, so
 * adding and removing a page leaves the content as it was.
 */
export const removePage: Command = (state, dispatch) => {
  const pos = dividerToRemove(state);
  if (pos === null) return false;
  if (dispatch) {
    let end = pos + 1;
    for (
      let next = state.doc.nodeAt(end);
      next && next.type === nodes.paragraph && next.content.size === 0;
    ) {
      end += next.nodeSize;
      next = state.doc.nodeAt(end);
    }
    const tr = state.tr.delete(pos, end);
    if (tr.doc.childCount === 0) tr.insert(0, nodes.paragraph!.create());
    dispatch(tr.scrollIntoView());
  }
  return true;
};
