import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { ComboBox } from './ComboBox';

const galleries = [
  { id: 1, label: 'Gala mediów' },
  { id: 2, label: 'Festiwal reklamy' },
  { id: 3, label: 'Konferencja prasowa' },
];

describe('ComboBox', () => {
  it('filters options by the typed text and reports the choice', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(<ComboBox label="Galeria" options={galleries} onChange={onChange} />);
    await expectNoAxeViolations(container);
    const input = screen.getByRole('combobox', { name: 'Galeria' });
    await userEvent.type(input, 'fest');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Festiwal reklamy']);
    await userEvent.click(options[0]!);
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect((input as HTMLInputElement).value).toBe('Festiwal reklamy');
  });

  it('shows every option on a click into the field, and none on focus from the keyboard', async () => {
    renderUi(<ComboBox label="Galeria" options={galleries} />);
    const input = screen.getByRole('combobox', { name: 'Galeria' });
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(input);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      galleries.map((gallery) => gallery.label),
    );
    // A second click leaves the list open.
    await userEvent.click(input);
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    renderUi(<ComboBox label="Galeria" options={galleries} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Galeria' }), 'zzz');
    expect(screen.getByText('Brak wyników')).toBeTruthy();
  });

  it('shows an error', async () => {
    const { container } = renderUi(
      <ComboBox label="Autor" options={galleries} errorMessage="Pole Wymagane" />,
    );
    expect(screen.getByRole('combobox', { name: 'Autor' }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });
});
