/**
 * The shell's calls of 01 §7 through the SDK: the four cache clears, the three ban lists with D17's
 * normalisation, the Google credentials (success is `false`, a failure the answer's error), the login
 * history with its date filter and paging links, comments (search, paging, delete, 'Usuń Wiele') and
 * the users area with the password reset.
 */
import {
  type ApiClient,
  AuthError,
  BAN_LIST_KEYS,
  type BanListKey,
  CACHE_TARGET_KEYS,
  collect,
  commentArticleTitle,
  ForbiddenError,
  NotFoundError,
  newUserForm,
  newUserPasswordReset,
  toBanListPayload,
  toUserPayload,
  ValidationError,
} from '@redakcja/api-sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, failure, unique, useSandbox } from './helpers';

const fixture = useSandbox();
let api: ApiClient;

beforeAll(async () => {
  api = await fixture.as('admin');
});

describe('cache (POST /cache/…)', () => {
  test.each(CACHE_TARGET_KEYS)('clear(%s) resolves', async (target) => {
    await expect(api.cache.clear(target)).resolves.toBeUndefined();
  });

  test('the four named clears resolve for an editor (cache is root, supereditor, editor)', async () => {
    const editor = await fixture.as('redaktor');
    await editor.cache.clearArticles();
    await editor.cache.clearTop();
    await editor.cache.clearIndustries();
    await editor.cache.clearMenu();
  });

  test('a user without the role is refused', async () => {
    const comments = await fixture.as('komentarze');
    await failure(comments.cache.clearMenu(), ForbiddenError);
  });
});

describe('ban lists (D17)', () => {
  test.each(BAN_LIST_KEYS)(
    '%s: save normalises (trim, no empty lines, no duplicates, order kept); get reads it',
    async (key: BanListKey) => {
      const text = '  pierwszy  \n\n drugi\r\npierwszy\n\n  trzeci \n drugi ';
      const saved = await api.bans.save(key, { list: text });
      expect(saved.list).toBe('pierwszy\ndrugi\ntrzeci');
      expect((await api.bans.get(key)).list).toBe('pierwszy\ndrugi\ntrzeci');
      // The form's helper sends the same normalised text.
      const again = await api.bans.save(key, toBanListPayload({ list: 'x\n x \ny' }));
      expect(again.list).toBe('x\ny');
      expect((await api.bans.get(key)).list).toBe('x\ny');
    },
  );

  test('the three lists are independent', async () => {
    await api.bans.save('ips', { list: '10.0.0.1\n192.168.1.1' });
    await api.bans.save('emailDomains', { list: 'spam.example' });
    await api.bans.save('words', { list: 'brzydkie\nsłowo' });
    expect((await api.bans.get('ips')).list).toBe('10.0.0.1\n192.168.1.1');
    expect((await api.bans.get('emailDomains')).list).toBe('spam.example');
    expect((await api.bans.get('words')).list).toBe('brzydkie\nsłowo');
  });

  test('an empty list is saved as empty', async () => {
    expect((await api.bans.save('words', { list: ' \n \n' })).list).toBe('');
    expect((await api.bans.get('words')).list).toBe('');
  });

  test('bans are root only', async () => {
    await failure((await fixture.as('redaktor')).bans.get('ips'), ForbiddenError);
  });
});

describe('Google credentials (D10: root only)', () => {
  test('a JSON object is saved: the call reports false (success)', async () => {
    const result = await api.google.saveCredentials({
      credentials: { type: 'service_account', client_email: 'konto@projekt.iam.gserviceaccount.com' },
    });
    expect(result).toBe(false);
  });

  test('a body that is not an object answers the server’s error value', async () => {
    const result = await api.google.saveCredentials({ credentials: 'to nie jest obiekt' } as never);
    expect(result).not.toBe(false);
    expect(result).toBe('Niepoprawny plik autoryzacyjny');
  });

  test('an editor is refused (the answer carries no error field: true)', async () => {
    const editor = await fixture.as('redaktor');
    expect(await editor.google.saveCredentials({ credentials: { a: 1 } })).toBe(true);
  });
});

describe('login history (logs)', () => {
  test('newest first; loggedAt[before] keeps older entries only, and the links keep the filter', async () => {
    const page = await api.logs.list();
    expect(page.items.length).toBe(30);
    const newest = page.items[0]!;
    expect(newest.user?.username).toBeTruthy();
    expect(newest.loggedAt).not.toBeNull();
    const times = page.items.map((log) => Date.parse(log.loggedAt!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // A day well inside the history: entries logged before it fill several pages.
    const all = await collect(api.logs.iterate());
    const before = all[Math.floor(all.length / 2)]!.loggedAt!.slice(0, 10);
    const older = await api.logs.list({ loggedAtBefore: before });
    expect(older.items.length).toBeGreaterThan(0);
    expect(older.items.every((log) => log.loggedAt!.slice(0, 10) <= before)).toBe(true);
    expect(older.totalItems).toBeLessThan(page.totalItems!);
    expect(older.hasNext).toBe(true);
    expect(new URL(older.links.next!, fixture.url).searchParams.get('loggedAt[before]')).toBe(before);
    const second = await api.logs.listByLink(older.links.next!);
    expect(second.page).toBe(2);
    expect(second.items.every((log) => log.loggedAt!.slice(0, 10) <= before)).toBe(true);
    const walked = await collect(api.logs.iterate({ loggedAtBefore: before }));
    expect(walked).toHaveLength(older.totalItems!);
  });

  test('a login and a failed login are recorded with the user', async () => {
    await fixture.client().auth.login({ username: 'telefony', password: DEMO_PASSWORD });
    await failure(fixture.client().auth.login({ username: 'telefony', password: 'zle' }), AuthError);
    const latest = (await api.logs.list()).items.slice(0, 2);
    expect(latest.map((log) => log.user?.username)).toEqual(['telefony', 'telefony']);
    expect(latest[0]?.log).not.toBe(latest[1]?.log);
  });
});

describe('comments', () => {
  test('search by text, paging with the filter kept, article title or “[Artykuł usunięty]”', async () => {
    const first = await api.comments.list({ page: 1 });
    expect(first.items).toHaveLength(30);
    expect(first.hasNext).toBe(true);
    const second = await api.comments.listByLink(first.links.next!);
    expect(second.page).toBe(2);

    const all = await collect(api.comments.iterate());
    expect(all).toHaveLength(first.totalItems!);
    expect(all.some((comment) => comment.article === null)).toBe(true);
    expect(all.some((comment) => comment.article?.deleted)).toBe(true);
    for (const comment of all.filter((c) => c.article === null || c.article.deleted)) {
      expect(commentArticleTitle(comment)).toBe('[Artykuł usunięty]');
    }
    const withArticle = all.find((comment) => comment.article && !comment.article.deleted)!;
    expect(commentArticleTitle(withArticle)).toBe(withArticle.article!.title);

    const word = all[0]!.comment.split(/\s+/).find((part) => part.length > 5)!;
    const found = await api.comments.list({ comment: word });
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((comment) => comment.comment.toLowerCase().includes(word.toLowerCase()))).toBe(
      true,
    );
    expect(found.totalItems).toBe(
      all.filter((comment) => comment.comment.toLowerCase().includes(word.toLowerCase())).length,
    );
    // A text found in more than a page of comments: the next page's link keeps it.
    const many = await api.comments.list({ comment: 'a' });
    expect(many.hasNext).toBe(true);
    expect(new URL(many.links.next!, fixture.url).searchParams.get('comment')).toBe('a');
  });

  test('remove and removeMany delete comments; the list no longer has them', async () => {
    const page = await api.comments.list({ page: 2 });
    const [one, two, three] = page.items;
    await api.comments.remove(one!.id);
    await api.comments.removeMany([two!.id, three!.id]);
    const ids = (await collect(api.comments.iterate())).map((comment) => comment.id);
    expect(ids).not.toContain(one!.id);
    expect(ids).not.toContain(two!.id);
    expect(ids).not.toContain(three!.id);
    await failure(api.comments.remove(one!.id), NotFoundError);
  });

  test('removeMany stops at the first failure', async () => {
    const [first, second] = (await api.comments.list({ page: 3 })).items;
    await expect(api.comments.removeMany([first!.id, 999_999, second!.id])).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const ids = (await collect(api.comments.iterate())).map((comment) => comment.id);
    expect(ids).not.toContain(first!.id);
    expect(ids).toContain(second!.id);
  });

  test('comments are for root and comment_all', async () => {
    const moderator = await fixture.as('komentarze');
    expect((await moderator.comments.list()).items.length).toBeGreaterThan(0);
    await failure((await fixture.as('redaktor')).comments.list(), ForbiddenError);
  });

  test('the comments select', async () => {
    const options = await api.selects.comments();
    expect(options.length).toBeGreaterThan(0);
  });
});

describe('users', () => {
  test('list by username; create, get, update, patch, remove (deleted stays listed)', async () => {
    const username = unique('uzytkownik').replace(' ', '.');
    const created = await api.users.create(
      toUserPayload({
        ...newUserForm(),
        username,
        plainPassword: 'PierwszeHaslo!1',
        roles: ['editor', 'comment_all'],
        priority: 3,
      }),
    );
    expect(created).toMatchObject({ username, roles: ['editor', 'comment_all'], priority: 3, deleted: null });
    expect(await api.users.get(created.id)).toMatchObject({ id: created.id, username });
    expect((await api.users.list({ username })).items.map((user) => user.id)).toEqual([created.id]);

    const session = await fixture.client().auth.login({ username, password: 'PierwszeHaslo!1' });
    expect(session.roles).toEqual(['editor', 'comment_all']);

    const updated = await api.users.update(
      created.id,
      toUserPayload({ ...newUserForm(), username, roles: ['supereditor'], priority: 1 }),
    );
    expect(updated).toMatchObject({ roles: ['supereditor'], priority: 1 });
    // PATCH carries the password reset (03 §7); the generic patch is the same call.
    expect((await api.users.patch(created.id, { plainPassword: 'DrugieHaslo!22' })).id).toBe(created.id);
    await fixture.client().auth.login({ username, password: 'DrugieHaslo!22' });

    await api.users.remove(created.id);
    const deleted = (await api.users.list({ username })).items[0]!;
    expect(deleted.deleted).toEqual(expect.any(String));
    await failure(fixture.client().auth.login({ username, password: 'DrugieHaslo!22' }), AuthError);
  });

  test('resetPassword sets a generated password the user can log in with', async () => {
    const username = unique('reset').replace(' ', '.');
    const user = await api.users.create(
      toUserPayload({ ...newUserForm(), username, plainPassword: 'StareHaslo!2026', roles: ['editor'] }),
    );
    const { plainPassword } = newUserPasswordReset();
    expect(plainPassword).toHaveLength(16);
    const saved = await api.users.resetPassword(user.id, plainPassword);
    expect(saved.id).toBe(user.id);
    const session = await fixture.client().auth.login({ username, password: plainPassword });
    expect(session.username).toBe(username);
    await failure(fixture.client().auth.login({ username, password: 'StareHaslo!2026' }), AuthError);
  });

  test('the user rules: username length and roles (422)', async () => {
    const short = await failure(
      api.users.create(toUserPayload({ ...newUserForm(), username: 'x' })),
      ValidationError,
    );
    expect(short.messageFor('username')).toBe('Nazwa użytkownika musi posiadać minimum 2 znaki');
    const empty = await failure(api.users.create(toUserPayload(newUserForm())), ValidationError);
    expect(empty.messageFor('username')).toBe('Pole Wymagane');
    const role = await failure(
      api.users.create({
        username: unique('rola').replace(' ', '.'),
        roles: ['nie-ma-takiej-roli' as never],
        priority: 0,
      }),
      ValidationError,
    );
    expect(role.violations.length).toBeGreaterThan(0);
    expect((await api.users.list({ username: 'rola' })).items).toEqual([]);
  });

  test('a weak password is refused on create and on reset (SDK-22)', async () => {
    const message =
      'Hasło musi składać się z co najmniej 12 znaków, w tym dużej litery, cyfry oraz znaku specjalnego.';
    const username = unique('slabe').replace(' ', '.');
    const created = await failure(
      api.users.create(toUserPayload({ ...newUserForm(), username, plainPassword: 'slabe' })),
      ValidationError,
    );
    expect(created.messageFor('plainPassword')).toBe(message);
    const user = await api.users.create(
      toUserPayload({
        ...newUserForm(),
        username: `${username}.2`,
        plainPassword: 'DobreHaslo!2026',
        roles: ['editor'],
      }),
    );
    const reset = await failure(api.users.resetPassword(user.id, 'krotkie'), ValidationError);
    expect(reset.messageFor('plainPassword')).toBe(message);
    // The old password still works.
    await fixture.client().auth.login({ username: `${username}.2`, password: 'DobreHaslo!2026' });
  });

  test('users are root only', async () => {
    await failure((await fixture.as('superredaktor')).users.list(), ForbiddenError);
  });
});
