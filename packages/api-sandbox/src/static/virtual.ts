import type { Db } from '../db/database';
import { seedPicture, seedThumbnail } from '../seed/images';
import type { PictureSpec, VirtualFiles } from './files';

/** The seed's promised pictures, kept in the `virtual_files` table and drawn by the seed's painter. */
export function virtualFiles(db: Db): VirtualFiles {
  const get = db.prepare('SELECT spec FROM virtual_files WHERE path = ?');
  const set = db.prepare('INSERT OR REPLACE INTO virtual_files (path, spec) VALUES (?, ?)');
  const remove = db.prepare('DELETE FROM virtual_files WHERE path = ?');
  return {
    get(key) {
      const row = get.get(key) as { spec: string } | undefined;
      return row ? (JSON.parse(row.spec) as PictureSpec) : undefined;
    },
    set(key, spec) {
      set.run(key, JSON.stringify(spec));
    },
    delete(key) {
      remove.run(key);
    },
    render(spec) {
      return spec.thumbnail
        ? seedThumbnail(spec.width, spec.height, spec.variant, spec.type, spec.thumbnail)
        : seedPicture(spec.width, spec.height, spec.variant, spec.type);
    },
  };
}
