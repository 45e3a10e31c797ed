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
  it('adds options as tags and empties the input for the next pick', async () => {
    const { container } = renderUi(<Harness />);
    expect(screen.getByText('Nic nie wybrano')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Kategorie' }) as HTMLInputElement;
    await userEvent.type(input, 'tele');
    await userEvent.click(screen.getByRole('option', { name: 'Telewizja' }));
    expect(input.value).toBe('');
    // The list stays open with the remaining options, for the next pick.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Internet', 'Radio']);
    await userEvent.type(input, 'r');
    await userEvent.click(screen.getByRole('option', { name: 'Radio' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('row', { name: 'Telewizja' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Radio' })).toBeTruthy();
    expect(container.querySelector('output')?.textContent).toBe('2,3');
    await expectNoAxeViolations(container);
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
});
