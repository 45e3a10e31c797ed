import { EDITOR_IMAGE_RESIZE_OPTIONS } from '@redakcja/api-sdk/constants';
import { AllSelection, EditorState, NodeSelection, TextSelection } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import {
  activeList,
  addPage,
  blockLevel,
  dividerToRemove,
  fontSizeAt,
  insertImage,
  insertTweet,
  linkAt,
  removeLink,
  removePage,
  setFontSize,
  setHeading,
  setImageWidth,
  setLink,
  toggleBold,
  toggleItalic,
  toggleList,
  toggleUnderline,
} from './commands';
import { parseHtml, serializeHtml } from './html';

function stateOf(html: string, select: 'all' | 'start' | 'end' = 'all') {
  const doc = parseHtml(html);
  const state = EditorState.create({ doc });
  const selection =
    select === 'all'
      ? TextSelection.create(doc, 1, doc.content.size - 1)
      : TextSelection.create(doc, select === 'start' ? 1 : doc.content.size - 1);
  return state.apply(state.tr.setSelection(selection));
}

function apply(
  state: EditorState,
  command: (s: EditorState, d?: (tr: import('prosemirror-state').Transaction) => void) => boolean,
) {
  let next = state;
  const done = command(state, (tr) => {
    next = state.apply(tr);
  });
  return { done, state: next, html: serializeHtml(next.doc) };
}

describe('editor commands', () => {
  it('toggles bold, italic and underline', () => {
    expect(apply(stateOf('<p>tekst</p>'), toggleBold).html).toBe('<p><strong>tekst</strong></p>');
    expect(apply(stateOf('<p>tekst</p>'), toggleItalic).html).toBe('<p><em>tekst</em></p>');
    expect(apply(stateOf('<p>tekst</p>'), toggleUnderline).html).toBe('<p><u>tekst</u></p>');
    expect(apply(stateOf('<p><strong>tekst</strong></p>'), toggleBold).html).toBe('<p>tekst</p>');
  });

  it('sets headings and back to a paragraph', () => {
    const heading = apply(stateOf('<p>tytuł</p>'), setHeading(3));
    expect(heading.html).toBe('<h3>tytuł</h3>');
    expect(apply(heading.state, setHeading(0)).html).toBe('<p>tytuł</p>');
  });

  it('wraps in lists, switches the kind, and lifts out', () => {
    const bullet = apply(stateOf('<p>a</p>'), toggleList('bullet'));
    expect(bullet.html).toBe('<ul><li><p>a</p></li></ul>');
    const ordered = apply(bullet.state, toggleList('ordered'));
    expect(ordered.html).toBe('<ol><li><p>a</p></li></ol>');
    expect(apply(ordered.state, toggleList('ordered')).html).toBe('<p>a</p>');
  });

  it('links the selection, refuses unsafe addresses, and removes a link', () => {
    const linked = apply(stateOf('<p>portal</p>'), setLink('https://portal.pl'));
    expect(linked.html).toBe('<p><a href="https://portal.pl">portal</a></p>');
    expect(linked.state.selection.empty).toBe(true);
    expect(linked.state.selection.from).toBe(linked.state.doc.content.size - 1);
    expect(apply(stateOf('<p>portal</p>'), setLink('javascript:alert(1)')).done).toBe(false);
    const cursorInLink = linked.state.apply(
      linked.state.tr.setSelection(TextSelection.create(linked.state.doc, 3)),
    );
    expect(apply(cursorInLink, removeLink).html).toBe('<p>portal</p>');
    const readdressed = apply(cursorInLink, setLink('https://portal.pl/kontakt'));
    expect(readdressed.html).toBe('<p><a href="https://portal.pl/kontakt">portal</a></p>');
    expect(readdressed.state.selection.from).toBe(3);
    expect(apply(stateOf('<p>x</p>', 'start'), setLink('/kontakt')).html).toBe(
      '<p><a href="/kontakt">/kontakt</a>x</p>',
    );
  });

  it('sets font sizes from 8 to 60 px and refuses others', () => {
    for (const size of [8, 13, 60]) {
      expect(apply(stateOf('<p>a</p>'), setFontSize(size)).html).toBe(
        `<p><span style="font-size: ${size}px;">a</span></p>`,
      );
    }
    for (const size of [7, 61, 12.5]) expect(apply(stateOf('<p>a</p>'), setFontSize(size)).done).toBe(false);
    const sized = apply(stateOf('<p>a</p>'), setFontSize(20));
    expect(fontSizeAt(sized.state)).toBe(20);
    expect(apply(sized.state, setFontSize(null)).html).toBe('<p>a</p>');
  });

  it('inserts an image, selects it, and resizes it to each option', () => {
    const inserted = apply(stateOf('<p>ab</p>', 'end'), insertImage('https://static.pl/x.jpg'));
    expect(inserted.html).toBe('<p>ab<img src="https://static.pl/x.jpg" alt=""></p>');
    expect(inserted.state.selection).toBeInstanceOf(NodeSelection);
    for (const option of EDITOR_IMAGE_RESIZE_OPTIONS) {
      const width = option === 'original' ? null : option;
      const resized = apply(inserted.state, setImageWidth(width));
      expect(resized.html).toBe(
        `<p>ab<img src="https://static.pl/x.jpg" alt=""${width === null ? '' : ` width="${width}"`}></p>`,
      );
    }
    expect(apply(stateOf('<p>a</p>'), setImageWidth(200)).done).toBe(false);
    expect(apply(stateOf('<p>a</p>'), insertImage('javascript:x')).done).toBe(false);
  });

  it('inserts a tweet only for a tweet address', () => {
    const url = 'https://x.com/wirtualnemedia/status/1790000000000000000';
    expect(apply(stateOf('<p>a</p>', 'end'), insertTweet(url)).html).toContain(
      `<blockquote class="twitter-tweet"><a href="${url}">${url}</a></blockquote>`,
    );
    expect(apply(stateOf('<p>a</p>'), insertTweet('https://example.com/status/1')).done).toBe(false);
  });

  it('adds a page after the block at the cursor and removes the page at the cursor', () => {
    const added = apply(stateOf('<p>jeden</p><p>dwa</p>', 'start'), addPage);
    expect(added.html).toBe('<p>jeden</p><hr class="subpage-divider"><p></p><p>dwa</p>');
    expect(dividerToRemove(stateOf('<p>jeden</p>', 'start'))).toBeNull();
    const removed = apply(added.state, removePage);
    expect(removed.html).toBe('<p>jeden</p><p>dwa</p>');
    expect(apply(stateOf('<p>jeden</p>', 'start'), removePage).done).toBe(false);
  });

  it('keeps the content of a removed page', () => {
    const state = stateOf('<p>a</p><hr class="subpage-divider"><p>b</p>', 'end');
    expect(apply(state, removePage).html).toBe('<p>a</p><p>b</p>');
  });

  it('reads blocks, lists, marks and links at the start of a select-all', () => {
    const doc = parseHtml(
      '<ul><li><p><a href="/x"><span style="font-size: 12px;">a</span></a></p></li></ul>',
    );
    const state = EditorState.create({ doc, selection: new AllSelection(doc) });
    expect(activeList(state)).toBe('bullet');
    expect(blockLevel(state)).toBe(0);
    expect(fontSizeAt(state)).toBe(12);
    expect(linkAt(state)).toBe('/x');
    expect(apply(state, toggleList('bullet')).html).toBe(
      '<p><a href="/x"><span style="font-size: 12px;">a</span></a></p>',
    );
  });

  it('removes the selected divider', () => {
    const state = stateOf('<p>a</p><hr class="subpage-divider"><p>b</p><hr class="subpage-divider"><p>c</p>');
    const secondDivider = 3 + 1 + 3;
    const selected = state.apply(state.tr.setSelection(NodeSelection.create(state.doc, secondDivider)));
    expect(apply(selected, removePage).html).toBe('<p>a</p><hr class="subpage-divider"><p>b</p><p>c</p>');
  });
});
