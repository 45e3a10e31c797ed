import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { MultiSelect } from './MultiSelect';

const categories = [
  { id: 1, label: 'Internet' },
  { id: 2, label: 'Telewizja' },
  { id: 3, label: 'Radio' },
];

function Harness({ initial = [] as Key[], errorMessage }: { initial?: Key[]; errorMessage?: string }) {
  const [value, setValue] = useState<Key[]>(initial);
  return (
    <>
      <MultiSelect
        label="Kategorie"
        options={categories}
        value={value}
        onChange={setValue}
        errorMessage={errorMessage}
      />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('MultiSelect', () => {
  it('adds options as tags, closes the list after each pick and empties the input', async () => {
    const { container } = renderUi(<Harness />);
    expect(screen.getByText('Nic nie wybrano')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Kategorie' }) as HTMLInputElement;
    await userEvent.type(input, 'tele');
    // The list open: the listbox and the field are clean for axe.
    expect(screen.getByRole('listbox')).toBeTruthy();
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('option', { name: 'Telewizja' }));
    // After a pick the list closes, the input empties and keeps the focus for the next pick, and
    // nothing of the page stays hidden from screen readers.
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(
      document.querySelectorAll(
        '[aria-hidden="true"]:not(svg):not(template):not([data-focus-scope-start]):not([data-focus-scope-end])',
      ),
    ).toHaveLength(0);
    await expectNoAxeViolations(document.body);
    // Typing again reopens it with the remaining options only.
    await userEvent.type(input, 'ra');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Radio']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('row', { name: 'Telewizja' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Radio' })).toBeTruthy();
    expect(container.querySelector('output')?.textContent).toBe('2,3');
    await expectNoAxeViolations(container);
  });

  it('closes its list on Escape and on Tab', async () => {
    renderUi(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Kategorie' });
    await userEvent.type(input, 'r');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('');
    await userEvent.type(input, 'a');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('does not offer options already chosen', async () => {
    renderUi(<Harness initial={[1]} />);
    await userEvent.click(screen.getByRole('button', { name: /Wyświetlaj sugestie/ }));
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['Telewizja', 'Radio']);
  });

  it('removes a tag with its button', async () => {
    const { container } = renderUi(<Harness initial={[1, 3]} />);
    expect(screen.getByRole('grid', { name: 'Wybrane: Kategorie' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń Internet' }));
    expect(container.querySelector('output')?.textContent).toBe('3');
    expect(screen.queryByRole('row', { name: 'Internet' })).toBeNull();
  });

  it('shows an error', async () => {
    const { container } = renderUi(<Harness errorMessage="Wybierz co najmniej jedną kategorię." />);
    expect(screen.getByText('Wybierz co najmniej jedną kategorię.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Kategorie' }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('UI-42: while the options load, its list and its chosen tags show a spinner, not "Brak wyników" or "Nic nie wybrano"', async () => {
    const { rerender } = renderUi(
      <MultiSelect label="Kategorie" options={[]} value={[2]} onChange={() => undefined} isLoading />,
    );
    expect(screen.queryByText('Nic nie wybrano')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Ładowanie…' })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Kategorie' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.queryByText('Brak wyników')).toBeNull();
    expect(screen.getAllByRole('progressbar', { name: 'Ładowanie…' })).toHaveLength(2);
    rerender(<MultiSelect label="Kategorie" options={categories} value={[2]} onChange={() => undefined} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('row', { name: 'Telewizja' })).toBeTruthy();
  });
});
