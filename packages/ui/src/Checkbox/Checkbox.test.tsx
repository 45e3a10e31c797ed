import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by its label', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(
      <Checkbox label="Publikacja" description="Widoczny na stronie" onChange={onChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Publikacja' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.click(screen.getByText('Publikacja'));
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await expectNoAxeViolations(container);
  });

  it('shows an error linked to the input', async () => {
    const { container } = renderUi(<Checkbox label="RSS Wykop" errorMessage="Pole Wymagane" />);
    const box = screen.getByRole('checkbox', { name: 'RSS Wykop' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const ids = (box.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Pole Wymagane');
    await expectNoAxeViolations(container);
  });
});
