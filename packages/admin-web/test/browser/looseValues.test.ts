/**
 * Loose values staff expect checked where the specification takes any text or number (WEB-142): an odd
 * line of a blocking list, a press profile's phone, an author's links and a negative category order are
 * warned about under their field, and still saved as typed.
 */
import { looseValueWarnings } from '@redakcja/api-sdk';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textbox } from './formFields';
import { describedText, suiteTab, testPanel, visible } from './harness';

const panel = testPanel();
const admin = suiteTab(panel, 'admin');

const warnedWith = (field: Locator, warning: string) =>
  expect.poll(() => describedText(field)).toContain(warning);
const notWarnedWith = (field: Locator, warning: string) =>
  expect.poll(() => describedText(field)).not.toContain(warning);

describe('loose values', () => {
  it("'Blokowanie' warns about lines that are no IP or no e-mail domain, and saves them as typed", async () => {
    const { page } = admin;
    await panel.visit(page, '/bans');
    const ipSection = page.getByRole('region', { name: 'Zablokowane adresy IP' });
    const ips = ipSection.getByRole('textbox', { name: 'Zablokowane adresy IP' });
    await visible(ips);
    const before = await ips.inputValue();
    await ips.fill(`${before}\nto nie jest ip\n999.1.1.1`.trim());
    await warnedWith(ips, looseValueWarnings.ips(['to nie jest ip', '999.1.1.1']));
    await ipSection.getByRole('button', { name: 'Zapisz' }).click();
    await visible(ipSection.getByRole('button', { name: 'Zapisano' }));
    expect(((await panel.apiGet('/api/black_lists')) as { list: string }).list).toContain('999.1.1.1');

    const domains = page.getByRole('textbox', { name: 'Zablokowane domeny email' });
    const listed = await domains.inputValue();
    await notWarnedWith(domains, 'Uwaga');
    await domains.fill(`${listed}\njan@wp.pl`.trim());
    await warnedWith(domains, looseValueWarnings.domains(['jan@wp.pl']));
  });

  it("a press profile's 'Telefon', an author's links and a negative 'Kolejność' are warned about", async () => {
    const { page } = admin;
    await panel.visit(page, '/pr_companies/new');
    const phone = textbox(page, 'Telefon');
    await visible(phone);
    await phone.fill('telefon?!');
    await warnedWith(phone, looseValueWarnings.phone);
    await phone.fill('+48 22 123 45 67');
    await notWarnedWith(phone, looseValueWarnings.phone);

    await panel.visit(page, '/authors/new');
    for (const label of ['Twitter', 'Facebook', 'LinkedIn']) {
      const link = textbox(page, label);
      await visible(link);
      await link.fill('nie-url');
      await warnedWith(link, looseValueWarnings.webUrl);
    }
    await textbox(page, 'Twitter').fill('https://twitter.com/redakcja');
    await notWarnedWith(textbox(page, 'Twitter'), looseValueWarnings.webUrl);

    await panel.visit(page, '/categories/new');
    const order = textbox(page, 'Kolejność');
    await visible(order);
    await order.fill('-5');
    await order.press('Tab');
    await warnedWith(order, looseValueWarnings.negativeOrder);
  });
});
