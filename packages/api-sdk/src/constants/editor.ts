/** The rich-text editor's limits (01 §2, §9). */

export const EDITOR_MAX_IMAGE_WIDTH = 1000;
export const EDITOR_IMAGE_RESIZE_OPTIONS = ['original', 200, 327, 500, 655] as const;
export type EditorImageResizeOption = (typeof EDITOR_IMAGE_RESIZE_OPTIONS)[number];
export const EDITOR_FONT_SIZE_MIN = 8;
export const EDITOR_FONT_SIZE_MAX = 60;
/** Every font size the editor offers, 8 to 60 px. */
export const EDITOR_FONT_SIZES: readonly number[] = Array.from(
  { length: EDITOR_FONT_SIZE_MAX - EDITOR_FONT_SIZE_MIN + 1 },
  (_, index) => EDITOR_FONT_SIZE_MIN + index,
);
export const EDITOR_EMBED_RETRIES = 10;
export const EDITOR_EMBED_RETRY_INTERVAL_MS = 1000;
