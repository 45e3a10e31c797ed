import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { LightSwitch } from './LightSwitch';
import { Switch } from './Switch';
import * as styles from './Switch.css';

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

  it('LightSwitch: a labelled switch that toggles with the keyboard and the pointer, disabled when told, as Switch looks', async () => {
    const onChange = vi.fn();
    const { container, rerender } = renderUi(
      <LightSwitch label="RSS Wykop artykułu 12" onChange={onChange} />,
    );
    const control = screen.getByRole('switch', { name: 'RSS Wykop artykułu 12' }) as HTMLInputElement;
    await userEvent.tab();
    expect(document.activeElement).toBe(control);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(control.checked).toBe(true);
    const label = control.closest('label') as HTMLLabelElement;
    expect(label.classList.contains(styles.button)).toBe(true);
    expect(label.getAttribute('data-selected')).toBe('true');
    await userEvent.click(screen.getByText('RSS Wykop artykułu 12'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    await expectNoAxeViolations(container);
    rerender(<LightSwitch label="RSS Wykop artykułu 12" isSelected isDisabled onChange={onChange} />);
    expect(control.disabled).toBe(true);
    expect(label.getAttribute('data-disabled')).toBe('true');
  });

  it('LightSwitch: named by aria-label alone, it is the switch alone, one element drawn by CSS (a row whose column header names it)', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(<LightSwitch aria-label="Hot news artykułu 12" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Hot news artykułu 12' }) as HTMLInputElement;
    // No label, track or handle around it (UI-50): the input is drawn as the switch.
    expect(control.closest('label')).toBeNull();
    expect(control.children).toHaveLength(0);
    expect(control.parentElement?.children).toHaveLength(1);
    expect(control.classList.contains(styles.drawnSwitch)).toBe(true);
    await userEvent.click(control);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(control.checked).toBe(true);
    expect(document.activeElement).toBe(control);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    await expectNoAxeViolations(container);
  });
});
