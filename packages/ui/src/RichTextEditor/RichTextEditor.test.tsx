import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import type { TwitterWidgets } from './embed';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

// jsdom has no layout: ProseMirror asks ranges and elements for their rectangles when it scrolls the
// selection into view and reads coordinates. Empty rectangles are enough for these tests.
beforeAll(() => {
  const emptyRect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) });
  const emptyList = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = emptyRect as () => DOMRect;
  Range.prototype.getClientRects = emptyList;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
});

const LABEL = 'Treść';

function Controlled(props: Partial<RichTextEditorProps> & { initial?: string; onHtml?: (html: string) => void }) {
  const { initial = '', onHtml, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label={LABEL}
      value={value}
      onChange={(html) => {
        setValue(html);
        onHtml?.(html);
      }}
      {...rest}
    />
  );
}

function setup(props: Partial<RichTextEditorProps> & { initial?: string } = {}) {
  const onHtml = vi.fn<(html: string) => void>();
  const user = userEvent.setup();
  const utils = renderUi(<Controlled onHtml={onHtml} {...props} />);
  const editor = screen.getByRole('textbox', { name: LABEL });
  const lastHtml = () => onHtml.mock.calls.at(-1)?.[0];
  const selectAll = async () => {
    act(() => editor.focus());
    await user.keyboard('{Control>}a{/Control}');
  };
  return { ...utils, user, editor, onHtml, lastHtml, selectAll };
}

async function choose(user: ReturnType<typeof userEvent.setup>, selectName: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(selectName) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box showing the given HTML', () => {
    const { editor } = setup({ initial: '<p>Ala ma <strong>kota</strong></p>' });
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.innerHTML).toContain('<strong>kota</strong>');
  });
});
