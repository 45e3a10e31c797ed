/**
 * The menu of every demo user matches the route table (01 §2 "Menu", §6): entries by roles and position,
 * groups as accordions, the user box, the active entry by the path's first segment under the prefix.
 */
import { DEMO_USERS } from '@redakcja/api-sandbox';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../src/app/routing';
import { atHome, expectNoAxeViolations, HOME_GREETING, heading, testPanel, visible } from './harness';

type ShownItem = string | { group: string; children: string[] };

const panel = testPanel();

describe('the menu of each demo user', () => {
  for (const user of DEMO_USERS) {
    it(`${user.username} (${user.roles.join(', ')}${user.forcePasswordChange ? ', must change the password' : ''})`, async () => {
      const { page } = await panel.open({ as: user.username });
      const expected: ShownItem[] = buildMenu({
        user: { roles: user.roles, forcePasswordChange: user.forcePasswordChange },
        enabledAreas: [],
      }).map((item) =>
        item.kind === 'group'
          ? { group: item.label, children: item.children.map((child) => child.label) }
          : item.label,
      );
      // The shell is there (its user box) before its menu is read.
      const box = page.getByRole('region', { name: 'Zalogowany użytkownik' });
      await visible(box.getByText(user.username, { exact: true }));
      if (!user.forcePasswordChange)
        await visible(page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link').first());
      const shown = await page.evaluate(() => {
        const list = document.querySelector(
          'nav[aria-label="Menu główne"] > div > ul, nav[aria-label="Menu główne"] ul',
        );
        return [...(list?.children ?? [])].map((item) => {
          const trigger = item.querySelector('button');
          if (trigger) {
            return {
              group: trigger.textContent?.trim() ?? '',
              children: [...item.querySelectorAll('a')].map((link) => link.textContent?.trim() ?? ''),
            };
          }
          return item.querySelector('a')?.textContent?.trim() ?? '';
        });
      });
      expect(shown).toEqual(expected);
      if (user.forcePasswordChange) expect(expected).toEqual([]);
      else expect(expected[0]).toBe('Strona główna');
      // The user box: the username with 'Zmień hasło' and 'Wyloguj'.
      await visible(box.getByRole('button', { name: 'Zmień hasło' }));
      await visible(box.getByRole('button', { name: 'Wyloguj' }));
    });
  }

  it('spells out the examples of the issue: komentarze sees Home and Comments; nowy sees no entry', () => {
    const menu = (username: string) => {
      const user = DEMO_USERS.find((candidate) => candidate.username === username);
      if (!user) throw new Error(username);
      return buildMenu({ user, enabledAreas: [] }).map((item) => item.label);
    };
    expect(menu('komentarze')).toEqual(['Strona główna', 'Komentarze']);
    expect(menu('nowy')).toEqual([]);
    expect(menu('admin')).toEqual(
      expect.arrayContaining([
        'Strona główna',
        'Komentarze',
        'Blokowanie',
        'Grupy',
        'Kategorie',
        'Cache',
        'Historia logowań',
        'Weryfikacja Google',
      ]),
    );
    expect(menu('redaktor')).toEqual(expect.arrayContaining(['Strona główna', 'Cache']));
    expect(menu('redaktor')).not.toContain('Kategorie');
  });
});

describe('the active entry', () => {
  it('follows the first segment under the prefix, on list and edit screens alike', async () => {
    const { page } = await panel.open({ as: 'admin' });
    const nav = page.getByRole('navigation', { name: 'Menu główne' });
    await panel.visit(page, '/categories/new');
    await visible(heading(page, 'Nowa kategoria'));
    expect(await nav.getByRole('link', { name: 'Kategorie' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    await nav.getByRole('link', { name: 'Historia logowań' }).click();
    await visible(heading(page, 'Historia logowań'));
    expect(await nav.getByRole('link', { name: 'Historia logowań' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await nav.getByRole('link', { name: 'Kategorie' }).getAttribute('aria-current')).toBeNull();
    await panel.visit(page, '/');
    await atHome(page);
    expect(await nav.getByRole('link', { name: 'Strona główna' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(page, 'home with menu');
    // The logo leads Home as well.
    await panel.visit(page, '/logs');
    await page.getByRole('link', { name: 'Redakcja' }).click();
    await visible(heading(page, HOME_GREETING));
  });
});
