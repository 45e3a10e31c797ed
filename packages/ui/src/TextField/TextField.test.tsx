import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { TextField } from './TextField';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Nazwa"
      value={value}
      onChange={setValue}
      errorMessage={value.length < 3 ? 'Za krótka' : null}
    />
  );
}

describe('TextField', () => {
  it('is labelled, described and reports typing', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(
      <TextField label="Tytuł" description="Widoczny na stronie" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Tytuł' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Widoczny na stronie',
    );
    await userEvent.type(input, 'Nowy');
    expect(onChange).toHaveBeenLastCalledWith('Nowy');
    await expectNoAxeViolations(container);
  });

  it('shows an error message, marks the input invalid and links the message', async () => {
    const { container } = renderUi(<TextField label="Tytuł" errorMessage="Pole Wymagane" />);
    const input = screen.getByRole('textbox', { name: 'Tytuł' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Pole Wymagane');
    await expectNoAxeViolations(container);
  });

  it('keeps what was typed when an error arrives', async () => {
    renderUi(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Nazwa' }) as HTMLInputElement;
    await userEvent.type(input, 'ab');
    expect(input.value).toBe('ab');
    expect(screen.getByText('Za krótka')).toBeTruthy();
    await userEvent.type(input, 'c');
    expect(screen.queryByText('Za krótka')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks focus, invalidity and a disabled field the way the styles read them', async () => {
    renderUi(
      <>
        <TextField label="Tytuł" errorMessage="Pole Wymagane" />
        <TextField label="Slug" defaultValue="nowy-serwis" isDisabled />
      </>,
    );
    const title = screen.getByRole('textbox', { name: 'Tytuł' });
    expect(title.hasAttribute('data-focused')).toBe(false);
    await userEvent.click(title);
    expect(title.hasAttribute('data-focused')).toBe(true);
    expect(title.hasAttribute('data-invalid')).toBe(true);
    expect(title.parentElement?.hasAttribute('data-invalid')).toBe(true);
    await userEvent.tab();
    expect(title.hasAttribute('data-focused')).toBe(false);
    const slug = screen.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement;
    expect(slug.disabled).toBe(true);
    expect(slug.hasAttribute('data-disabled')).toBe(true);
    expect(slug.parentElement?.hasAttribute('data-disabled')).toBe(true);
  });

  it("shows the message a function makes of the field's validation", () => {
    renderUi(
      <TextField label="Tytuł" isInvalid errorMessage={(validation) => `Błąd: ${validation.isInvalid}`} />,
    );
    const input = screen.getByRole('textbox', { name: 'Tytuł' });
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Błąd: true');
  });
});
