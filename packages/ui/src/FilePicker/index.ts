export { FilePicker, type FilePickerProps } from './FilePicker';
export {
  CAPTION_SAVE_RESET_MS,
  FILE_PICKER_TEXTS,
  PHOTO_SEARCH_DEBOUNCE_MS,
  PHOTO_SEARCH_LIMIT,
} from './texts';
export type { FileEntry, FilePickerSource, FileTreeQuery, PhotoRecord, PickedPhoto } from './types';
