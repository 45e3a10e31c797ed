import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { LinkPagination, NumberedPagination } from './Pagination';

describe('NumberedPagination', () => {
  it('is a labelled nav with the window, the current page and the controls', async () => {
    const { container } = renderUi(<NumberedPagination page={20} lastPage={40} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Paginacja' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Strona / })
      .map((button) => button.textContent);
    expect(pages).toEqual(Array.from({ length: 15 }, (_, index) => String(13 + index)));
    expect(screen.getByRole('button', { name: 'Strona 20' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Strona 19' }).getAttribute('aria-current')).toBeNull();
    for (const name of [
      'Pierwsza strona',
      'Poprzednia strona',
      'Następna strona',
      'Ostatnia strona',
      'Przeskocz o 8 stron wstecz',
      'Przeskocz o 8 stron naprzód',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    await expectNoAxeViolations(container);
  });

  it('moves with every control', async () => {
    const onPageChange = vi.fn();
    renderUi(<NumberedPagination page={20} lastPage={40} onPageChange={onPageChange} />);
    const press = async (name: string) => userEvent.click(screen.getByRole('button', { name }));
    await press('Pierwsza strona');
    await press('Poprzednia strona');
    await press('Następna strona');
    await press('Ostatnia strona');
    await press('Przeskocz o 8 stron wstecz');
    await press('Przeskocz o 8 stron naprzód');
    await press('Strona 25');
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([1, 19, 21, 40, 12, 28, 25]);
  });

  it('disables first and previous on page 1, next and last on the last page', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderUi(<NumberedPagination page={1} lastPage={3} onPageChange={onPageChange} />);
    // Disabled for presses and assistive technology, still focusable (the focus must not drop to the body).
    const disabled = (name: string) =>
      screen.getByRole('button', { name }).getAttribute('aria-disabled') === 'true';
    expect(disabled('Pierwsza strona')).toBe(true);
    expect(disabled('Poprzednia strona')).toBe(true);
    expect(disabled('Następna strona')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Pierwsza strona' }));
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Przeskocz/ })).toBeNull();
    rerender(<NumberedPagination page={3} lastPage={3} onPageChange={vi.fn()} />);
    expect(disabled('Następna strona')).toBe(true);
    expect(disabled('Ostatnia strona')).toBe(true);
  });

  it('while a page loads, refuses presses but keeps the focus on the control pressed', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderUi(<NumberedPagination page={1} lastPage={3} onPageChange={onPageChange} />);
    const second = screen.getByRole('button', { name: 'Strona 2' }) as HTMLButtonElement;
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(<NumberedPagination page={2} lastPage={3} onPageChange={onPageChange} isDisabled />);
    expect(second.disabled).toBe(false);
    expect(second.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(second);
    await userEvent.click(screen.getByRole('button', { name: 'Strona 3' }));
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledTimes(1);
    rerender(<NumberedPagination page={2} lastPage={3} onPageChange={onPageChange} />);
    expect(second.getAttribute('aria-disabled')).toBeNull();
    expect(second.getAttribute('aria-current')).toBe('page');
  });

  it('renders nothing without pages, and takes another landmark name', () => {
    const { container, rerender } = renderUi(
      <NumberedPagination page={1} lastPage={0} onPageChange={vi.fn()} />,
    );
    expect(container.querySelector('nav')).toBeNull();
    rerender(
      <NumberedPagination page={1} lastPage={2} onPageChange={vi.fn()} aria-label="Paginacja (dół)" />,
    );
    expect(screen.getByRole('navigation', { name: 'Paginacja (dół)' })).toBeTruthy();
  });
});

describe('LinkPagination', () => {
  it('follows the given links and disables missing ones', async () => {
    const onNavigate = vi.fn();
    const { container } = renderUi(
      <LinkPagination
        links={{ first: '/api/logs?page=1', next: '/api/logs?page=3', last: '/api/logs?page=9' }}
        onNavigate={onNavigate}
      />,
    );
    expect(screen.getByRole('button', { name: 'Poprzednia strona' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Poprzednia strona' }));
    await userEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ostatnia strona' }));
    expect(onNavigate.mock.calls).toEqual([['/api/logs?page=3'], ['/api/logs?page=9']]);
    await expectNoAxeViolations(container);
  });
});
