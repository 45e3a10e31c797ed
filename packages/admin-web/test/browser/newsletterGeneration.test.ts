/**
 * The newsletter builder's output (03 §5, §8; D25) in Chromium against the sandbox: 'Ustaw oferty',
 * 'Wygeneruj html' (the static copy is the preview's HTML byte for byte), the prefill of the next
 * newsletter, D25 regeneration of an unsent one, script payloads that run nowhere, and a day without
 * news. The builder's screens and dialogs: newsletter-builder.test.ts.
 */
import { newsletterSchema } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import { gone, heading, pathOf, testPanel, visible } from './harness';
import {
  block,
  dialog,
  expectNoAxeViolations,
  generateAndWait,
  NOT_A_WEB_ADDRESS,
  newsletterApi,
  newsletterCount,
  type Offer,
  offerLabel,
  openBannerDialog,
  PREVIEW,
  previewHtml,
  setBannerText,
} from './newsletterBuilder';

const panel = testPanel();
const { apiSend, builderData, staticFile, openBuilder, expectedEmail } = newsletterApi(panel);

describe('job offers, generation and the next newsletter', () => {
  it("'Ustaw oferty' chooses from the latest offers; 'Wygeneruj html' publishes the preview; the record prefills the next", async () => {
    const page = await openBuilder('/newsletters/new');
    const data = await builderData();
    const offersBlock = block(page, 'Ogłoszenia o pracę');
    for (const offer of data.jobOffers) expect(await offersBlock.textContent()).toContain(offerLabel(offer));

    const latest = ((await panel.apiGet('/api/job_offers/latest')) as { 'hydra:member': Offer[] })[
      'hydra:member'
    ];
    const counts = new Map<string, number>();
    for (const offer of latest) counts.set(offerLabel(offer), (counts.get(offerLabel(offer)) ?? 0) + 1);
    const distinct = latest.filter((offer) => counts.get(offerLabel(offer)) === 1);
    const chosen = [distinct[2]!, distinct[0]!];

    await offersBlock.getByRole('button', { name: 'Ustaw oferty' }).click();
    const modal = dialog(page, 'Ustaw oferty');
    await visible(modal);
    await expectNoAxeViolations(page, "'Ustaw oferty'");
    // Every proposed offer is removed (each tag's 'Usuń'), then two others are chosen, in this order.
    for (let removed = 0; removed < data.jobOffers.length; removed++) {
      await modal.getByRole('button', { name: 'Usuń' }).first().click();
    }
    await expect.poll(() => modal.getByRole('button', { name: 'Usuń' }).count()).toBe(0);
    const box = modal.getByRole('combobox', { name: 'Oferty pracy' });
    for (const offer of chosen) {
      await box.fill(offer.position);
      await page.getByRole('option', { name: offerLabel(offer), exact: true }).click();
    }
    // The choice stays open for the next pick; Escape closes it (and only it).
    if (await page.getByRole('listbox').isVisible()) await box.press('Escape');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await gone(modal);
    const listed = (await offersBlock.getByRole('listitem').allTextContents()).map((text) => text.trim());
    expect(listed).toEqual(chosen.map(offerLabel));
    let html = await previewHtml(page);
    expect(html.indexOf(chosen[0]!.position)).toBeGreaterThan(-1);

    const marker = `Baner z testu ${Date.now()}`;
    await setBannerText(page, 1, marker, 'https://reklama.example/test');

    const before = await newsletterCount(panel);
    await generateAndWait(page, 'POST', '/api/newsletters');
    html = await previewHtml(page);
    expect((await staticFile(`/nsl/${data.fileName}.html`)).text).toBe(html);
    expect(await newsletterCount(panel)).toBe(before + 1);
    const record = (await builderData()).newsletter!;
    expect(record.fileName).toBe(data.fileName);
    expect(record.baner1Txt).toBe(marker);
    expect(record.jobOffers.map((offer) => offer.value)).toEqual(chosen.map((offer) => offer.value));

    // A second 'Wygeneruj html' regenerates this newsletter instead of adding another.
    await setBannerText(page, 1, `${marker} (poprawiony)`);
    await generateAndWait(page, 'PUT', `/api/newsletters/${record.id}`);
    html = await previewHtml(page);
    expect((await staticFile(`/nsl/${data.fileName}.html`)).text).toBe(html);
    expect(html).toContain(`${marker} (poprawiony)`);
    expect(await newsletterCount(panel)).toBe(before + 1);

    // The last saved record prefills the next newsletter.
    const next = await openBuilder('/newsletters/new');
    expect(await block(next, 'Baner 1').textContent()).toContain(`Tekst: ${marker} (poprawiony)`);
    const nextListed = await block(next, 'Ogłoszenia o pracę').getByRole('listitem').allTextContents();
    expect(nextListed.map((text) => text.trim())).toEqual(chosen.map(offerLabel));
  });
});

describe('D25: editing an unsent newsletter', () => {
  it('prefills from that record and regenerates it under its file name; a sent or missing one leaves for the list', async () => {
    const body = (txt: string) => ({
      html: `<p>${txt}</p>`,
      css: '',
      baner1_txt: txt,
      baner1_url: '',
      praca_oferty: '',
    });
    const target = await apiSend('POST', '/api/newsletters', body('D25 do poprawy'));
    await apiSend('POST', '/api/newsletters', body('Późniejszy newsletter'));
    const id = target.id as number;
    const fileName = target.fileName as string;

    const page = await openBuilder(`/newsletters/edit/${id}`);
    await visible(heading(page, 'Edycja newslettera'));
    expect(await block(page, 'Baner 1').textContent()).toContain('Tekst: D25 do poprawy');
    expect(await previewHtml(page)).toContain(`${panel.api}/nsl/${fileName}.html`);
    await expectNoAxeViolations(page, 'the D25 edit screen');

    const before = await newsletterCount(panel);
    await setBannerText(page, 1, 'D25 po poprawie');
    await generateAndWait(page, 'PUT', `/api/newsletters/${id}`);
    const html = await previewHtml(page);
    expect((await staticFile(`/nsl/${fileName}.html`)).text).toBe(html);
    expect(await newsletterCount(panel)).toBe(before);
    const record = newsletterSchema.parse(await panel.apiGet(`/api/newsletters/${id}`));
    expect(record).toMatchObject({ fileName, baner1Txt: 'D25 po poprawie' });

    // The alternative edit route regenerates the same record as the alternative version.
    const alternative = await openBuilder(`/newsletters/alternative/edit/${id}`);
    await visible(heading(alternative, 'Edycja newslettera (wersja alternatywna)'));
    expect(await block(alternative, 'Baner 1').textContent()).toContain('Tekst: D25 po poprawie');
    await block(alternative, 'Segment exclusive')
      .getByRole('button', { name: 'Edytuj segment exclusive' })
      .click();
    const modal = dialog(alternative, 'Edytuj segment exclusive');
    await modal.getByRole('textbox', { name: 'Tytuł' }).fill('D25 exclusive');
    await modal.getByRole('button', { name: 'Zapisz' }).click();
    await gone(modal);
    const popup = alternative.waitForEvent('popup');
    await generateAndWait(alternative, 'PUT', `/api/newsletters/${id}`);
    await (await popup).close();
    const regenerated = (await staticFile(`/nsl/${fileName}.html`)).text;
    expect(regenerated).toBe(await previewHtml(alternative));
    expect(regenerated).toContain('data-newsletter-variant="alternative"');
    expect(regenerated).toContain('D25 exclusive');

    // A sent newsletter, or one that does not exist, cannot be edited: the screen leaves for the list.
    await apiSend('PUT', `/api/newsletters/${id}`, {
      closed: new Date().toISOString(),
      generated: new Date().toISOString(),
    });
    // (Until the list screen is mounted, the shell then sends its unknown route home: the visits are
    // read from the tab's navigations.)
    const visited: string[] = [];
    alternative.on('framenavigated', (frame) => {
      if (frame === alternative.mainFrame()) visited.push(pathOf(alternative));
    });
    for (const path of [
      `/newsletters/edit/${id}`,
      `/newsletters/alternative/edit/${id}`,
      '/newsletters/edit/999999',
    ]) {
      visited.length = 0;
      await panel.visit(alternative, path);
      await expect.poll(() => visited).toContain('/newsletters/listing');
      expect(await alternative.locator(PREVIEW).count()).toBe(0);
    }
  });
});

describe('script payloads', () => {
  it('in banner texts and article titles run nowhere: not in the panel, the preview, nor the generated file', async () => {
    const data = await builderData();
    const article = data.newsOfTheDay[0]!;
    const titlePayload = `Tytuł <img src=x onerror="window.__pwned='title'"><script>window.__pwned='title-script'</script>`;
    const articles = panel.sandbox.context.store('articles');
    const original = articles.get(Number(article.id)).title;
    articles.update(Number(article.id), { title: titlePayload });
    try {
      const page = await openBuilder('/newsletters/new');
      const dialogs: string[] = [];
      page.on('dialog', (shown) => {
        dialogs.push(shown.message());
        void shown.dismiss();
      });
      const bannerPayload = `"><script>window.__pwned='banner'</script><img src=x onerror="window.__pwned='banner-img'">`;
      // A script link is refused under the field (nothing is set); the text goes in with no link.
      const modal = await openBannerDialog(page, 1);
      await modal.getByRole('radiogroup').getByText('Tekst', { exact: true }).click();
      await modal.getByRole('textbox', { name: 'Tekst' }).fill(bannerPayload);
      const link = modal.getByRole('textbox', { name: 'Adres URL' });
      await link.fill('javascript:window.__pwned="url"');
      await modal.getByRole('button', { name: 'Zapisz' }).click();
      await visible(modal.getByText(NOT_A_WEB_ADDRESS));
      expect(await previewHtml(page)).not.toContain('javascript:');
      await link.fill('');
      await modal.getByRole('button', { name: 'Zapisz' }).click();
      await gone(modal);

      const html = await previewHtml(page);
      expect(html).toContain('&lt;script&gt;window.__pwned=&#39;banner&#39;&lt;/script&gt;');
      expect(html).toContain('Tytuł &lt;img src=x onerror=');
      expect(html).not.toMatch(/<script>window/);
      expect(html).not.toContain('javascript:');
      expect(await page.frameLocator(PREVIEW).locator('iframe').getAttribute('sandbox')).toBe('');
      expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();

      // The preview's document where scripts may run: still nothing runs.
      const copy = await page.context().newPage();
      await copy.setContent(html);
      expect(await copy.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
      // The payloads are text: no element of the document is a script or carries a handler.
      expect(await copy.evaluate(() => document.querySelectorAll('script, [onerror]').length)).toBe(0);
      await copy.close();

      await generateAndWait(page, 'POST', '/api/newsletters');
      const published = await page.context().newPage();
      published.on('dialog', (shown) => {
        dialogs.push(shown.message());
        void shown.dismiss();
      });
      await published.goto(`${panel.api}/nsl/${data.fileName}.html`);
      await visible(published.getByText(bannerPayload, { exact: true }));
      await visible(published.getByText(titlePayload).first());
      expect(await published.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
      expect(await published.evaluate(() => document.querySelectorAll('script, [onerror]').length)).toBe(0);
      await published.close();
      expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
    } finally {
      articles.update(Number(article.id), { title: original });
    }
  });
});

describe('a day without news', () => {
  it("says 'Brak nowych newsów dnia.' beside the e-mail, which leaves the block out", async () => {
    // Two days on, nothing was published in the last 24 hours.
    panel.advanceClock(2 * 24 * 3600_000);
    const page = await openBuilder('/newsletters/new');
    const data = await builderData();
    expect(data.newsOfTheDay).toEqual([]);
    await visible(block(page, 'Newsy dnia').getByText('Brak nowych newsów dnia.', { exact: true }));
    const html = await previewHtml(page);
    expect(html).toBe(expectedEmail(data, 'standard'));
    expect(html).not.toContain('Newsy dnia');
  });
});
