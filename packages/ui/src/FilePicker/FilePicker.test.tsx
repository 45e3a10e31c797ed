import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { FilePicker, type FilePickerProps } from './FilePicker';
import type { FileEntry, FileTreeQuery } from './types';

const TOP: FileEntry[] = [
  { id: 'd1', name: '2024', isDir: true, childrenCount: 2 },
  { id: 11, name: 'logo.png', isDir: false, thumbnailUrl: 'https://static.pl/thumbs/logo.png' },
  { id: 12, name: 'baner.jpg', isDir: false, thumbnailUrl: 'https://static.pl/thumbs/baner.jpg' },
];
const IN_2024: FileEntry[] = [
  { id: 'd2', name: '05', isDir: true, childrenCount: 1 },
  { id: 21, name: 'gala.jpg', isDir: false, thumbnailUrl: 'https://static.pl/thumbs/gala.jpg' },
];
const IN_2024_05: FileEntry[] = [{ id: 31, name: 'maj.jpg', isDir: false }];

function source(overrides: Partial<FilePickerProps> = {}) {
  const loadTree = vi.fn(async (query: FileTreeQuery) => {
    if (query.search)
      return [{ id: 'd1', name: '2024', isDir: true, childrenCount: 1, files: [IN_2024[1]!] }];
    if (query.path === '2024') return IN_2024;
    if (query.path === '2024/05') return IN_2024_05;
    return TOP;
  });
  return {
    newPath: true,
    loadTree,
    deleteFiles: vi.fn(async () => undefined),
    loadPhoto: vi.fn(async (id: number | string) => ({
      id,
      fileName: `plik-${id}.jpg`,
      title: 'Stary podpis',
      newPath: true,
    })),
    saveCaption: vi.fn(async () => undefined),
    ...overrides,
  } satisfies FilePickerProps;
}

async function renderPicker(overrides: Partial<FilePickerProps> = {}, user = userEvent.setup()) {
  const props = source(overrides);
  const utils = renderUi(<FilePicker {...props} />);
  const tree = await screen.findByRole('list', { name: 'Pliki i foldery' });
  return { ...utils, props, tree, user };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('FilePicker: tree', () => {
  it('loads the top of the catalogue and shows folders with child counts and files with thumbnails', async () => {
    const { props, tree } = await renderPicker();
    expect(props.loadTree).toHaveBeenCalledWith(
      { path: '', full: false, search: '', newPath: true },
      expect.any(AbortSignal),
    );
    const folder = within(tree).getByRole('button', { name: 'Otwórz folder 2024' });
    expect(folder.textContent).toContain('(2)');
    expect(folder.getAttribute('aria-expanded')).toBe('false');
    // The folder mark is an icon of the set, not an emoji (an empty box where no emoji font is installed).
    expect(folder.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(folder.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
    const logo = within(tree).getByRole('checkbox', { name: 'Zaznacz logo.png' });
    expect(logo.closest('li')?.querySelector('img')?.getAttribute('src')).toBe(
      'https://static.pl/thumbs/logo.png',
    );
  });

  it('opens folders, loading their entries by path', async () => {
    const { props, tree, user } = await renderPicker();
    await user.click(within(tree).getByRole('button', { name: 'Otwórz folder 2024' }));
    expect(props.loadTree).toHaveBeenLastCalledWith(
      { path: '2024', full: false, search: '', newPath: true },
      expect.any(AbortSignal),
    );
    const branch = await within(tree).findByRole('list', { name: '2024' });
    expect(within(branch).getByRole('checkbox', { name: 'Zaznacz gala.jpg' })).toBeTruthy();
    await user.click(within(branch).getByRole('button', { name: 'Otwórz folder 05' }));
    expect(props.loadTree).toHaveBeenLastCalledWith(
      { path: '2024/05', full: false, search: '', newPath: true },
      expect.any(AbortSignal),
    );
    expect(await within(tree).findByRole('checkbox', { name: 'Zaznacz maj.jpg' })).toBeTruthy();
    await user.click(within(tree).getByRole('button', { name: 'Zamknij folder 2024' }));
    expect(within(tree).queryByRole('checkbox', { name: 'Zaznacz gala.jpg' })).toBeNull();
  });

  it('loads a folder that came with an empty list of files, as the API answers a folder not yet opened', async () => {
    const unopened = (entries: FileEntry[]) =>
      entries.map((entry) => (entry.isDir ? { ...entry, files: [] } : entry));
    const loadTree = vi.fn(async (query: FileTreeQuery) =>
      unopened(query.path === '2024' ? IN_2024 : query.path === '' ? TOP : IN_2024_05),
    );
    const { tree, user } = await renderPicker({ loadTree });
    await user.click(within(tree).getByRole('button', { name: 'Otwórz folder 2024' }));
    expect(loadTree).toHaveBeenLastCalledWith(
      { path: '2024', full: false, search: '', newPath: true },
      expect.any(AbortSignal),
    );
    const branch = await within(tree).findByRole('list', { name: '2024' });
    expect(within(branch).getByRole('checkbox', { name: 'Zaznacz gala.jpg' })).toBeTruthy();
    expect(within(branch).getByRole('button', { name: 'Otwórz folder 05' })).toBeTruthy();
  });

  it("shows the single entry 'Błąd. Spróbuj ponownie później!' when the tree fails to load", async () => {
    const { tree } = await renderPicker({ loadTree: vi.fn(async () => Promise.reject(new Error('500'))) });
    await waitFor(() => expect(within(tree).getAllByRole('listitem')).toHaveLength(1));
    expect(within(tree).getByRole('listitem').textContent).toBe('Błąd. Spróbuj ponownie później!');
  });

  it('shows the error entry inside a folder that fails to load', async () => {
    const loadTree = vi.fn(async (query: FileTreeQuery) =>
      query.path ? Promise.reject(new Error('500')) : TOP,
    );
    const { tree, user } = await renderPicker({ loadTree });
    await user.click(within(tree).getByRole('button', { name: 'Otwórz folder 2024' }));
    expect(await within(tree).findByText('Błąd. Spróbuj ponownie później!')).toBeTruthy();
  });

  it('hands the chosen photo back', async () => {
    const onChoose = vi.fn();
    const { tree, user } = await renderPicker({ onChoose });
    await user.click(within(tree).getByRole('button', { name: 'Wybierz baner.jpg' }));
    expect(onChoose).toHaveBeenCalledWith({
      id: 12,
      name: 'baner.jpg',
      thumbnailUrl: 'https://static.pl/thumbs/baner.jpg',
      newPath: true,
    });
  });
});

describe('FilePicker: search', () => {
  it("explains '%', '_' and '\\' and the default limit of 5000", async () => {
    await renderPicker();
    const search = screen.getByRole('searchbox', { name: 'Szukaj zdjęć' });
    const hint =
      document.getElementById(search.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ??
      '';
    expect(hint).toBe(
      'Znak % zastępuje dowolny ciąg znaków, _ jeden znak, a \\ przed nimi szuka ich dosłownie. Domyślny limit: 5000',
    );
  });

  it('searches the whole tree 1000 ms after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { props } = await renderPicker({}, user);
    await user.type(screen.getByRole('searchbox', { name: 'Szukaj zdjęć' }), 'gala\\_%');
    expect(props.loadTree).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(props.loadTree).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(props.loadTree).toHaveBeenCalledTimes(2);
    expect(props.loadTree).toHaveBeenLastCalledWith(
      { path: '', full: true, search: 'gala\\_%', newPath: true },
      expect.any(AbortSignal),
    );
    const tree = await screen.findByRole('list', { name: 'Pliki i foldery' });
    expect(await within(tree).findByRole('checkbox', { name: 'Zaznacz gala.jpg' })).toBeTruthy();
  });
});

describe('FilePicker: deleting and captions', () => {
  it('deletes the selected files after confirmation and reloads', async () => {
    const { props, tree, user } = await renderPicker();
    const remove = screen.getByRole('button', { name: 'Usuń zaznaczone (0)' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await user.click(within(tree).getByRole('checkbox', { name: 'Zaznacz logo.png' }));
    await user.click(within(tree).getByRole('checkbox', { name: 'Zaznacz baner.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Usuń zaznaczone (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usuwanie' });
    expect(dialog.textContent).toContain('Czy na pewno chcesz to usunąć?');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(props.deleteFiles).toHaveBeenCalledWith([11, 12]);
    await waitFor(() => expect(props.loadTree).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Usuń zaznaczone (0)' })).toBeTruthy();
  });

  it('says why a deletion failed: refused by the server, or any other failure', async () => {
    const refused = Object.assign(new Error('Forbidden'), { status: 403 });
    const deleteFiles = vi.fn().mockRejectedValueOnce(refused).mockRejectedValueOnce(new Error('offline'));
    const { user } = await renderPicker({ deleteFiles });
    const remove = async () => {
      // The list is loaded again after each deletion: found anew each time.
      const list = await screen.findByRole('list', { name: 'Pliki i foldery' });
      await user.click(await within(list).findByRole('checkbox', { name: 'Zaznacz logo.png' }));
      await user.click(screen.getByRole('button', { name: 'Usuń zaznaczone (1)' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń' }));
    };
    await remove();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nie usunięto plików: nie masz uprawnień do usuwania plików w tym katalogu.',
    );
    await remove();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Nie udało się usunąć zaznaczonych plików. Spróbuj ponownie.',
      ),
    );
    await expectNoAxeViolations();
  });

  it('keeps the files when the deletion is cancelled', async () => {
    const { props, tree, user } = await renderPicker();
    await user.click(within(tree).getByRole('checkbox', { name: 'Zaznacz logo.png' }));
    await user.click(screen.getByRole('button', { name: 'Usuń zaznaczone (1)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Anuluj' }));
    expect(props.deleteFiles).not.toHaveBeenCalled();
  });

  it('edits a caption; the success colour goes after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { props, tree } = await renderPicker({}, user);
    await user.click(within(tree).getByRole('button', { name: 'Edytuj podpis logo.png' }));
    expect(props.loadPhoto).toHaveBeenCalledWith(11, expect.any(AbortSignal));
    const region = await screen.findByRole('region', { name: 'Podpis zdjęcia plik-11.jpg' });
    const field = await within(region).findByRole('textbox', { name: 'Podpis' });
    expect((field as HTMLInputElement).value).toBe('Stary podpis');
    await user.clear(field);
    await user.type(field, 'Gala 2024');
    await user.click(within(region).getByRole('button', { name: 'Zapisz podpis' }));
    expect(props.saveCaption).toHaveBeenCalledWith(11, 'Gala 2024');
    const saved = await within(region).findByRole('button', { name: 'Zapisano' });
    expect(saved.getAttribute('data-status')).toBe('success');
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(within(region).getByRole('button', { name: 'Zapisano' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(within(region).getByRole('button', { name: 'Zapisz podpis' }).getAttribute('data-status')).toBe(
      'idle',
    );
  });

  it('brings the caption editor into view when it opens below a long tree', async () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, ...args) {
      scrolled(this, ...args);
    };
    try {
      const user = userEvent.setup();
      const { tree } = await renderPicker({}, user);
      await user.click(within(tree).getByRole('button', { name: 'Edytuj podpis logo.png' }));
      const region = await screen.findByRole('region', { name: 'Podpis zdjęcia plik-11.jpg' });
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith(region, { block: 'nearest' }));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("shows 'Błąd' when the caption cannot be saved", async () => {
    const { tree, user } = await renderPicker({
      saveCaption: vi.fn(async () => Promise.reject(new Error('500'))),
    });
    await user.click(within(tree).getByRole('button', { name: 'Edytuj podpis logo.png' }));
    const region = await screen.findByRole('region', { name: /Podpis zdjęcia/ });
    await user.click(await within(region).findByRole('button', { name: 'Zapisz podpis' }));
    expect(await within(region).findByRole('button', { name: 'Błąd' })).toBeTruthy();
  });
});

describe('FilePicker: accessibility', () => {
  it('has no axe violations with an open folder and the caption editor', async () => {
    const { container, tree, user } = await renderPicker({ onChoose: vi.fn() });
    await user.click(within(tree).getByRole('button', { name: 'Otwórz folder 2024' }));
    await within(tree).findByRole('list', { name: '2024' });
    await user.click(within(tree).getByRole('button', { name: 'Edytuj podpis logo.png' }));
    await screen.findByRole('textbox', { name: 'Podpis' });
    await expectNoAxeViolations(container);
  });
});
