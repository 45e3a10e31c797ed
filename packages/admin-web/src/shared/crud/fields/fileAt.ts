/** A record's file at a static path, as a file field names it: the path and its last segment. */
export const fileAt = (path: string | null): { path: string; name: string } | null =>
  path ? { path, name: path.slice(path.lastIndexOf('/') + 1) } : null;
