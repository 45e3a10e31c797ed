import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a labelled switch that toggles with the keyboard', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(<Switch label="Hot news" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Hot news' }) as HTMLInputElement;
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(control.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await expectNoAxeViolations(container);
  });

  it('shows a description and an error', async () => {
    const { container } = renderUi(
      <Switch label="Komentarze" description="Wyłącza komentarze" errorMessage="Pole Wymagane" />,
    );
    expect(screen.getByRole('switch', { name: 'Komentarze' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Pole Wymagane')).toBeTruthy();
    expect(screen.getByText('Wyłącza komentarze')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
