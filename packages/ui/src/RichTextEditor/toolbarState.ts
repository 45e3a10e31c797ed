/**
 * What the toolbar (Toolbar.tsx) shows of an editor state, as one string: the toolbar re-renders only
 * when it changes, not on every keystroke (its buttons cost more to render than the keystroke itself).
 * It names everything EditorToolbar reads from its `state`.
 */
import { redo, undo } from 'prosemirror-history';
import type { EditorState } from 'prosemirror-state';
import {
  activeList,
  blockLevel,
  dividerToRemove,
  fontSizeAt,
  isMarkActive,
  linkAt,
  selectedImage,
} from './commands';
import { editorSchema } from './schema';

const shown = new WeakMap<EditorState, string>();

export function toolbarStateOf(state: EditorState): string {
  const known = shown.get(state);
  if (known !== undefined) return known;
  const { marks } = editorSchema;
  const image = selectedImage(state);
  const text = JSON.stringify([
    undo(state),
    redo(state),
    isMarkActive(state, marks.strong!),
    isMarkActive(state, marks.em!),
    isMarkActive(state, marks.underline!),
    activeList(state),
    blockLevel(state),
    image ? [image.pos, image.node.attrs] : null,
    fontSizeAt(state),
    linkAt(state),
    dividerToRemove(state),
  ]);
  shown.set(state, text);
  return text;
}
