/** One entry of the file manager's tree (POST /api/filemenagerdata). */
export interface FileEntry {
  id: number | string;
  name: string;
  isDir: boolean;
  thumbnailUrl?: string | null;
  /** Files and folders inside a folder, shown next to its name. */
  childrenCount?: number | null;
  /** A folder's entries when the answer includes them; absent until the folder is opened. */
  files?: FileEntry[] | null;
}

/** The request of the file manager: a folder (`path`), the whole tree (`full`), a search, a catalogue. */
export interface FileTreeQuery {
  /** '' for the top of the catalogue, else the folder's path ('2024/05'). */
  path: string;
  /** true for a search, which answers with the matching files of the whole tree. */
  full: boolean;
  /** The search text: '%' any string, '_' one character, '\' escapes them. */
  search: string;
  /** Which catalogue: the new one (true) or the old one (false). */
  newPath: boolean;
}

/** A photo record (GET {fileApiPath}{id}). */
export interface PhotoRecord {
  id: number | string;
  fileName: string;
  /** The caption. */
  title?: string | null;
  newPath?: boolean | null;
}

/** What the picker hands back when staff choose a photo. */
export interface PickedPhoto {
  id: number | string;
  name: string;
  thumbnailUrl?: string | null;
  newPath: boolean;
}

/** The picker's data access: the panel wires these to the SDK. */
export interface FilePickerSource {
  loadTree: (query: FileTreeQuery, signal: AbortSignal) => Promise<FileEntry[]>;
  /** Deletes the selected files (DELETE {fileApiPath}{id} for each). */
  deleteFiles: (ids: Array<number | string>) => Promise<void>;
  loadPhoto: (id: number | string, signal: AbortSignal) => Promise<PhotoRecord>;
  saveCaption: (id: number | string, title: string) => Promise<void>;
}
