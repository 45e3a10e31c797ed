import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { NumberField } from './NumberField';

/** A form holding the number, as the panel's forms do (NaN while the text is not a number). */
function FormLike({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <NumberField
      label="Kolejność"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

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

  it("keeps pasted text that is not a whole number, reports NaN, and says 'Wartość musi być liczbą!' once left", async () => {
    for (const pasted of ['abc', '1e5', '1,5']) {
      const onChange = vi.fn();
      const { unmount } = renderUi(<FormLike onChange={onChange} />);
      const input = screen.getByRole('textbox', { name: 'Kolejność' }) as HTMLInputElement;
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(pasted);
      expect(input.value).toBe(pasted);
      expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
      expect(screen.queryByText('Wartość musi być liczbą!')).toBeNull();
      await userEvent.tab();
      expect(input.value).toBe(pasted);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Wartość musi być liczbą!')).toBeTruthy();
      unmount();
    }
  });

  it('steps with the arrow keys, and takes a new value from outside', async () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(<NumberField label="Priorytet" value={3} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Priorytet' }) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    rerender(<NumberField label="Priorytet" value={7} onChange={onChange} />);
    expect(input.value).toBe('7');
  });

  it('shows an error', async () => {
    const { container } = renderUi(<NumberField label="Kolejność" errorMessage="Wartość musi być liczbą!" />);
    expect(screen.getByRole('textbox', { name: 'Kolejność' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Wartość musi być liczbą!')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
