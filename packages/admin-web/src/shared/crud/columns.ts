/**
 * The columns most lists share (02 §7): the record's id and its name as the row's header (its publication:
 * ui's `publicationColumn`). A list definition writes `columns: [idColumn(), nameColumn(), …]`. In the
 * `panel` chunk (src/bundling/chunkGroups.ts): every list loads it.
 */
import type { DataTableColumn } from '@redakcja/ui';
import type { ReactNode } from 'react';

export const idColumn = <Row extends { id: ReactNode }>(): DataTableColumn<Row> => ({
  id: 'id',
  header: 'Id',
  cell: (row) => row.id,
  wrap: 'words',
});

export const nameColumn = <Row extends { name: ReactNode }>(): DataTableColumn<Row> => ({
  id: 'name',
  header: 'Nazwa',
  cell: (row) => row.name,
  isRowHeader: true,
});

/** 'Priorytet' (groups, silo groups, sites): a missing priority shows as 0, as the form starts it. */
export const priorityColumn = <Row extends { priority?: number | undefined }>(): DataTableColumn<Row> => ({
  id: 'priority',
  header: 'Priorytet',
  cell: (row) => row.priority ?? 0,
  wrap: 'words',
});

/** 'Kolejność' (categories, advertising industries): a missing position shows as 0. */
export const orderingColumn = <Row extends { ordering?: number | undefined }>(): DataTableColumn<Row> => ({
  id: 'ordering',
  header: 'Kolejność',
  cell: (row) => row.ordering ?? 0,
  wrap: 'words',
});
