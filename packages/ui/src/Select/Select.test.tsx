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
});
