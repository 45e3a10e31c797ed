import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { CommandPalette, type PaletteSection, type PaletteStatus } from './CommandPalette';
import { type Shortcut, ShortcutSheet } from './ShortcutSheet';

export default { title: 'Navigation / Command palette' };

const SCREENS: PaletteSection = {
  id: 'screens',
  title: 'Ekrany',
  items: [
    { id: 'screen:comments', label: 'Komentarze', kind: 'Ekran' },
    { id: 'screen:categories', label: 'Kategorie', kind: 'Ekran' },
    { id: 'new:categoryNew', label: 'Nowa kategoria', kind: 'Dodawanie' },
  ],
};

const RECORDS: PaletteSection = {
  id: 'records',
  title: 'Rekordy',
  items: [
    { id: 'record:articles:12', label: 'Wybory samorządowe: wyniki', kind: 'Artykuł' },
    { id: 'record:categories:3', label: 'Kraj', kind: 'Kategoria' },
  ],
};

const RECENT: PaletteSection = {
  id: 'recent',
  title: 'Ostatnio otwierane',
  items: [
    { id: 'recent:/comments', label: 'Komentarze', kind: 'Ekran' },
    { id: 'recent:/articles/edit/12', label: 'Wybory samorządowe: wyniki', kind: 'Artykuł' },
  ],
};

function Palette({
  text = '',
  sections,
  status,
}: {
  text?: string;
  sections: readonly PaletteSection[];
  status?: PaletteStatus;
}) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState(text);
  const [chosen, setChosen] = useState('');
  return (
    <>
      <Button onPress={() => setOpen(true)}>Przejdź do…</Button>
      <p>{chosen ? `Wybrano: ${chosen}` : null}</p>
      <CommandPalette
        isOpen={open}
        onOpenChange={setOpen}
        inputValue={value}
        onInputChange={setValue}
        sections={sections}
        status={status}
        onAction={(item) => setChosen(item.label)}
      />
    </>
  );
}

/** Opened with nothing typed and nothing opened before in this browser. */
export const Empty: Story = () => <Palette sections={[]} />;

/** Nothing typed: the last screens and records opened, most recent first. */
export const Recent: Story = () => <Palette sections={[RECENT]} />;

/** 'kat': the screens and the add screens whose names match. */
export const Screens: Story = () => <Palette text="kat" sections={[SCREENS]} />;

/** '12': the screens come at once, the records are still being looked up. */
export const RecordsLoading: Story = () => <Palette text="12" sections={[]} status="loading" />;

/** Records found, beside the matching screens. */
export const Records: Story = () => <Palette text="kra" sections={[SCREENS, RECORDS]} />;

/** Nothing matches. */
export const NoResults: Story = () => <Palette text="zzzz" sections={[]} />;

/** A record search failed; the screens that match still show. */
export const Failure: Story = () => <Palette text="kom" sections={[SCREENS]} status="error" />;

const SHORTCUTS: Shortcut[] = [
  {
    keys: [
      ['Ctrl', 'K'],
      ['⌘', 'K'],
    ],
    description: 'Przejdź do ekranu lub rekordu',
  },
  {
    keys: [
      ['Ctrl', 'S'],
      ['⌘', 'S'],
    ],
    description: 'Zapisz formularz',
  },
  { keys: [['?']], description: 'Pokaż skróty klawiszowe' },
];

export const Shortcuts: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Skróty klawiszowe</Button>
      <ShortcutSheet isOpen={open} onOpenChange={setOpen} shortcuts={SHORTCUTS} />
    </>
  );
};
