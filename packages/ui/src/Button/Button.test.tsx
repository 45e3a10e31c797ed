import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { TrashIcon } from '../icons/icons';
import { Button, IconButton, LinkButton } from './Button';

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
