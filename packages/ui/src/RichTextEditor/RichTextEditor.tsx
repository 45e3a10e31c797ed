import { IMAGE_SIZES, imageSizeViolations } from '@redakcja/api-sdk/constants';
import { baseKeymap, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { liftListItem, splitListItem } from 'prosemirror-schema-list';
import { type Command, EditorState, type Plugin } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import {
  type ChangeEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import * as fieldStyles from '../Field/Field.css';
import { type ImageSize, readImageSize as readImageSizeInBrowser } from '../FileField/imageDimensions';
import { insertImage, insertTweet } from './commands';
import { EDITOR_TEXTS, IMAGE_REJECT_MESSAGE } from './constants';
import { createTwitterLoader, type EmbedLoader } from './embed';
import { countPages, parseHtml, pastedHtml, serializeHtml } from './html';
import { createNodeViews, pageNumbersPlugin } from './nodeViews';
import * as styles from './RichTextEditor.css';
import { editorSchema } from './schema';
import { EditorToolbar, type EditorToolbarProps } from './Toolbar';
import { toolbarStateOf } from './toolbarState';

/** The toolbar, re-rendered when what it shows changes (toolbarState.ts), not on every keystroke. */
const ShownToolbar = memo(
  EditorToolbar,
  (before: EditorToolbarProps, after: EditorToolbarProps) =>
    before.run === after.run &&
    before.paged === after.paged &&
    before.pageCount === after.pageCount &&
    before.onChooseImage === after.onChooseImage &&
    before.isUploading === after.isUploading &&
    before.onInsertTweet === after.onInsertTweet &&
    toolbarStateOf(before.state) === toolbarStateOf(after.state),
);

export interface RichTextEditorProps {
  /** Visible label; it names the editable area (aria-labelledby). */
  label: ReactNode;
  /** The content as HTML (controlled). */
  value?: string;
  /** The initial content when `value` is not given. */
  defaultValue?: string;
  /** Called with the new HTML after every change; an empty editor gives ''. */
  onChange?: (html: string) => void;
  onBlur?: () => void;
  description?: ReactNode;
  /** The message under the editor (e.g. 'Treść nie może być pusta.'); marks the editor invalid. */
  errorMessage?: string | null;
  isInvalid?: boolean;
  isRequired?: boolean;
  isReadOnly?: boolean;
  /** Paged article: offers 'Dodaj stronę' and 'Usuń stronę' (subpage dividers). */
  paged?: boolean;
  /**
   * Uploads an inline image (the panel posts it to /api/article_images) and resolves with its URL.
   * Without it the toolbar offers no image upload.
   */
  onUploadImage?: (file: File) => Promise<{ url: string }>;
  /** Told about a refused or failed upload (the message the editor shows). */
  onUploadError?: (message: string) => void;
  /**
   * An upload starts (true) and settles (false, after the image is in the value; `failed` when it was
   * not): a form defers its save meanwhile, so a save pressed at once still sends the image (UI-43).
   */
  onUploadingChange?: (isUploading: boolean, failed?: boolean) => void;
  /** Reads an image's size before upload; injectable for tests. */
  readImageSize?: (file: File) => Promise<ImageSize>;
  /** Loads Twitter's widgets; injectable for tests and for a panel that self-hosts the script. */
  embedLoader?: EmbedLoader;
  /** A hidden input with this name carries the HTML in native form submissions. */
  name?: string;
}

function usePropRef<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * The rich-text editor of articles, leads and descriptions, on ProseMirror: HTML in, HTML out.
 * Loaded through its own entry (`@redakcja/ui/editor`) so only the screens that edit content pay for it.
 */
export function RichTextEditor({
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  description,
  errorMessage,
  isInvalid: isInvalidProp,
  isRequired = false,
  isReadOnly = false,
  paged = false,
  onUploadImage,
  onUploadError,
  onUploadingChange,
  readImageSize = readImageSizeInBrowser,
  embedLoader,
  name,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const messageId = `${id}-message`;
  const isInvalid = isInvalidProp ?? Boolean(errorMessage);

  const mountRef = useRef<HTMLDivElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const initialHtml = value ?? defaultValue ?? '';
  const lastHtmlRef = useRef(initialHtml);
  const [state, setState] = useState<EditorState | null>(null);
  const [html, setHtml] = useState(initialHtml);
  const [message, setMessage] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);

  const onChangeRef = usePropRef(onChange);
  const onBlurRef = usePropRef(onBlur);
  const readOnlyRef = usePropRef(isReadOnly);
  const loaderRef = usePropRef(embedLoader);
  const defaultLoaderRef = useRef<EmbedLoader | null>(null);

  const describedBy = [
    description ? descriptionId : null,
    errorMessage ? errorId : null,
    message ? messageId : null,
  ]
    .filter(Boolean)
    .join(' ');

  const attributes = useCallback(
    (): Record<string, string> => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      'aria-invalid': isInvalid ? 'true' : 'false',
      'aria-readonly': isReadOnly ? 'true' : 'false',
      ...(isRequired ? { 'aria-required': 'true' } : {}),
      class: styles.content,
      spellcheck: 'true',
    }),
    [labelId, describedBy, isInvalid, isReadOnly, isRequired],
  );
  const attributesRef = usePropRef(attributes);

  const plugins = useRef<Plugin[]>([
    history(),
    keymap({
      'Mod-z': undo,
      'Mod-y': redo,
      'Shift-Mod-z': redo,
      'Mod-b': toggleMark(editorSchema.marks.strong!),
      'Mod-i': toggleMark(editorSchema.marks.em!),
      'Mod-u': toggleMark(editorSchema.marks.underline!),
      Enter: splitListItem(editorSchema.nodes.list_item!),
      'Mod-[': liftListItem(editorSchema.nodes.list_item!),
    }),
    keymap(baseKeymap),
    pageNumbersPlugin,
  ]);

  // One ProseMirror view for the component's life.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later props reach it through refs and setProps.
  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) return;
    const view = new EditorView(mount, {
      state: EditorState.create({ doc: parseHtml(initialHtml), plugins: plugins.current }),
      editable: () => !readOnlyRef.current,
      attributes: () => attributesRef.current(),
      nodeViews: createNodeViews(() => {
        if (loaderRef.current) return loaderRef.current;
        defaultLoaderRef.current ??= createTwitterLoader(mount.ownerDocument);
        return defaultLoaderRef.current;
      }),
      // Pasted and dropped HTML reaches ProseMirror's parser (its own Trusted Types policy, UI-TT1) sanitised,
      // its tables as rows of text and without images the article could not show (UI-79).
      transformPastedHTML: (html) => pastedHtml(html),
      handleDOMEvents: {
        blur: () => {
          onBlurRef.current?.();
          return false;
        },
      },
      dispatchTransaction(transaction) {
        const next = view.state.apply(transaction);
        view.updateState(next);
        setState(next);
        if (transaction.docChanged) {
          const nextHtml = serializeHtml(next.doc);
          lastHtmlRef.current = nextHtml;
          setHtml(nextHtml);
          onChangeRef.current?.(nextHtml);
        }
      },
    });
    viewRef.current = view;
    setState(view.state);
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  // Attributes and editability follow the props.
  useEffect(() => {
    viewRef.current?.setProps({ attributes: () => attributes() });
  }, [attributes]);

  // A new value from outside replaces the content (not the echo of our own onChange).
  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === undefined || value === lastHtmlRef.current) return;
    lastHtmlRef.current = value;
    const next = EditorState.create({ doc: parseHtml(value), plugins: plugins.current });
    view.updateState(next);
    setState(next);
    setHtml(value);
  }, [value]);

  const run = useCallback((command: Command) => {
    const view = viewRef.current;
    if (!view) return false;
    const done = command(view.state, view.dispatch);
    view.focus();
    return done;
  }, []);

  const chooseImage = useCallback(() => fileInputRef.current?.click(), []);
  const insertTweetUrl = useCallback((url: string) => run(insertTweet(url)), [run]);

  const uploadImage = async (file: File) => {
    if (!onUploadImage) return;
    setMessage(null);
    const fail = (text: string) => {
      setMessage(text);
      onUploadError?.(text);
    };
    let size: ImageSize;
    try {
      size = await readImageSize(file);
    } catch {
      fail(IMAGE_REJECT_MESSAGE);
      return;
    }
    // The SDK's rule and message for inline images ('… nie większą niż 1000px.').
    const [refusal] = imageSizeViolations(size, IMAGE_SIZES.editorImage);
    if (refusal !== undefined) {
      fail(refusal);
      return;
    }
    setUploading(true);
    onUploadingChange?.(true);
    let inserted = false;
    try {
      const { url } = await onUploadImage(file);
      inserted = run(insertImage(url));
      if (!inserted) fail(IMAGE_REJECT_MESSAGE);
    } catch {
      fail(IMAGE_REJECT_MESSAGE);
    } finally {
      setUploading(false);
      onUploadingChange?.(false, !inserted);
    }
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again still reports a change.
    event.target.value = '';
    if (file) void uploadImage(file);
  };

  return (
    <div className={styles.root}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.frame} data-invalid={isInvalid || undefined}>
        {!isReadOnly && state ? (
          <ShownToolbar
            state={state}
            run={run}
            paged={paged}
            pageCount={countPages(state.doc)}
            onChooseImage={onUploadImage ? chooseImage : undefined}
            isUploading={isUploading}
            onInsertTweet={insertTweetUrl}
          />
        ) : null}
        <div ref={mountRef} />
      </div>
      {onUploadImage ? (
        <input ref={fileInputRef} type="file" accept="image/*" hidden onChange={onFileChosen} />
      ) : null}
      {name ? <input type="hidden" name={name} value={html} /> : null}
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
      <div role="status" className={styles.status}>
        {isUploading ? EDITOR_TEXTS.uploading : ''}
      </div>
      <div role="alert" id={messageId} className={styles.message}>
        {message}
      </div>
    </div>
  );
}
