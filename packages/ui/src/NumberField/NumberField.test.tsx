import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('parses typed numbers and steps with its buttons', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(
      <NumberField label="Priorytet" defaultValue={5} minValue={0} maxValue={999} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Priorytet' });
    await userEvent.clear(input);
    await userEvent.type(input, '1200');
    await userEvent.tab();
    // Clamped to the maximum on blur.
    expect(onChange).toHaveBeenLastCalledWith(999);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]!);
    expect(onChange).toHaveBeenLastCalledWith(998);
    await expectNoAxeViolations(container);
  });

  it('shows an error', async () => {
    const { container } = renderUi(<NumberField label="Kolejność" errorMessage="Wartość musi być liczbą!" />);
    expect(screen.getByRole('textbox', { name: 'Kolejność' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Wartość musi być liczbą!')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
