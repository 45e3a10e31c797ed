import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('calls back 500 ms after typing stops', async () => {
    const onSearch = vi.fn();
    renderUi(<SearchField onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Szukaj' });
    await user().type(input, 'abc');
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('abc');
  });

  it('counts the 500 ms from the last keystroke, not the first', async () => {
    const onSearch = vi.fn();
    renderUi(<SearchField onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Szukaj' });
    await user().type(input, 't');
    act(() => vi.advanceTimersByTime(400));
    await user().type(input, 'v');
    act(() => vi.advanceTimersByTime(400));
    await user().type(input, 'n');
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['tvn']]);
  });

  it('waits the given delay (1000 ms for photos)', async () => {
    const onSearch = vi.fn();
    renderUi(<SearchField onSearch={onSearch} debounceMs={1000} label="Szukaj zdjęć" />);
    await user().type(screen.getByRole('searchbox', { name: 'Szukaj zdjęć' }), 'kot');
    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenLastCalledWith('kot');
  });

  it('fires at once on Enter, and not again after the delay', async () => {
    const onSearch = vi.fn();
    renderUi(<SearchField onSearch={onSearch} />);
    await user().type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'tvn{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('tvn');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('fires with empty text when cleared', async () => {
    const onSearch = vi.fn();
    renderUi(<SearchField onSearch={onSearch} defaultValue="stare" />);
    expect((screen.getByRole('searchbox', { name: 'Szukaj' }) as HTMLInputElement).value).toBe('stare');
    await user().click(screen.getByRole('button', { name: 'Wyczyść wyszukiwanie' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = renderUi(<SearchField onSearch={vi.fn()} defaultValue="x" />);
    await expectNoAxeViolations(container);
  });
});
