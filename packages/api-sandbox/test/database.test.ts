import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startSandbox } from '../src';
import { groupsResource } from '../src/areas/taxonomy';
import { hashPassword } from '../src/auth/passwords';
import { openDatabase } from '../src/db/database';
import { defineResource } from '../src/db/resource';
import { groupSchema } from '../src/sdk';
import { loggedIn } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'redakcja-sandbox-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a database of an older sandbox is migrated at start: new tables and columns, its rows kept', async () => {
  const file = join(dir, 'stara.db');
  // An older sandbox: groups without priority and isPublish, and none of the other tables.
  const { priority: _priority, isPublish: _isPublish, ...olderFields } = groupsResource.fields;
  const older = openDatabase(file, [defineResource({ ...groupsResource, fields: olderFields })]);
  older.prepare('INSERT INTO groups (name, slug) VALUES (?, ?)').run('Stara grupa', 'stara-grupa');
  older.close();

  const sandbox = await startSandbox({ db: file, seed: 'demo' });
  try {
    // The database held data, so it is not seeded; its row has the new columns with their defaults.
    expect(sandbox.seeded).toBe(false);
    const columns = sandbox.context.db.prepare("SELECT name FROM pragma_table_info('groups')").all();
    expect(columns).toEqual(expect.arrayContaining([{ name: 'priority' }, { name: 'isPublish' }]));
    sandbox.context.store('users').insert({
      username: 'admin',
      roles: ['root'],
      passwordHash: await hashPassword('Redakcja!2026'),
    });
    const admin = await loggedIn(sandbox, 'admin');
    const group = groupSchema.parse((await admin.get('/api/groups/1')).body);
    expect(group).toMatchObject({ name: 'Stara grupa', priority: 0, isPublish: false });
    expect(
      (
        await admin.post('/api/silos_groups', {
          name: 'Nowa tabela',
          isPublish: true,
          priority: 1,
          date: '2026-11-20T10:00',
        })
      ).status,
    ).toBe(201);
  } finally {
    await sandbox.close();
  }
});
