import { describe, expect, it } from 'vitest';
import { AREA_KEYS, AREAS, areasOpenedBy, canAccess, rolesOpenNoScreen } from '../../src/index';

describe('what a role opens (the users form, SDK-55)', () => {
  it('root opens every enabled area that names roles; an editor the editorial ones; a simple editor none', () => {
    const enabledWithRoles = AREA_KEYS.filter((area) => AREAS[area].enabled && AREAS[area].roles.length > 0);
    expect(areasOpenedBy('root')).toEqual(enabledWithRoles);
    expect(areasOpenedBy('editor')).toContain('articles');
    expect(areasOpenedBy('editor').every((area) => canAccess(['editor'], area))).toBe(true);
    expect(areasOpenedBy('simple_editor')).toEqual([]);
  });

  it('warns only when every chosen role opens nothing', () => {
    expect(rolesOpenNoScreen(['simple_editor'])).toBe(true);
    expect(rolesOpenNoScreen([])).toBe(true);
    expect(rolesOpenNoScreen(['simple_editor', 'editor'])).toBe(false);
  });
});
