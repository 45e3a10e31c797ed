import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/**
 * The table scrolls sideways in its own box where it is wider than the screen's column (1024 pixels and
 * below). The box is a scroll-state container, so the pinned actions column (`actionsCell`) can show an
 * edge while there is more of the table under it.
 */
export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  // csstype does not know scroll-state containers yet.
  containerType: 'scroll-state' as 'normal',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  outline: 'none',
  // The table itself holds the focus when the last row holding it has left (UI-40).
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const column = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `2px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  // A header of several words ('Dodany przez administratora') breaks at its spaces when the table is
  // short of room, rather than take it from the values (UI-52); never inside a word.
  overflowWrap: 'normal',
});

export const row = style({
  // Opaque, so that the pinned actions cell, which takes its row's background, hides what scrolls under it.
  backgroundColor: vars.color.background,
  selectors: {
    '&:nth-child(even)': { backgroundColor: vars.color.surface },
    '&[data-selected]': { backgroundColor: vars.color.secondary },
  },
});

/** The row's header cell (the column that names it) looks like the other cells. */
export const rowHeader = style({ fontWeight: 'normal', textAlign: 'left' });

/** Deleted records stay listed, greyed out. */
export const deleted = style({
  color: vars.color.deletedText,
  backgroundColor: `${vars.color.deletedBackground} !important`,
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  // A long unbroken value (a 255-character name without spaces) wraps inside its cell, all of it shown,
  // instead of widening the table past the screen.
  overflowWrap: 'anywhere',
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  verticalAlign: 'top',
  // On a phone no list fits the screen (it scrolls sideways): words stay whole there, the table a little
  // wider, rather than cut at every line (UI-54).
  '@media': { 'screen and (max-width: 600px)': { overflowWrap: 'normal' } },
});

/** A column of values with no long token (ids, dates, IP addresses): broken at spaces only. */
export const wordsKept = style({ overflowWrap: 'normal' });

/** The custom property a column header sets to its least width in characters (UI-51). */
export const LEAST_CHARACTERS = '--data-table-least-characters';

/** A column header with a least width: `LEAST_CHARACTERS` characters and the cell padding. */
export const leastWidth = style({
  minWidth: `calc(var(${LEAST_CHARACTERS}) * 1ch + 2 * ${vars.space.md})`,
});

/**
 * 'Akcje' (header and cells) is pinned to the right edge of the table's box (UI-71): where the table is
 * wider than the box, the rows' edit links and buttons stay in view, and the other columns scroll under
 * them; while some of the table lies under the column, a shadow on its left edge says so. A header cell
 * has no row background of its own, so it takes the page's.
 */
export const actionsCell = style({
  position: 'sticky',
  right: 0,
  backgroundColor: 'inherit',
  '@container': {
    'scroll-state(scrollable: inline-end)': {
      boxShadow: `-6px 0 6px -4px ${vars.color.overlay}, inset 1px 0 0 ${vars.color.borderSubtle}`,
    },
  },
});

export const actionsHeader = style([actionsCell, { backgroundColor: vars.color.background }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

/**
 * 'Usunięte : 26.11.2026 17:45' breaks at its spaces, never inside a word (UI-48): kept on one line, it
 * made the actions column of any page with a deleted row 190 pixels wide, and the title column was left
 * a hundred, its words cut.
 */
export const deletedMark = style({ fontStyle: 'italic', overflowWrap: 'normal' });

export const emptyCell = style({ padding: 0, fontWeight: 'normal', textAlign: 'left' });

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const selectionCell = style({ width: '40px' });
