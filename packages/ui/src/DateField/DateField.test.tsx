import { impossibleDateMessage } from '@redakcja/api-sdk/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { CLEAR_DATE_LABEL, DateField, DatePicker, DateTimeField } from './DateField';
import { fromDateValue, isBefore, toDateValue } from './dateValues';

describe('date values', () => {
  it('reads and writes the API forms', () => {
    expect(fromDateValue(toDateValue('2024-05-01', 'day'), 'day')).toBe('2024-05-01');
    expect(fromDateValue(toDateValue('2024-05-01T10:30:00+02:00', 'minute'), 'minute')).toBe(
      '2024-05-01T10:30',
    );
    expect(fromDateValue(toDateValue('2024-05-01', 'minute'), 'minute')).toBe('2024-05-01T00:00');
    expect(toDateValue('nonsense', 'day')).toBeNull();
    expect(toDateValue(null, 'minute')).toBeNull();
    expect(isBefore('2024-05-01T10:29', '2024-05-01T10:30', 'minute')).toBe(true);
    expect(isBefore('2024-05-01T10:30', '2024-05-01T10:30', 'minute')).toBe(false);
  });
});

describe('DateField', () => {
  it('shows the value in pl-PL order (day, month, year) and reports edits as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(<DateField label="Data" value="2024-05-01" onChange={onChange} />);
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.map((segment) => segment.textContent)).toEqual(['01', '05', '2024']);
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2024-05-02');
    expect(screen.getByRole('group', { name: 'Data' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows the minimum message (dd.MM.yyyy) below its minimum, and none from the minimum on', async () => {
    const { container, rerender } = renderUi(
      <DateField label="Od" value="2024-05-04" minValue="2024-05-05" onChange={vi.fn()} />,
    );
    expect(screen.getByText('Data nie może być wcześniejsza niż 05.05.2024.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Od' }).closest('[data-invalid]')).not.toBeNull();
    await expectNoAxeViolations(container);
    rerender(<DateField label="Od" value="2024-05-05" minValue="2024-05-05" onChange={vi.fn()} />);
    expect(screen.queryByText(/Data nie może być wcześniejsza/)).toBeNull();
    expect(screen.getByRole('group', { name: 'Od' }).closest('[data-invalid]')).toBeNull();
  });

  it('shows an error message from the form', async () => {
    const { container } = renderUi(
      <DateField label="Data" value={null} onChange={vi.fn()} errorMessage="Pole Wymagane" />,
    );
    expect(screen.getByText('Pole Wymagane')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

function Harness() {
  const [value, setValue] = useState<string | null>('2024-05-01T23:30');
  return (
    <>
      <DateTimeField label="Data publikacji" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('DateTimeField', () => {
  it('edits date and time (24-hour) and reports YYYY-MM-DDTHH:mm', async () => {
    const { container } = renderUi(<Harness />);
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.map((segment) => segment.textContent)).toEqual(['01', '05', '2024', '23', '30']);
    await userEvent.click(segments[4]!);
    await userEvent.keyboard('{ArrowUp}');
    expect(container.querySelector('output')?.textContent).toBe('2024-05-01T23:31');
    await expectNoAxeViolations(container);
  });

  it('shows the minimum message when the value is earlier', () => {
    renderUi(
      <DateTimeField
        label="Podgląd do"
        value="2024-05-01T10:00"
        minValue="2024-05-02T08:15"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Data nie może być wcześniejsza niż 02.05.2024 08:15.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Podgląd do' }).closest('[data-invalid]')).not.toBeNull();
  });

  it('takes a custom minimum message and accepts a value at the minimum', () => {
    const { rerender } = renderUi(
      <DateTimeField
        label="Podgląd do"
        value="2024-05-01T10:00"
        minValue="2024-05-01T10:01"
        minValueMessage="Za wcześnie."
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Za wcześnie.')).toBeTruthy();
    rerender(
      <DateTimeField
        label="Podgląd do"
        value="2024-05-01T10:01"
        minValue="2024-05-01T10:01"
        minValueMessage="Za wcześnie."
        onChange={vi.fn()}
      />,
    );
    expect(screen.queryByText('Za wcześnie.')).toBeNull();
  });
});

function Cleared() {
  const [value, setValue] = useState<string | null>('2024-05-01');
  return (
    <>
      <DatePicker
        label="Start"
        value={value}
        onChange={setValue}
        errorMessage={value ? undefined : 'Pole Wymagane'}
      />
      <output>{String(value)}</output>
    </>
  );
}

function Partly() {
  const [value, setValue] = useState<string | null>('2024-05-01');
  return (
    <>
      <DateField label="Data" value={value} onChange={setValue} />
      <button type="button">dalej</button>
      <output>{String(value)}</output>
    </>
  );
}

describe('DatePicker', () => {
  it('opens a Polish calendar and picks a day', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(<DatePicker label="Przed datą" value="2024-05-01" onChange={onChange} />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: /Otwórz kalendarz/ }));
    const dialog = screen.getByRole('dialog', { name: 'Kalendarz' });
    expect(dialog.textContent).toMatch(/maj 2024/i);
    const grid = screen.getByRole('grid');
    await userEvent.click(
      Array.from(grid.querySelectorAll('[role="button"]')).find((cell) => cell.textContent === '15')!,
    );
    expect(onChange).toHaveBeenLastCalledWith('2024-05-15');
  });

  it('shows the minimum message for a date-time below its minimum', () => {
    renderUi(
      <DatePicker
        label="Podgląd do"
        granularity="minute"
        value="2024-05-05T08:00"
        minValue="2024-05-05T09:30"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Data nie może być wcześniejsza niż 05.05.2024 09:30.')).toBeTruthy();
  });

  it('makes days before the minimum unavailable', async () => {
    renderUi(<DatePicker label="Od" value="2024-05-10" minValue="2024-05-05" onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Otwórz kalendarz/ }));
    const cells = Array.from(screen.getByRole('grid').querySelectorAll('[role="button"]'));
    const fourth = cells.find((cell) => cell.textContent === '4')!;
    expect(fourth.getAttribute('aria-disabled')).toBe('true');
  });

  it("'Wyczyść datę' empties the field, and a field without a date offers no clearing", async () => {
    const { container } = renderUi(<Cleared />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: CLEAR_DATE_LABEL }));
    expect(container.querySelector('output')?.textContent).toBe('null');
    expect(screen.getAllByRole('spinbutton').map((segment) => segment.textContent)).toEqual([
      'dd',
      'mm',
      'rrrr',
    ]);
    expect(screen.getByText('Pole Wymagane')).toBeTruthy();
    expect(screen.queryByRole('button', { name: CLEAR_DATE_LABEL })).toBeNull();
    expect(document.activeElement).toBe(screen.getAllByRole('spinbutton')[0]);
    await expectNoAxeViolations(container);
  });
});

describe('a partly cleared date', () => {
  it('is empty once the user leaves the field (not the last whole date it no longer shows)', async () => {
    const { container } = renderUi(<Partly />);
    await userEvent.click(screen.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(screen.getAllByRole('spinbutton')[0]?.textContent).toBe('dd');
    // react-aria still holds the last whole date while the field has focus.
    expect(container.querySelector('output')?.textContent).toBe('2024-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'dalej' }));
    expect(container.querySelector('output')?.textContent).toBe('null');
  });
});

/** 'day' on the plain field, 'minute' on the picker: both keep what was typed. */
function Typed({ granularity }: { granularity: 'day' | 'minute' }) {
  const [value, setValue] = useState<string | null>(
    granularity === 'day' ? '2026-02-10' : '2026-02-10T09:15',
  );
  return (
    <>
      {granularity === 'day' ? (
        <DateField label="Data publikacji" value={value} onChange={setValue} />
      ) : (
        <DatePicker label="Data publikacji" granularity="minute" value={value} onChange={setValue} />
      )}
      <button type="button">dalej</button>
      <output>{String(value)}</output>
    </>
  );
}

/** An empty picker, typed into from its first segment. */
function Empty() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <DatePicker label="Data" value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
}

describe('an impossible date', () => {
  it.each([
    ['day', ['30', '02', '2026'], '2026-02-30', '30.02.2026'],
    ['minute', ['30', '02', '2026', '09', '15'], '2026-02-30T09:15', '30.02.2026 09:15'],
  ] as const)(
    '(%s) keeps what was typed, says why, and hands the form the text its rule refuses',
    async (granularity, segments, text, shown) => {
      const { container } = renderUi(<Typed granularity={granularity} />);
      await userEvent.click(screen.getAllByRole('spinbutton')[0]!);
      await userEvent.keyboard('30');
      console.log(
        'DBG',
        screen.getAllByRole('spinbutton').map((s) => s.textContent),
        container.querySelector('output')?.textContent,
      );
      await userEvent.click(screen.getByRole('button', { name: 'dalej' }));
      await screen.findByText(impossibleDateMessage(shown));
      // The segments are put back one per render.
      await waitFor(() =>
        expect(screen.getAllByRole('spinbutton').map((segment) => segment.textContent)).toEqual(segments),
      );
      expect(container.querySelector('output')?.textContent).toBe(text);
      await expectNoAxeViolations(container);
      // A real date typed over it clears the message.
      await userEvent.click(screen.getAllByRole('spinbutton')[0]!);
      await userEvent.keyboard('28');
      expect(container.querySelector('output')?.textContent).toBe(text.replace('-30', '-28'));
      expect(screen.queryByText(impossibleDateMessage(shown))).toBeNull();
    },
  );

  it('is not a year typed digit by digit (0002, 0020, 0202 on the way to 2026)', async () => {
    const { container } = renderUi(<Empty />);
    await userEvent.click(screen.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('29022024');
    expect(container.querySelector('output')?.textContent).toBe('2024-02-29');
    expect(screen.getAllByRole('spinbutton').map((segment) => segment.textContent)).toEqual([
      '29',
      '02',
      '2024',
    ]);
    expect(screen.queryByText(/Taka data nie istnieje/)).toBeNull();
  });
});
