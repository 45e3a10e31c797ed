import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered component and fails with a readable list of violations.
 * Disabled rules, and why:
 * - color-contrast: jsdom has no layout or computed colours; the token pairs are checked by
 *   src/theme/contrast.test.ts instead, and the panel's Chromium tests run the full rule.
 * - region: a component rendered alone is not inside a page's landmarks; pages are checked in the panel.
 *   `{ landmarks: true }` keeps it for a test that renders a page's whole layout (the side menu beside
 *   a main); axe runs page-level rules only on the whole document, so it then checks `document`,
 *   leaving out the rules about the HTML document itself (its title and lang are the panel's
 *   index.html, not a component's).
 */
export async function expectNoAxeViolations(
  container: Element = document.body,
  { landmarks = false }: { landmarks?: boolean } = {},
): Promise<void> {
  const results = await axe.run(landmarks ? document : container, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: landmarks },
      'document-title': { enabled: false },
      'html-has-lang': { enabled: false },
    },
  });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
