import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import type { SelectOption } from '../Select/options';
import { CreatableSelect, CreateRefusedError } from './CreatableSelect';

const authors: SelectOption[] = [
  { id: 1, label: 'Anna Nowak' },
  { id: 2, label: 'Jan Kowalski' },
];

function Harness(props: {
  search: (name: string, signal: AbortSignal) => Promise<SelectOption[]>;
  create: (name: string) => Promise<SelectOption>;
  onChange?: (value: SelectOption | null) => void;
  onCreatingChange?: (isCreating: boolean, failed?: boolean) => void;
}) {
  const [value, setValue] = useState<SelectOption | null>(null);
  return (
    <>
      <CreatableSelect
        label="Autor"
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
        search={props.search}
        create={props.create}
        onCreatingChange={props.onCreatingChange}
      />
      <output>{value ? `${value.id}:${value.label}` : 'brak'}</output>
    </>
  );
}

describe('CreatableSelect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Typing through user-event focuses the input, as react-aria needs to open the list.
  const type = async (text: string) => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const input = screen.getByRole('combobox', { name: 'Autor' });
    await user.clear(input);
    await user.type(input, text);
  };

  it('searches 500 ms after typing stops, with the typed name', async () => {
    const search = vi.fn(async (name: string) =>
      authors.filter((a) => a.label.toLowerCase().includes(name.toLowerCase())),
    );
    renderUi(<Harness search={search} create={vi.fn()} />);
    await type('an');
    await act(async () => vi.advanceTimersByTime(300));
    await type('ann');
    await act(async () => vi.advanceTimersByTime(499));
    expect(search).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('ann');
    expect(screen.getByRole('option', { name: 'Anna Nowak' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Dodaj „ann”' })).toBeTruthy();
  });

  it('chooses a found option', async () => {
    const onChange = vi.fn();
    renderUi(<Harness search={async () => authors} create={vi.fn()} onChange={onChange} />);
    await type('Jan');
    await act(async () => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole('option', { name: 'Jan Kowalski' }));
    expect(onChange).toHaveBeenLastCalledWith({ id: 2, label: 'Jan Kowalski' });
    expect(screen.getByText('2:Jan Kowalski')).toBeTruthy();
  });

  it('clears the choice when the input is emptied', async () => {
    const onChange = vi.fn();
    renderUi(<Harness search={async () => authors} create={vi.fn()} onChange={onChange} />);
    await type('Jan');
    await act(async () => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole('option', { name: 'Jan Kowalski' }));
    expect(screen.getByText('2:Jan Kowalski')).toBeTruthy();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.clear(screen.getByRole('combobox', { name: 'Autor' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('brak')).toBeTruthy();
  });

  it('offers no create option when the name exists exactly', async () => {
    renderUi(<Harness search={async () => authors} create={vi.fn()} />);
    await type('anna nowak');
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('option', { name: /Dodaj/ })).toBeNull();
  });

  it('creates the typed name and selects the new option', async () => {
    const create = vi.fn(async (name: string) => ({ id: 77, label: name }));
    renderUi(<Harness search={async () => []} create={create} />);
    await type('Ewa Zielińska');
    await act(async () => vi.advanceTimersByTime(500));
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Dodaj „Ewa Zielińska”' }));
    });
    expect(create).toHaveBeenCalledWith('Ewa Zielińska');
    expect(screen.getByText('77:Ewa Zielińska')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Autor' }) as HTMLInputElement).value).toBe('Ewa Zielińska');
  });

  it('says when a creation starts and when it has settled, after the new option is chosen', async () => {
    const events: string[] = [];
    let finish: (option: SelectOption) => void = () => undefined;
    const create = () =>
      new Promise<SelectOption>((resolve) => {
        finish = resolve;
      });
    renderUi(
      <Harness
        search={async () => []}
        create={create}
        onChange={(next) => events.push(`value ${next?.label ?? 'none'}`)}
        onCreatingChange={(isCreating, failed) =>
          events.push(`creating ${isCreating}${failed ? ' failed' : ''}`)
        }
      />,
    );
    await type('Ewa Zielińska');
    await act(async () => vi.advanceTimersByTime(500));
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Dodaj „Ewa Zielińska”' }));
    });
    expect(events).toEqual(['creating true']);
    await act(async () => finish({ id: 77, label: 'Ewa Zielińska' }));
    expect(events).toEqual(['creating true', 'value Ewa Zielińska', 'creating false']);
  });

  it('says a failed creation has settled as failed', async () => {
    const onCreatingChange = vi.fn();
    renderUi(
      <Harness
        search={async () => []}
        create={() => Promise.reject(new Error('422'))}
        onCreatingChange={onCreatingChange}
      />,
    );
    await type('Zła nazwa');
    await act(async () => vi.advanceTimersByTime(500));
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Dodaj „Zła nazwa”' }));
    });
    expect(onCreatingChange.mock.calls).toEqual([[true], [false, true]]);
  });

  it('shows a message when creating fails', async () => {
    renderUi(<Harness search={async () => []} create={() => Promise.reject(new Error('422'))} />);
    await type('Zła nazwa');
    await act(async () => vi.advanceTimersByTime(500));
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Dodaj „Zła nazwa”' }));
    });
    expect(screen.getByText('Nie udało się dodać „Zła nazwa”.')).toBeTruthy();
  });

  it('shows the reason of a refused creation after the message, the typed name kept', async () => {
    const refuse = () => Promise.reject(new CreateRefusedError('Nazwa musi posiadać minimum 2 znaki'));
    renderUi(<Harness search={async () => []} create={refuse} />);
    await type('X');
    await act(async () => vi.advanceTimersByTime(500));
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Dodaj „X”' }));
    });
    expect(screen.getByText('Nie udało się dodać „X”. Nazwa musi posiadać minimum 2 znaki')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Autor' }) as HTMLInputElement).value).toBe('X');
  });

  it('closes the list with Escape after a failed creation, the typed name and the message kept', async () => {
    renderUi(<Harness search={async () => []} create={() => Promise.reject(new Error('422'))} />);
    await type('Zła nazwa');
    await act(async () => vi.advanceTimersByTime(500));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('option', { name: 'Dodaj „Zła nazwa”' }));
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByText('Nie udało się dodać „Zła nazwa”.')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: 'Autor' }) as HTMLInputElement;
    await user.click(input);
    await user.keyboard('{Escape}');
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).not.toBe('true');
    expect(input.value).toBe('Zła nazwa');
  });

  it('aborts a stale search', async () => {
    const signals: AbortSignal[] = [];
    const search = vi.fn((_: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<SelectOption[]>(() => undefined);
    });
    renderUi(<Harness search={search} create={vi.fn()} />);
    await type('a');
    await act(async () => vi.advanceTimersByTime(500));
    await type('ab');
    await act(async () => vi.advanceTimersByTime(500));
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = renderUi(<Harness search={async () => authors} create={vi.fn()} />);
    await expectNoAxeViolations(container);
  });
});
