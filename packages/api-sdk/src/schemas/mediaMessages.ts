/**
 * The texts and size rules of photos and files without zod (01 §5, §8; 02 §5): the file tree's error
 * entry, the image size messages and the check of an upload against its rule, and the image field's
 * error dialog title. Plain data and functions: the components of @redakcja/ui read them through the
 * SDK's light entry (`@redakcja/api-sdk/constants`); `./media` re-exports them with the schemas.
 */
import {
  EDITOR_MAX_IMAGE_WIDTH,
  type ImageDimensionConstraint,
  type ImageSizeConstraint,
} from '../constants';

/** Shown as the only entry when the tree fails to load (01 §8). */
export const FILE_MANAGER_ERROR_ENTRY = 'Błąd. Spróbuj ponownie później!';

/** The title of the error dialog of an image field: 'Błąd — <label>'. */
export function errorDialogTitle(label: string): string {
  return `Błąd — ${label}`;
}

// ---------------------------------------------------------------------------------------------------
// Size rules of new uploads (01 §5)

export const imageSizeMessages = {
  widthMin: (min: number) => `Dodawane obrazy powinny mieć szerokość nie mniejszą niż ${min}px.`,
  widthMax: (max: number) => `Dodawane obrazy powinny mieć szerokość nie większą niż ${max}px.`,
  widthExact: (value: number) => `Dodawane obrazy powinny mieć szerokość równą ${value}px.`,
  heightMin: (min: number) => `Dodawane obrazy powinny mieć wysokość nie mniejszą niż ${min}px.`,
  heightMax: (max: number) => `Dodawane obrazy powinny mieć wysokość nie większą niż ${max}px.`,
  heightExact: (value: number) => `Dodawane obrazy powinny mieć wysokość równą ${value}px.`,
} as const;

/** The editor's inline image rule: 'Dodawane obrazy powinny mieć szerokość nie większą niż 1000px.' */
export const EDITOR_IMAGE_WIDTH_MESSAGE = imageSizeMessages.widthMax(EDITOR_MAX_IMAGE_WIDTH);

function dimensionMessages(
  actual: number,
  constraint: ImageDimensionConstraint | undefined,
  dimension: 'width' | 'height',
): string[] {
  if (constraint === undefined) return [];
  const exact = dimension === 'width' ? imageSizeMessages.widthExact : imageSizeMessages.heightExact;
  const min = dimension === 'width' ? imageSizeMessages.widthMin : imageSizeMessages.heightMin;
  const max = dimension === 'width' ? imageSizeMessages.widthMax : imageSizeMessages.heightMax;
  if (typeof constraint === 'number') return actual === constraint ? [] : [exact(constraint)];
  const messages: string[] = [];
  if (constraint.min !== undefined && actual < constraint.min) messages.push(min(constraint.min));
  if (constraint.max !== undefined && actual > constraint.max) messages.push(max(constraint.max));
  return messages;
}

/** The messages an image of this size breaks (empty when it fits): width first, then height. */
export function imageSizeViolations(
  size: { readonly width: number; readonly height: number },
  constraint: ImageSizeConstraint,
): string[] {
  return [
    ...dimensionMessages(size.width, constraint.width, 'width'),
    ...dimensionMessages(size.height, constraint.height, 'height'),
  ];
}
