// The main entry of @redakcja/ui. It never imports the editor (`@redakcja/ui/editor`) or the
// newsletter renderer (`@redakcja/ui/newsletter`): those are separate entries, loaded where used.
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  IconButton,
  type IconButtonProps,
  LinkButton,
  type LinkButtonProps,
} from './Button/Button';
export { LightButton, type LightButtonProps, LightLink, type LightLinkProps } from './Button/LightButton';
export { NativeButton, type NativeButtonProps } from './Button/NativeButton';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { ChoiceGroup, type ChoiceGroupProps } from './ChoiceGroup/ChoiceGroup';
export { ComboBox, type ComboBoxProps } from './ComboBox/ComboBox';
export {
  CommandPalette,
  type CommandPaletteProps,
  PALETTE_TITLE,
  type PaletteItem,
  type PaletteSection,
  type PaletteStatus,
  SHORTCUTS_TITLE,
  type Shortcut,
  ShortcutSheet,
  type ShortcutSheetProps,
} from './CommandPalette';
export {
  CreatableSelect,
  type CreatableSelectProps,
  CreateRefusedError,
  createOptionLabel,
} from './CreatableSelect/CreatableSelect';
export {
  ACTIONS_HEADER,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  EDIT_LABEL,
} from './DataTable/DataTable';
export { dateColumn, dateTimeColumn } from './DataTable/dateColumns';
export {
  CLEAR_DATE_LABEL,
  DateField,
  type DateFieldProps,
  DatePicker,
  type DatePickerProps,
  DateTimeField,
  minDateMessage,
} from './DateField/DateField';
export { type DateGranularity, fromDateValue, toDateValue } from './DateField/dateValues';
export {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  deletedLabel,
  formatDate,
  formatDateTime,
  formatTime,
  TIME_FORMAT,
} from './dates/formatDate';
export { ErrorText, type ErrorTextProps } from './ErrorText/ErrorText';
export type { FieldBaseProps } from './Field/Field';
export { type CurrentFile, FileField, type FileFieldProps } from './FileField/FileField';
export { type ImageSize, readImageSize } from './FileField/imageDimensions';
export {
  FILE_PICKER_TEXTS,
  type FileEntry,
  FilePicker,
  type FilePickerProps,
  type FilePickerSource,
  type FileTreeQuery,
  type PhotoRecord,
  type PickedPhoto,
} from './FilePicker';
export { Form, type FormHandle, type FormProps } from './Form/Form';
export { focusFirstInvalid } from './Form/focusFirstInvalid';
export { plainText } from './html/plainText';
export { cssIcon } from './icons/cssIcon.css';
export * from './icons/icons';
export { LoadingRegion, type LoadingRegionProps } from './LoadingRegion/LoadingRegion';
export { Logo, type LogoProps } from './Logo/Logo';
export { NO_RESULTS_TEXT } from './Modal/labels';
export {
  AlertDialog,
  type AlertDialogProps,
  CANCEL_LABEL,
  CLOSE_LABEL,
  ConfirmDialog,
  type ConfirmDialogProps,
  DELETE_LABEL,
  GENERIC_DELETE_QUESTION,
  GENERIC_DELETE_TITLE,
  InfoDialog,
  type InfoDialogProps,
  Modal,
  type ModalProps,
} from './Modal/Modal';
export { MultiSelect, type MultiSelectProps } from './MultiSelect/MultiSelect';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField';
export {
  LinkPagination,
  type LinkPaginationProps,
  NumberedPagination,
  type NumberedPaginationProps,
  type PageLinks,
} from './Pagination/Pagination';
export { type PaginationWindow, paginationWindow } from './Pagination/paginationWindow';
export {
  PHOTO_FIELD_TEXTS,
  PhotoField,
  type PhotoFieldProps,
  type PhotoFieldValue,
  type PhotoMode,
  photoValueFrom,
} from './PhotoField';
export {
  PublicationToggle,
  type PublicationToggleProps,
  publicationColumn,
} from './PublicationToggle/PublicationToggle';
export { SAVE_ERROR_LABEL, SAVE_LABELS, type SaveKind, type SaveStatus } from './SaveButton/labels';
export { NativeSaveButton, type NativeSaveButtonProps } from './SaveButton/NativeSaveButton';
export { SAVE_BUTTON_ATTRIBUTE, SaveButton, type SaveButtonProps } from './SaveButton/SaveButton';
export { type SaveCycle, useSaveCycle } from './SaveButton/useSaveCycle';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField';
export type { SelectOption } from './Select/options';
export { Select, type SelectProps } from './Select/Select';
export { type MenuEntry, SideMenu, type SideMenuProps } from './SideMenu/SideMenu';
export { LinksSideMenu, type LinksSideMenuProps } from './SideMenu/SideMenuFrame';
export { LOADING_LABEL, Spinner, type SpinnerProps } from './Spinner/Spinner';
export { StatisticsLoader, type StatisticsLoaderProps } from './StatisticsLoader/StatisticsLoader';
export { LightSwitch, type LightSwitchProps } from './Switch/LightSwitch';
export { Switch, type SwitchProps } from './Switch/Switch';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { TextField, type TextFieldProps } from './TextField/TextField';
export * from './theme';
export { type Debounced, useDebouncedCallback } from './utils/useDebouncedCallback';
export { useStableCallback } from './utils/useStableCallback';
