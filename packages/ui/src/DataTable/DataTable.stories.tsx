import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { LightButton } from '../Button/LightButton';
import { formatDateTime } from '../dates/formatDate';
import { DataTable, type DataTableColumn } from './DataTable';

export default { title: 'Lists / DataTable' };

interface Silo {
  id: number;
  name: string;
  ordering: number;
  deleted: string | null;
}

const silos: Silo[] = [
  { id: 1, name: 'Technologie', ordering: 3, deleted: null },
  { id: 2, name: 'Prasa', ordering: 1, deleted: '2024-05-01T10:30:00' },
  { id: 3, name: 'Radio', ordering: 2, deleted: null },
];

const columns: DataTableColumn<Silo>[] = [
  { id: 'id', header: 'Id', cell: (silo) => silo.id },
  { id: 'name', header: 'Nazwa', cell: (silo) => silo.name, isRowHeader: true },
  { id: 'ordering', header: 'Priorytet', cell: (silo) => silo.ordering },
];

const Table = (props: { rows?: Silo[]; isLoading?: boolean; emptyText?: string }) => (
  <DataTable
    aria-label="Silosy"
    columns={columns}
    rows={props.rows ?? silos}
    getRowId={(silo) => silo.id}
    getDeleted={(silo) => silo.deleted}
    getEditHref={(silo) => `#/silos/edit/${silo.id}`}
    renderActions={(_, { isDeleted }) =>
      isDeleted ? null : (
        <LightButton size="sm" variant="danger">
          Usuń
        </LightButton>
      )
    }
    isLoading={props.isLoading}
    emptyText={props.emptyText}
  />
);

export const WithRows: Story = () => <Table />;
export const Loading: Story = () => <Table isLoading />;
export const Empty: Story = () => <Table rows={[]} />;
export const EmptyWithText: Story = () => <Table rows={[]} emptyText="Brak wyników" />;

interface Comment {
  id: number;
  comment: string;
  created: string;
  nick: string;
}

const comments: Comment[] = [
  { id: 11, comment: 'Świetny artykuł', created: '2024-05-01T10:30:00', nick: 'czytelnik' },
  { id: 12, comment: 'Nie zgadzam się', created: '2024-05-02T08:00:00', nick: 'anon' },
];

export const Selection: Story = () => {
  const [selected, setSelected] = useState<Set<Key>>(new Set([12]));
  return (
    <>
      <p>Zaznaczone: {[...selected].join(', ') || 'brak'}</p>
      <DataTable
        aria-label="Komentarze"
        columns={[
          { id: 'id', header: 'Id', cell: (row) => row.id },
          { id: 'comment', header: 'Komentarz', cell: (row) => row.comment, isRowHeader: true },
          { id: 'created', header: 'Data', cell: (row) => formatDateTime(row.created) },
          { id: 'nick', header: 'Nick', cell: (row) => row.nick },
        ]}
        rows={comments}
        getRowId={(row) => row.id}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
      />
    </>
  );
};
