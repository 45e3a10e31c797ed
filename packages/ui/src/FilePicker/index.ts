export { FilePicker, type FilePickerProps } from './FilePicker';
export { FILE_PICKER_TEXTS } from './texts';
export type { FileEntry, FilePickerSource, FileTreeQuery, PhotoRecord, PickedPhoto } from './types';
