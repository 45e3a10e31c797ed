/**
 * What the newsletter builder's browser tests share: the preview frame and its e-mail, the blocks and
 * dialogs beside it, axe on the screen and on the e-mail, and the API behind the builder.
 */
import { AxeBuilder } from '@axe-core/playwright';
import {
  type AuthorFull,
  authorFullSchema,
  fromNewsletter,
  type NewsletterData,
  type NewsletterVariant,
  newsletterDataSchema,
  sharedMessages,
} from '@redakcja/api-sdk';
import { FRAME_DOCUMENT_POLICY } from '@redakcja/ui/html';
import { renderNewsletter, toNewsletterRenderData } from '@redakcja/ui/newsletter';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { framedContent, gone, type Panel, visible } from './harness';

export const PREVIEW = 'iframe[title="Podgląd newslettera"]';
/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// ---------------------------------------------------------------------------------------------------
// Helpers

export const NOT_A_WEB_ADDRESS = sharedMessages.webUrl;

/** The policy the panel puts first in every document it frames: no script of the newsletter runs. */
export const FRAME_POLICY_META = `<meta http-equiv="Content-Security-Policy" content="${FRAME_DOCUMENT_POLICY}">`;

/**
 * The newsletter's HTML the preview shows: the document the frame page's nested frame holds (its srcdoc,
 * exactly), once the page answered that it shows the panel's latest version and the frame's policy
 * (checked to be there, right after the doctype) is taken out.
 */
export async function previewHtml(page: Page): Promise<string> {
  const { html: srcdoc } = await framedContent(page, PREVIEW);
  const doctype = /^<!DOCTYPE html>/i.exec(srcdoc)?.[0] ?? '';
  expect(srcdoc.slice(doctype.length, doctype.length + FRAME_POLICY_META.length)).toBe(FRAME_POLICY_META);
  return doctype + srcdoc.slice(doctype.length + FRAME_POLICY_META.length);
}

/** The control block beside the frame named `name` (a region with that heading). */
export function block(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

export function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

export async function openBannerDialog(page: Page, slot: number): Promise<Locator> {
  await block(page, `Baner ${slot}`).getByRole('button', { name: 'Ustaw baner' }).click();
  const modal = dialog(page, `Ustaw baner: Baner ${slot}`);
  await visible(modal);
  return modal;
}

/**
 * E-mails axe found no violation in, by their bytes: a dialog opened over the builder leaves the e-mail
 * as it was, and the same document gets the same answer, so each e-mail a file makes is checked once.
 */
const accessibleEmails = new Set<string>();

/**
 * axe on the screen (open dialogs included) and, as a page of its own, on the e-mail of the preview. No
 * script runs in the e-mail's sandboxed frame, so axe cannot run inside it (its frame injection would
 * wait forever); the e-mail is read from that frame's srcdoc and checked where scripts may run, as the
 * 'ZOBACZ W PRZEGLĄDARCE' copy is read (UI-19).
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude('[data-live-announcer]')
    .exclude(PREVIEW)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(summarise(results.violations), `axe violations on ${label}`).toEqual([]);
  const html = await previewHtml(page);
  if (accessibleEmails.has(html)) return;
  const email = await page.context().newPage();
  try {
    await email.setContent(html);
    const emailResults = await new AxeBuilder({ page: email })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    expect(summarise(emailResults.violations), `axe violations in the e-mail of ${label}`).toEqual([]);
    accessibleEmails.add(html);
  } finally {
    await email.close();
  }
}

export function summarise(
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

export async function newsletterCount(p: Panel): Promise<number> {
  const list = (await p.apiGet('/api/newsletters')) as { 'hydra:totalItems': number };
  return list['hydra:totalItems'];
}

// ---------------------------------------------------------------------------------------------------

export interface Offer {
  value: string;
  position: string;
  company: string;
}
export const offerLabel = (offer: Offer) =>
  offer.company ? `${offer.position} — ${offer.company}` : offer.position;

/** Generates and waits for the answer of the call it makes (POST, or PUT for a regeneration). */
export async function generateAndWait(
  page: Page,
  method: 'POST' | 'PUT',
  path: string | RegExp,
): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      (typeof path === 'string' ? new URL(response.url()).pathname === path : path.test(response.url())),
  );
  await page.getByRole('button', { name: /^(Wygeneruj html|Wygenerowano)$/ }).click();
  expect((await answered).ok()).toBe(true);
  await visible(page.getByRole('button', { name: 'Wygenerowano' }));
}

export async function setBannerText(page: Page, slot: number, text: string, url = ''): Promise<void> {
  const modal = await openBannerDialog(page, slot);
  await modal.getByRole('radiogroup').getByText('Tekst', { exact: true }).click();
  await modal.getByRole('textbox', { name: 'Tekst' }).fill(text);
  await modal.getByRole('textbox', { name: 'Adres URL' }).fill(url);
  await modal.getByRole('button', { name: 'Zapisz' }).click();
  await gone(modal);
}

/**
 * The helpers that reach the panel's sandbox: the API behind the builder, its static files, the builder
 * opened as admin, and the e-mail the shared renderer makes from the sandbox's data.
 */
export function newsletterApi(panel: Panel) {
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

  /** The e-mail of the renderer for the builder's unedited state: what the CLI would render. */
  function expectedEmail(data: NewsletterData, variant: NewsletterVariant, author: AuthorFull | null = null) {
    return renderNewsletter(
      toNewsletterRenderData(data, fromNewsletter(data.newsletter), data.jobOffers, author),
      { variant, product: 'WM', siteUrl: panel.api, staticUrl: panel.api },
    );
  }

  async function authorFull(id: string | number): Promise<AuthorFull> {
    return authorFullSchema.parse(await panel.apiGet(`/api/authors/full/${id}`));
  }

  return { apiSend, builderData, staticFile, openBuilder, expectedEmail, authorFull };
}
