import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { allFields, type FieldDef, quote, type Resource, sqlType } from './resource';

export type Db = Database.Database;

/**
 * Schema changes, in order. The first creates the fixed tables; every start then creates the tables
 * of resources that are new and adds the columns that are new (`syncResourceTables`), so a database
 * written by an older sandbox keeps its data.
 */
const MIGRATIONS: ReadonlyArray<(db: Db) => void> = [
  (db) => {
    db.exec(`
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE refresh_tokens (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        token_hash TEXT NOT NULL UNIQUE,
        family TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        rotated_at TEXT,
        revoked_at TEXT
      );
      CREATE INDEX refresh_tokens_family ON refresh_tokens (family);
      CREATE TABLE cache_clears (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        target TEXT NOT NULL,
        cleared_at TEXT NOT NULL,
        username TEXT
      );
    `);
  },
  (db) => {
    db.exec('CREATE TABLE virtual_files (path TEXT PRIMARY KEY, spec TEXT NOT NULL)');
  },
];

export function openDatabase(file: string, resources: readonly Resource[]): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // SQLite's LIKE folds ASCII only; search in Polish needs 'Ł' to match 'ł'.
  db.function('pl_lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLocaleLowerCase('pl') : value,
  );
  migrate(db);
  syncResourceTables(db, resources);
  return db;
}

function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
  const current = row?.version ?? 0;
  if (current >= MIGRATIONS.length) return;
  db.transaction(() => {
    MIGRATIONS.slice(current).forEach((step) => {
      step(db);
    });
    if (row) db.prepare('UPDATE schema_version SET version = ?').run(MIGRATIONS.length);
    else db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(MIGRATIONS.length);
  })();
}

function syncResourceTables(db: Db, resources: readonly Resource[]): void {
  db.transaction(() => {
    for (const resource of resources) {
      const fields = allFields(resource);
      const table = quote(resource.table);
      const existing = db.prepare(`SELECT name FROM pragma_table_info(?)`).all(resource.table) as {
        name: string;
      }[];
      if (existing.length === 0) {
        const columns = Object.entries(fields).map(([name, field]) => `${quote(name)} ${sqlType(field)}`);
        db.exec(`CREATE TABLE ${table} (id INTEGER PRIMARY KEY AUTOINCREMENT, ${columns.join(', ')})`);
      } else {
        const known = new Set(existing.map((column) => column.name));
        for (const [name, field] of Object.entries(fields)) {
          if (known.has(name)) continue;
          // Rows written before the column existed take the field's default, as new rows do.
          db.exec(`ALTER TABLE ${table} ADD COLUMN ${quote(name)} ${sqlType(field)}${columnDefault(field)}`);
        }
      }
      for (const columns of resource.indexes ?? []) {
        const index = quote(`${resource.table}_${columns.join('_')}`);
        db.exec(`CREATE INDEX IF NOT EXISTS ${index} ON ${table} (${columns.map(quote).join(', ')})`);
      }
    }
  })();
}

/** ` DEFAULT …` for a field with a default value (a constant literal, as ADD COLUMN requires). */
function columnDefault(field: FieldDef): string {
  const value = field.default;
  if (value === undefined || value === null) return '';
  if (field.type === 'bool') return ` DEFAULT ${value ? 1 : 0}`;
  if ((field.type === 'int' || field.type === 'real') && typeof value === 'number' && Number.isFinite(value))
    return ` DEFAULT ${value}`;
  const text = field.type === 'json' || field.type === 'refs' ? JSON.stringify(value) : String(value);
  return ` DEFAULT '${text.replace(/'/g, "''")}'`;
}

export function isEmpty(db: Db, resources: readonly Resource[]): boolean {
  for (const resource of resources) {
    const row = db.prepare(`SELECT 1 FROM ${quote(resource.table)} LIMIT 1`).get();
    if (row) return false;
  }
  return true;
}

export function getSetting(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
    | { value: string }
    | undefined;
  return row?.value;
}

export function setSetting(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
