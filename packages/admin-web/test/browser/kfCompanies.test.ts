/**
 * The company directory, 'Katalog firm' (03 §2-§9; D24): the name search, 'Nowa firma' with every rule
 * and message ('Wartość musi być liczbą!', phone 9-15 …), the district creatable through /api/kf_regions,
 * the subcategories following the chosen category, the slug from the name and 1/0, the list 2 s after a
 * save, edit, and 'Tworzenie firmy' posting its eleven fields to /api/kf_companies.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textbox } from './formFields';
import {
  describedText,
  expectNoAxeViolations,
  expectPathAfter,
  expectRefreshBeforeEditLoad,
  gone,
  heading,
  holdRequests,
  pathOf,
  stopClock,
  suiteTab,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { expectListShownAndSearched, firstListed, membersWhere } from './lists';

const TABLE = 'Lista firm';
const number = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true }));

interface ApiCompany {
  id: number;
  name: string;
  [field: string]: unknown;
}

async function chooseCategory(page: Page, category: string) {
  await page.getByRole('button', { name: /Kategoria/ }).click();
  await visible(page.getByRole('option', { name: category, exact: true }));
  await page.getByRole('option', { name: category, exact: true }).click();
}

async function subcategoryOptions(page: Page): Promise<string[]> {
  const box = page.getByRole('combobox', { name: 'Podkategorie *', exact: true });
  await box.click();
  await box.press('ArrowDown');
  await visible(page.getByRole('listbox'));
  const names = (await page.getByRole('listbox').getByRole('option').allTextContents()).map((s) => s.trim());
  await box.press('Escape');
  return names;
}

describe('company directory', () => {
  const panel = testPanel();
  const admin = suiteTab(panel, 'admin');

  const companiesByName = (name: string) =>
    membersWhere<ApiCompany>(panel, '/api/kf_companies', 'name', name);

  it('lists the companies, searches by name, offers Tworzenie firmy', async () => {
    const { page } = admin;
    const name = (await firstListed<ApiCompany>(panel, '/api/kf_companies'))?.name ?? '';
    await expectListShownAndSearched(panel, page, {
      path: '/kf_companies',
      heading: 'Katalog firm',
      table: TABLE,
      axe: 'companies list',
      search: {
        label: 'Szukaj po nazwie',
        text: name,
        api: '/api/kf_companies',
        param: 'name',
        path: '/kf_companies',
      },
    });
    await page.getByRole('link', { name: 'Tworzenie firmy' }).click();
    await visible(heading(page, 'Tworzenie firmy'));
    expect(pathOf(page)).toBe('/kf_companies/create');
  });

  it("'Nowa firma': every message under its field, the typed text kept", async () => {
    const { page } = admin;
    await panel.visit(page, '/kf_companies/new');
    await visible(heading(page, 'Nowa firma'));
    await expectNoAxeViolations(page, '/kf_companies/new');
    const add = page.getByRole('button', { name: 'Dodaj', exact: true });
    await add.click();
    await expect.poll(() => describedText(textbox(page, 'Nazwa'))).toContain('Pole Wymagane');
    expect(await describedText(number(page, 'Rok założenia'))).toContain('Wartość musi być liczbą!');
    expect(await describedText(number(page, 'Liczba pracowników'))).toContain('Wartość musi być liczbą!');
    for (const label of ['Miasto', 'Adres', 'Telefon', 'E-mail']) {
      expect(await describedText(textbox(page, label)), label).toContain('Pole Wymagane');
    }
    await textbox(page, 'Nazwa').fill('A');
    await textbox(page, 'Telefon').fill('12345678');
    await textbox(page, 'E-mail').fill('a@b.c');
    await textbox(page, 'Opis').fill('x');
    await add.click();
    await expect.poll(() => describedText(textbox(page, 'Nazwa'))).toMatch(/Nazwa musi posiadać minimum 2/);
    expect(await describedText(textbox(page, 'Telefon'))).toMatch(/Telefon musi posiadać minimum 9/);
    expect(await describedText(textbox(page, 'E-mail'))).toMatch(/Email musi posiadać minimum 6/);
    expect(await describedText(textbox(page, 'Opis'))).toMatch(/Opis musi posiadać minimum 2/);
    await textbox(page, 'Telefon').fill('1'.repeat(16));
    await add.click();
    await expect
      .poll(() => describedText(textbox(page, 'Telefon')))
      .toMatch(/Telefon musi posiadać maksimum 15/);
    expect(await textbox(page, 'Telefon').inputValue()).toBe('1'.repeat(16));
    await expectNoAxeViolations(page, '/kf_companies/new with errors');
  });

  it('creates with a new region, a category and its subcategories, slug and 1/0; returns 2 s later; edits', async () => {
    const { page } = admin;
    await panel.visit(page, '/kf_companies/new');
    const name = `Agencja Testowa ${Date.now()}`;
    const region = `Region ${Date.now()}`;
    await textbox(page, 'Nazwa').fill(name);
    await number(page, 'Rok założenia').fill('1999');
    await number(page, 'Liczba pracowników').fill('25');
    const district = page.getByRole('combobox', { name: 'Województwo *', exact: true });
    await district.fill(region);
    const create = page.getByRole('option', { name: `Dodaj „${region}”` });
    await visible(create);
    await create.click();
    await expect.poll(() => district.inputValue()).toBe(region);
    await textbox(page, 'Miasto').fill('Kraków');
    await textbox(page, 'Adres').fill('ul. Długa 1');
    await textbox(page, 'Telefon').fill('123456789');
    await textbox(page, 'E-mail').fill('biuro@agencja.pl');
    await textbox(page, 'Opis').fill('Agencja kreatywna.');
    const all = await subcategoryOptions(page);
    expect(all).toContain('Zakup mediów');
    await chooseCategory(page, 'Agencje reklamowe');
    await expect
      .poll(async () => (await subcategoryOptions(page)).sort())
      .toEqual(['Agencje eventowe', 'Agencje interaktywne', 'Agencje kreatywne']);
    const box = page.getByRole('combobox', { name: 'Podkategorie *', exact: true });
    await box.fill('Agencje int');
    await page.getByRole('option', { name: 'Agencje interaktywne', exact: true }).click();
    await box.press('Escape');
    await expectNoAxeViolations(page, '/kf_companies/new filled');
    await page.getByText('Opublikowana', { exact: true }).click();
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/kf_companies',
    );
    const clock = await stopClock(page);
    await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name,
      createYear: 1999,
      numberWorkers: 25,
      moderationState: 1,
      slug: `agencja-testowa-${name.split(' ')[2]}`,
    });
    expect(body).not.toHaveProperty('category');
    await visible(page.getByRole('button', { name: 'Dodano' }));
    await expectPathAfter(page, clock, { afterMs: 2000, from: '/kf_companies/new', to: '/kf_companies' });
    const [created] = await companiesByName(name);
    if (!created) throw new Error('the company was not created');
    const regions = (await panel.apiGet(`/api/kf_regions?name=${encodeURIComponent(region)}`)) as {
      'hydra:member': { id: number; name: string }[];
    };
    const newRegion = regions['hydra:member'].find((r) => r.name === region);
    expect(newRegion).toBeDefined();
    const full = (await panel.apiGet(`/api/kf_companies/${created.id}`)) as ApiCompany;
    expect(String(full.districtId)).toBe(String(newRegion?.id));
    expect(full.subCategories).toHaveLength(1);

    await panel.visit(page, `/kf_companies/edit/${created.id}`);
    await visible(heading(page, 'Edycja firmy'));
    await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe(name);
    await expect.poll(() => district.inputValue()).toBe(region);
    await expectNoAxeViolations(page, '/kf_companies/edit');
    await textbox(page, 'Miasto').fill('Gdańsk');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/kf_companies');
    expect(await panel.apiGet(`/api/kf_companies/${created.id}`)).toMatchObject({ city: 'Gdańsk' });
  });

  it("'Tworzenie firmy' posts its eleven fields and returns to the list", async () => {
    const { page } = admin;
    await panel.visit(page, '/kf_companies/create');
    await visible(heading(page, 'Tworzenie firmy'));
    await expectNoAxeViolations(page, '/kf_companies/create');
    await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await expect
      .poll(() => describedText(number(page, 'Liczba pracowników')))
      .toContain('Wartość musi być liczbą!');
    const name = `Dom Mediowy ${Date.now()}`;
    await textbox(page, 'Nazwa').fill(name);
    await textbox(page, 'Adres').fill('ul. Krótka 2');
    await textbox(page, 'Miasto').fill('Poznań');
    await textbox(page, 'Opis').fill('Planowanie mediów.');
    await textbox(page, 'E-mail').fill('dom@mediowy.pl');
    await textbox(page, 'Fax').fill('612345678');
    await number(page, 'Liczba pracowników').fill('40');
    await textbox(page, 'Telefon').fill('612345679');
    await textbox(page, 'WWW').fill('https://mediowy.pl');
    await chooseCategory(page, 'Domy mediowe');
    const box = page.getByRole('combobox', { name: 'Podkategorie *', exact: true });
    await box.fill('Zakup');
    await page.getByRole('option', { name: 'Zakup mediów', exact: true }).click();
    await box.press('Escape');
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/kf_companies',
    );
    await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'address',
        'city',
        'descr',
        'email',
        'fax',
        'moderationState',
        'name',
        'numberWorkers',
        'phone',
        'slug',
        'subCategories',
        'www',
      ].sort(),
    );
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/kf_companies');
    expect(await companiesByName(name)).toHaveLength(1);
  });

  it('a save pressed while a new region is being created waits for it and sends it (WEB-82)', async () => {
    const { page } = admin;
    // A company of the seed, whole (the short 'Tworzenie firmy' leaves fields the edit form requires).
    const company = (await panel.apiGet('/api/kf_companies/1')) as ApiCompany;
    await panel.visit(page, `/kf_companies/edit/${company.id}`);
    await visible(heading(page, 'Edycja firmy'));
    await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe(company.name);
    const district = page.getByRole('combobox', { name: 'Województwo *', exact: true });
    const region = `Region ${Date.now()}`;
    const creation = await holdRequests(page, /\/api\/kf_regions$/);
    await district.fill(region);
    await page.getByRole('option', { name: `Dodaj „${region}”` }).click();
    await creation.sent;
    const put = page.waitForRequest(
      (request) =>
        ['PUT', 'PATCH'].includes(request.method()) &&
        new URL(request.url()).pathname === `/api/kf_companies/${company.id}`,
    );
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await creation.release();
    const body = (await put).postDataJSON() as Record<string, unknown>;
    const [created] = await membersWhere<{ id: number; name: string }>(
      panel,
      '/api/kf_regions',
      'name',
      region,
    );
    if (!created) throw new Error('the region was not created');
    expect(String(body.districtId)).toBe(String(created.id));
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/kf_companies');
  });

  it('a region the API refuses: its Polish reason under the field, the typed text and the form kept', async () => {
    const { page } = admin;
    await panel.visit(page, '/kf_companies/new');
    await visible(heading(page, 'Nowa firma'));
    await textbox(page, 'Nazwa').fill('Agencja Bez Regionu');
    const district = page.getByRole('combobox', { name: 'Województwo *', exact: true });
    await district.fill('X');
    const refused = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/kf_regions',
    );
    await page.getByRole('option', { name: 'Dodaj „X”' }).click();
    // The sandbox answers 422 with the SDK's Polish reason, as the portal's API Platform would.
    const response = await refused;
    expect(response.status()).toBe(422);
    expect(await response.json()).toMatchObject({
      violations: [{ propertyPath: 'name', message: 'Nazwa musi posiadać minimum 2 znaki' }],
    });
    await expect
      .poll(() => describedText(district))
      .toContain('Nie udało się dodać „X”. Nazwa musi posiadać minimum 2 znaki');
    expect(await district.inputValue()).toBe('X');
    expect(await textbox(page, 'Nazwa').inputValue()).toBe('Agencja Bez Regionu');
    expect(pathOf(page)).toBe('/kf_companies/new');
    // On to the next field: the suggestions close (their popover lies outside the landmarks while open);
    // the typed text and the message stay.
    await textbox(page, 'Miasto').click();
    await gone(page.getByRole('listbox'));
    expect(await district.inputValue()).toBe('X');
    expect(await describedText(district)).toContain('Nazwa musi posiadać minimum 2 znaki');
    await expectNoAxeViolations(page, '/kf_companies/new with a refused region');
    const regions = (await panel.apiGet('/api/kf_regions?name=X')) as { 'hydra:member': { name: string }[] };
    expect(regions['hydra:member'].filter((region) => region.name === 'X')).toEqual([]);
  });
});

describe('company directory: the token refreshed before the edit load (01 §1)', () => {
  // Tokens live 8 s: fewer than the 10 s threshold remain from the start.
  const shortLived = testPanel({ accessTtl: 8 });

  it('refreshes the access token before loading a company when under 10 s remain', async () => {
    const { page } = await shortLived.open({ as: 'admin', path: '/kf_companies' });
    await visible(heading(page, 'Katalog firm'));
    const edit = (await tableRows(page, TABLE)).getByRole('link', { name: 'Edytuj' }).first();
    await expectRefreshBeforeEditLoad(page, edit, '/api/kf_companies');
    await visible(heading(page, 'Edycja firmy'));
    await expect.poll(() => textbox(page, 'Nazwa').inputValue()).not.toBe('');
  });
});
