import { IMAGE_SIZES, imageSizeViolations } from '@redakcja/api-sdk/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import type { TwitterWidgets } from './embed';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

// The SDK's real size check, watched: the editor must use the contract's rule, not a copy of it.
vi.mock('@redakcja/api-sdk/constants', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@redakcja/api-sdk/constants')>();
  return { ...actual, imageSizeViolations: vi.fn(actual.imageSizeViolations) };
});

// jsdom has no layout: ProseMirror asks ranges and elements for their rectangles when it scrolls the
// selection into view and reads coordinates. Empty rectangles are enough for these tests.
beforeAll(() => {
  const emptyRect = () => ({
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    top: 0,
    right: 0,
    bottom: 0,
    left: 0,
    toJSON: () => ({}),
  });
  const emptyList = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = emptyRect as () => DOMRect;
  Range.prototype.getClientRects = emptyList;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
});

const LABEL = 'Treść';

function Controlled(
  props: Partial<RichTextEditorProps> & { initial?: string; onHtml?: (html: string) => void },
) {
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

const IMAGE = new File([new Uint8Array([137, 80, 78, 71])], 'zdjecie.png', { type: 'image/png' });

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

describe('RichTextEditor: the editable area', () => {
  it('is a labelled multi-line text box showing the given HTML', () => {
    const { editor } = setup({ initial: '<p>Ala ma <strong>kota</strong></p>' });
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.getAttribute('contenteditable')).toBe('true');
    expect(editor.getAttribute('aria-labelledby')).toBe(screen.getByText(LABEL).id);
    expect(editor.innerHTML).toContain('<strong>kota</strong>');
  });

  it('links its description and error, and reports itself invalid', () => {
    setup({ description: 'Treść artykułu.', errorMessage: 'Treść nie może być pusta.' });
    const editor = screen.getByRole('textbox', { name: LABEL });
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    const describedBy = editor.getAttribute('aria-describedby')?.split(' ') ?? [];
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('Treść artykułu.');
    expect(texts).toContain('Treść nie może być pusta.');
  });

  it('gives back HTML after an edit, and takes a new value from outside', async () => {
    const onChange = vi.fn();
    const { rerender, user } = {
      ...renderUi(<RichTextEditor label={LABEL} value="<p>stary</p>" onChange={onChange} />),
      user: userEvent.setup(),
    };
    const editor = screen.getByRole('textbox', { name: LABEL });
    act(() => editor.focus());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Pogrubienie' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>stary</strong></p>');
    rerender(<RichTextEditor label={LABEL} value="<h2>nowy</h2>" onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: LABEL }).innerHTML).toContain('<h2>nowy</h2>');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('is read-only without a toolbar when asked', () => {
    renderUi(<RichTextEditor label={LABEL} value="<p>tylko do odczytu</p>" isReadOnly />);
    const editor = screen.getByRole('textbox', { name: LABEL });
    expect(editor.getAttribute('contenteditable')).toBe('false');
    expect(editor.getAttribute('aria-readonly')).toBe('true');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('carries its HTML in a hidden input for native forms', async () => {
    const { container, user, selectAll } = setup({ initial: '<p>x</p>', name: 'content' });
    await selectAll();
    await user.click(screen.getByRole('button', { name: 'Kursywa' }));
    expect(container.querySelector<HTMLInputElement>('input[name="content"]')?.value).toBe(
      '<p><em>x</em></p>',
    );
  });
});

describe('RichTextEditor: toolbar', () => {
  it('names every control in Polish', () => {
    setup({ paged: true, onUploadImage: async () => ({ url: '/a.jpg' }) });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatowanie tekstu' });
    for (const name of [
      'Pogrubienie',
      'Kursywa',
      'Podkreślenie',
      'Link',
      'Lista punktowana',
      'Lista numerowana',
      'Obraz',
      'Osadź tweet',
      'Dodaj stronę',
      'Usuń stronę',
      'Cofnij',
      'Ponów',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    for (const name of ['Nagłówek', 'Rozmiar czcionki', 'Rozmiar obrazu']) {
      expect(within(toolbar).getByRole('button', { name: new RegExp(name) })).toBeTruthy();
    }
  });

  it('shows on each toolbar button only text that its name contains, or an icon alone (WCAG 2.5.3)', () => {
    setup({ paged: true, onUploadImage: async () => ({ url: '/a.jpg' }) });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatowanie tekstu' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(15);
    for (const button of buttons) {
      // What a sighted user reads on the button, hidden glyphs included ('1≡' reads as text too).
      const shown = (button.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (shown === '') {
        expect(button.querySelector('svg[aria-hidden="true"]'), button.outerHTML).not.toBeNull();
        continue;
      }
      const named = within(toolbar).queryByRole('button', {
        name: (name, element) => element === button && name.includes(shown),
      });
      expect(named, `'${shown}' is not in the name of ${button.outerHTML}`).not.toBeNull();
    }
  });

  it('applies bold, italic and underline and shows them pressed', async () => {
    const { user, selectAll, lastHtml } = setup({ initial: '<p>tekst</p>' });
    await selectAll();
    const bold = screen.getByRole('button', { name: 'Pogrubienie' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await user.click(bold);
    expect(lastHtml()).toBe('<p><strong>tekst</strong></p>');
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Kursywa' }));
    await user.click(screen.getByRole('button', { name: 'Podkreślenie' }));
    expect(lastHtml()).toBe('<p><em><strong><u>tekst</u></strong></em></p>');
  });

  it('makes headings and lists', async () => {
    const { user, selectAll, lastHtml } = setup({ initial: '<p>tekst</p>' });
    await selectAll();
    await choose(user, 'Nagłówek', 'Nagłówek 2');
    expect(lastHtml()).toBe('<h2>tekst</h2>');
    await choose(user, 'Nagłówek', 'Zwykły tekst');
    expect(lastHtml()).toBe('<p>tekst</p>');
    await user.click(screen.getByRole('button', { name: 'Lista punktowana' }));
    expect(lastHtml()).toBe('<ul><li><p>tekst</p></li></ul>');
    expect(screen.getByRole('button', { name: 'Lista punktowana' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Lista numerowana' }));
    expect(lastHtml()).toBe('<ol><li><p>tekst</p></li></ol>');
  });

  it('adds a link through its dialog and refuses an unsafe address', async () => {
    const { user, selectAll, lastHtml, onHtml } = setup({ initial: '<p>portal</p>' });
    await selectAll();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    const field = within(dialog).getByRole('textbox', { name: 'Adres linku' });
    await user.type(field, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Wstaw link' }));
    expect(within(dialog).getByText(/Podaj poprawny adres linku/)).toBeTruthy();
    expect(onHtml).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'https://portal.pl/kontakt{Enter}');
    expect(lastHtml()).toBe('<p><a href="https://portal.pl/kontakt">portal</a></p>');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await selectAll();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const again = await screen.findByRole('dialog', { name: 'Link' });
    expect(within(again).getByRole<HTMLInputElement>('textbox', { name: 'Adres linku' }).value).toBe(
      'https://portal.pl/kontakt',
    );
    await user.click(within(again).getByRole('button', { name: 'Usuń link' }));
    expect(lastHtml()).toBe('<p>portal</p>');
  });

  it('offers font sizes from 8 to 60 px and applies one', async () => {
    const { user, selectAll, lastHtml } = setup({ initial: '<p>tekst</p>' });
    await selectAll();
    await user.click(screen.getByRole('button', { name: /Rozmiar czcionki/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options[0]).toBe('Domyślny');
    const sizes = options.slice(1).map((text) => Number.parseInt(text ?? '', 10));
    expect(sizes).toEqual(Array.from({ length: 53 }, (_, index) => index + 8));
    await user.click(screen.getByRole('option', { name: '24 px' }));
    expect(lastHtml()).toBe('<p><span style="font-size: 24px;">tekst</span></p>');
    await choose(user, 'Rozmiar czcionki', 'Domyślny');
    expect(lastHtml()).toBe('<p>tekst</p>');
  });

  it('undoes and redoes', async () => {
    const { user, selectAll, lastHtml } = setup({ initial: '<p>tekst</p>' });
    expect(screen.getByRole('button', { name: 'Cofnij' }).hasAttribute('disabled')).toBe(true);
    await selectAll();
    await user.click(screen.getByRole('button', { name: 'Pogrubienie' }));
    await user.click(screen.getByRole('button', { name: 'Cofnij' }));
    expect(lastHtml()).toBe('<p>tekst</p>');
    await user.click(screen.getByRole('button', { name: 'Ponów' }));
    expect(lastHtml()).toBe('<p><strong>tekst</strong></p>');
  });
});

describe('RichTextEditor: inline images', () => {
  it('uploads an image through the callback, inserts it and resizes it to each option', async () => {
    const onUploadImage = vi.fn(async () => ({ url: 'https://static.pl/article_images/zdjecie.png' }));
    const readImageSize = vi.fn(async () => ({ width: 1000, height: 500 }));
    const { container, user, lastHtml } = setup({ initial: '<p>tekst</p>', onUploadImage, readImageSize });
    await user.upload(fileInput(container), IMAGE);
    await waitFor(() =>
      expect(lastHtml()).toContain('<img src="https://static.pl/article_images/zdjecie.png" alt="">'),
    );
    expect(onUploadImage).toHaveBeenCalledWith(IMAGE);
    for (const [option, width] of [
      ['200 px', ' width="200"'],
      ['327 px', ' width="327"'],
      ['500 px', ' width="500"'],
      ['655 px', ' width="655"'],
      ['Oryginalny', ''],
    ] as const) {
      await choose(user, 'Rozmiar obrazu', option);
      expect(lastHtml()).toContain(`<img src="https://static.pl/article_images/zdjecie.png" alt=""${width}>`);
    }
  });

  it('says when an upload starts and when it has settled: after the image is in the value, or failed (UI-43)', async () => {
    const onUploadingChange = vi.fn<(isUploading: boolean, failed?: boolean) => void>();
    const { container, user, onHtml, unmount } = setup({
      initial: '<p>tekst</p>',
      onUploadImage: async () => ({ url: 'https://static.pl/article_images/zdjecie.png' }),
      readImageSize: async () => ({ width: 640, height: 480 }),
      onUploadingChange,
    });
    await user.upload(fileInput(container), IMAGE);
    await waitFor(() => expect(onUploadingChange).toHaveBeenCalledTimes(2));
    expect(onUploadingChange.mock.calls).toEqual([[true], [false, false]]);
    // The value holds the image before the upload is said to have settled.
    const withImage = onHtml.mock.calls.findIndex(([html]) => html.includes('<img'));
    expect(withImage).toBeGreaterThanOrEqual(0);
    expect(onHtml.mock.invocationCallOrder[withImage]).toBeLessThan(
      onUploadingChange.mock.invocationCallOrder[1] ?? 0,
    );
    unmount();

    onUploadingChange.mockClear();
    const failing = setup({
      onUploadImage: async () => {
        throw new Error('500');
      },
      readImageSize: async () => ({ width: 640, height: 480 }),
      onUploadingChange,
    });
    await failing.user.upload(fileInput(failing.container), IMAGE);
    await waitFor(() => expect(onUploadingChange.mock.calls).toEqual([[true], [false, true]]));
  });

  it('offers no resize while no image is selected', () => {
    setup({ initial: '<p>tekst</p>' });
    expect(screen.getByRole('button', { name: /Rozmiar obrazu/ }).hasAttribute('disabled')).toBe(true);
  });

  it('refuses an image wider than 1000 px with the specification message', async () => {
    const onUploadImage = vi.fn(async () => ({ url: '/a.png' }));
    const onUploadError = vi.fn();
    const { container, user, onHtml } = setup({
      onUploadImage,
      onUploadError,
      readImageSize: async () => ({ width: 1001, height: 300 }),
    });
    await user.upload(fileInput(container), IMAGE);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dodawane obrazy powinny mieć szerokość nie większą niż 1000px.',
    );
    expect(onUploadImage).not.toHaveBeenCalled();
    expect(onUploadError).toHaveBeenCalledWith(
      'Dodawane obrazy powinny mieć szerokość nie większą niż 1000px.',
    );
    expect(onHtml).not.toHaveBeenCalled();
    expect(fileInput(container).value).toBe('');
    expect(imageSizeViolations).toHaveBeenCalledWith({ width: 1001, height: 300 }, IMAGE_SIZES.editorImage);
  });

  it("reports a failed upload as 'image reject'", async () => {
    const onUploadError = vi.fn();
    const { container, user, onHtml } = setup({
      onUploadImage: async () => {
        throw new Error('500');
      },
      onUploadError,
      readImageSize: async () => ({ width: 640, height: 480 }),
    });
    await user.upload(fileInput(container), IMAGE);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('image reject'));
    expect(onUploadError).toHaveBeenCalledWith('image reject');
    expect(onHtml).not.toHaveBeenCalled();
  });

  it("reports an unreadable file as 'image reject'", async () => {
    const { container, user } = setup({
      onUploadImage: async () => ({ url: '/a.png' }),
      readImageSize: async () => {
        throw new Error('not an image');
      },
    });
    await user.upload(fileInput(container), IMAGE);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('image reject'));
  });

  it('has no image button without an upload callback', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Obraz' })).toBeNull();
  });
});

describe('RichTextEditor: tweets', () => {
  it('embeds a tweet and hands it to the widgets script', async () => {
    const widgets: TwitterWidgets = { load: vi.fn() };
    const embedLoader = vi.fn(() => widgets);
    const { user, lastHtml } = setup({ initial: '<p>a</p>', embedLoader });
    await user.click(screen.getByRole('button', { name: 'Osadź tweet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Osadź tweet' });
    const field = within(dialog).getByRole('textbox', { name: 'Adres tweeta' });
    await user.type(field, 'https://example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Osadź' }));
    expect(within(dialog).getByText(/Podaj adres tweeta/)).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'https://x.com/wirtualnemedia/status/1790000000000000000{Enter}');
    expect(lastHtml()).toContain(
      '<blockquote class="twitter-tweet"><a href="https://x.com/wirtualnemedia/status/1790000000000000000">',
    );
    expect(embedLoader).toHaveBeenCalled();
    const tweet = document.querySelector<HTMLElement>('[data-tweet]');
    expect(widgets.load).toHaveBeenCalledWith(tweet);
  });

  it('retries the widgets script 10 times at 1 s for a tweet in the content', () => {
    vi.useFakeTimers();
    try {
      const embedLoader = vi.fn(() => null);
      renderUi(
        <RichTextEditor
          label={LABEL}
          value='<blockquote class="twitter-tweet"><a href="https://x.com/wm/status/1">t</a></blockquote>'
          embedLoader={embedLoader}
        />,
      );
      expect(embedLoader).toHaveBeenCalledTimes(1);
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(embedLoader).toHaveBeenCalledTimes(11);
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(embedLoader).toHaveBeenCalledTimes(11);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('RichTextEditor: paged articles', () => {
  it('offers page actions only for paged articles', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Dodaj stronę' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuń stronę' })).toBeNull();
  });

  it('adds a page divider and removes it again', async () => {
    const { user, lastHtml } = setup({ initial: '<p>pierwsza</p>', paged: true });
    expect(screen.getByText('Liczba stron: 1')).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Usuń stronę' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Dodaj stronę' }));
    expect(lastHtml()).toBe('<p>pierwsza</p><hr class="subpage-divider"><p></p>');
    expect(screen.getByText('Liczba stron: 2')).toBeTruthy();
    expect(screen.getByRole('separator', { name: 'Strona 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dodaj stronę' }));
    expect(screen.getByRole('separator', { name: 'Strona 3' })).toBeTruthy();
    expect(screen.getByText('Liczba stron: 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Usuń stronę' }));
    expect(screen.getByText('Liczba stron: 2')).toBeTruthy();
    expect(screen.queryByRole('separator', { name: 'Strona 3' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Usuń stronę' }));
    expect(lastHtml()).toBe('<p>pierwsza</p>');
    expect(screen.getByText('Liczba stron: 1')).toBeTruthy();
  });
});

describe('RichTextEditor: accessibility', () => {
  it('has no axe violations with content, a page divider and an error', async () => {
    const { container } = setup({
      initial:
        '<h2>Tytuł</h2><p>Tekst <a href="https://portal.pl">link</a><img src="/a.png" alt="Opis" width="200"></p><hr class="subpage-divider"><p>Druga</p>',
      paged: true,
      errorMessage: 'Treść musi być dłuższa.',
      description: 'Opis pola',
      onUploadImage: async () => ({ url: '/b.png' }),
    });
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with the link dialog open', async () => {
    const { user } = setup({ initial: '<p>tekst</p>' });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    // The open popover hides the rest of the page from assistive technology on purpose (react-aria's
    // modal behaviour), so the dialog itself is what a screen-reader user meets.
    await expectNoAxeViolations(await screen.findByRole('dialog', { name: 'Link' }));
  });
});

void fireEvent;
