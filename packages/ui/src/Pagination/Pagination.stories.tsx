import type { Story } from '@ladle/react';
import { useState } from 'react';
import { LinkPagination, NumberedPagination } from './Pagination';

export default { title: 'Navigation / Pagination' };

const Numbered = ({ start, last }: { start: number; last: number }) => {
  const [page, setPage] = useState(start);
  return <NumberedPagination page={page} lastPage={last} onPageChange={setPage} />;
};

export const FewPages: Story = () => <Numbered start={3} last={7} />;
export const TenPages: Story = () => <Numbered start={10} last={10} />;
export const StartEdge: Story = () => <Numbered start={4} last={40} />;
export const Middle: Story = () => <Numbered start={20} last={40} />;
export const EndEdge: Story = () => <Numbered start={36} last={40} />;
export const SinglePage: Story = () => <Numbered start={1} last={1} />;
export const TopAndBottom: Story = () => {
  const [page, setPage] = useState(12);
  return (
    <>
      <NumberedPagination page={page} lastPage={30} onPageChange={setPage} aria-label="Paginacja (góra)" />
      <p>Lista, strona {page}</p>
      <NumberedPagination page={page} lastPage={30} onPageChange={setPage} aria-label="Paginacja (dół)" />
    </>
  );
};
export const Links: Story = () => (
  <LinkPagination
    links={{
      first: '/api/logs?page=1',
      previous: '/api/logs?page=1',
      next: '/api/logs?page=3',
      last: '/api/logs?page=9',
    }}
    onNavigate={() => undefined}
  />
);
export const LinksFirstPage: Story = () => (
  <LinkPagination
    links={{ first: '/api/logs?page=1', next: '/api/logs?page=2', last: '/api/logs?page=9' }}
    onNavigate={() => undefined}
  />
);
export const LinksSinglePage: Story = () => <LinkPagination links={{}} onNavigate={() => undefined} />;
