import { describe, expect, it } from 'vitest';
import { idColumn, nameColumn, orderingColumn, priorityColumn } from './columns';

describe('the shared list columns', () => {
  it('name Id and Nazwa, the name being the row header', () => {
    const row = { id: 7, name: 'Sport' };
    expect([idColumn<typeof row>(), nameColumn<typeof row>()].map((column) => column.header)).toEqual([
      'Id',
      'Nazwa',
    ]);
    expect(idColumn<typeof row>().cell(row)).toBe(7);
    expect(nameColumn<typeof row>().cell(row)).toBe('Sport');
    expect(nameColumn<typeof row>().isRowHeader).toBe(true);
  });

  it("show 'Priorytet' and 'Kolejność', a value the server left out as 0", () => {
    expect(priorityColumn().header).toBe('Priorytet');
    expect(priorityColumn<{ priority?: number }>().cell({ priority: 3 })).toBe(3);
    expect(priorityColumn<{ priority?: number }>().cell({})).toBe(0);
    expect(orderingColumn().header).toBe('Kolejność');
    expect(orderingColumn<{ ordering?: number }>().cell({ ordering: 12 })).toBe(12);
    expect(orderingColumn<{ ordering?: number }>().cell({})).toBe(0);
  });
});
