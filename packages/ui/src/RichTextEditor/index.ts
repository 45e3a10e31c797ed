/**
 * `@redakcja/ui/editor`: the rich-text editor, its own entry so that only the screens that edit
 * content load ProseMirror. The library's main entry never imports this folder.
 */

export { IMAGE_REJECT_MESSAGE } from './constants';
export {
  createTwitterLoader,
  type EmbedLoader,
  renderEmbed,
  TWITTER_EMBED_ORIGIN,
  type TwitterWidgets,
  tweetEmbedUrl,
} from './embed';
export { countHtmlPages } from './html';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
