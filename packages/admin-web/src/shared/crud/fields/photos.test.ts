import type { PhotoFieldValue } from '@redakcja/ui';
import { describe, expect, it } from 'vitest';
import { createPhotos } from './photos';

const photo = (id: number, mode: PhotoFieldValue['mode'] = 'newCatalogue'): PhotoFieldValue => ({
  mode,
  id,
  fileName: id === 0 ? '' : `2026/08/${id}.jpg`,
  newPath: true,
  file: null,
  title: '',
});
const kept = photo(53);

describe("a form's photos, outside its state", () => {
  it('tells its subscribers of each change and keeps the values it was not given', () => {
    const photos = createPhotos({ mediaId: kept, mediaTopId: photo(0, 'none') });
    let told = 0;
    const stop = photos.subscribe(() => {
      told += 1;
    });
    const before = photos.get('mediaTopId');
    photos.set('mediaId', photo(54));
    expect(told).toBe(1);
    expect(photos.get('mediaId')).toEqual(photo(54));
    // An unchanged field's value stays the same object: its field does not re-render.
    expect(photos.get('mediaTopId')).toBe(before);

    photos.setMany({ mediaId: kept, mediaTopId: kept });
    expect(told).toBe(2);
    expect(photos.all()).toEqual({ mediaId: kept, mediaTopId: kept });

    stop();
    photos.set('mediaId', photo(0, 'none'));
    expect(told).toBe(2);
  });
});
