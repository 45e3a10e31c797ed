/** An image's natural size, as the SDK's `imageSizeViolations` checks it. */
export interface ImageSize {
  width: number;
  height: number;
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
