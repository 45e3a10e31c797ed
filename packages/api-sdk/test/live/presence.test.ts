import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveClient, discoverHub, type Present } from '../../src/live/index';
import { categorySchema } from '../../src/schemas/categories';
import {
  collect,
  type LiveSandbox,
  type LiveUser,
  logIn,
  members,
  START_TIMEOUT,
  startLiveSandbox,
  waitFor,
} from './sandbox';

const names = (list: Present[] | undefined) => (list ?? []).map((present) => present.username).sort();

describe('presence', () => {
  let sandbox: LiveSandbox;
  let admin: LiveUser;
  let editor: LiveUser;
  let hub: URL | null;
  let topic: string;
  beforeAll(async () => {
    sandbox = await startLiveSandbox();
    admin = await logIn(sandbox, 'admin');
    editor = await logIn(sandbox, 'superredaktor');
    const answer = await admin.api('/api/categories');
    hub = discoverHub(answer);
    topic = `${sandbox.url}${String((await members(answer))[0]?.['@id'])}`;
  }, START_TIMEOUT);
  afterAll(async () => {
    await sandbox.close();
  });

  /** A user who opens the record: a subscription to its topic, until `close`. */
  async function open(user: LiveUser) {
    const controller = new AbortController();
    let opened = false;
    const stream = collect(
      createLiveClient({ hub, token: user.hubToken }).subscribe(topic, {
        parse: categorySchema,
        signal: controller.signal,
        onState: () => {
          opened = true;
        },
      }),
    );
    await waitFor(() => opened);
    return {
      close: async () => {
        controller.abort();
        await stream.done;
      },
    };
  }

  it('lists who has the record open at first, then who joins and who leaves, with the payload names', async () => {
    const already = await open(admin);
    const controller = new AbortController();
    const watcher = collect(
      createLiveClient({ hub, token: admin.hubToken }).presence(topic, { signal: controller.signal }),
    );
    await watcher.until((lists) => lists.length === 1);
    expect(watcher.items[0]).toEqual([
      { subscriber: expect.stringMatching(/^urn:uuid:/), username: 'admin', displayName: 'admin' },
    ]);

    const second = await open(editor);
    await watcher.until((lists) => names(lists.at(-1)).includes('superredaktor'));
    expect(names(watcher.items.at(-1))).toEqual(['admin', 'superredaktor']);
    expect(watcher.items.at(-1)?.find((present) => present.username === 'superredaktor')?.displayName).toBe(
      'superredaktor',
    );

    await second.close();
    await watcher.until((lists) => !names(lists.at(-1)).includes('superredaktor'));
    expect(names(watcher.items.at(-1))).toEqual(['admin']);
    await already.close();
    await watcher.until((lists) => lists.at(-1)?.length === 0);

    controller.abort();
    await watcher.done;
    expect(watcher.error).toBeUndefined();
  });

  it('a reader that leaves its for-await early closes its connection (the others see it leave)', async () => {
    const controller = new AbortController();
    const watcher = collect(
      createLiveClient({ hub, token: admin.hubToken }).presence(topic, { signal: controller.signal }),
    );
    await watcher.until((lists) => lists.length === 1);
    const before = watcher.items[0]?.length ?? 0;
    const path = new URL(topic).pathname;
    const reading = (async () => {
      for await (const update of createLiveClient({ hub, token: admin.hubToken }).subscribe(topic, {
        parse: categorySchema,
      })) {
        return update.kind;
      }
      return 'ended';
    })();
    await watcher.until((lists) => lists.at(-1)?.length === before + 1);
    const renamed = await admin.api(path, {
      method: 'PATCH',
      body: JSON.stringify({ name: 'Zajrzał i wyszedł' }),
    });
    expect(renamed.status).toBe(200);
    expect(await reading).toBe('changed');
    await watcher.until((lists) => lists.at(-1)?.length === before);
    controller.abort();
    await watcher.done;
  });

  it('lists afresh after the hub comes back, so a leave missed meanwhile is not kept', async () => {
    const controller = new AbortController();
    const watcher = collect(
      createLiveClient({ hub, token: admin.hubToken, reconnect: { maxDelay: 20 } }).presence(topic, {
        signal: controller.signal,
      }),
    );
    const second = await open(editor);
    await watcher.until((lists) => names(lists.at(-1)).includes('superredaktor'));
    // The hub ends every stream, the editor's too; it publishes no leave when it closes.
    sandbox.setHubAvailable(false);
    await second.close();
    sandbox.setHubAvailable(true);
    await watcher.until((lists) => lists.length > 0 && !names(lists.at(-1)).includes('superredaktor'));
    controller.abort();
    await watcher.done;
  });
});
