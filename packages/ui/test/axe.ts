import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered component and fails with a readable list of violations.
 * Disabled rules, and why:
 * - color-contrast: jsdom has no layout or computed colours; the token pairs are checked by
 *   src/theme/contrast.test.ts instead, and the panel's Chromium tests run the full rule.
 * - region: a component rendered alone is not inside a page's landmarks; pages are checked in the panel.
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
