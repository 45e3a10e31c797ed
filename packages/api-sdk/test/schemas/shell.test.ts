import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../../src/constants';
import { newLoginForm, sessionMessages } from '../../src/schemas/auth';
import {
  BAN_LISTS,
  banListPayloadSchema,
  banListSchema,
  banListValues,
  fromBanList,
  mergeBanLists,
  normalizeBanList,
  toBanListPayload,
} from '../../src/schemas/bans';
import { CACHE_TARGETS, cacheMessages, cachePath } from '../../src/schemas/cache';
import { commentArticleTitle, commentSchema } from '../../src/schemas/comments';
import { logSchema } from '../../src/schemas/logs';
import {
  articleImageResponseSchema,
  EDITOR_IMAGE_WIDTH_MESSAGE,
  fileManagerEntrySchema,
  fileManagerRequestSchema,
  fileManagerTreeSchema,
  fromMedia,
  imageSizeViolations,
  MEDIA_KINDS,
  mediaSchema,
  mediaUploadPath,
  mediaUploadResponseSchema,
  newFileManagerRequest,
} from '../../src/schemas/media';
import { rssGenerateResponseSchema } from '../../src/schemas/rss';
import {
  credentialsPayloadSchema,
  googleCredentialsFormSchema,
  googleCredentialsPayloadSchema,
  isStrongPassword,
  loginFormSchema,
  loginResponseSchema,
  newPasswordChangeForm,
  passwordChangeFormSchema,
  passwordChangePayloadSchema,
  refreshResponseSchema,
  sessionUserSchema,
  strongPasswordSchema,
  toGoogleCredentialsPayload,
  toPasswordChangePayload,
} from '../../src/schemas/session';
import { itChecksRules, parsed, violations } from './helpers';

describe('session', () => {
  it('reads the login and refresh answers, converting forcePasswordChange', () => {
    expect(
      parsed(loginResponseSchema, {
        token: 'jwt',
        username: 'admin',
        forcePasswordChange: 0,
        roles: ['root'],
      }),
    ).toEqual({
      token: 'jwt',
      username: 'admin',
      forcePasswordChange: false,
      roles: ['root'],
    });
    expect(
      parsed(refreshResponseSchema, {
        token: 'jwt2',
        data: { username: 'admin', forcePasswordChange: '1', roles: null },
      }),
    ).toEqual({ token: 'jwt2', data: { username: 'admin', forcePasswordChange: true } });
    // Stock LexikJWT and gesdinet answers carry the token alone (SDK-30); wrong types are still refused.
    expect(parsed(loginResponseSchema, { token: 'jwt', refresh_token: 'r' })).toEqual({ token: 'jwt' });
    expect(parsed(refreshResponseSchema, { token: 'jwt' })).toEqual({ token: 'jwt' });
    expect(violations(sessionUserSchema, { username: 7, forcePasswordChange: 'maybe' })).not.toEqual([]);
  });

  it('has a login form without rules', () => {
    expect(violations(loginFormSchema, newLoginForm())).toEqual([]);
    expect(parsed(credentialsPayloadSchema, { username: '', password: '' })).toEqual({
      username: '',
      password: '',
    });
    expect(sessionMessages.loginFailure).toBe('Błędny login lub hasło.');
    expect(sessionMessages.loginSuccess).toBe('Pomyślnie zalogowano.');
  });

  describe('password change form (client: text required)', () => {
    itChecksRules(passwordChangeFormSchema, { password: 'x' }, [
      { name: 'empty', patch: { password: '' }, error: ['password', 'Pole Wymagane'] },
      { name: 'a weak password passes the client', patch: { password: 'abc' } },
    ]);
    it('starts empty and sends the password', () => {
      expect(newPasswordChangeForm()).toEqual({ password: '' });
      expect(toPasswordChangePayload({ password: 'Abcdefghij1!' })).toEqual({ password: 'Abcdefghij1!' });
    });
  });

  describe('server password rule', () => {
    const guidance =
      'Hasło musi składać się z co najmniej 12 znaków, w tym dużej litery, cyfry oraz znaku specjalnego.';
    itChecksRules(passwordChangePayloadSchema, { password: 'Abcdefghij1!' }, [
      { name: '11 characters', patch: { password: 'Abcdefghi1!' }, error: ['password', guidance] },
      { name: 'no uppercase letter', patch: { password: 'abcdefghij1!' }, error: ['password', guidance] },
      { name: 'no digit', patch: { password: 'Abcdefghijk!' }, error: ['password', guidance] },
      { name: 'no special character', patch: { password: 'Abcdefghijk1' }, error: ['password', guidance] },
      { name: 'a space is not special', patch: { password: 'Abcdefghij1 ' }, error: ['password', guidance] },
      { name: 'a Polish uppercase letter', patch: { password: 'Żabcdefghi1?' } },
      { name: 'missing', patch: { password: undefined }, error: ['password', 'Pole Wymagane'] },
    ]);
    it('is exported as a rule', () => {
      expect(isStrongPassword('Abcdefghij1!')).toBe(true);
      expect(violations(strongPasswordSchema, 'short')).toEqual([{ propertyPath: '', message: guidance }]);
    });
  });

  describe('Google credentials', () => {
    itChecksRules(googleCredentialsFormSchema, { credentials: '{"type":"service_account"}' }, [
      { name: 'empty', patch: { credentials: '' }, error: ['credentials', 'Pole Wymagane'] },
      {
        name: 'not JSON',
        patch: { credentials: '{type:' },
        error: ['credentials', 'Wklejone dane nie są poprawnym obiektem JSON'],
      },
      {
        name: 'JSON but not an object',
        patch: { credentials: '[1,2]' },
        error: ['credentials', 'Wklejone dane nie są poprawnym obiektem JSON'],
      },
    ]);
    it('sends the parsed object', () => {
      expect(toGoogleCredentialsPayload({ credentials: '{"a":1}' })).toEqual({ credentials: { a: 1 } });
      expect(() => toGoogleCredentialsPayload({ credentials: 'x' })).toThrow(
        'Niepoprawny plik autoryzacyjny',
      );
      expect(violations(googleCredentialsPayloadSchema, { credentials: 'text' })).toEqual([
        { propertyPath: 'credentials', message: 'Niepoprawny plik autoryzacyjny' },
      ]);
    });
  });
});

describe('ban lists (D17)', () => {
  it('trims lines, drops empty lines and duplicates, keeps order', () => {
    expect(normalizeBanList('  1.2.3.4 \n\n5.6.7.8\r\n1.2.3.4\r  9.9.9.9\n')).toBe(
      '1.2.3.4\n5.6.7.8\n9.9.9.9',
    );
    expect(normalizeBanList('')).toBe('');
    expect(normalizeBanList('\n \n')).toBe('');
    expect(banListValues(' spam \nSpam\nspam')).toEqual(['spam', 'Spam']);
    expect(toBanListPayload({ list: 'a\n\na' })).toEqual({ list: 'a' });
  });

  it("puts one editor's additions and removals onto the list another has saved since", () => {
    // Loaded a, b, c; meanwhile someone added x and removed b; the editor removed c and added y.
    expect(mergeBanLists('a\nb\nc', 'a\nb\ny', 'a\nc\nx')).toBe('a\nx\ny');
    // What both added once; what both removed gone; the other side's order kept.
    expect(mergeBanLists('a\nb', 'b\na\nz', 'z\nb\na')).toBe('z\nb\na');
    // The editor emptied the list: only what someone added meanwhile stays.
    expect(mergeBanLists('a\nb', '', 'a\nb\nnew')).toBe('new');
    // Values normalised as D17 says on every side.
    expect(mergeBanLists(' a \n\n', 'a\n b ', 'a\n\na')).toBe('a\nb');
  });

  it('reads the lists and has no rule on the text', () => {
    expect(BAN_LISTS.map((list) => list.resource)).toEqual([
      'black_lists',
      'black_email_domains',
      'black_words',
    ]);
    const record = parsed(banListSchema, { '@id': '/api/black_lists/0', id: 0, list: null });
    expect(fromBanList(record)).toEqual({ list: '' });
    expect(parsed(banListPayloadSchema, { list: 'x\ny' })).toEqual({ list: 'x\ny' });
    expect(violations(banListPayloadSchema, { list: 5 })).toEqual([
      { propertyPath: 'list', message: 'Wartość musi być tekstem.' },
    ]);
    expect(parsed(banListPayloadSchema, { list: null })).toEqual({ list: '' });
  });

  it('refuses a body without the list instead of wiping the list', () => {
    expect(violations(banListPayloadSchema, {})).toEqual([
      { propertyPath: 'list', message: 'Pole Wymagane' },
    ]);
  });
});

describe('logs and comments', () => {
  it('reads log entries with their user', () => {
    expect(
      parsed(logSchema, {
        '@id': '/api/logs/1',
        id: 1,
        user: { '@id': '/api/users/2', username: 'admin' },
        loggedAt: '2024-05-01T10:00:00+02:00',
        log: 'login',
      }),
    ).toMatchObject({ id: 1, user: { username: 'admin' }, log: 'login' });
    expect(parsed(logSchema, { id: 2, user: '/api/users/2', loggedAt: null, log: null }).user).toEqual({
      '@id': '/api/users/2',
      username: '',
    });
    expect(parsed(logSchema, { id: 3, loggedAt: null, log: null }).user).toBeNull();
  });

  it('reads comments with or without their article', () => {
    const comment = parsed(commentSchema, {
      '@id': '/api/comments/4',
      id: 4,
      comment: 'Świetny tekst',
      created: '2024-05-01T10:00:00+02:00',
      nick: 'czytelnik',
      ip: '10.0.0.1',
      article: { '@id': '/api/articles/2', id: 2, title: 'Tytuł', deleted: null },
    });
    expect(commentArticleTitle(comment)).toBe('Tytuł');
    expect(commentArticleTitle({ article: null })).toBe('[Artykuł usunięty]');
    expect(commentArticleTitle({ article: { id: 2, title: 'T', deleted: '2024-05-02' } })).toBe(
      '[Artykuł usunięty]',
    );
    expect(
      parsed(commentSchema, { id: 5, comment: 'x', created: null, nick: null, ip: null }).article,
    ).toBeNull();
  });
});

describe('media and files', () => {
  it('maps the six photo kinds to their endpoints and types (D4)', () => {
    expect(mediaUploadPath('main')).toBe('/api/media');
    expect(mediaUploadPath('googleDiscovery')).toBe('/api/media_google_discoveries');
    expect(MEDIA_KINDS.onlyOnSite).toEqual({
      resource: 'media_onlywms',
      type: 'MediaOnlywm',
      field: 'mediaOnlywmId',
    });
    expect(parsed(mediaUploadResponseSchema, { '@type': 'MediaTop200', id: '5', fileName: 'a.jpg' })).toEqual(
      {
        '@type': 'MediaTop200',
        id: 5,
        fileName: 'a.jpg',
      },
    );
    expect(violations(mediaUploadResponseSchema, { '@type': 'Photo', id: 5, fileName: 'a.jpg' })).not.toEqual(
      [],
    );
  });

  it('reads a photo record and its caption', () => {
    const media = parsed(mediaSchema, { id: 3, title: null, fileName: 'a.jpg', newPath: '1' });
    expect(media).toMatchObject({ newPath: true, title: null });
    expect(fromMedia(media)).toEqual({ title: '' });
    expect(parsed(articleImageResponseSchema, { filePath: '/media/a.jpg' })).toEqual({
      filePath: '/media/a.jpg',
    });
  });

  it('reads the file-manager tree and builds its request', () => {
    const tree = parsed(fileManagerTreeSchema, [
      {
        id: 'root',
        name: '2024',
        isDir: 1,
        thumbnailUrl: null,
        childrenCount: '2',
        files: [
          { id: 7, name: 'a.jpg', isDir: false, thumbnailUrl: '/media/thumb/a.jpg', childrenCount: null },
        ],
      },
    ]);
    expect(tree[0]).toMatchObject({ isDir: true, childrenCount: 2 });
    expect(tree[0]?.files[0]).toEqual({
      id: 7,
      name: 'a.jpg',
      isDir: false,
      thumbnailUrl: '/media/thumb/a.jpg',
      childrenCount: 0,
      files: [],
    });
    expect(
      parsed(fileManagerTreeSchema, { id: 1, name: 'x', isDir: true, thumbnailUrl: null, childrenCount: 0 }),
    ).toHaveLength(1);
    expect(violations(fileManagerEntrySchema, { id: 1, name: 'x', isDir: 'folder' })).not.toEqual([]);
    const request = newFileManagerRequest({ search: 'logo%' });
    expect(request).toEqual({ path: '', full: false, search: 'logo%', newPath: true });
    expect(parsed(fileManagerRequestSchema, request)).toEqual(request);
  });

  it('checks upload sizes with the Polish messages', () => {
    expect(imageSizeViolations({ width: 314, height: 110 }, IMAGE_SIZES.onlyOnSite)).toEqual([]);
    expect(imageSizeViolations({ width: 315, height: 100 }, IMAGE_SIZES.onlyOnSite)).toEqual([
      'Dodawane obrazy powinny mieć szerokość równą 314px.',
      'Dodawane obrazy powinny mieć wysokość równą 110px.',
    ]);
    expect(imageSizeViolations({ width: 1199, height: 800 }, IMAGE_SIZES.googleDiscovery)).toEqual([
      'Dodawane obrazy powinny mieć szerokość nie mniejszą niż 1200px.',
    ]);
    expect(imageSizeViolations({ width: 1200, height: 799 }, IMAGE_SIZES.googleDiscovery)).toEqual([
      'Dodawane obrazy powinny mieć wysokość nie mniejszą niż 800px.',
    ]);
    expect(imageSizeViolations({ width: 1001, height: 10 }, IMAGE_SIZES.editorImage)).toEqual([
      EDITOR_IMAGE_WIDTH_MESSAGE,
    ]);
    expect(EDITOR_IMAGE_WIDTH_MESSAGE).toBe('Dodawane obrazy powinny mieć szerokość nie większą niż 1000px.');
    expect(imageSizeViolations({ width: 1000, height: 10 }, IMAGE_SIZES.editorImage)).toEqual([]);
    expect(imageSizeViolations({ width: 50, height: 501 }, { height: { min: 100, max: 500 } })).toEqual([
      'Dodawane obrazy powinny mieć wysokość nie większą niż 500px.',
    ]);
  });
});

describe('cache and RSS', () => {
  it('knows the four cache paths and messages', () => {
    expect(CACHE_TARGETS.map((target) => target.path)).toEqual([
      '/cache/articles/delete_cache',
      '/cache/cache/sg',
      '/cache/cache/industries',
      '/cache/cache/menu',
    ]);
    expect(cachePath('menu')).toBe('/cache/cache/menu');
    expect(cacheMessages.success).toBe('Cache pomyślnie usunięty.');
    expect(cacheMessages.failure).toBe('Wystąpił błąd podczas usuwania cache. Spróbuj ponownie.');
  });

  it('reads the RSS answer as HTML', () => {
    expect(parsed(rssGenerateResponseSchema, '<ul></ul>')).toBe('<ul></ul>');
    expect(parsed(rssGenerateResponseSchema, { html: '<p>x</p>' })).toBe('<p>x</p>');
    expect(violations(rssGenerateResponseSchema, 5)).not.toEqual([]);
  });
});
