import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { DataTable } from '../DataTable/DataTable';
import { PublicationToggle, publicationColumn } from './PublicationToggle';

describe('PublicationToggle', () => {
  it('shows a named check or cross when display-only', async () => {
    const { container, rerender } = renderUi(<PublicationToggle isOn />);
    expect(screen.getByRole('img', { name: 'Opublikowany' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
    rerender(<PublicationToggle isOn={false} />);
    expect(screen.getByRole('img', { name: 'Nieopublikowany' })).toBeTruthy();
  });

  it('is a button that flips when pressable', async () => {
    const onToggle = vi.fn();
    const { container } = renderUi(<PublicationToggle isOn={false} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Nieopublikowany' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('takes other state names and ignores presses while pending', async () => {
    const onToggle = vi.fn();
    renderUi(
      <PublicationToggle
        isOn
        onToggle={onToggle}
        onLabel="Hot news: tak"
        offLabel="Hot news: nie"
        isPending
      />,
    );
    const button = screen.getByRole('button', { name: 'Hot news: tak' });
    await userEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it("is a list's 'Publikacja' column too, the row's state as its cell", () => {
    const rows = [
      { id: 1, name: 'Radio', isPublish: true },
      { id: 2, name: 'TV', isPublish: false },
    ];
    renderUi(
      <DataTable
        aria-label="Lista"
        columns={[
          { id: 'name', header: 'Nazwa', cell: (row) => row.name, isRowHeader: true },
          publicationColumn(),
        ]}
        rows={rows}
        getRowId={(row) => row.id}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Publikacja' })).toBeTruthy();
    const cells = screen.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    expect(cells).toEqual(['Opublikowany', 'Nieopublikowany']);
  });
});
