import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { ErrorText } from './ErrorText';

describe('ErrorText', () => {
  it('shows the message as an alert', async () => {
    const { container } = renderUi(<ErrorText>Błędny login lub hasło.</ErrorText>);
    expect(screen.getByRole('alert').textContent).toBe('Błędny login lub hasło.');
    await expectNoAxeViolations(container);
  });

  it('keeps its empty alert region in place, so a message that arrives later is announced', async () => {
    const { container, rerender } = renderUi(<ErrorText id="login-error" />);
    const region = screen.getByRole('alert');
    expect(region.textContent).toBe('');
    await expectNoAxeViolations(container);
    rerender(<ErrorText id="login-error">Brak połączenia z serwerem.</ErrorText>);
    expect(screen.getByRole('alert')).toBe(region);
    expect(region.textContent).toBe('Brak połączenia z serwerem.');
    expect(region.id).toBe('login-error');
  });

  it('shows the text without announcing it when asked', async () => {
    const { container } = renderUi(<ErrorText announce={false}>Błędny login lub hasło.</ErrorText>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Błędny login lub hasło.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
