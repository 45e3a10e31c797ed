/**
 * `@redakcja/ui/editor`: the rich-text editor, its own entry so that only the screens that edit
 * content load ProseMirror. The library's main entry never imports this folder.
 */

export {
  EMBED_RETRIES,
  EMBED_RETRY_INTERVAL_MS,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_SIZES,
  IMAGE_REJECT_MESSAGE,
  IMAGE_TOO_WIDE_MESSAGE,
  IMAGE_WIDTHS,
  INLINE_IMAGE_RULES,
  MAX_INLINE_IMAGE_WIDTH,
} from './constants';
export {
  createTwitterLoader,
  type EmbedLoader,
  renderEmbed,
  TWITTER_WIDGETS_URL,
  type TwitterWidgets,
} from './embed';
export { countHtmlPages } from './html';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
