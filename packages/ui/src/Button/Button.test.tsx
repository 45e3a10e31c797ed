import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { TrashIcon } from '../icons/icons';
import { Button, IconButton, LinkButton } from './Button';
import { lightControl } from './Button.css';
import { buttonClass } from './buttonClass';
import { LightButton, LightLink } from './LightButton';
import { NativeButton } from './NativeButton';

describe('Button', () => {
  it('calls onPress when clicked and has no axe violations', async () => {
    const onPress = vi.fn();
    const { container } = renderUi(<Button onPress={onPress}>Zapisz</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('does not fire while disabled', async () => {
    const onPress = vi.fn();
    renderUi(
      <Button onPress={onPress} isDisabled>
        Dodaj
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Dodaj' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('shows a keyboard focus ring marker', async () => {
    renderUi(<Button>Zapisz</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Zapisz' }).hasAttribute('data-focus-visible')).toBe(true);
  });
});

describe('IconButton', () => {
  it('is named by its aria-label', async () => {
    const { container } = renderUi(
      <IconButton aria-label="Usuń">
        <TrashIcon />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Usuń' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe('LinkButton', () => {
  it('renders an anchor with the href', async () => {
    const { container } = renderUi(<LinkButton href="/wirtualny_admin/articles/new">Dodaj nowy</LinkButton>);
    const link = screen.getByRole('link', { name: 'Dodaj nowy' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/wirtualny_admin/articles/new');
    await expectNoAxeViolations(container);
  });
});

describe('LightButton and LightLink', () => {
  it('press, name, disabled state and href as Button and LinkButton, in the same house classes', async () => {
    const onPress = vi.fn();
    const onDisabled = vi.fn();
    const { container } = renderUi(
      <>
        <LightLink href="/wirtualny_admin/silos/edit/1" aria-label="Edytuj silos 1">
          Edytuj
        </LightLink>
        <LightButton variant="danger" aria-label="Usuń silos 1" aria-current="page" onPress={onPress}>
          Usuń
        </LightButton>
        <LightButton isDisabled onPress={onDisabled}>
          Dodaj
        </LightButton>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Edytuj silos 1' });
    expect(link.getAttribute('href')).toBe('/wirtualny_admin/silos/edit/1');
    const remove = screen.getByRole('button', { name: 'Usuń silos 1' });
    expect(remove.getAttribute('aria-current')).toBe('page');
    // The same recipe class as a react-aria-components Button of that variant.
    renderUi(<Button variant="danger">Wzór</Button>);
    const pattern = screen.getByRole('button', { name: 'Wzór' }).className.split(' ')[0] ?? '';
    expect(remove.className.split(' ')).toContain(pattern);
    await userEvent.click(remove);
    expect(onPress).toHaveBeenCalledTimes(1);
    const disabled = screen.getByRole('button', { name: 'Dodaj' }) as HTMLButtonElement;
    expect(disabled.disabled).toBe(true);
    await userEvent.click(disabled);
    expect(onDisabled).not.toHaveBeenCalled();
    // Keyboard: Enter on the focused button presses it.
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });
});

describe('NativeButton', () => {
  it('is a native button, type button by default, operable by click, Enter and Space, without axe violations', async () => {
    const onClick = vi.fn();
    const { container } = renderUi(<NativeButton onClick={onClick}>Spróbuj ponownie</NativeButton>);
    const button = screen.getByRole('button', { name: 'Spróbuj ponownie' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    await expectNoAxeViolations(container);
  });

  it('wears the house classes and the :focus-visible ring of the light controls', async () => {
    renderUi(
      <NativeButton variant="primary" type="submit">
        Zaloguj
      </NativeButton>,
    );
    const button = screen.getByRole('button', { name: 'Zaloguj' });
    expect(button.getAttribute('type')).toBe('submit');
    for (const name of buttonClass({ variant: 'primary', size: 'md' }).split(' '))
      expect(button.classList.contains(name)).toBe(true);
    expect(button.classList.contains(lightControl)).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
  });
});
