import { memo, type ReactElement, type ReactNode, useId, useMemo, useRef } from 'react';
import {
  useTable,
  useTableCell,
  useTableColumnHeader,
  useTableHeaderRow,
  useTableRow,
  useTableRowGroup,
  useTableSelectAllCheckbox,
  useTableSelectionCheckbox,
} from 'react-aria/useTable';
import type { Key, Selection } from 'react-aria-components';
import {
  Cell,
  Column,
  Row,
  TableBody,
  type TableBodyProps,
  TableHeader,
  type TableHeaderProps,
  type TableState,
  useTableState,
} from 'react-stately/useTableState';
import { LightLink } from '../Button/LightButton';
import { type DateInput, deletedLabel } from '../dates/formatDate';
import { Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './DataTable.css';
import { SelectionCheckbox } from './SelectionCheckbox';

export const ACTIONS_HEADER = 'Akcje';
export const EDIT_LABEL = 'Edytuj';
export const SELECT_HEADER = 'Zaznacz';

/**
 * How the table is used from the keyboard, its description (react-aria's grid pattern: one Tab stop, the
 * arrows inside, the row's buttons and links reached with the arrows like its cells).
 */
export const TABLE_KEYBOARD_HINT = {
  base: 'Obsługa klawiaturą: Tab wchodzi do tabeli i z niej wychodzi; strzałki w górę i w dół przechodzą między wierszami, a strzałki w lewo i w prawo między komórkami oraz przyciskami i linkami wiersza; Enter lub Spacja uruchamia wybrany przycisk lub link.',
  selection: 'Spacja na wierszu zaznacza go lub odznacza.',
} as const;

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names a row for screen readers (usually the title or name); the first one if none. */
  isRowHeader?: boolean;
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
}

const ACTIONS_KEY = '__actions';

/** One record as the table's collection holds it, with what its row needs worked out once. */
interface RowItem<T> {
  id: Key;
  row: T;
  deleted: DateInput;
}

/** A node of react-stately's table collection (its header rows, columns, rows and cells). */
type TableNode<T> = TableState<RowItem<T>>['collection']['body'];

/** A row's deletion time, or null for a row that is not deleted. */
const deletionOf = (value: DateInput | false | undefined): DateInput =>
  value === false || value === undefined || value === '' ? null : value;

/**
 * A list screen's table: react-aria's table hooks (`useTable`, `useTableRow`, `useTableCell`, the
 * selection checkboxes) over a plain `<table>`, with react-stately's `useTableState`: keyboard navigable
 * (react-aria's grid pattern), with row actions and selection.
 *
 * Why the hooks rather than react-aria-components' `Table` (docs/admin-web.md, "Row rendering"): the
 * components render every row twice (a collection pass that renders each row and cell as React
 * components, then the rows), and each row and cell goes through render props and contexts. Here the
 * collection is built from plain elements (react-stately's builder reads their props and renders
 * nothing), and each row and cell is one component calling its hook.
 *
 * Rendering cost: the collection keeps a node per item object, and each record keeps one item object for
 * as long as the record and the props that shape a row are the same. The table is memoised: a parent that
 * re-renders for something else (a refetch's `isFetching`) costs nothing here when it passes the same rows
 * and stable callbacks (`useCallback`, module-level columns).
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
}: DataTableProps<T>) {
  const hasActions = Boolean(getEditHref || renderActions || getDeleted);
  const hasRowHeader = columns.some((column) => column.isRowHeader);
  const selectable = selectionMode === 'multiple';

  // One item object per record, with what its row needs worked out once; new item objects whenever
  // anything that shapes a row changes (the collection keeps a row's node, cells included, for as long as
  // its item object is the same).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row-shaping props invalidate the rows' nodes
  const items = useMemo(
    (): RowItem<T>[] =>
      (isLoading ? [] : rows).map((row) => ({
        id: getRowId(row),
        row,
        deleted: deletionOf(getDeleted?.(row)),
      })),
    [rows, isLoading, getRowId, getDeleted, getEditHref, renderActions, columns],
  );

  // The collection's elements: react-stately's builder reads them and renders nothing.
  const collection = useMemo((): [
    ReactElement<TableHeaderProps<RowItem<T>>>,
    ReactElement<TableBodyProps<RowItem<T>>>,
  ] => {
    const actionsOf = ({ row, deleted }: RowItem<T>) => {
      const isDeleted = deleted !== null;
      const editHref = isDeleted ? undefined : getEditHref?.(row);
      return (
        <div className={styles.actions}>
          {isDeleted ? <span className={styles.deletedMark}>{deletedLabel(deleted)}</span> : null}
          {editHref ? (
            <LightLink href={editHref} size="sm" variant="secondary">
              {EDIT_LABEL}
            </LightLink>
          ) : null}
          {renderActions?.(row, { isDeleted })}
        </div>
      );
    };
    const byId = new Map(columns.map((column) => [column.id, column]));
    return [
      <TableHeader key="header">
        {[
          ...columns.map((column, index) => (
            <Column key={column.id} isRowHeader={column.isRowHeader || (!hasRowHeader && index === 0)}>
              {column.header}
            </Column>
          )),
          ...(hasActions ? [<Column key={ACTIONS_KEY}>{actionsHeader}</Column>] : []),
        ]}
      </TableHeader>,
      <TableBody key="body" items={items}>
        {(item) => (
          // No React key: it would turn numeric ids into strings; the builder takes `item.id`.
          <Row>
            {(columnKey) => (
              <Cell>
                {columnKey === ACTIONS_KEY ? actionsOf(item) : byId.get(String(columnKey))?.cell(item.row)}
              </Cell>
            )}
          </Row>
        )}
      </TableBody>,
    ];
  }, [items, getEditHref, renderActions, columns, hasActions, hasRowHeader, actionsHeader]);

  const disabledKeys = useMemo(
    () => (selectable ? items.filter((item) => item.deleted !== null).map((item) => item.id) : undefined),
    [items, selectable],
  );

  const onSelection = (selection: Selection) => {
    if (!onSelectionChange) return;
    if (selection === 'all') {
      onSelectionChange(new Set(items.filter((item) => item.deleted === null).map((item) => item.id)));
    } else {
      onSelectionChange(new Set(selection));
    }
  };

  const state = useTableState<RowItem<T>>({
    children: collection,
    selectionMode: selectable ? 'multiple' : 'none',
    selectionBehavior: 'toggle',
    showSelectionCheckboxes: selectable,
    selectedKeys: selectable ? (selectedKeys as Set<Key> | undefined) : undefined,
    onSelectionChange: selectable ? onSelection : undefined,
    disabledKeys,
    disabledBehavior: 'selection',
  });

  const hintId = useId();
  const ref = useRef<HTMLTableElement>(null);
  const { gridProps } = useTable({ 'aria-label': ariaLabel, 'aria-describedby': hintId }, state, ref);
  const { collection: nodes } = state;
  const isEmpty = nodes.size === 0;

  return (
    <div className={styles.wrapper} aria-busy={isLoading}>
      <table {...gridProps} ref={ref} className={styles.table}>
        <RowGroup as="thead">
          {nodes.headerRows.map((headerRow) => (
            <HeaderRow key={headerRow.key} item={headerRow} state={state}>
              {[...headerRow.childNodes].map((column) =>
                column.props?.isSelectionCell ? (
                  <SelectAllHeader key={column.key} column={column} state={state} />
                ) : (
                  <ColumnHeader key={column.key} column={column} state={state} />
                ),
              )}
            </HeaderRow>
          ))}
        </RowGroup>
        <RowGroup as="tbody">
          {[...nodes.body.childNodes].map((row) => (
            <TableRow key={row.key} item={row} state={state}>
              {[...row.childNodes].map((cell) =>
                cell.props?.isSelectionCell ? (
                  <SelectionCell key={cell.key} cell={cell} state={state} />
                ) : (
                  <TableCell key={cell.key} cell={cell} state={state} />
                ),
              )}
            </TableRow>
          ))}
          {isEmpty && (isLoading || emptyText) ? (
            // As react-aria-components' empty state: a row whose one header cell spans the table.
            <tr>
              <th scope="row" colSpan={nodes.columnCount} className={styles.emptyCell}>
                {isLoading ? <Spinner centered /> : <div className={styles.empty}>{emptyText}</div>}
              </th>
            </tr>
          ) : null}
        </RowGroup>
      </table>
      <p id={hintId} className={styles.hint}>
        {selectable
          ? `${TABLE_KEYBOARD_HINT.base} ${TABLE_KEYBOARD_HINT.selection}`
          : TABLE_KEYBOARD_HINT.base}
      </p>
    </div>
  );
}

function RowGroup({ as: Element, children }: { as: 'thead' | 'tbody'; children: ReactNode }) {
  const { rowGroupProps } = useTableRowGroup();
  return <Element {...rowGroupProps}>{children}</Element>;
}

interface NodeProps<T> {
  state: TableState<RowItem<T>>;
}

function HeaderRow<T>({ item, state, children }: NodeProps<T> & { item: TableNode<T>; children: ReactNode }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const { rowProps } = useTableHeaderRow({ node: item }, state, ref);
  return (
    <tr {...rowProps} ref={ref}>
      {children}
    </tr>
  );
}

function ColumnHeader<T>({ column, state }: NodeProps<T> & { column: TableNode<T> }) {
  const ref = useRef<HTMLTableCellElement>(null);
  const { columnHeaderProps } = useTableColumnHeader({ node: column }, state, ref);
  return (
    <th {...columnHeaderProps} ref={ref} className={styles.column}>
      {column.rendered}
    </th>
  );
}

function SelectAllHeader<T>({ column, state }: NodeProps<T> & { column: TableNode<T> }) {
  const ref = useRef<HTMLTableCellElement>(null);
  const { columnHeaderProps } = useTableColumnHeader({ node: column }, state, ref);
  const { checkboxProps } = useTableSelectAllCheckbox(state);
  return (
    <th {...columnHeaderProps} ref={ref} className={`${styles.column} ${styles.selectionCell}`}>
      <span className={visuallyHidden}>{SELECT_HEADER}</span>
      <SelectionCheckbox {...checkboxProps} />
    </th>
  );
}

function TableRow<T>({ item, state, children }: NodeProps<T> & { item: TableNode<T>; children: ReactNode }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const { rowProps } = useTableRow({ node: item }, state, ref);
  const isDeleted = (item.value as RowItem<T> | null)?.deleted != null;
  const isSelected = state.selectionManager.isSelected(item.key);
  return (
    <tr
      {...rowProps}
      ref={ref}
      className={isDeleted ? `${styles.row} ${styles.deleted}` : styles.row}
      data-deleted={isDeleted || undefined}
      data-selected={isSelected || undefined}
    >
      {children}
    </tr>
  );
}

function TableCell<T>({ cell, state }: NodeProps<T> & { cell: TableNode<T> }) {
  const ref = useRef<HTMLTableCellElement>(null);
  const { gridCellProps } = useTableCell({ node: cell }, state, ref);
  return (
    <td {...gridCellProps} ref={ref} className={styles.cell}>
      {cell.rendered}
    </td>
  );
}

function SelectionCell<T>({ cell, state }: NodeProps<T> & { cell: TableNode<T> }) {
  const ref = useRef<HTMLTableCellElement>(null);
  const { gridCellProps } = useTableCell({ node: cell }, state, ref);
  const { checkboxProps } = useTableSelectionCheckbox({ key: cell.parentKey as Key }, state);
  return (
    <td {...gridCellProps} ref={ref} className={styles.cell}>
      <SelectionCheckbox {...checkboxProps} />
    </td>
  );
}
