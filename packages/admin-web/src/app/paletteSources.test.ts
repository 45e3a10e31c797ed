import { describe, expect, it } from 'vitest';
import { visitOf } from '../features/palette/visits';
import { paletteSources } from './paletteSources';
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
