import { describe, expect, it } from 'vitest';
import { ROUTE_DATA, type RouteData } from '../areas';
import { visitOf } from '../features/palette/visits';
import { ROUTES } from '../routes';
import { paletteSources, RECORD_AREAS } from './paletteSources';
import { recordingClient } from './recordingClient';
import { buildMenu } from './routing';

const as = (...roles: string[]) => ({ user: { roles, forcePasswordChange: false }, enabledAreas: [] });

describe('what the palette offers', () => {
  it('the screens of the menu the roles see, groups flattened in place', () => {
    for (const roles of [['root'], ['editor'], ['comment_all'], ['prs_all', 'press_editor']]) {
      const context = as(...roles);
      const menu = buildMenu(context).flatMap((item) =>
        item.kind === 'group' ? item.children.map((child) => child.to) : [item.to],
      );
      expect(paletteSources(context).screens.map((screen) => screen.to)).toEqual(menu);
    }
    const stats = paletteSources(as('root')).screens.find((screen) => screen.label === 'Raporty');
    expect(stats?.group).toBe('Statystyki');
  });

  it("the add screens and record areas the roles may open, and none of the others'", () => {
    const editor = paletteSources(as('editor'));
    expect(editor.creates.map((create) => create.label)).toEqual(
      expect.arrayContaining(['Nowy artykuł', 'Nowy artykuł sponsorowany', 'Nowy player']),
    );
    expect(editor.creates.map((create) => create.label)).not.toContain('Nowa kategoria');
    expect(editor.records.map((area) => area.key)).toEqual(['articles', 'sponsoredArticles', 'players']);
    expect(paletteSources(as('comment_all')).records).toEqual([]);
    expect(paletteSources(as('comment_all')).creates).toEqual([]);
    expect(paletteSources(as('prs_all', 'press_editor')).records.map((area) => area.key)).toEqual([
      'pressNews',
      'pressMagazines',
    ]);
    // A phone editor lists producers but may not edit them.
    expect(paletteSources(as('phone_editor')).records).toEqual([]);
    // Disabled areas (D9) stay out until the installation enables them.
    expect(paletteSources(as('root')).records.map((area) => area.key)).not.toContain('probes');
    const enabled = paletteSources({ ...as('root'), enabledAreas: ['probes'] });
    expect(enabled.records.map((area) => area.key)).toContain('probes');
  });

  it('opens a record at its edit path', () => {
    const articles = paletteSources(as('root')).records.find((area) => area.key === 'articles');
    expect(articles?.pathOf(12)).toBe('/articles/edit/12');
  });

  it('remembers screens, add screens and records, and nothing else', () => {
    const sources = paletteSources(as('root'));
    expect(visitOf(sources, '/comments')).toEqual({ to: '/comments', label: 'Komentarze', kind: 'Ekran' });
    expect(visitOf(sources, '/categories/new')).toEqual({
      to: '/categories/new',
      label: 'Nowa kategoria',
      kind: 'Dodawanie',
    });
    expect(visitOf(sources, '/articles/edit/7')).toEqual({
      to: '/articles/edit/7',
      label: 'Edycja artykułu 7',
      kind: 'Artykuł',
    });
    expect(visitOf(sources, '/articles/preview/7')).toBeNull();
    expect(visitOf(paletteSources(as('editor')), '/categories')).toBeNull();
  });
});

/**
 * Every record area written out, as the derivation must give it: key, kind, the route opening a record,
 * then the calls of a search for 'abc' and of a lookup of id 7 (one list's filter each; articles by title
 * alone, split by `sponsored`).
 */
const EXPECTED_AREAS = [
  ['articles', 'Artykuł', 'articleEdit', '/api/articles?page=1&sponsored=0&title=abc', '/api/articles/7'],
  [
    'sponsoredArticles',
    'Artykuł sponsorowany',
    'sponsoredArticleEdit',
    '/api/articles?page=1&sponsored=1&title=abc',
    '/api/articles/7',
  ],
  ['categories', 'Kategoria', 'categoryEdit', '/api/categories?page=1&name=abc', '/api/categories/7'],
  ['authors', 'Autor', 'authorEdit', '/api/authors?page=1&name=abc', '/api/authors/7'],
  ['groups', 'Grupa', 'groupEdit', '/api/groups?page=1&name=abc', '/api/groups/7'],
  ['users', 'Użytkownik', 'userEdit', '/api/users?page=1&username=abc', '/api/users/7'],
  ['players', 'Player', 'playerEdit', '/api/players?page=1&title=abc', '/api/players/7'],
  ['producers', 'Producent telefonów', 'producerEdit', '/api/producers?page=1&name=abc', '/api/producers/7'],
  ['silos', 'Silos', 'siloEdit', '/api/silos?page=1&name=abc', '/api/silos/7'],
  [
    'siloGroups',
    'Grupa silosów',
    'siloGroupEdit',
    '/api/silos_groups?page=1&name=abc',
    '/api/silos_groups/7',
  ],
  ['sites', 'Strona', 'siteEdit', '/api/sites?page=1&name=abc', '/api/sites/7'],
  ['kfCompanies', 'Firma', 'kfCompanyEdit', '/api/kf_companies?page=1&name=abc', '/api/kf_companies/7'],
  [
    'pressCompanies',
    'Profil prasowy',
    'pressCompanyEdit',
    '/api/companies?page=1&name=abc',
    '/api/companies/7',
  ],
  ['pressNews', 'News prasowy', 'pressNewsShow', '/api/news?page=1&title=abc', '/api/news/7'],
  [
    'pressMagazines',
    'Magazyn',
    'pressMagazineEdit',
    '/api/press_magazines?page=1&title=abc',
    '/api/press_magazines/7',
  ],
  [
    'pressPublishers',
    'Wydawca prasy',
    'pressPublisherEdit',
    '/api/press_publishers?page=1&name=abc',
    '/api/press_publishers/7',
  ],
  ['adverts', 'Reklama', 'advertEdit', '/api/advs?page=1&title=abc', '/api/advs/7'],
  [
    'advertisingIndustries',
    'Branża reklamowa',
    'advertisingIndustryEdit',
    '/api/adv_industries?page=1&name=abc',
    '/api/adv_industries/7',
  ],
  ['probes', 'Sonda', 'probeEdit', '/api/probes?page=1&title=abc', '/api/probes/7'],
  [
    'photoReportages',
    'Fotoreportaż',
    'photoReportageEdit',
    '/api/photo_reportages?page=1&title=abc',
    '/api/photo_reportages/7',
  ],
];

describe('the record areas, derived from the lists that declare `palette`', () => {
  const declared = (ROUTE_DATA as readonly RouteData[]).filter((route) => route.palette);

  it('one per list declaring it, opened on the edit route crud() made (or the one the list names)', () => {
    expect(RECORD_AREAS.map((area) => area.key)).toEqual(declared.map((route) => route.name));
    for (const list of declared) {
      const area = RECORD_AREAS.find((candidate) => candidate.key === list.name);
      expect(area?.kind).toBe(list.palette?.kind);
      expect(area?.open).toBe(list.palette?.open);
      if (list.crud?.edit) expect(area?.open).toBe(list.crud.edit);
      const open = ROUTES.find((route) => route.name === area?.open);
      expect(open?.path).toMatch(/\/:id$/);
      expect(open?.area).toBeTruthy();
    }
  });

  it('are the areas written out above, calling the API as written', async () => {
    const derived = [];
    for (const area of RECORD_AREAS) {
      const { requested, client } = recordingClient();
      const finder = await area.load();
      const signal = new AbortController().signal;
      await finder.search(client, 'abc', signal);
      // The recording client answers a page, not a record: the lookup's call is what is checked.
      await finder.byId(client, '7', signal).catch(() => null);
      derived.push([
        area.key,
        area.kind,
        area.open,
        ...requested.map((url) => new URL(url).pathname + new URL(url).search),
      ]);
    }
    const byKey = (rows: readonly (readonly string[])[]) =>
      [...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(byKey(derived)).toEqual(byKey(EXPECTED_AREAS));
  });
});
