import { type DimensionRules, dimensionMessages } from '../FileField/imageDimensions';
import { CANCEL_LABEL } from '../Modal/labels';

/** Spec 01 §5/§9: inline images may be at most 1000 px wide. */
export const MAX_INLINE_IMAGE_WIDTH = 1000;

/** The inline upload's rule, checked by the file field's `checkImageDimensions`. */
export const INLINE_IMAGE_RULES: DimensionRules = { width: { max: MAX_INLINE_IMAGE_WIDTH } };

/** 'Dodawane obrazy powinny mieć szerokość nie większą niż 1000px.' (the picker's wording, spec 01 §5). */
export const IMAGE_TOO_WIDE_MESSAGE = dimensionMessages.max('width', MAX_INLINE_IMAGE_WIDTH);

/** Spec 01 §8: an inline upload failure is reported as 'image reject'. */
export const IMAGE_REJECT_MESSAGE = 'image reject';

/** Spec 01 §9: image size options; null is the original size. */
export const IMAGE_WIDTHS = [null, 200, 327, 500, 655] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Spec 01 §9: font sizes 8 to 60 px (every whole size, docs/decisions.md UI-E2). */
export const FONT_SIZE_MIN = 8;
export const FONT_SIZE_MAX = 60;
export const FONT_SIZES: readonly number[] = Array.from(
  { length: FONT_SIZE_MAX - FONT_SIZE_MIN + 1 },
  (_, index) => FONT_SIZE_MIN + index,
);

/** Spec 01 §9: the embed loader retries 10 times at 1 s. */
export const EMBED_RETRIES = 10;
export const EMBED_RETRY_INTERVAL_MS = 1000;

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
  addPage: 'Dodaj stronę',
  removePage: 'Usuń stronę',
  page: (index: number) => `Strona ${index}`,
  pages: (count: number) => `Liczba stron: ${count}`,
  undo: 'Cofnij',
  redo: 'Ponów',
  cancel: CANCEL_LABEL,
  uploading: 'Wysyłanie obrazu…',
} as const;
