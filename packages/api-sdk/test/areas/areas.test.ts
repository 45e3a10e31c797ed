import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  API_RESOURCE_AREAS,
  AREAS,
  areaOfApiCall,
  MENU_POSITIONS,
  REDIRECT_DELAYS_MS,
} from '../../src/access';
import { AREA_KEYS } from '../../src/areaKeys';
import { AREA_LIST } from '../../src/areas/index';
import * as areaModuleExports from '../../src/areas/modules';
import * as resourceModules from '../../src/resources/index';

const areasDir = fileURLToPath(new URL('../../src/areas/', import.meta.url));
const areaModules = readdirSync(areasDir)
  .filter(
    (file) => file.endsWith('.ts') && !['index.ts', 'define.ts', 'list.ts', 'modules.ts'].includes(file),
  )
  .map((file) => file.replace(/\.ts$/, ''));

describe('the area modules', () => {
  it('are each listed once in AREA_LIST, under the key their file is named by', () => {
    expect(AREA_LIST.map((area) => area.key).sort()).toEqual([...areaModules].sort());
  });

  it('give AREA_KEYS, in the order of AREA_LIST', () => {
    expect(AREA_KEYS).toEqual(AREA_LIST.map((area) => area.key));
  });

  it('give the access table its roles and default state', () => {
    for (const area of AREA_LIST) {
      expect(AREAS[area.key]).toEqual({ roles: area.roles, enabled: !('disabled' in area) });
    }
  });

  it("own each API resource once, and every module's list is named in API_RESOURCE_AREAS", async () => {
    const segments: string[] = [];
    for (const key of areaModules) {
      const module: Record<string, unknown> = await import(`../../src/areas/${key}.ts`);
      const owned = module[`${key}Api`] as readonly string[] | undefined;
      for (const segment of owned ?? []) {
        segments.push(segment);
        expect(API_RESOURCE_AREAS[segment], segment).toBe(key);
        if (segment !== 'producers') expect(areaOfApiCall('GET', `/api/${segment}/7`)).toBe(key);
      }
    }
    expect(new Set(segments).size).toBe(segments.length);
    expect(Object.keys(API_RESOURCE_AREAS).sort()).toEqual(segments.sort());
  });

  it('own every resource path the resource modules call, so no resource is left to root alone', () => {
    const paths = Object.entries({ ...resourceModules, ...areaModuleExports }).filter(([name]) =>
      name.endsWith('_PATH'),
    );
    expect(paths.length).toBeGreaterThan(20);
    for (const [name, path] of paths) {
      const segment = /^\/api\/([^/]+)/.exec(String(path))?.[1] ?? '';
      expect(API_RESOURCE_AREAS[segment], name).toBeDefined();
    }
  });

  it('give the menu positions, beside the menu groups', () => {
    for (const area of AREA_LIST) {
      if ('menu' in area) expect(MENU_POSITIONS[area.key as keyof typeof MENU_POSITIONS]).toBe(area.menu);
    }
    expect(MENU_POSITIONS.statistics).toBe(100);
  });

  it('name each form of their redirect delays once', () => {
    const forms = AREA_LIST.flatMap((area) => [
      ...('redirectDelayMs' in area ? [area.key] : []),
      ...('formRedirectDelaysMs' in area ? Object.keys(area.formRedirectDelaysMs) : []),
    ]);
    expect(new Set(forms).size).toBe(forms.length);
    expect(Object.keys(REDIRECT_DELAYS_MS).sort()).toEqual([...forms].sort());
    expect(REDIRECT_DELAYS_MS.groups).toBe(1000);
    expect(REDIRECT_DELAYS_MS.statEdit).toBe(2000);
    expect(REDIRECT_DELAYS_MS.sites).toBeNull();
  });
});
