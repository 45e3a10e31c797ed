import type { EditorImageResizeOption } from '@redakcja/api-sdk/constants';
import { CANCEL_LABEL } from '../Modal/labels';

/** Spec 01 §8: an inline upload failure is reported as 'image reject'. */
export const IMAGE_REJECT_MESSAGE = 'image reject';

/**
 * An image's width as the image node stores it: one of the SDK's `EDITOR_IMAGE_RESIZE_OPTIONS`, with
 * null for 'original' (no width attribute).
 */
export type ImageWidth = Exclude<EditorImageResizeOption, 'original'> | null;

/** Heading levels offered by the toolbar (h1 is the article's own title on the portal). */
export const HEADING_LEVELS = [2, 3, 4] as const;

/** The editor's texts (Polish; the accessible names of the toolbar). */
export const EDITOR_TEXTS = {
  toolbar: 'Formatowanie tekstu',
  bold: 'Pogrubienie',
  italic: 'Kursywa',
  underline: 'Podkreślenie',
  link: 'Link',
  linkUrl: 'Adres linku',
  linkApply: 'Wstaw link',
  linkRemove: 'Usuń link',
  linkInvalid: 'Podaj poprawny adres linku (http://, https://, mailto: lub /ścieżka).',
  heading: 'Nagłówek',
  paragraph: 'Zwykły tekst',
  headingLevel: (level: number) => `Nagłówek ${level}`,
  bulletList: 'Lista punktowana',
  orderedList: 'Lista numerowana',
  image: 'Obraz',
  imageSize: 'Rozmiar obrazu',
  imageOriginal: 'Oryginalny',
  imageWidth: (px: number) => `${px} px`,
  fontSize: 'Rozmiar czcionki',
  fontSizeDefault: 'Domyślny',
  fontSizeValue: (px: number) => `${px} px`,
  tweet: 'Osadź tweet',
  tweetUrl: 'Adres tweeta',
  tweetApply: 'Osadź',
  tweetInvalid: 'Podaj adres tweeta (https://x.com/konto/status/…).',
  tweetFrame: (url: string) => `Tweet: ${url}`,
  addPage: 'Dodaj stronę',
  removePage: 'Usuń stronę',
  page: (index: number) => `Strona ${index}`,
  pages: (count: number) => `Liczba stron: ${count}`,
  undo: 'Cofnij',
  redo: 'Ponów',
  cancel: CANCEL_LABEL,
  uploading: 'Wysyłanie obrazu…',
} as const;
