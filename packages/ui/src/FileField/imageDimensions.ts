/** A limit on one side of an image: an exact size, or a range with either end open. */
export type DimensionRule = number | { min?: number; max?: number };

export interface DimensionRules {
  width?: DimensionRule;
  height?: DimensionRule;
}

export interface ImageSize {
  width: number;
  height: number;
}

const SIDE_WORD = { width: 'szerokość', height: 'wysokość' } as const;

/** The messages of the specification (section 5), for width ('szerokość') and height ('wysokość'). */
export const dimensionMessages = {
  min: (side: keyof ImageSize, px: number) =>
    `Dodawane obrazy powinny mieć ${SIDE_WORD[side]} nie mniejszą niż ${px}px.`,
  max: (side: keyof ImageSize, px: number) =>
    `Dodawane obrazy powinny mieć ${SIDE_WORD[side]} nie większą niż ${px}px.`,
  exact: (side: keyof ImageSize, px: number) =>
    `Dodawane obrazy powinny mieć ${SIDE_WORD[side]} równą ${px}px.`,
};

/** The first rule the image breaks (width before height), or null when it fits. */
export function checkImageDimensions(size: ImageSize, rules: DimensionRules): string | null {
  for (const side of ['width', 'height'] as const) {
    const rule = rules[side];
    if (rule === undefined) continue;
    const actual = size[side];
    if (typeof rule === 'number') {
      if (actual !== rule) return dimensionMessages.exact(side, rule);
      continue;
    }
    if (rule.min !== undefined && actual < rule.min) return dimensionMessages.min(side, rule.min);
    if (rule.max !== undefined && actual > rule.max) return dimensionMessages.max(side, rule.max);
  }
  return null;
}

/** Reads an image's natural size in the browser: createImageBitmap where present, else an Image element. */
export async function readImageSize(file: Blob): Promise<ImageSize> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise<ImageSize>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error('Unreadable image'));
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
