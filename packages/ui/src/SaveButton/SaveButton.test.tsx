import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import * as spinnerStyles from '../Spinner/Spinner.css';
import type { SaveKind } from './labels';
import { NativeSaveButton } from './NativeSaveButton';
import { SAVE_BUTTON_ATTRIBUTE, SaveButton } from './SaveButton';
import * as styles from './SaveButton.css';
import { useSaveCycle } from './useSaveCycle';

/** react-aria's (every form) and the native one (the login form's, UI-39): the same cycle, labels and region. */
const SAVE_BUTTONS = [
  ['SaveButton', SaveButton],
  ['NativeSaveButton', NativeSaveButton],
] as const;

const cases: [SaveKind, string, string][] = [
  ['edit', 'Zapisz', 'Zapisano'],
  ['new', 'Dodaj', 'Dodano'],
  ['login', 'Zaloguj', 'Zaloguj'],
  ['password', 'Zmień', 'Zmieniono'],
  ['newsletter', 'Wygeneruj html', 'Wygenerowano'],
];

describe.each(SAVE_BUTTONS)('%s labels', (_name, Save) => {
  it.each(cases)('%s: idle "%s", success "%s", failure "Błąd"', async (kind, idle, success) => {
    const { rerender, container } = renderUi(<Save kind={kind} status="idle" />);
    expect(screen.getByRole('button', { name: idle })).toBeTruthy();
    rerender(<Save kind={kind} status="success" />);
    expect(screen.getByRole('button', { name: success })).toBeTruthy();
    rerender(<Save kind={kind} status="error" />);
    const failed = screen.getByRole('button', { name: 'Błąd' });
    expect(failed.getAttribute('data-status')).toBe('error');
    // Red: the danger style of the theme.
    expect(failed.classList.contains(styles.error)).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('shows a given failure text', () => {
    renderUi(<Save kind="newsletter" status="error" errorText="Błąd! Spróbuj jeszcze raz." />);
    expect(screen.getByRole('button', { name: 'Błąd! Spróbuj jeszcze raz.' })).toBeTruthy();
  });

  it('while sending shows a spinner, is pending (aria-disabled) and announces "Wysyłanie…"', async () => {
    const { container } = renderUi(<Save kind="edit" status="sending" />);
    const button = screen.getByRole('button', { name: 'Wysyłanie…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // A pending submit button must not submit the form again.
    expect(button.getAttribute('type')).toBe('button');
    expect(screen.getByRole('status').textContent).toBe('Wysyłanie…');
    expect(button.getAttribute('data-status')).toBe('sending');
    // The spinner sits in the button in place of its text, hidden from screen readers (they hear the
    // status instead).
    const spinner = button.querySelector(`.${spinnerStyles.wrapper}`);
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
    expect(button.textContent).toBe('Wysyłanie…');
    await expectNoAxeViolations(container);
  });

  it('is a submit button when idle', () => {
    renderUi(<Save kind="edit" status="idle" />);
    expect(screen.getByRole('button', { name: 'Zapisz' }).getAttribute('type')).toBe('submit');
  });
});

describe.each(SAVE_BUTTONS)('%s reset timer', (_name, Save) => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls onReset 4 s after success by default', () => {
    const onReset = vi.fn();
    renderUi(<Save kind="edit" status="success" onReset={onReset} />);
    act(() => vi.advanceTimersByTime(3999));
    expect(onReset).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('uses a configured delay after an error', () => {
    const onReset = vi.fn();
    renderUi(<Save kind="edit" status="error" onReset={onReset} resetAfterMs={5000} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(onReset).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('never resets with resetAfterMs={null}', () => {
    const onReset = vi.fn();
    renderUi(<Save kind="edit" status="success" onReset={onReset} resetAfterMs={null} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onReset).not.toHaveBeenCalled();
  });

  it('clears the timer on unmount', () => {
    const onReset = vi.fn();
    const { unmount } = renderUi(<Save kind="edit" status="success" onReset={onReset} />);
    unmount();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onReset).not.toHaveBeenCalled();
  });
});

function Harness({
  save,
  kind = 'edit',
  native = false,
}: {
  save: () => Promise<unknown>;
  kind?: SaveKind;
  native?: boolean;
}) {
  const cycle = useSaveCycle();
  const Save = native ? NativeSaveButton : SaveButton;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        cycle.run(save).catch(() => undefined);
      }}
    >
      <Save kind={kind} {...cycle.buttonProps} />
    </form>
  );
}

let rejectSave: (error: Error) => void = () => undefined;
function Thrower({ onFailure }: { onFailure: (error: unknown) => void }) {
  const cycle = useSaveCycle();
  return (
    <SaveButton
      kind="new"
      type="button"
      {...cycle.buttonProps}
      onPress={() => {
        cycle
          .run(() => new Promise((_, r) => (rejectSave = r)))
          .catch((error: unknown) => {
            onFailure(error);
          });
      }}
    />
  );
}

describe('useSaveCycle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs idle → sending → success → idle after 4 s', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const save = vi.fn(() => new Promise((r) => (resolve = r)));
    renderUi(<Harness save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Wysyłanie…' })).toBeTruthy();
    await act(async () => resolve('ok'));
    expect(screen.getByRole('button', { name: 'Zapisano' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeTruthy();
  });

  it('runs idle → sending → error ("Błąd") → idle, and re-throws', async () => {
    const failure = new Error('500');
    let caught: unknown;
    renderUi(
      <Thrower
        onFailure={(error) => {
          caught = error;
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    await act(async () => rejectSave(failure));
    expect(screen.getByRole('button', { name: 'Błąd' })).toBeTruthy();
    expect(caught).toBe(failure);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('button', { name: 'Dodaj' })).toBeTruthy();
  });

  it.each([false, true])('ignores a second submit while sending (native: %s)', async (native) => {
    const save = vi.fn(() => new Promise(() => undefined));
    renderUi(<Harness save={save} native={native} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    const sending = screen.getByRole('button', { name: 'Wysyłanie…' });
    fireEvent.click(sending);
    expect(save).toHaveBeenCalledTimes(1);
    // It keeps the focus a disabled button would lose, and says it is busy.
    expect((sending as HTMLButtonElement).disabled).toBe(false);
    expect(sending.getAttribute('aria-disabled')).toBe('true');
  });

  it('does not update after unmount', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderUi(<Harness save={() => new Promise((r) => (resolve = r))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    unmount();
    await act(async () => resolve('late'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('SaveButton for the keyboard', () => {
  it("is marked as a save button (the panel's Ctrl+S presses it), in every state", () => {
    const { rerender } = renderUi(<SaveButton kind="edit" status="idle" />);
    expect(screen.getByRole('button', { name: 'Zapisz' }).hasAttribute(SAVE_BUTTON_ATTRIBUTE)).toBe(true);
    rerender(<SaveButton kind="edit" status="sending" />);
    expect(screen.getByRole('button', { name: 'Wysyłanie…' }).hasAttribute(SAVE_BUTTON_ATTRIBUTE)).toBe(true);
  });
});
