import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { Select } from './Select';

const regions = [
  { id: 'mazowieckie', label: 'Mazowieckie' },
  { id: 'pomorskie', label: 'Pomorskie' },
];

describe('Select', () => {
  it('opens its list and reports the chosen key', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(<Select label="Region" options={regions} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Region/ });
    expect(trigger.textContent).toContain('Wybierz…');
    await expectNoAxeViolations(container);
    await userEvent.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(listbox).toBeTruthy();
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('option', { name: 'Pomorskie' }));
    expect(onChange).toHaveBeenLastCalledWith('pomorskie');
    expect(screen.getByRole('button', { name: /Region/ }).textContent).toContain('Pomorskie');
  });

  it('shows an error', async () => {
    const { container } = renderUi(<Select label="Wydawca" options={regions} errorMessage="Pole Wymagane" />);
    expect(screen.getByText('Pole Wymagane')).toBeTruthy();
    expect(container.querySelector('[data-invalid]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('UI-42: a press made while the options load opens the list on a spinner, and the options come into it', async () => {
    const onChange = vi.fn();
    const loading = (loaded: boolean) => (
      <Select
        label="Wydawca"
        options={loaded ? regions : []}
        isLoading={!loaded}
        value="pomorskie"
        onChange={onChange}
      />
    );
    const { rerender } = renderUi(loading(false));
    const trigger = screen.getByRole('button', { name: /Wydawca/ });
    // The chosen value has no label yet: the button says so rather than 'Wybierz…'.
    expect(trigger.textContent).toContain('Ładowanie…');
    await userEvent.click(trigger);
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Ładowanie…' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
    rerender(loading(true));
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The open list hides the page from the accessibility tree: the button is read by its node.
    expect(trigger.textContent).toContain('Pomorskie');
    await userEvent.click(screen.getByRole('option', { name: 'Mazowieckie' }));
    expect(onChange).toHaveBeenLastCalledWith('mazowieckie');
  });

  it('opens no list when the loaded options are none', async () => {
    renderUi(<Select label="Wydawca" options={[]} />);
    await userEvent.click(screen.getByRole('button', { name: /Wydawca/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
