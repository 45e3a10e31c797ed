import { describe, expect, it } from 'vitest';
import {
  AREA_KEYS,
  AREA_LOOKUPS,
  AREAS,
  type AreaKey,
  accessibleAreas,
  areaOfApiCall,
  canAccess,
  canCall,
  canUseLookup,
  LOOKUPS,
  rolesForLookup,
} from '../../src/access';
import { ROLE_VALUES } from '../../src/constants';

const OPEN: AreaKey[] = ['home', 'passwordChange'];

/** The enabled areas each role reaches, from the route tables (01 §2, 02 §2, 03 §2, D10). */
const expectedByRole: Record<string, AreaKey[]> = {
  supereditor: [...OPEN, 'articles', 'sponsoredArticles', 'cache', 'players'],
  editor: [...OPEN, 'articles', 'sponsoredArticles', 'cache', 'players'],
  comment_all: [...OPEN, 'comments'],
  phone_editor: [...OPEN, 'producers'],
  prs_all: [...OPEN, 'pressNews'],
  press_editor: [...OPEN, 'pressMagazines'],
  // Not tied to any enabled route (01 §6).
  subpageeditor: OPEN,
  simple_editor: OPEN,
  photo_editor: OPEN,
  advs_editor: OPEN,
  dictionary_all: OPEN,
};

const enabledAreas = AREA_KEYS.filter((area) => AREAS[area].enabled);

describe('the area names', () => {
  it('are the keys of the access table, in its order (the panel entry reads the names alone)', () => {
    expect(AREA_KEYS).toEqual(Object.keys(AREAS));
  });
});

describe('canAccess against the route tables', () => {
  it('lets root use every area', () => {
    expect(accessibleAreas(['root'])).toEqual(AREA_KEYS);
  });

  it.each(Object.entries(expectedByRole))('%s reaches exactly its enabled areas', (role, expected) => {
    const reached = enabledAreas.filter((area) => canAccess([role], area));
    expect(reached.sort()).toEqual([...expected].sort());
  });

  it('opens areas without roles to any logged-in user', () => {
    expect(canAccess([], 'home')).toBe(true);
    expect(canAccess([], 'passwordChange')).toBe(true);
    expect(canAccess([], 'articles')).toBe(false);
  });

  it('combines roles', () => {
    expect(canAccess(['comment_all', 'prs_all'], 'comments')).toBe(true);
    expect(canAccess(['comment_all', 'prs_all'], 'pressNews')).toBe(true);
    expect(canAccess(['comment_all', 'prs_all'], 'articles')).toBe(false);
  });

  it('splits producers: the list for phone editors, new and edit for root', () => {
    expect(canAccess(['phone_editor'], 'producers')).toBe(true);
    expect(canAccess(['phone_editor'], 'producersEdit')).toBe(false);
  });

  it('keeps Google verification for root only (D10)', () => {
    for (const role of ROLE_VALUES.filter((role) => role !== 'root')) {
      expect(canAccess([role], 'googleCredentials')).toBe(false);
    }
  });

  it('keeps the disabled areas of D9 in the table, disabled', () => {
    for (const area of [
      'dictionaries',
      'probes',
      'peopleList',
      'advertsList',
      'photoReportages',
      'agencyNews',
      'trends',
      'events',
      'marketResearch',
      'jobs',
      'promotions',
      'phones',
      'pressPublishers',
      'pressUsers',
    ] as const) {
      expect(AREAS[area].enabled, area).toBe(false);
    }
    expect(canAccess(['dictionary_all'], 'dictionaries')).toBe(true);
    expect(canAccess(['advs_editor'], 'advertsList')).toBe(true);
  });
});

describe('lookups', () => {
  it('lets editors search and create authors and read the selects their article form needs', () => {
    expect(rolesForLookup('authors')).toEqual(['root', 'supereditor', 'editor']);
    expect(canUseLookup(['editor'], 'authors')).toBe(true);
    expect(canUseLookup(['editor'], 'groupsSelect')).toBe(true);
    expect(canUseLookup(['comment_all'], 'authors')).toBe(false);
    expect(rolesForLookup('pressPublishersSelect')).toEqual(['root', 'press_editor']);
    expect(rolesForLookup('siloGroupsSelect')).toEqual(['root']);
  });

  it('only names lookups that exist', () => {
    for (const lookups of Object.values(AREA_LOOKUPS)) {
      for (const lookup of lookups ?? []) expect(Object.keys(LOOKUPS)).toContain(lookup);
    }
  });
});

describe('canCall (the sandbox authorisation)', () => {
  it.each([
    // [roles, method, path, allowed]
    [null, 'POST', '/api/token/auth', true],
    [null, 'POST', '/api/token/refresh', true],
    [null, 'GET', '/api/articles', false],
    [['root'], 'DELETE', '/api/users/3', true],
    [['comment_all'], 'PATCH', '/api/users/change_password', true],
    [['comment_all'], 'PATCH', '/api/users/3', false],
    [['editor'], 'GET', '/api/articles?sponsored=0&page=2', true],
    [['editor'], 'PUT', '/api/articles/5', true],
    [['editor'], 'GET', '/api/articles/5/googleAnalytics4Statistics', true],
    [['editor'], 'POST', '/cache/cache/menu', true],
    [['editor'], 'GET', '/api/authors?page=1&name=Jan', true],
    [['editor'], 'POST', '/api/authors', true],
    [['editor'], 'GET', '/api/authors/full/4', true],
    [['editor'], 'PUT', '/api/authors/4', false],
    [['editor'], 'DELETE', '/api/authors/4', false],
    [['editor'], 'GET', '/api/authors/stats', false],
    [['editor'], 'GET', '/api/groups/select', true],
    [['editor'], 'GET', '/api/groups', false],
    [['editor'], 'POST', '/api/media_tops', true],
    [['editor'], 'POST', '/api/filemenagerdata', true],
    // The picker's caption and delete in every catalogue ('Top', 'Top 655x200' …), not only the main one.
    [['editor'], 'PATCH', '/api/media_tops/7', true],
    [['editor'], 'DELETE', '/api/media_top200s/7', true],
    [['editor'], 'GET', '/api/media_onlywms/7', true],
    [['comment_all'], 'DELETE', '/api/media_tops/7', false],
    [['editor'], 'POST', '/api/article_images', true],
    [['editor'], 'GET', '/api/photo_reportages/select?type=gallery', true],
    [['editor'], 'GET', '/api/newsletters', false],
    [['comment_all'], 'DELETE', '/api/comments/9', true],
    [['comment_all'], 'POST', '/api/media', false],
    [['phone_editor'], 'GET', '/api/producers?name=No', true],
    [['phone_editor'], 'PUT', '/api/producers/2', false],
    [['phone_editor'], 'DELETE', '/api/producers/2', false],
    [['prs_all'], 'PATCH', '/api/news/3', true],
    [['press_editor'], 'GET', '/api/press_publishers/select', true],
    [['press_editor'], 'POST', '/api/press_magazine_numbers', true],
    [['press_editor'], 'GET', '/api/press_magazines/3/numbers', true],
    [['press_editor'], 'GET', '/api/companies', false],
    [['supereditor'], 'POST', '/api/google/credentials', false],
    [['dictionary_all'], 'GET', '/api/dictionarycategories/select', true],
    [['advs_editor'], 'GET', '/api/adv_industries/select', false],
    [['editor'], 'GET', '/api/unknown', false],
  ] as const)('%j %s %s → %s', (roles, method, path, allowed) => {
    expect(canCall(roles, method, path)).toBe(allowed);
  });

  it('maps API paths to areas', () => {
    expect(areaOfApiCall('GET', '/api/silos_groups/2')).toBe('siloGroups');
    expect(areaOfApiCall('GET', '/api/black_words')).toBe('bans');
    expect(areaOfApiCall('PUT', '/api/black_email_domains/0')).toBe('bans');
    expect(areaOfApiCall('GET', 'http://127.0.0.1:8080/api/newsletter_data')).toBe('newsletters');
    expect(areaOfApiCall('GET', '/api/producers')).toBe('producers');
    expect(areaOfApiCall('GET', '/api/producers/4')).toBe('producersEdit');
    expect(areaOfApiCall('POST', '/cache/articles/delete_cache')).toBe('cache');
    expect(areaOfApiCall('GET', '/other')).toBeNull();
  });
});
