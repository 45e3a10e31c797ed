import { memo, type ReactNode, useCallback, useId, useMemo } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { Checkbox } from 'react-aria-components/Checkbox';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components/Table';
import { LinkButton } from '../Button/Button';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { type DateInput, deletedLabel } from '../dates/formatDate';
import { CheckIcon } from '../icons/icons';
import { Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './DataTable.css';

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

// react-aria's single-element Checkbox (not CheckboxField with a CheckboxButton: a wrapper, three
// contexts and a render-props pass fewer in every row; the selection checkbox has no description or
// message of its own).
function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={checkboxStyles.button}>
      <span className={checkboxStyles.box}>
        <CheckIcon size={14} className={checkboxStyles.check} />
      </span>
    </Checkbox>
  );
}

const isDeletedValue = (value: DateInput | false | undefined) =>
  value === false || value === null || value === undefined || value === '';

/**
 * A list screen's table on react-aria's Table: keyboard navigable, with row actions and selection.
 *
 * Rendering cost (docs/admin-web.md, performance): a row is rendered again only when its record (by
 * identity) or one of the props that shape a row changes. react-aria caches the rendered rows by item
 * object, so each record keeps one item object across renders, and the table is memoised: a parent that
 * re-renders for something else (a refetch's `isFetching`) costs nothing here when it passes the same
 * rows and stable callbacks (`useCallback`, module-level columns).
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

  // One item object per record for as long as the record is the same object, with what a row needs
  // worked out once: react-aria reuses a rendered row while its item object is unchanged.
  const items = useMemo(
    () =>
      (isLoading ? [] : rows).map((row) => {
        const deleted = getDeleted?.(row);
        return { id: getRowId(row), row, deleted: isDeletedValue(deleted) ? null : (deleted as DateInput) };
      }),
    [rows, isLoading, getRowId, getDeleted],
  );
  const disabledKeys = useMemo(
    () => (selectable ? items.filter((item) => item.deleted !== null).map((item) => item.id) : undefined),
    [items, selectable],
  );

  const hintId = useId();

  const onSelection = useCallback(
    (selection: Selection) => {
      if (!onSelectionChange) return;
      if (selection === 'all') {
        onSelectionChange(new Set(items.filter((item) => item.deleted === null).map((item) => item.id)));
      } else {
        onSelectionChange(new Set(selection));
      }
    },
    [items, onSelectionChange],
  );

  const renderRow = useCallback(
    ({ row, deleted }: { row: T; deleted: DateInput }) => {
      const isDeleted = deleted !== null;
      const editHref = isDeleted ? undefined : getEditHref?.(row);
      return (
        <Row
          className={isDeleted ? `${styles.row} ${styles.deleted}` : styles.row}
          data-deleted={isDeleted || undefined}
        >
          {selectable ? (
            <Cell className={styles.cell}>
              <SelectionCheckbox />
            </Cell>
          ) : null}
          {columns.map((column) => (
            <Cell key={column.id} className={styles.cell}>
              {column.cell(row)}
            </Cell>
          ))}
          {hasActions ? (
            <Cell className={styles.cell}>
              <div className={styles.actions}>
                {isDeleted ? <span className={styles.deletedMark}>{deletedLabel(deleted)}</span> : null}
                {editHref ? (
                  <LinkButton href={editHref} size="sm" variant="secondary">
                    {EDIT_LABEL}
                  </LinkButton>
                ) : null}
                {renderActions?.(row, { isDeleted })}
              </div>
            </Cell>
          ) : null}
        </Row>
      );
    },
    [columns, getEditHref, renderActions, hasActions, selectable],
  );

  return (
    <div className={styles.wrapper} aria-busy={isLoading}>
      <Table
        aria-label={ariaLabel}
        aria-describedby={hintId}
        className={styles.table}
        selectionMode={selectable ? 'multiple' : 'none'}
        selectionBehavior="toggle"
        selectedKeys={selectable ? (selectedKeys as Set<Key> | undefined) : undefined}
        onSelectionChange={selectable ? onSelection : undefined}
        disabledKeys={disabledKeys}
        disabledBehavior="selection"
      >
        <TableHeader className={styles.column}>
          {selectable ? (
            <Column className={`${styles.column} ${styles.selectionCell}`}>
              <span className={visuallyHidden}>{SELECT_HEADER}</span>
              <SelectionCheckbox />
            </Column>
          ) : null}
          {columns.map((column, index) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader || (!hasRowHeader && index === 0)}
              className={styles.column}
            >
              {column.header}
            </Column>
          ))}
          {hasActions ? (
            <Column id="__actions" className={styles.column}>
              {actionsHeader}
            </Column>
          ) : null}
        </TableHeader>
        <TableBody
          items={items}
          dependencies={[renderRow]}
          renderEmptyState={
            isLoading || emptyText
              ? () => (isLoading ? <Spinner centered /> : <div className={styles.empty}>{emptyText}</div>)
              : undefined
          }
        >
          {renderRow}
        </TableBody>
      </Table>
      <p id={hintId} className={styles.hint}>
        {selectable
          ? `${TABLE_KEYBOARD_HINT.base} ${TABLE_KEYBOARD_HINT.selection}`
          : TABLE_KEYBOARD_HINT.base}
      </p>
    </div>
  );
}
