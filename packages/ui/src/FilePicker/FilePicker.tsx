import { CAPTION_SAVE_COLOUR_RESET_MS, PHOTO_SEARCH_DEBOUNCE_MS } from '@redakcja/api-sdk/constants';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { ChevronDownIcon, FolderIcon } from '../icons/icons';
import { ConfirmDialog } from '../Modal/Modal';
import { SaveButton } from '../SaveButton/SaveButton';
import { useSaveCycle } from '../SaveButton/useSaveCycle';
import { SearchField } from '../SearchField/SearchField';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import * as styles from './FilePicker.css';
import { FILE_PICKER_TEXTS as T } from './texts';
import type { FileEntry, FilePickerSource, PhotoRecord, PickedPhoto } from './types';

export interface FilePickerProps extends FilePickerSource {
  /** Which catalogue to browse: the new one (true) or the old one (false). */
  newPath: boolean;
  /** Offers 'Wybierz' on each file (the photo field); without it the picker only manages files. */
  onChoose?: (photo: PickedPhoto) => void;
  /** The photo search delay: 1000 ms (spec 01 §9). */
  searchDebounceMs?: number;
}

type FolderState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; entries: FileEntry[] };

type TreeState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; entries: FileEntry[] };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const folderPath = (parent: string, name: string) => (parent ? `${parent}/${name}` : name);

/**
 * A folder's entries that came with the answer (a full tree, a search): only a non-empty list counts,
 * because a folder not yet opened comes with none (`files: []`) and is asked for when opened.
 */
const nested = (entry: FileEntry): FileEntry[] | null => (entry.files?.length ? entry.files : null);

/**
 * The file and photo picker: a tree of folders and files with thumbnails and child counts, a photo
 * search ('%', '_', '\'; 'Domyślny limit: 5000') 1000 ms after typing stops, deletion of the selected
 * files, and the caption editor. A failed load shows the single entry 'Błąd. Spróbuj ponownie później!'.
 */
export function FilePicker({
  newPath,
  loadTree,
  deleteFiles,
  loadPhoto,
  saveCaption,
  onChoose,
  searchDebounceMs = PHOTO_SEARCH_DEBOUNCE_MS,
}: FilePickerProps) {
  const [search, setSearch] = useState('');
  const [tree, setTree] = useState<TreeState>({ status: 'loading' });
  const [folders, setFolders] = useState<Record<string, FolderState>>({});
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [selected, setSelected] = useState<ReadonlySet<number | string>>(new Set());
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [captionFor, setCaptionFor] = useState<FileEntry | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const folderControllers = useRef(new Map<string, AbortController>());

  // Loads the top of the catalogue, or the search results; cancelled when the query changes or on unmount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same query again after a deletion.
  useEffect(() => {
    const controller = new AbortController();
    setTree({ status: 'loading' });
    setFolders({});
    setExpanded({});
    setSelected(new Set());
    loadTree({ path: '', full: search !== '', search, newPath }, controller.signal).then(
      (entries) => {
        if (!controller.signal.aborted) setTree({ status: 'loaded', entries });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setTree({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [loadTree, search, newPath, reloads]);

  useEffect(() => {
    const controllers = folderControllers.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
      controllers.clear();
    };
  }, []);

  const openFolder = useCallback(
    (path: string, entry: FileEntry) => {
      setExpanded((current) => ({ ...current, [path]: true }));
      if (nested(entry) || folders[path]?.status === 'loaded' || folders[path]?.status === 'loading') return;
      const controller = new AbortController();
      folderControllers.current.get(path)?.abort();
      folderControllers.current.set(path, controller);
      setFolders((current) => ({ ...current, [path]: { status: 'loading' } }));
      loadTree({ path, full: false, search: '', newPath }, controller.signal).then(
        (entries) => {
          if (!controller.signal.aborted)
            setFolders((current) => ({ ...current, [path]: { status: 'loaded', entries } }));
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isAbort(error)) {
            setFolders((current) => ({ ...current, [path]: { status: 'error' } }));
          }
        },
      );
    },
    [folders, loadTree, newPath],
  );

  const toggleSelected = (id: number | string, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });

  const removeSelected = async () => {
    const ids = Array.from(selected);
    setDeleteError(null);
    try {
      await deleteFiles(ids);
    } catch (error) {
      // Said, with the reason when the server refused; the reload below shows what is really left.
      const status = (error as { status?: unknown } | null)?.status;
      setDeleteError(status === 403 ? T.deleteForbidden : T.deleteFailed);
    }
    if (captionFor && ids.includes(captionFor.id)) setCaptionFor(null);
    setReloads((count) => count + 1);
  };

  const renderEntries = (entries: FileEntry[], parentPath: string) =>
    entries.map((entry) => {
      if (!entry.isDir) {
        return (
          <li key={`file-${entry.id}`} className={styles.item}>
            <div className={styles.row}>
              <div className={styles.fileCheckbox}>
                <Checkbox
                  aria-label={T.select(entry.name)}
                  isSelected={selected.has(entry.id)}
                  onChange={(isSelected) => toggleSelected(entry.id, isSelected)}
                  label={
                    <span className={styles.fileLabel}>
                      {entry.thumbnailUrl ? (
                        <img src={entry.thumbnailUrl} alt="" className={styles.thumbnail} loading="lazy" />
                      ) : null}
                      <span>{entry.name}</span>
                    </span>
                  }
                />
              </div>
              {onChoose ? (
                <Button
                  size="sm"
                  aria-label={T.chooseNamed(entry.name)}
                  onPress={() =>
                    onChoose({
                      id: entry.id,
                      name: entry.name,
                      thumbnailUrl: entry.thumbnailUrl ?? null,
                      newPath,
                    })
                  }
                >
                  {T.choose}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                aria-label={T.editCaptionNamed(entry.name)}
                onPress={() => setCaptionFor(entry)}
              >
                {T.editCaption}
              </Button>
            </div>
          </li>
        );
      }
      const path = folderPath(parentPath, entry.name);
      const isExpanded = expanded[path] ?? (search !== '' && nested(entry) !== null);
      const folder = folders[path];
      const children = nested(entry) ?? (folder?.status === 'loaded' ? folder.entries : null);
      const count = entry.childrenCount ?? entry.files?.length;
      return (
        <li key={`dir-${path}`} className={styles.item}>
          <div className={styles.row}>
            <AriaButton
              className={styles.folderButton}
              aria-expanded={isExpanded}
              aria-label={isExpanded ? T.closeFolder(entry.name) : T.openFolder(entry.name)}
              onPress={() =>
                isExpanded
                  ? setExpanded((current) => ({ ...current, [path]: false }))
                  : openFolder(path, entry)
              }
            >
              <ChevronDownIcon style={{ transform: isExpanded ? undefined : 'rotate(-90deg)' }} />
              <FolderIcon />
              <span>{entry.name}</span>
              {count !== undefined && count !== null ? (
                <span className={styles.count}>{T.childCount(count)}</span>
              ) : null}
            </AriaButton>
          </div>
          {isExpanded ? (
            folder?.status === 'loading' && !children ? (
              <Spinner size="sm" label={T.loading} />
            ) : folder?.status === 'error' && !children ? (
              <ul className={styles.branch}>
                <li className={styles.error}>{T.loadError}</li>
              </ul>
            ) : children ? (
              <ul className={styles.branch} aria-label={entry.name}>
                {children.length ? (
                  renderEntries(children, path)
                ) : (
                  <li className={styles.message}>{T.empty}</li>
                )}
              </ul>
            ) : null
          ) : null}
        </li>
      );
    });

  return (
    <div className={styles.root}>
      <SearchField
        label={T.search}
        description={T.searchHint}
        debounceMs={searchDebounceMs}
        onSearch={setSearch}
      />
      <div className={styles.actions}>
        <Button
          variant="danger"
          size="sm"
          isDisabled={selected.size === 0}
          onPress={() => setConfirmOpen(true)}
        >
          {T.deleteSelected(selected.size)}
        </Button>
      </div>
      {deleteError ? (
        <p className={styles.error} role="alert">
          {deleteError}
        </p>
      ) : null}
      {tree.status === 'loading' ? <Spinner centered label={T.loading} /> : null}
      {tree.status === 'error' ? (
        <ul className={styles.tree} aria-label={T.tree}>
          <li className={styles.error}>
            <span role="alert">{T.loadError}</span>
          </li>
        </ul>
      ) : null}
      {tree.status === 'loaded' ? (
        <ul className={styles.tree} aria-label={T.tree}>
          {tree.entries.length ? (
            renderEntries(tree.entries, '')
          ) : (
            <li className={styles.message}>{T.empty}</li>
          )}
        </ul>
      ) : null}
      {captionFor ? (
        <CaptionEditor
          key={String(captionFor.id)}
          entry={captionFor}
          loadPhoto={loadPhoto}
          saveCaption={saveCaption}
          onClose={() => setCaptionFor(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={T.deleteTitle}
        onConfirm={() => void removeSelected()}
      >
        {T.deleteText}
      </ConfirmDialog>
    </div>
  );
}

/** Loads a photo's record and edits its caption; the save button's success colour lasts 5 s. */
function CaptionEditor({
  entry,
  loadPhoto,
  saveCaption,
  onClose,
}: {
  entry: FileEntry;
  loadPhoto: FilePickerSource['loadPhoto'];
  saveCaption: FilePickerSource['saveCaption'];
  onClose: () => void;
}) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const [record, setRecord] = useState<PhotoRecord | null>(null);
  const [failed, setFailed] = useState(false);
  const [title, setTitle] = useState('');
  const cycle = useSaveCycle();

  useEffect(() => {
    const controller = new AbortController();
    loadPhoto(entry.id, controller.signal).then(
      (photo) => {
        if (controller.signal.aborted) return;
        setRecord(photo);
        setTitle(photo.title ?? '');
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [entry.id, loadPhoto]);

  // The editor opens below the tree, out of sight when the tree is long: brought into view when it opens
  // and again once the record has given it its full height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the editor opens and when its record arrives
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, [entry.id, record]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The picker may sit inside a form (the photo field's): its submit must not bubble there.
    event.stopPropagation();
    if (!record) return;
    cycle
      .run(() => saveCaption(record.id, title))
      .catch(() => {
        // The button shows 'Błąd'; there is nothing else to say (spec 01 §8).
      });
  };

  return (
    <section ref={section} className={styles.caption} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.captionHeading}>
        {T.captionHeading(record?.fileName ?? entry.name)}
      </h3>
      {failed ? (
        <p className={styles.error} role="alert">
          {T.loadError}
        </p>
      ) : !record ? (
        <Spinner size="sm" />
      ) : (
        <form onSubmit={save}>
          <TextField label={T.caption} value={title} onChange={setTitle} />
          <div className={styles.actions}>
            <SaveButton
              kind="edit"
              idleText={T.saveCaption}
              resetAfterMs={CAPTION_SAVE_COLOUR_RESET_MS}
              {...cycle.buttonProps}
            />
            <Button variant="secondary" onPress={onClose}>
              {T.closeCaption}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
