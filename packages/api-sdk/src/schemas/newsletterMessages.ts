/**
 * The newsletter's texts and the path of its static copy, without zod (03 §2, §9; SDK-9): the renderer
 * of @redakcja/ui reads them through the SDK's light entry (`@redakcja/api-sdk/constants`);
 * `./newsletters` re-exports them with the schemas.
 */
import { maxLengthMessage, sharedMessages } from './messages';

export const EXCLUSIVE_SEGMENT_MAX = 255;

export const newsletterMessages = {
  /** SDK-9: the exclusive segment's caps follow the '… musi posiadać maksimum 255 znaków.' pattern. */
  exclusiveTitleMax: maxLengthMessage('Tytuł', EXCLUSIVE_SEGMENT_MAX, true),
  exclusiveDescriptionMax: maxLengthMessage('Opis', EXCLUSIVE_SEGMENT_MAX, true),
  exclusiveUrlMax: maxLengthMessage('Adres URL', EXCLUSIVE_SEGMENT_MAX, true),
  /** The generation body needs the rendered HTML. */
  htmlRequired: sharedMessages.required,
  /** Save button text after a failed banner upload (03 §8). */
  bannerUploadFailure: 'Błąd! Spróbuj jeszcze raz.',
  /** Banner files must be images. */
  bannerNotImage: sharedMessages.notAnImage,
  /** Shown in the edit view when there are no news of the day. */
  noNewsOfTheDay: 'Brak nowych newsów dnia.',
  /** The label of partner-news articles. */
  partnerNewsLabel: 'materiał reklamowy',
} as const;

/** The static copy of a generated newsletter. */
export function newsletterHtmlPath(fileName: string): string {
  return `/nsl/${fileName}.html`;
}
