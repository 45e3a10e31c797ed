import { queryKeyFactory } from './queryKeys';

/** The ban lists' query keys: the bans screen reads them, a comment's row ban marks them changed. */
export const banKeys = queryKeyFactory('bans');
