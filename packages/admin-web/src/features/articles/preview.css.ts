import { globalStyle, style } from '@vanilla-extract/css';

// The preview keeps to the content's width whatever the text: a long word or address without spaces
// wraps, and the article's own pictures and tables shrink to fit, rather than widening the page.
export const article = style({ maxWidth: '100%', minWidth: 0, overflowWrap: 'anywhere' });

globalStyle(`${article} :is(img, video, iframe, table)`, { maxWidth: '100%', height: 'auto' });
