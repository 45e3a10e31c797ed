import type { ReactNode } from 'react';
import { type DateInput, formatDate, formatDateTime } from '../dates/formatDate';
import type { DataTableColumn } from './DataTable';

/** A column of the row's date field `key`, written by `format` and broken at its spaces only (UI-46). */
const dateFieldColumn =
  (format: (value: DateInput) => string) =>
  <Row extends { [field in Key]?: DateInput }, Key extends string = string>(
    key: Key,
    header: ReactNode,
    options?: Pick<DataTableColumn<Row>, 'isRowHeader'>,
  ): DataTableColumn<Row> => ({
    id: key,
    header,
    cell: (row) => format(row[key]),
    wrap: 'words',
    ...options,
  });

/**
 * A list's date-and-time column ('26.11.2026 17:45', empty for no date). Beside `DataTable`, which loads
 * the date formatting anyway (a deleted row's mark).
 */
export const dateTimeColumn = dateFieldColumn(formatDateTime);

/** A list's date column ('26.11.2026'). */
export const dateColumn = dateFieldColumn(formatDate);
