// Layout-only styles of the panel's screens (placement, gaps); every component's look comes from ui.

import { vars } from '@redakcja/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '1200px',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const grow = style({ flex: '1 1 16rem', maxWidth: '28rem' });

export const formColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ color: vars.color.textMuted });

/** A short reason beside a control ('Dodaj nowy' disabled: why). */
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The top pagination's place (PagedNavigation): its height kept while there is none yet, or no second page. */
export const paginationSlot = style({
  display: 'flow-root',
  minHeight: `calc(2 * ${vars.space.md} + 38px)`,
});

/** A list's place under PagedNavigation; while its first page loads, a screen's height (no shift after). */
export const list = style({ minWidth: 0 });
export const listLoading = style([list, { minHeight: '100vh' }]);

/** A second line in a list cell ('Priorytet: 3' under a silo's name). */
export const cellLine = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/**
 * A live list's line ('Nowe wpisy: N — pokaż'), its place kept from the first paint: neither its code
 * arriving nor new rows move the list under the reader's pointer (WEB-146).
 */
export const liveLine = style({ minHeight: '28px' });

/** A line of its own inside a field's description (a warning under the hint). */
export const block = style({ display: 'block' });
