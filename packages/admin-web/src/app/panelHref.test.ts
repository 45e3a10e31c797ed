import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useHref } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePanelHref } from './panelHref';

const PATHS = [
  '/',
  '/comments',
  '/articles/edit/3',
  '/comments?page=2&searchQuery=a%20b',
  '/articles#top',
  '/x/',
];

const found: { panel: string; router: string }[] = [];

function Probe({ to }: { to: string }): ReactNode {
  found.push({ panel: usePanelHref(to), router: useHref(to) });
  return null;
}

function FullAddress(): ReactNode {
  return usePanelHref('https://portal.example/a?b=1');
}

/** What both hooks give for each path, rendered inside a router at `location`. */
function hrefsAt(basename: string, location: string): { panel: string; router: string }[] {
  found.length = 0;
  renderToString(
    createElement(
      MemoryRouter,
      { basename, initialEntries: [location] },
      PATHS.map((to) => createElement(Probe, { key: to, to })),
    ),
  );
  return [...found];
}

describe('usePanelHref', () => {
  it("gives a panel path the address react-router's useHref gives it, under the base", () => {
    const hrefs = hrefsAt('/wirtualny_admin', '/wirtualny_admin/categories/edit/3');
    expect(hrefs.map((href) => href.panel)).toEqual(hrefs.map((href) => href.router));
    expect(hrefs.map((href) => href.panel)).toEqual([
      '/wirtualny_admin',
      '/wirtualny_admin/comments',
      '/wirtualny_admin/articles/edit/3',
      '/wirtualny_admin/comments?page=2&searchQuery=a%20b',
      '/wirtualny_admin/articles#top',
      '/wirtualny_admin/x/',
    ]);
  });

  it('gives the same at the root base and from any location', () => {
    for (const [basename, location] of [
      ['/', '/comments'],
      ['/admin', '/admin'],
    ] as const) {
      const hrefs = hrefsAt(basename, location);
      expect(hrefs.map((href) => href.panel)).toEqual(hrefs.map((href) => href.router));
    }
  });

  it('leaves a full address as it is', () => {
    expect(renderToString(createElement(MemoryRouter, null, createElement(FullAddress)))).toBe(
      'https://portal.example/a?b=1',
    );
  });
});
