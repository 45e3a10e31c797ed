export {
  CommandPalette,
  type CommandPaletteProps,
  type PaletteItem,
  type PaletteSection,
  type PaletteStatus,
} from './CommandPalette';
export {
  PALETTE_ERROR,
  PALETTE_LOADING,
  PALETTE_NO_RESULTS,
  PALETTE_SEARCH_LABEL,
  PALETTE_TITLE,
  resultCountText,
  SHORTCUTS_TITLE,
} from './labels';
export { type Shortcut, ShortcutSheet, type ShortcutSheetProps } from './ShortcutSheet';
