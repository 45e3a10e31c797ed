import { FILE_MANAGER_ERROR_ENTRY, FILE_SEARCH_LIMIT } from '@redakcja/api-sdk/constants';
import { CLOSE_LABEL, GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE } from '../Modal/labels';

/** The picker's texts (spec 01 §2, §8, §9; docs/decisions.md UI-F*). */
export const FILE_PICKER_TEXTS = {
  tree: 'Pliki i foldery',
  search: 'Szukaj zdjęć',
  searchHint: `Znak % zastępuje dowolny ciąg znaków, _ jeden znak, a \\ przed nimi szuka ich dosłownie. Domyślny limit: ${FILE_SEARCH_LIMIT}`,
  loadError: FILE_MANAGER_ERROR_ENTRY,
  empty: 'Brak plików.',
  loading: 'Ładowanie plików…',
  openFolder: (name: string) => `Otwórz folder ${name}`,
  closeFolder: (name: string) => `Zamknij folder ${name}`,
  childCount: (count: number) => `(${count})`,
  select: (name: string) => `Zaznacz ${name}`,
  choose: 'Wybierz',
  chooseNamed: (name: string) => `Wybierz ${name}`,
  editCaption: 'Podpis',
  editCaptionNamed: (name: string) => `Edytuj podpis ${name}`,
  deleteSelected: (count: number) => `Usuń zaznaczone (${count})`,
  deleteTitle: GENERIC_DELETE_TITLE,
  deleteText: GENERIC_DELETE_QUESTION,
  /** A deletion the server refused (403): said, never silent. */
  deleteForbidden: 'Nie usunięto plików: nie masz uprawnień do usuwania plików w tym katalogu.',
  /** Any other failed deletion. */
  deleteFailed: 'Nie udało się usunąć zaznaczonych plików. Spróbuj ponownie.',
  captionHeading: (fileName: string) => `Podpis zdjęcia ${fileName}`,
  caption: 'Podpis',
  saveCaption: 'Zapisz podpis',
  closeCaption: CLOSE_LABEL,
} as const;
