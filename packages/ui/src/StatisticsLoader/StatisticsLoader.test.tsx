import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { buttonClass } from '../Button/buttonClass';
import { StatisticsLoader } from './StatisticsLoader';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('StatisticsLoader', () => {
  it("goes 'Załaduj statystyki' → spinner → data", async () => {
    const pending = deferred<{ views: number }>();
    const load = vi.fn(() => pending.promise);
    const { container } = renderUi(
      <StatisticsLoader load={load}>{(data) => <span>Wyświetlenia: {data.views}</span>}</StatisticsLoader>,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Załaduj statystyki' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar', { name: 'Ładowanie…' })).toBeTruthy();
    await act(async () => pending.resolve({ views: 42 }));
    expect(screen.getByText('Wyświetlenia: 42')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows a red 'Błąd' that retries, with focus on it", async () => {
    const first = deferred<number>();
    const second = deferred<number>();
    const load = vi
      .fn<() => Promise<number>>()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const { container } = renderUi(
      <StatisticsLoader load={load}>{(data: number) => <span>Wynik {data}</span>}</StatisticsLoader>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Załaduj statystyki' }));
    await act(async () => first.reject(new Error('500')));
    const retry = screen.getByRole('button', { name: 'Błąd' });
    expect(document.activeElement).toBe(retry);
    // Red: the danger variant of the house button.
    expect(retry.className).toContain(buttonClass({ variant: 'danger', size: 'sm' }));
    await expectNoAxeViolations(container);
    await userEvent.click(retry);
    await act(async () => second.resolve(7));
    expect(screen.getByText('Wynik 7')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the request when the row goes away', async () => {
    let signal: AbortSignal | undefined;
    const { unmount } = renderUi(
      <StatisticsLoader
        load={(given) => {
          signal = given;
          return new Promise(() => undefined);
        }}
      >
        {() => null}
      </StatisticsLoader>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Załaduj statystyki' }));
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
