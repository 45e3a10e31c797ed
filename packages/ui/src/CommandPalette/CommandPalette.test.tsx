import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { Button } from '../Button/Button';
import { CommandPalette, type PaletteItem, type PaletteSection, type PaletteStatus } from './CommandPalette';
import { resultCountText } from './labels';
import { ShortcutSheet } from './ShortcutSheet';

const SCREENS: PaletteSection = {
  id: 'screens',
  title: 'Ekrany',
  items: [
    { id: 'screen:comments', label: 'Komentarze', kind: 'Ekran' },
    { id: 'screen:categories', label: 'Kategorie', kind: 'Ekran' },
  ],
};
const RECORDS: PaletteSection = {
  id: 'records',
  title: 'Rekordy',
  items: [{ id: 'record:articles:12', label: 'Wybory', kind: 'Artykuł' }],
};

/** A palette whose owner finds `results(text)` for each text, behind a button that opens it. */
function Harness({
  results,
  status,
  onAction,
}: {
  results: (text: string) => readonly PaletteSection[];
  status?: PaletteStatus;
  onAction: (item: PaletteItem) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <Button onPress={() => setOpen(true)}>Otwórz</Button>
      <CommandPalette
        isOpen={open}
        onOpenChange={setOpen}
        inputValue={text}
        onInputChange={setText}
        sections={results(text)}
        status={status}
        onAction={onAction}
      />
    </>
  );
}

async function openPalette() {
  const trigger = screen.getByRole('button', { name: 'Otwórz' });
  await userEvent.click(trigger);
  return trigger;
}

describe('CommandPalette', () => {
  it('moves focus into its search box, named by its heading; Escape closes and returns focus', async () => {
    renderUi(<Harness results={() => [SCREENS]} onAction={vi.fn()} />);
    const trigger = await openPalette();
    const dialog = screen.getByRole('dialog', { name: 'Przejdź do…' });
    const box = screen.getByRole('textbox', { name: 'Szukaj ekranu lub rekordu' });
    expect(dialog.contains(box)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(box));
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('makes the first result active as the user types; the arrows move, Enter opens the active one', async () => {
    const onAction = vi.fn();
    renderUi(<Harness results={(text) => (text ? [SCREENS, RECORDS] : [])} onAction={onAction} />);
    await openPalette();
    const box = screen.getByRole('textbox', { name: 'Szukaj ekranu lub rekordu' });
    await userEvent.keyboard('k');
    const items = screen.getAllByRole('option');
    expect(items.map((item) => item.textContent)).toEqual([
      'Komentarze Ekran',
      'Kategorie Ekran',
      'Wybory Artykuł',
    ]);
    // The caret stays in the box; the active result is its active descendant.
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(items[0]?.id));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(box);
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(items[2]?.id));
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith(RECORDS.items[0]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("with nothing typed, lists the owner's results once open, each time it opens", async () => {
    renderUi(<Harness results={() => [SCREENS]} onAction={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Otwórz' }));
    expect(screen.getByRole('textbox', { name: 'Szukaj ekranu lub rekordu' })).toBeTruthy();
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Komentarze Ekran', 'Kategorie Ekran']);
    expect(screen.getByRole('group', { name: 'Ekrany' })).toBeTruthy();
    // Closed and opened again: the same, from its box.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Otwórz' }));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it('names each section and each result with what it is', async () => {
    renderUi(<Harness results={(text) => (text ? [SCREENS, RECORDS] : [])} onAction={vi.fn()} />);
    await openPalette();
    await userEvent.keyboard('w');
    expect(screen.getByRole('group', { name: 'Rekordy' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Wybory, Artykuł' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('announces the number of results, and says when nothing matches', async () => {
    renderUi(<Harness results={(text) => (text === 'k' ? [SCREENS] : [])} onAction={vi.fn()} />);
    await openPalette();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await userEvent.keyboard('k');
    expect(status.textContent).toBe('Znaleziono 2 wyniki');
    await userEvent.keyboard('x');
    expect(status.textContent).toBe('Brak wyników');
    expect(screen.getByRole('dialog').textContent).toContain('Brak wyników');
    await expectNoAxeViolations(document.body);
  });

  it('says while records are being looked up, and when the search failed', async () => {
    const { rerender } = renderUi(
      <CommandPalette
        isOpen
        onOpenChange={vi.fn()}
        inputValue="12"
        onInputChange={vi.fn()}
        sections={[]}
        status="loading"
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Wyszukiwanie rekordów…');
    // Not "no results" while the answer is still on its way.
    expect(screen.getByRole('dialog').textContent).not.toContain('Brak wyników');
    await expectNoAxeViolations(document.body);
    rerender(
      <CommandPalette
        isOpen
        onOpenChange={vi.fn()}
        inputValue="12"
        onInputChange={vi.fn()}
        sections={[SCREENS]}
        status="error"
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Nie udało się wyszukać rekordów. Spróbuj ponownie.');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await expectNoAxeViolations(document.body);
  });

  it('counts in Polish', () => {
    expect([1, 2, 4, 5, 12, 14, 22, 25, 112].map(resultCountText)).toEqual([
      'Znaleziono 1 wynik',
      'Znaleziono 2 wyniki',
      'Znaleziono 4 wyniki',
      'Znaleziono 5 wyników',
      'Znaleziono 12 wyników',
      'Znaleziono 14 wyników',
      'Znaleziono 22 wyniki',
      'Znaleziono 25 wyników',
      'Znaleziono 112 wyników',
    ]);
  });
});

describe('ShortcutSheet', () => {
  it('lists each shortcut with its keys, and closes with Zamknij', async () => {
    const onOpenChange = vi.fn();
    renderUi(
      <ShortcutSheet
        isOpen
        onOpenChange={onOpenChange}
        shortcuts={[
          {
            keys: [
              ['Ctrl', 'K'],
              ['⌘', 'K'],
            ],
            description: 'Przejdź do ekranu lub rekordu',
          },
          { keys: [['?']], description: 'Pokaż skróty klawiszowe' },
        ]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Skróty klawiszowe' });
    const terms = [...dialog.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Ctrl + K lub ⌘ + K', '?']);
    const descriptions = [...dialog.querySelectorAll('dd')].map((term) => term.textContent);
    expect(descriptions).toEqual(['Przejdź do ekranu lub rekordu', 'Pokaż skróty klawiszowe']);
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
