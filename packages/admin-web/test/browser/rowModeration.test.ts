/**
 * Moderation from a comment's row: 'Zablokuj IP' for the roles that may edit the ban lists (root), none
 * for the comments-only role; a confirmation naming the address, the address added to 'Zablokowane
 * adresy IP' through the bans API, the outcome in a status message, 'Cofnij' for a few seconds, and a
 * failure's reason. Comments carry no e-mail (01 §3), so no domain is offered.
 */
import {
  BAN_IP_BUTTON,
  BAN_UNDO_WINDOW_MS,
  banIpButtonLabel,
  banListValues,
  banFromRowMessages as texts,
} from '@redakcja/api-sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAlertDialog } from './dialogs';
import { expectNoAxeViolations, gone, heading, suiteTab, tableRows, testPanel, visible } from './harness';

const TABLE = 'Lista komentarzy';
const panel = testPanel();
const moderator = suiteTab(panel, 'komentarze');
const admin = suiteTab(panel, 'admin');

interface ApiComment {
  id: number;
  ip: string | null;
}
const bannedIps = async () =>
  banListValues(((await panel.apiGet('/api/black_lists')) as { list: string | null }).list ?? '');
/** Writes the IP list straight through the API (a test's starting point). */
async function setBannedIps(values: readonly string[]) {
  const response = await fetch(`${panel.api}/api/black_lists/0`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await panel.apiToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ list: values.join('\n') }),
  });
  expect(response.ok).toBe(true);
}

/** The first comment of the list's first page that has an address, and its row's button. */
async function firstWithIp(page: Page) {
  const member = ((await panel.apiGet('/api/comments?page=1')) as { 'hydra:member': ApiComment[] })[
    'hydra:member'
  ].find((comment) => comment.ip);
  if (!member?.ip) throw new Error('no comment with an address in the demo data');
  const ip = member.ip;
  await panel.visit(page, '/comments');
  await visible(heading(page, 'Komentarze'));
  const button = page.getByRole('button', { name: banIpButtonLabel(ip, member.id), exact: true });
  await visible(button);
  return { ip, button };
}

async function confirmBan(page: Page, ip: string) {
  const dialog = await expectAlertDialog(page, {
    name: texts.title.ips,
    says: texts.question('ips', ip),
    axe: 'comments, ban confirmation',
  });
  await dialog.getByRole('button', { name: texts.confirm, exact: true }).click();
  await gone(dialog);
}

describe('moderation from the row', () => {
  it("the comments-only role gets no 'Zablokuj IP'", async () => {
    const { page } = moderator;
    await panel.visit(page, '/comments');
    await visible(heading(page, 'Komentarze'));
    const rows = await tableRows(page, TABLE);
    await visible(rows.getByRole('button', { name: /^Usuń komentarz/ }));
    expect(await page.getByRole('button', { name: new RegExp(`^${BAN_IP_BUTTON}`) }).count()).toBe(0);
    expect(await page.getByText(BAN_IP_BUTTON).count()).toBe(0);
  });

  it("root: 'Anuluj' changes nothing; 'Zablokuj' adds the address, says so, and 'Cofnij' takes it off; axe", async () => {
    const { page } = admin;
    const { ip, button } = await firstWithIp(page);
    const before = await bannedIps();
    expect(before).not.toContain(ip);

    await button.click();
    const dialog = await expectAlertDialog(page, {
      name: texts.title.ips,
      says: texts.question('ips', ip),
      axe: 'comments, ban confirmation',
    });
    await dialog.getByRole('button', { name: 'Anuluj', exact: true }).click();
    await gone(dialog);
    expect(await bannedIps()).toEqual(before);

    await button.click();
    await confirmBan(page, ip);
    const status = page.getByRole('status').filter({ hasText: texts.added('ips', ip) });
    await visible(status);
    expect(await bannedIps()).toEqual([...before, ip]);
    await expectNoAxeViolations(page, 'comments, address banned with its undo');

    await status.getByRole('button', { name: texts.undo, exact: true }).click();
    await visible(page.getByRole('status').filter({ hasText: texts.undone('ips', ip) }));
    expect(await bannedIps()).toEqual(before);
  });

  it("root: 'Cofnij' is offered for a few seconds only; a second ban of the same address says it is there", async () => {
    const { page } = admin;
    const { ip, button } = await firstWithIp(page);
    await button.click();
    await confirmBan(page, ip);
    const status = page.getByRole('status').filter({ hasText: texts.added('ips', ip) });
    await visible(status);
    const undo = status.getByRole('button', { name: texts.undo, exact: true });
    await visible(undo);
    await gone(undo, BAN_UNDO_WINDOW_MS + 7_000);
    await visible(status);
    expect(await bannedIps()).toContain(ip);

    await button.click();
    await confirmBan(page, ip);
    await visible(page.getByRole('status').filter({ hasText: texts.already('ips', ip) }));
    expect((await bannedIps()).filter((value) => value === ip)).toHaveLength(1);
  });

  it('root: a refused write says why and changes nothing; axe', async () => {
    const { page } = admin;
    const { ip, button } = await firstWithIp(page);
    await setBannedIps((await bannedIps()).filter((value) => value !== ip));
    const before = await bannedIps();
    await page.route('**/api/black_lists/0', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/ld+json',
        body: JSON.stringify({ 'hydra:description': 'Access Denied.' }),
      }),
    );
    try {
      await button.click();
      await confirmBan(page, ip);
      await visible(
        page.getByText(texts.failed('ips', ip, 'brak uprawnień do list blokad'), { exact: true }),
      );
      await expectNoAxeViolations(page, 'comments, ban refused');
      expect(await bannedIps()).toEqual(before);
    } finally {
      await page.unroute('**/api/black_lists/0');
    }
  });
});
