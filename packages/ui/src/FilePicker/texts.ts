import { CLOSE_LABEL } from '../Modal/labels';

/** Spec 01 §1/§9: the photo search waits 1000 ms after typing stops. */
export const PHOTO_SEARCH_DEBOUNCE_MS = 1000;

/** Spec 01 §4/§9: the caption save button's success colour resets after 5 s. */
export const CAPTION_SAVE_RESET_MS = 5000;

/** Spec 01 §9: the server's default limit of a photo search. */
export const PHOTO_SEARCH_LIMIT = 5000;

/** The picker's texts (spec 01 §2, §8, §9; docs/decisions.md UI-F*). */
export const FILE_PICKER_TEXTS = {
  tree: 'Pliki i foldery',
  search: 'Szukaj zdjęć',
  searchHint: `Znak % zastępuje dowolny ciąg znaków, _ jeden znak, a \\ przed nimi szuka ich dosłownie. Domyślny limit: ${PHOTO_SEARCH_LIMIT}`,
  loadError: 'Błąd. Spróbuj ponownie później!',
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
  deleteTitle: 'Usuwanie',
  deleteText: 'Czy na pewno chcesz to usunąć?',
  captionHeading: (fileName: string) => `Podpis zdjęcia ${fileName}`,
  caption: 'Podpis',
  saveCaption: 'Zapisz podpis',
  closeCaption: CLOSE_LABEL,
} as const;
