import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled multi-line textbox', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(<TextArea label="Zablokowane adresy IP" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Zablokowane adresy IP' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, '10.0.0.1{enter}10.0.0.2');
    expect(onChange).toHaveBeenLastCalledWith('10.0.0.1\n10.0.0.2');
    await expectNoAxeViolations(container);
  });

  it('shows an error', async () => {
    const { container } = renderUi(<TextArea label="Opis" errorMessage="Opis nie może być pusty." />);
    const area = screen.getByRole('textbox', { name: 'Opis' });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Opis nie może być pusty.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
