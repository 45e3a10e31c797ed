import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/client';
import * as resourceModules from '../../src/resources/index';

describe("the client's area modules", () => {
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:1' });

  it('are every create…Resource the resources export, by name, without the lists’ own factories', () => {
    const expected = Object.keys(resourceModules)
      .map((name) => /^create(\w+)Resource$/.exec(name)?.[1])
      .filter((name): name is string => name !== undefined && !name.endsWith('List'))
      .map((name) => name.charAt(0).toLowerCase() + name.slice(1));
    expect(expected).toContain('groups');
    for (const name of expected) expect(client, name).toHaveProperty(name);
    expect(client).not.toHaveProperty('groupList');
  });

  it('keep the names the CLI and the panel call them by', () => {
    expect(Object.keys(client)).toEqual(
      expect.arrayContaining([
        'groups',
        'advIndustries',
        'google',
        'media',
        'selects',
        'pressIssues',
        'bans',
      ]),
    );
    expect(typeof client.creatable).toBe('function');
    expect(typeof client.groups.list).toBe('function');
  });
});
