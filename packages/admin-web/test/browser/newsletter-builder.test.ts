/**
 * The newsletter builder (03 §2, §4, §5, §7, §8; D3, D7, D16, D25) in Chromium against the sandbox:
 * 'Nowy newsletter', the loading indicator, the e-mail of the shared renderer in a sandboxed frame (the
 * very bytes `redakcja newsletter generate` would render from the same data), the block controls beside
 * it, 'Ustaw baner' in its four modes with the initial-mode rule and the upload failure, the lead and
 * exclusive segments of the alternative version, 'Ustaw oferty', 'Wygeneruj html' (the static copy is
 * the preview's HTML byte for byte), the alternative's new tab, the prefill of the next newsletter, D25
 * regeneration, script payloads that run nowhere, and axe on the screen and every dialog.
 */

import { AxeBuilder } from '@axe-core/playwright';
import {
  fromNewsletter,
  type NewsletterData,
  type NewsletterVariant,
  newsletterDataSchema,
  newsletterSchema,
} from '@redakcja/api-sdk';
import { renderNewsletter, toNewsletterRenderData } from '@redakcja/ui/newsletter';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gone, heading, holdRequests, type Panel, pathOf, testPanel, visible } from './harness';

const panel = testPanel();

const PREVIEW = 'iframe[title="Podgląd newslettera"]';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// ---------------------------------------------------------------------------------------------------
// Helpers

async function apiSend(method: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${panel.api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await panel.apiToken()}`,
      'content-type': 'application/json',
      accept: 'application/ld+json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function builderData(): Promise<NewsletterData> {
  return newsletterDataSchema.parse(await panel.apiGet('/api/newsletter_data'));
}

async function staticFile(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${panel.api}${path}`);
  return { status: response.status, text: await response.text() };
}

/** Opens a builder route as admin and waits for its preview. */
async function openBuilder(path: string): Promise<Page> {
  const { page } = await panel.open({ as: 'admin', path });
  await visible(page.locator(PREVIEW));
  return page;
}

/** The HTML the preview frame shows (its srcdoc, exactly). */
async function previewHtml(page: Page): Promise<string> {
  return (await page.locator(PREVIEW).getAttribute('srcdoc')) ?? '';
}

/** The control block beside the frame named `name` (a region with that heading). */
function block(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

async function openBannerDialog(page: Page, slot: number): Promise<Locator> {
  await block(page, `Baner ${slot}`).getByRole('button', { name: 'Ustaw baner' }).click();
  const modal = dialog(page, `Ustaw baner: Baner ${slot}`);
  await visible(modal);
  return modal;
}

/** The e-mail of the renderer for the builder's unedited state: what the CLI would render. */
function expectedEmail(data: NewsletterData, variant: NewsletterVariant, author = null) {
  return renderNewsletter(
    toNewsletterRenderData(data, fromNewsletter(data.newsletter), data.jobOffers, author),
    { variant, product: 'WM', siteUrl: panel.api, staticUrl: panel.api },
  );
}

/**
 * axe on the screen (open dialogs included) and, as a page of its own, on the e-mail of the preview. No
 * script runs in the sandboxed frame, so axe cannot run inside it (its frame injection would wait
 * forever); the e-mail is read from the frame's srcdoc and checked where scripts may run, as the
 * 'ZOBACZ W PRZEGLĄDARCE' copy is read (UI-19).
 */
async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude('[data-live-announcer]')
    .exclude(PREVIEW)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(summarise(results.violations), `axe violations on ${label}`).toEqual([]);
  const email = await page.context().newPage();
  try {
    await email.setContent(await previewHtml(page));
    const emailResults = await new AxeBuilder({ page: email })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    expect(summarise(emailResults.violations), `axe violations in the e-mail of ${label}`).toEqual([]);
  } finally {
    await email.close();
  }
}

function summarise(
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[],
) {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

async function generate(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Wygeneruj html' }).click();
  await visible(page.getByRole('button', { name: 'Wygenerowano' }));
}

async function newsletterCount(p: Panel): Promise<number> {
  const list = (await p.apiGet('/api/newsletters')) as { 'hydra:totalItems': number };
  return list['hydra:totalItems'];
}

// ---------------------------------------------------------------------------------------------------

describe('the standard builder', () => {
  it("shows 'Nowy newsletter', a loading indicator, then the renderer's 740 px e-mail in a sandboxed frame", async () => {
    const { page } = await panel.open({ as: 'admin' });
    const held = await holdRequests(page, '**/api/newsletter_data');
    await panel.visit(page, '/newsletters/new');
    await visible(heading(page, 'Nowy newsletter'));
    await held.sent;
    await visible(page.getByRole('main').getByRole('progressbar', { name: 'Ładowanie…' }));
    await held.release();
    await visible(page.locator(PREVIEW));
    await gone(page.getByRole('main').getByRole('progressbar'));
    await visible(page.getByRole('link', { name: 'Powrót' }));

    const frame = page.locator(PREVIEW);
    // No script runs in the frame: a sandbox without allow-scripts (nor anything else).
    expect(await frame.getAttribute('sandbox')).toBe('');
    const data = await builderData();
    const html = await previewHtml(page);
    expect(html).toBe(expectedEmail(data, 'standard'));
    expect(html).toContain('data-newsletter-variant="standard"');
    expect(html).toContain('width="740"');
    for (const text of [
      'Tylko na WM',
      'Ogłoszenia o pracę',
      'DODAJ WŁASNE',
      'WIĘCEJ',
      'ZOBACZ W PRZEGLĄDARCE',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(`${panel.api}/nsl/${data.fileName}.html`);

    // The controls beside the e-mail, one block each, in its order; no segments in the standard version.
    const names = await page
      .getByRole('list', { name: 'Bloki newslettera' })
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(names).toEqual([
      'Baner 1',
      'Newsy dnia',
      'Baner 2',
      'Tylko na WM',
      'Baner 3',
      'Newsy partnerskie',
      'Telewizja',
      'Radio',
      'Reklama',
      'Prasa',
      'Baner 4',
      'Internet',
      'Badania marketingowe',
      'PR',
      'Technologie',
      'Baner 5',
      'Ogłoszenia o pracę',
      'Baner 6',
      'Stopka',
    ]);
    expect(await block(page, 'Newsy dnia').textContent()).toContain(`Artykuły: ${data.newsOfTheDay.length}`);
    await expectNoAxeViolations(page, 'the standard builder');
  });

  it("'Ustaw baner': the initial mode follows the slot, and select, new, txt and none set it", async () => {
    const page = await openBuilder('/newsletters/new');
    const last = (await builderData()).newsletter!;
    expect(last.baner1Img).not.toBe('');
    expect([last.baner3Img, last.baner3Txt]).toEqual(['', expect.any(String)]);
    expect([last.baner5Img, last.baner5Txt]).toEqual(['', '']);

    // The initial mode: select when an image exists, txt when only text, otherwise none.
    const initial: [number, string][] = [
      [1, 'Istniejący obraz'],
      [3, 'Tekst'],
      [5, 'Brak baneru'],
    ];
    for (const [slot, mode] of initial) {
      const modal = await openBannerDialog(page, slot);
      expect(await modal.getByRole('radio', { name: mode }).isChecked()).toBe(true);
      await expectNoAxeViolations(page, `'Ustaw baner' ${slot} (${mode})`);
      await modal.getByRole('button', { name: 'Anuluj' }).click();
      await gone(modal);
    }

    // select: an existing image with its url; the url goes to the image too.
    let modal = await openBannerDialog(page, 5);
    await modal.getByText('Istniejący obraz', { exact: true }).click();
    await modal.getByRole('button', { name: /Obraz/ }).click();
    await page.getByRole('option', { name: 'baner-agora.png' }).click();
    await visible(modal.getByRole('img', { name: 'baner-agora.png' }));
    await modal.getByRole('textbox', { name: 'Adres URL' }).fill('https://reklama.example/agora');
    await expectNoAxeViolations(page, "'Ustaw baner' select");
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await gone(modal);
    expect(await block(page, 'Baner 5').textContent()).toContain('Obraz: baner-agora.png');
    let html = await previewHtml(page);
    expect(html).toContain(`src="${panel.api}/newsletter_images/baner-agora.png"`);
    expect(html).toContain('href="https://reklama.example/agora"');
    const images = (await panel.apiGet('/api/newsletters_images/select')) as {
      'hydra:member': { id: number; fileName: string; url: string }[];
    };
    expect(images['hydra:member'].find((image) => image.fileName === 'baner-agora.png')?.url).toBe(
      'https://reklama.example/agora',
    );

    // new: images only; spaces in the name become hyphens.
    modal = await openBannerDialog(page, 6);
    await modal.getByText('Nowy obraz', { exact: true }).click();
    const fileInput = modal.locator('input[type="file"]');
    expect(await fileInput.getAttribute('accept')).toBe('image/*');
    await fileInput.setInputFiles({
      name: 'cennik.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF'),
    });
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await visible(modal.getByText('Plik musi być obrazem.'));
    await fileInput.setInputFiles({ name: 'wiosenna promocja.png', mimeType: 'image/png', buffer: PNG });
    await modal.getByRole('textbox', { name: 'Adres URL' }).fill('https://reklama.example/wiosna');
    await expectNoAxeViolations(page, "'Ustaw baner' new");
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await gone(modal);
    expect(await block(page, 'Baner 6').textContent()).toContain('Obraz: wiosenna-promocja.png');
    html = await previewHtml(page);
    expect(html).toContain(`src="${panel.api}/newsletter_images/wiosenna-promocja.png"`);
    expect((await staticFile('/newsletter_images/wiosenna-promocja.png')).status).toBe(200);

    // A failed upload keeps the dialog open and says 'Błąd! Spróbuj jeszcze raz.' on its button.
    modal = await openBannerDialog(page, 4);
    await modal.getByText('Nowy obraz', { exact: true }).click();
    await modal
      .locator('input[type="file"]')
      .setInputFiles({ name: 'uszkodzony.png', mimeType: 'image/png', buffer: Buffer.from('to nie obraz') });
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await visible(modal.getByRole('button', { name: 'Błąd! Spróbuj jeszcze raz.' }));
    await modal.getByRole('button', { name: 'Anuluj' }).click();
    await gone(modal);

    // txt: text and url.
    modal = await openBannerDialog(page, 2);
    await modal.getByText('Tekst', { exact: true }).click();
    await modal.getByRole('textbox', { name: 'Tekst' }).fill('Konferencja Media 2027');
    await modal.getByRole('textbox', { name: 'Adres URL' }).fill('https://konferencja.example/');
    await expectNoAxeViolations(page, "'Ustaw baner' txt");
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await gone(modal);
    expect(await block(page, 'Baner 2').textContent()).toContain('Tekst: Konferencja Media 2027');
    html = await previewHtml(page);
    expect(html).toMatch(/<a href="https:\/\/konferencja\.example\/"[^>]*>Konferencja Media 2027<\/a>/);

    // none: clears the slot.
    modal = await openBannerDialog(page, 1);
    await modal.getByText('Brak baneru', { exact: true }).click();
    await expectNoAxeViolations(page, "'Ustaw baner' none");
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await gone(modal);
    expect(await block(page, 'Baner 1').textContent()).toContain('Brak baneru');
    html = await previewHtml(page);
    expect(html).not.toContain(`newsletter_images/${last.baner1Img}`);
  });
});
