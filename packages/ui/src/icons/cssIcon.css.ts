import { styleVariants } from '@vanilla-extract/css';
import { drawnIcon, TRASH_SHAPE } from './shapes';

/**
 * A control's class that draws an icon before its text as a `::before` pseudo-element, with no element
 * of its own (UI-45): for the row controls a list renders by the dozen (the rows' 'Usuń'), where each
 * `<svg>` icon was three elements and a dozen attributes a row. In a flex control (the house buttons) it
 * sits at the gap before the text, as `<TrashIcon />` did.
 */
export const cssIcon = styleVariants({
  trash: { '::before': drawnIcon(TRASH_SHAPE, '16px') },
});
