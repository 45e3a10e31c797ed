import {
  type CSSProperties,
  type FocusEvent,
  memo,
  type ReactNode,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Key } from 'react-aria-components';
import { LightLink } from '../Button/LightButton';
import { type DateInput, deletedLabel } from '../dates/formatDate';
import { Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../theme/global.css';
import { useStableCallback } from '../utils/useStableCallback';
import * as styles from './DataTable.css';
import { SelectionCheckbox } from './SelectionCheckbox';

export const ACTIONS_HEADER = 'Akcje';
export const EDIT_LABEL = 'Edytuj';
/** The selection column's header, and each row checkbox's name before its row header ('Zaznacz Prasa'). */
export const SELECT_HEADER = 'Zaznacz';
export const SELECT_ALL_LABEL = 'Zaznacz wszystko';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names a row for screen readers (usually the title or name); the first one if none. */
  isRowHeader?: boolean;
  /**
   * Where a cell's text may break: 'anywhere' (default), so that a long unbroken value (a 255-character
   * name) wraps inside its cell instead of widening the table; 'words' for values that hold no long token
   * and must not be cut inside one (ids, numbers, dates, IP addresses): they break at spaces only, and
   * the table gives their column the width of their longest word.
   */
  wrap?: 'anywhere' | 'words';
  /**
   * The column's least width in characters, for short values of no set length that break anywhere (a
   * nick, a login, an import code): one up to that length stays whole where the table would squeeze the
   * column, a longer one still breaks rather than widen the table (UI-51). The row header's column keeps
   * `ROW_HEADER_MIN_CHARACTERS` unless this says otherwise (UI-53).
   */
  minCharacters?: number;
}

export interface DataTableProps<T> {
  'aria-label': string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => Key;
  /** A deleted row's deletion time: the row is greyed, shows 'Usunięte : {date} {time}' and no edit link. */
  getDeleted?: (row: T) => DateInput | false;
  /** The edit screen of a row; not shown for deleted rows. */
  getEditHref?: (row: T) => string | undefined;
  /** Further actions of a row (delete, preview, toggles), told whether the row is deleted. */
  renderActions?: (row: T, state: { isDeleted: boolean }) => ReactNode;
  actionsHeader?: ReactNode;
  /** 'multiple' adds a checkbox to each row (comments' 'Usuń Wiele'); deleted rows cannot be selected. */
  selectionMode?: 'none' | 'multiple';
  selectedKeys?: ReadonlySet<Key>;
  onSelectionChange?: (keys: Set<Key>) => void;
  /** Shows a spinner in place of the rows and marks the table busy. */
  isLoading?: boolean;
  /** Text of an empty list; by default an empty list shows nothing (specification). */
  emptyText?: ReactNode;
  /**
   * What a row is from one set of rows to the next (another page, a search, a reload):
   * - 'record' (default): the row of a record, its elements and its cells' state following the record;
   * - 'position': a place in the table, updated in place with whichever record is now there (WEB-80):
   *   30 rows from the cache (a page or a search shown before, a reload) cost a third less. While the
   *   next rows load, the rows stay mounted, hidden, with the spinner below them, so that a page loaded
   *   from the server updates them in place too. Only for tables whose cells keep no state, or tie the
   *   state they keep to their record (`PatchToggle`): a cell's state would otherwise stay at its place
   *   and show beside the next page's record.
   */
  rowIdentity?: 'record' | 'position';
}

/**
 * A list screen's table (UI-40): a plain `<table>` with column headers and a row header per row, whose
 * controls (the selection checkbox, the edit link, the row's actions) are react-aria's and reached with
 * Tab in reading order. Not react-aria's grid: its collection, selection manager and a press handler on
 * every row and cell were most of a list's first render and about 23 KB of each list screen.
 *
 * When the row holding the focus leaves the table (deleted, then the list reloaded), the focus moves to
 * the same control of the row now in its place (of the nearest row with controls after it, else before
 * it), or to the table itself. Rows kept by position keep the focus in place by themselves, unless the
 * control it was on is not in the new record's row (a deleted record has no edit link): then the same.
 * Rows are memoised: a selection or a refetch renders only the rows that changed.
 */
export const DataTable = memo(DataTableImpl) as typeof DataTableImpl;

function DataTableImpl<T>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId,
  getDeleted,
  getEditHref,
  renderActions,
  actionsHeader = ACTIONS_HEADER,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  isLoading = false,
  emptyText,
  rowIdentity = 'record',
}: DataTableProps<T>) {
  const byPosition = rowIdentity === 'position';
  const hasActions = Boolean(getEditHref || renderActions || getDeleted);
  const headerIndex = Math.max(
    0,
    columns.findIndex((column) => column.isRowHeader),
  );
  const selectable = selectionMode === 'multiple';
  const shown = isLoading ? [] : rows;
  // Rows kept by position stay mounted, hidden (out of sight, of the accessibility tree and of Tab), while
  // the next ones load, the spinner in a body of its own below them: the next page's rows then update
  // them in place instead of mounting anew.
  const [kept, setKept] = useState(rows);
  if (byPosition && !isLoading && kept !== rows) setKept(rows);
  const keptHidden = byPosition && isLoading && kept.length > 0;
  const placed = keptHidden ? kept : shown;
  const selectableIds = useMemo(
    () => (selectable ? shown.filter((row) => deletionOf(getDeleted?.(row)) === null).map(getRowId) : []),
    [selectable, shown, getDeleted, getRowId],
  );
  const selected = selectedKeys ?? EMPTY;
  const allSelected = selectableIds.length > 0 && selectableIds.every((id) => selected.has(id));
  const someSelected = selectableIds.some((id) => selected.has(id));
  // Stable across selections (it reads the latest selection): checking a row renders that row only.
  const onToggle = useStableCallback((id: Key, isSelected: boolean) => {
    const next = new Set(selected);
    if (isSelected) next.add(id);
    else next.delete(id);
    onSelectionChange?.(next);
  });
  const tableId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const lastFocus = useRef<{ id: Key; index: number; control: number } | null>(null);
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as Element).closest('tr');
    const index = row ? [...(row.parentElement?.children ?? [])].indexOf(row) : -1;
    const id = index >= 0 ? shown[index] : undefined;
    lastFocus.current =
      row && id !== undefined
        ? { id: getRowId(id), index, control: focusablesOf(row).indexOf(event.target as HTMLElement) }
        : null;
    if (row && hasActions) revealBesidePinned(event.target as Element, row);
  };
  // The focus moved on to something else (not a row going away, which gives no new target).
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) lastFocus.current = null;
  };
  useLayoutEffect(() => {
    const last = lastFocus.current;
    const table = tableRef.current;
    if (!last || !table) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    // A row kept by its record still holds its controls; a place holds whichever record is now there.
    if (!byPosition && shown.some((row) => getRowId(row) === last.id)) return;
    lastFocus.current = null;
    // The row now in its place, else the nearest one after it, else before it, that has a control.
    const rowsNow = keptHidden ? [] : [...(table.tBodies[0]?.rows ?? [])];
    const start = Math.min(last.index, rowsNow.length - 1);
    const order = [...rowsNow.slice(start), ...rowsNow.slice(0, Math.max(start, 0)).reverse()];
    const controls = order.map(focusablesOf).find((found) => found.length > 0) ?? [];
    (controls[last.control] ?? controls[0] ?? table).focus();
  }, [shown, getRowId, byPosition, keptHidden]);
  const columnCount = columns.length + (hasActions ? 1 : 0) + (selectable ? 1 : 0);
  // The spinner while loading, or the empty list's text.
  const statusRow =
    shown.length === 0 && (isLoading || emptyText) ? (
      <tr>
        <th scope="row" colSpan={columnCount} className={styles.emptyCell}>
          {isLoading ? <Spinner centered /> : <div className={styles.empty}>{emptyText}</div>}
        </th>
      </tr>
    ) : null;

  return (
    <div className={styles.wrapper} aria-busy={isLoading}>
      {/* tabIndex -1: the focus can be put on the table when no row is left to hold it. */}
      <table aria-label={ariaLabel} className={styles.table} ref={tableRef} tabIndex={-1}>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className={`${styles.column} ${styles.selectionCell}`}>
                <span className={visuallyHidden}>{SELECT_HEADER}</span>
                <SelectionCheckbox
                  aria-label={SELECT_ALL_LABEL}
                  isSelected={allSelected}
                  isIndeterminate={someSelected && !allSelected}
                  isDisabled={selectableIds.length === 0}
                  onChange={(isSelected) => onSelectionChange?.(new Set(isSelected ? selectableIds : []))}
                />
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                {...headerOf(
                  column.minCharacters ??
                    (column.isRowHeader && column.wrap !== 'words' ? ROW_HEADER_MIN_CHARACTERS : undefined),
                )}
              >
                {column.header}
              </th>
            ))}
            {hasActions ? (
              <th scope="col" className={`${styles.column} ${styles.actionsHeader}`}>
                {actionsHeader}
              </th>
            ) : null}
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: focus tracking only (where the focus goes when its row leaves); the row controls are the interactive elements */}
        <tbody onFocus={onFocus} onBlur={onBlur} hidden={keptHidden || undefined}>
          {placed.map((row, index) => {
            const id = getRowId(row);
            const key = byPosition ? index : id;
            return (
              <TableRow
                key={key}
                id={id}
                row={row}
                rowKey={`${tableId}-${String(key)}`}
                columns={columns}
                headerIndex={headerIndex}
                deleted={deletionOf(getDeleted?.(row))}
                getEditHref={getEditHref}
                renderActions={renderActions}
                hasActions={hasActions}
                selectable={selectable}
                isSelected={selectable && selected.has(id)}
                onToggle={onToggle}
              />
            );
          })}
          {keptHidden ? null : statusRow}
        </tbody>
        {keptHidden ? <tbody>{statusRow}</tbody> : null}
      </table>
    </div>
  );
}

const EMPTY: ReadonlySet<Key> = new Set();

/** Room kept between a focused control and the pinned column: its focus ring (2 px, 2 px off). */
const FOCUS_RING_ROOM = 4;

/**
 * A control of a row that the keyboard focuses under the pinned actions cell (UI-71) is scrolled out from
 * under it: the browser scrolls a focused element into the table's box, but not out from under a sticky
 * cell of that box.
 */
function revealBesidePinned(target: Element, row: HTMLTableRowElement): void {
  // Only for the keyboard: a pointer presses what it sees, and scrolling under a pressed pointer would
  // move the control away before the press ends (no press).
  if (!target.matches(':focus-visible')) return;
  const pinned = row.lastElementChild;
  const box = row.closest('table')?.parentElement;
  if (!pinned || !box || pinned.contains(target)) return;
  const hidden = target.getBoundingClientRect().right + FOCUS_RING_ROOM - pinned.getBoundingClientRect().left;
  if (hidden > 0) box.scrollLeft += hidden;
}

/** The controls of a row the keyboard reaches, in order. */
const focusablesOf = (row: HTMLTableRowElement): HTMLElement[] =>
  [...row.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled,
  );

const WORDS_CELL = `${styles.cell} ${styles.wordsKept}`;
const ACTIONS_CELL = `${styles.cell} ${styles.actionsCell}`;
const cellClass = (column: Pick<DataTableColumn<unknown>, 'wrap'>) =>
  column.wrap === 'words' ? WORDS_CELL : styles.cell;

/**
 * The least width, in characters, of the column a definition names as the row header when its text may
 * break (a title, a name, a comment; not an id kept in whole words), unless it says otherwise. Where the
 * table is short of room (1024 pixels and below), the other columns' buttons, switches and dates took
 * all of it and left the titles four letters a line (UI-53).
 */
export const ROW_HEADER_MIN_CHARACTERS = 14;

/**
 * A column header's class and style for its least width in characters: on the header only, since the
 * table gives a column the largest least width of its cells.
 */
const headerOf = (characters: number | undefined) =>
  characters
    ? {
        className: `${styles.column} ${styles.leastWidth}`,
        style: { [styles.LEAST_CHARACTERS]: characters } as CSSProperties,
      }
    : { className: styles.column };

/** A row's deletion time, or null for a row that is not deleted. */
const deletionOf = (value: DateInput | false | undefined): DateInput =>
  value === false || value === undefined || value === '' ? null : value;

interface TableRowProps<T> {
  id: Key;
  row: T;
  rowKey: string;
  columns: readonly DataTableColumn<T>[];
  headerIndex: number;
  deleted: DateInput;
  getEditHref: DataTableProps<T>['getEditHref'];
  renderActions: DataTableProps<T>['renderActions'];
  hasActions: boolean;
  selectable: boolean;
  isSelected: boolean;
  onToggle: (id: Key, isSelected: boolean) => void;
}

const TableRow = memo(TableRowImpl) as typeof TableRowImpl;

function TableRowImpl<T>({
  id,
  row,
  rowKey,
  columns,
  headerIndex,
  deleted,
  getEditHref,
  renderActions,
  hasActions,
  selectable,
  isSelected,
  onToggle,
}: TableRowProps<T>) {
  const isDeleted = deleted !== null;
  const editHref = isDeleted ? undefined : getEditHref?.(row);
  const headerId = `${rowKey}-h`;
  const checkboxId = `${rowKey}-c`;
  return (
    <tr
      className={isDeleted ? `${styles.row} ${styles.deleted}` : styles.row}
      data-deleted={isDeleted || undefined}
      data-selected={isSelected || undefined}
    >
      {selectable ? (
        <td className={styles.cell}>
          <SelectionCheckbox
            id={checkboxId}
            aria-label={SELECT_HEADER}
            aria-labelledby={`${checkboxId} ${headerId}`}
            isSelected={isSelected}
            isDisabled={isDeleted}
            onChange={(next) => onToggle(id, next)}
          />
        </td>
      ) : null}
      {columns.map((column, index) =>
        index === headerIndex ? (
          <th
            key={column.id}
            scope="row"
            id={headerId}
            className={`${cellClass(column)} ${styles.rowHeader}`}
          >
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.id} className={cellClass(column)}>
            {column.cell(row)}
          </td>
        ),
      )}
      {hasActions ? (
        <td className={ACTIONS_CELL}>
          <div className={styles.actions}>
            {isDeleted ? <span className={styles.deletedMark}>{deletedLabel(deleted)}</span> : null}
            {editHref ? (
              <LightLink href={editHref} size="sm" variant="secondary">
                {EDIT_LABEL}
              </LightLink>
            ) : null}
            {renderActions?.(row, { isDeleted })}
          </div>
        </td>
      ) : null}
    </tr>
  );
}
