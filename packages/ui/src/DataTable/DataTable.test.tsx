import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { Button } from '../Button/Button';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { DataTable, type DataTableColumn } from './DataTable';
import * as styles from './DataTable.css';
import { dateColumn, dateTimeColumn } from './dateColumns';

interface Silo {
  id: number;
  name: string;
  ordering: number;
  deleted: string | null;
}

const silos: Silo[] = [
  { id: 1, name: 'Technologie', ordering: 3, deleted: null },
  { id: 2, name: 'Prasa', ordering: 1, deleted: '2024-05-01T10:30:00+00:00' },
  { id: 3, name: 'Radio', ordering: 2, deleted: null },
];

const columns: DataTableColumn<Silo>[] = [
  { id: 'id', header: 'Id', cell: (silo) => silo.id },
  { id: 'name', header: 'Nazwa', cell: (silo) => silo.name, isRowHeader: true },
  { id: 'ordering', header: 'Priorytet', cell: (silo) => silo.ordering },
];

function SiloTable(props: {
  isLoading?: boolean;
  rows?: Silo[];
  emptyText?: string;
  onDelete?: (silo: Silo) => void;
  rowIdentity?: 'record' | 'position';
}) {
  return (
    <DataTable
      aria-label="Silosy"
      columns={columns}
      rows={props.rows ?? silos}
      getRowId={(silo) => silo.id}
      getDeleted={(silo) => silo.deleted}
      getEditHref={(silo) => `/wirtualny_admin/silos/edit/${silo.id}`}
      renderActions={(silo, { isDeleted }) =>
        isDeleted ? null : (
          <Button size="sm" variant="danger" onPress={() => props.onDelete?.(silo)}>
            Usuń
          </Button>
        )
      }
      isLoading={props.isLoading}
      emptyText={props.emptyText}
      rowIdentity={props.rowIdentity}
    />
  );
}

function CommentsTable({
  onChange,
  withDeleted = false,
}: {
  onChange: (keys: Key[]) => void;
  withDeleted?: boolean;
}) {
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  return (
    <DataTable
      aria-label="Komentarze"
      columns={columns}
      rows={withDeleted ? silos : silos.map((silo) => ({ ...silo, deleted: null }))}
      getRowId={(silo) => silo.id}
      getDeleted={(silo) => silo.deleted}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        setSelected(keys);
        onChange([...keys]);
      }}
    />
  );
}

/** A selectable table whose name cell records each row it renders into `named`. */
function CountedTable({ named }: { named: string[] }) {
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const [counted] = useState<DataTableColumn<Silo>[]>(() => [
    {
      id: 'name',
      header: 'Nazwa',
      cell: (silo) => {
        named.push(silo.name);
        return silo.name;
      },
      isRowHeader: true,
    },
  ]);
  return (
    <DataTable
      aria-label="Silosy"
      columns={counted}
      rows={silos}
      getRowId={getSiloId}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={setSelected}
    />
  );
}
const getSiloId = (silo: Silo) => silo.id;

describe('DataTable', () => {
  it('renders columns and rows by role, with edit links and actions', async () => {
    const onDelete = vi.fn();
    const { container } = renderUi(<SiloTable onDelete={onDelete} />);
    const table = screen.getByRole('table', { name: 'Silosy' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Id', 'Nazwa', 'Priorytet', 'Akcje']);
    const technology = screen.getByRole('row', { name: /Technologie/ });
    expect(within(technology).getByRole('link', { name: 'Edytuj' }).getAttribute('href')).toBe(
      '/wirtualny_admin/silos/edit/1',
    );
    await userEvent.click(within(technology).getByRole('button', { name: 'Usuń' }));
    expect(onDelete).toHaveBeenCalledWith(silos[0]);
    await expectNoAxeViolations(container);
  });

  it("breaks a 'words' column's text at spaces only, the others anywhere, and gives a column its least width in characters", () => {
    renderUi(
      <DataTable
        aria-label="Silosy"
        columns={[
          { id: 'id', header: 'Id', cell: (silo: Silo) => silo.id, wrap: 'words' },
          { id: 'name', header: 'Nazwa', cell: (silo: Silo) => silo.name, isRowHeader: true },
          { id: 'nick', header: 'Nick', cell: (silo: Silo) => `${silo.name}_nick`, minCharacters: 12 },
        ]}
        rows={silos}
        getRowId={(silo) => silo.id}
      />,
    );
    const technology = screen.getByRole('row', { name: /Technologie/ });
    const id = within(technology).getByRole('cell', { name: '1' });
    const name = within(technology).getByRole('rowheader', { name: 'Technologie' });
    const nick = within(technology).getByRole('cell', { name: 'Technologie_nick' });
    expect(id.classList.contains(styles.wordsKept)).toBe(true);
    expect(name.classList.contains(styles.wordsKept)).toBe(false);
    expect(name.classList.contains(styles.cell)).toBe(true);
    // A short name's column keeps 12 characters (its header's least width); its text may still break
    // anywhere beyond (UI-51).
    const leastOf = (name: string) => {
      const header = screen.getByRole('columnheader', { name });
      return header.classList.contains(styles.leastWidth)
        ? header.style.getPropertyValue(styles.LEAST_CHARACTERS)
        : null;
    };
    expect(leastOf('Nick')).toBe('12');
    expect(leastOf('Id')).toBeNull();
    // The row header's column (the name) keeps 14 characters by default (UI-53).
    expect(leastOf('Nazwa')).toBe('14');
    expect(nick.classList.contains(styles.wordsKept)).toBe(false);
  });

  it('shows a date column as dd.MM.yyyy and a date-and-time one with HH:mm, both broken at spaces only', () => {
    renderUi(
      <DataTable
        aria-label="Statystyki"
        columns={[
          dateColumn('from', 'Od', {
            isRowHeader: true,
          }),
          dateTimeColumn('at', 'Data'),
        ]}
        rows={[
          { from: '2024-05-01', at: '2024-05-01T10:30:00' },
          { from: '2024-06-02', at: null },
        ]}
        getRowId={(row) => row.from}
      />,
    );
    const first = screen.getByRole('rowheader', { name: '01.05.2024' });
    const at = within(screen.getByRole('row', { name: /01\.05\.2024/ })).getByRole('cell', {
      name: '01.05.2024 10:30',
    });
    expect(first.classList.contains(styles.wordsKept)).toBe(true);
    expect(at.classList.contains(styles.wordsKept)).toBe(true);
    // No date: an empty cell.
    const second = screen.getByRole('row', { name: /02\.06\.2024/ });
    expect(within(second).getAllByRole('cell')[0]?.textContent).toBe('');
  });

  it("greys a deleted row, marks it 'Usunięte : date time' and drops its edit link", () => {
    renderUi(<SiloTable />);
    const press = screen.getByRole('row', { name: /Prasa/ });
    expect(press.getAttribute('data-deleted')).toBe('true');
    // Greyed: the deleted style (deletedText on deletedBackground, an AA pair of the theme).
    expect(press.classList.contains(styles.deleted)).toBe(true);
    expect(screen.getByRole('row', { name: /Technologie/ }).classList.contains(styles.deleted)).toBe(false);
    const mark = within(press).getByText(/^Usunięte : /);
    // The time is shown on the Warsaw clock whatever the machine's zone: 10:30 UTC is 12:30 in May.
    expect(mark.textContent).toBe('Usunięte : 01.05.2024 12:30');
    expect(within(press).queryByRole('link')).toBeNull();
    expect(within(press).queryByRole('button', { name: 'Usuń' })).toBeNull();
  });

  it('shows a busy spinner while loading, without rows', async () => {
    const { container } = renderUi(<SiloTable isLoading />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Ładowanie…' })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Technologie/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('leaves an empty list empty by default, or shows the given text', () => {
    const { rerender } = renderUi(<SiloTable rows={[]} />);
    const table = screen.getByRole('table', { name: 'Silosy' });
    // Only the header row.
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    rerender(<SiloTable rows={[]} emptyText="Brak wyników" />);
    expect(screen.getByText('Brak wyników')).toBeTruthy();
  });

  it('selects rows with checkboxes (controlled) and selects all', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(<CommentsTable onChange={onChange} />);
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(4);
    await userEvent.click(checkboxes[2]!);
    expect(onChange).toHaveBeenLastCalledWith([2]);
    await userEvent.click(checkboxes[0]!);
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3]);
    await expectNoAxeViolations(container);
  });

  it("a press on a checkbox's box toggles it once and focuses it; select-all is mixed while some rows are checked", async () => {
    const onChange = vi.fn();
    renderUi(<CommentsTable onChange={onChange} />);
    const all = screen.getByRole('checkbox', { name: 'Zaznacz wszystko' }) as HTMLInputElement;
    const radio = screen.getByRole('checkbox', { name: 'Zaznacz Radio' }) as HTMLInputElement;
    // The checkbox is its own box, drawn by CSS: one element in the cell (UI-50).
    expect(radio.parentElement?.children).toHaveLength(1);
    expect(radio.classList.contains(checkboxStyles.drawnBox)).toBe(true);
    expect(radio.closest('label')).toBeNull();
    await userEvent.click(radio);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([3]);
    expect(radio.checked).toBe(true);
    expect(document.activeElement).toBe(radio);
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3]);
    expect(all.indeterminate).toBe(false);
    expect(all.checked).toBe(true);
    await userEvent.click(radio);
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
    expect(radio.checked).toBe(false);
  });

  it('is a plain table: column headers, a row header per row, every row control a Tab stop in reading order, Space checks', async () => {
    const onChange = vi.fn();
    renderUi(
      <>
        <button type="button">przed</button>
        <CommentsTable onChange={onChange} />
        <button type="button">po</button>
      </>,
    );
    const table = screen.getByRole('table', { name: 'Komentarze' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Technologie', 'Prasa', 'Radio']);
    // The row checkbox is named by its row: 'Zaznacz' and the row header.
    expect(within(table).getByRole('checkbox', { name: 'Zaznacz Prasa' })).toBeTruthy();
    screen.getByRole('button', { name: 'przed' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(table).getByRole('checkbox', { name: 'Zaznacz wszystko' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(table).getByRole('checkbox', { name: 'Zaznacz Technologie' }));
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([1]);
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(table).getByRole('checkbox', { name: 'Zaznacz Radio' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'po' }));
  });

  it("reaches a row's edit link and actions with Tab", async () => {
    const onDelete = vi.fn();
    renderUi(<SiloTable onDelete={onDelete} />);
    const technology = screen.getByRole('row', { name: /Technologie/ });
    await userEvent.tab();
    expect(document.activeElement).toBe(within(technology).getByRole('link', { name: 'Edytuj' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(technology).getByRole('button', { name: 'Usuń' }));
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith(silos[0]);
  });

  it('moves the focus to the row now in its place when the focused row leaves the table, or to the table', async () => {
    const { rerender } = renderUi(<SiloTable />);
    const technology = screen.getByRole('row', { name: /Technologie/ });
    within(technology).getByRole('button', { name: 'Usuń' }).focus();
    // The first row deleted: 'Prasa' takes its place but, deleted, has no control; the next row's same
    // control ('Usuń') takes the focus.
    rerender(<SiloTable rows={silos.slice(1)} />);
    expect(document.activeElement).toBe(
      within(screen.getByRole('row', { name: /Radio/ })).getByRole('button', { name: 'Usuń' }),
    );
    // The last row deleted: the rows before it, nearest first ('Technologie' back in the list).
    rerender(<SiloTable rows={[silos[0]!, silos[1]!]} />);
    expect(document.activeElement).toBe(
      within(screen.getByRole('row', { name: /Technologie/ })).getByRole('button', { name: 'Usuń' }),
    );
    // No row left: the table itself.
    rerender(<SiloTable rows={[]} />);
    expect(document.activeElement).toBe(screen.getByRole('table', { name: 'Silosy' }));
  });

  it('keeps rows by position: the next rows update them in place, hidden under the spinner while they load', async () => {
    const nextPage: Silo[] = [
      { id: 4, name: 'Sport', ordering: 5, deleted: null },
      { id: 5, name: 'Muzyka', ordering: 4, deleted: null },
    ];
    const { container, rerender } = renderUi(<SiloTable rowIdentity="position" />);
    const first = screen.getByRole('row', { name: /Technologie/ });
    rerender(<SiloTable rowIdentity="position" isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Ładowanie…' })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Technologie/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuń' })).toBeNull();
    expect(first.isConnected).toBe(true);
    await expectNoAxeViolations(container);
    rerender(<SiloTable rowIdentity="position" rows={nextPage} />);
    expect(screen.getByRole('row', { name: /Sport/ })).toBe(first);
    expect(within(first).getByRole('link', { name: 'Edytuj' }).getAttribute('href')).toBe(
      '/wirtualny_admin/silos/edit/4',
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await expectNoAxeViolations(container);

    // By record (the default), the next page's rows are new rows.
    rerender(<SiloTable />);
    const technology = screen.getByRole('row', { name: /Technologie/ });
    rerender(<SiloTable rows={nextPage} />);
    expect(screen.getByRole('row', { name: /Sport/ })).not.toBe(technology);
  });

  it('keeps the focus in place on rows kept by position, or on the same control of the nearest row', () => {
    const { rerender } = renderUi(<SiloTable rowIdentity="position" />);
    const remove = within(screen.getByRole('row', { name: /Technologie/ })).getByRole('button', {
      name: 'Usuń',
    });
    remove.focus();
    // Another record in the first place: the focus stays on its control.
    rerender(
      <SiloTable rowIdentity="position" rows={[{ ...silos[2]!, id: 7, name: 'Kultura' }, silos[2]!]} />,
    );
    expect(document.activeElement).toBe(remove);
    expect(screen.getByRole('row', { name: /Kultura/ }).contains(remove)).toBe(true);
    // A deleted record in its place has no 'Usuń': the next row's takes the focus.
    rerender(<SiloTable rowIdentity="position" rows={[silos[1]!, silos[2]!]} />);
    expect(document.activeElement).toBe(
      within(screen.getByRole('row', { name: /Radio/ })).getByRole('button', { name: 'Usuń' }),
    );
  });

  it('renders only the row whose checkbox changed', async () => {
    const named: string[] = [];
    renderUi(<CountedTable named={named} />);
    named.length = 0;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz Radio' }));
    expect((screen.getByRole('checkbox', { name: 'Zaznacz Radio' }) as HTMLInputElement).checked).toBe(true);
    expect(named).toEqual(['Radio']);
  });

  it('keeps deleted rows out of the selection: their checkbox is disabled and select-all leaves them', async () => {
    const onChange = vi.fn();
    const { container } = renderUi(<CommentsTable onChange={onChange} withDeleted />);
    const press = screen.getByRole('row', { name: /Prasa/ });
    expect((within(press).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getAllByRole('checkbox')[0]!);
    expect(onChange).toHaveBeenLastCalledWith([1, 3]);
    expect(press.getAttribute('data-selected')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
