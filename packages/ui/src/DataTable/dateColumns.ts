import type { ReactNode } from 'react';
import { type DateInput, formatDate, formatDateTime } from '../dates/formatDate';
import type { DataTableColumn } from './DataTable';

type DateColumnOptions<Row> = Pick<DataTableColumn<Row>, 'isRowHeader'>;

/**
 * A list's date-and-time column of the row's field `key` ('26.11.2026 17:45', empty for no date), broken
 * at its space only (`wrap: 'words'`, UI-46). Beside `DataTable`, which loads the date formatting anyway
 * (a deleted row's mark).
 */
export const dateTimeColumn = <Row extends { [field in Key]?: DateInput }, Key extends string = string>(
  key: Key,
  header: ReactNode,
  options?: DateColumnOptions<Row>,
): DataTableColumn<Row> => ({
  id: key,
  header,
  cell: (row) => formatDateTime(row[key]),
  wrap: 'words',
  ...options,
});

/** A list's date column ('26.11.2026'), as `dateTimeColumn`. */
export const dateColumn = <Row extends { [field in Key]?: DateInput }, Key extends string = string>(
  key: Key,
  header: ReactNode,
  options?: DateColumnOptions<Row>,
): DataTableColumn<Row> => ({
  id: key,
  header,
  cell: (row) => formatDate(row[key]),
  wrap: 'words',
  ...options,
});
