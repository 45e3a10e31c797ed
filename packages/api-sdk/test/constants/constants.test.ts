import { describe, expect, it } from 'vitest';
import { MENU_POSITIONS, REDIRECT_DELAYS_MS } from '../../src/access';
import {
  ADVERT_AREAS,
  ADVERT_MEDIA_TYPES,
  CAPTION_SAVE_COLOUR_RESET_MS,
  DEFAULT_ADMIN_PREFIX,
  DEFAULT_ADVERT_TYPE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PRODUCT,
  EDITOR_EMBED_RETRIES,
  EDITOR_EMBED_RETRY_INTERVAL_MS,
  EDITOR_FONT_SIZES,
  EDITOR_IMAGE_RESIZE_OPTIONS,
  EDITOR_MAX_IMAGE_WIDTH,
  FILE_SEARCH_LIMIT,
  GENERATED_PASSWORD_LENGTH,
  IMAGE_SIZES,
  ISSUE_COVER_MIME_TYPES,
  ISSUE_COVER_THUMBNAIL_SIZE,
  isRole,
  LEAD_HINT_LENGTH,
  LOGOUT_AFTER_PASSWORD_CHANGE_MS,
  MAGAZINE_AREAS,
  MAGAZINE_TYPES,
  NEWSLETTER_BANNER_SLOTS,
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_INTRO_CUT_LENGTH,
  NEWSLETTER_UTM_PARAMS,
  NEWSLETTER_WIDTHS,
  PAGINATION,
  PARTNER_GROUPS,
  PASSWORD_CHARACTER_SETS,
  PHOTO_SEARCH_DEBOUNCE_MS,
  PORTAL_PATHS,
  PRESS_PASSWORD_MAX_LENGTH,
  PRESS_PASSWORD_MIN_LENGTH,
  PROBE_MAX_ANSWERS,
  REGIONS,
  ROLE_LABELS,
  ROLES,
  SAVE_BUTTON_RESET_MS,
  SEARCH_DEBOUNCE_MS,
  TOKEN_REFRESH_THRESHOLD_MS,
  TOKEN_REFRESH_THRESHOLD_S,
  TOKEN_RETRY_LIMIT,
  USER_PASSWORD_MIN_LENGTH,
} from '../../src/constants';
import { generatePassword } from '../../src/passwords/generatePassword';
import { isStrongPassword } from '../../src/schemas/session';

describe('timing constants', () => {
  it('matches the specification', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(PHOTO_SEARCH_DEBOUNCE_MS).toBe(1000);
    expect(SAVE_BUTTON_RESET_MS).toBe(4000);
    expect(CAPTION_SAVE_COLOUR_RESET_MS).toBe(5000);
    expect(LOGOUT_AFTER_PASSWORD_CHANGE_MS).toBe(2000);
    expect(TOKEN_REFRESH_THRESHOLD_S).toBe(10);
    expect(TOKEN_REFRESH_THRESHOLD_MS).toBe(10_000);
    expect(TOKEN_RETRY_LIMIT).toBe(1);
  });

  it('has the redirect delay of every area', () => {
    for (const area of [
      'articles',
      'authors',
      'sponsoredArticles',
      'people',
      'partnerNews',
      'subscribers',
      'dictionaries',
      'probes',
      'kfCompanies',
      'pressCompanies',
      'producers',
      'players',
    ] as const) {
      expect(REDIRECT_DELAYS_MS[area], area).toBe(2000);
    }
    expect(REDIRECT_DELAYS_MS.stats).toBe(2300);
    expect(REDIRECT_DELAYS_MS.statEdit).toBe(2000);
    for (const area of [
      'categories',
      'groups',
      'silos',
      'siloGroups',
      'pressMagazines',
      'pressIssues',
    ] as const) {
      expect(REDIRECT_DELAYS_MS[area], area).toBe(1000);
    }
    expect(REDIRECT_DELAYS_MS.sites).toBeNull();
  });
});

describe('lists and editor', () => {
  it('matches the specification', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(30);
    expect(PAGINATION).toEqual({
      showAllPagesUpTo: 10,
      edgeWindow: 10,
      middleWindow: 15,
      middleRadius: 7,
      jump: 8,
    });
    expect(PAGINATION.middleRadius * 2 + 1).toBe(PAGINATION.middleWindow);
    expect(FILE_SEARCH_LIMIT).toBe(5000);
    expect(EDITOR_MAX_IMAGE_WIDTH).toBe(1000);
    expect(EDITOR_IMAGE_RESIZE_OPTIONS).toEqual(['original', 200, 327, 500, 655]);
    expect(EDITOR_FONT_SIZES[0]).toBe(8);
    expect(EDITOR_FONT_SIZES.at(-1)).toBe(60);
    expect(EDITOR_FONT_SIZES).toHaveLength(53);
    expect(EDITOR_EMBED_RETRIES).toBe(10);
    expect(EDITOR_EMBED_RETRY_INTERVAL_MS).toBe(1000);
    expect(LEAD_HINT_LENGTH).toBe(260);
    expect(PROBE_MAX_ANSWERS).toBe(12);
  });
});

describe('newsletter constants', () => {
  it('matches the specification and D16', () => {
    expect(NEWSLETTER_INTRO_CUT_LENGTH).toBe(180);
    expect(NEWSLETTER_WIDTHS).toEqual({ standard: 740, alternative: 750 });
    expect(NEWSLETTER_UTM_PARAMS).toEqual({
      utm_source: 'email',
      utm_medium: 'newsletter',
      utm_campaign: 'getresponse',
    });
    expect(NEWSLETTER_BANNER_SLOTS).toEqual([1, 2, 3, 4, 5, 6]);
    expect(NEWSLETTER_CATEGORIES.map((category) => [category.key, category.path])).toEqual([
      ['telewizja', '/wiadomosci/telewizja'],
      ['radio', '/wiadomosci/radio'],
      ['reklama', '/wiadomosci/reklama'],
      ['prasa', '/wiadomosci/prasa'],
      ['internet', '/wiadomosci/internet'],
      ['badania_marketingowe', '/wiadomosci/badania'],
      ['pr', '/wiadomosci/public-relations'],
      ['technologie', '/wiadomosci/technologie'],
    ]);
    expect(PORTAL_PATHS).toEqual({
      onlyOnProduct: '/tylko-na-{product}',
      jobs: '/praca',
      addJobOffer: '/praca/dodaj-oferte',
      archive: '/archiwum',
      advertising: '/reklama.html',
      contact: '/kontakt.html',
      rss: '/rss.html',
    });
  });
});

describe('images', () => {
  it('has the size hints of every image field', () => {
    expect(IMAGE_SIZES.top).toEqual({ width: 655 });
    expect(IMAGE_SIZES.top200).toEqual({ width: 655, height: 200 });
    expect(IMAGE_SIZES.onlyOnSite).toEqual({ width: 314, height: 110 });
    expect(IMAGE_SIZES.googleDiscovery).toEqual({ width: { min: 1200 }, height: { min: 800 } });
    expect(IMAGE_SIZES.articleBanner).toEqual({ width: 200, height: 200 });
    expect(IMAGE_SIZES.partnerBox).toEqual({ width: 460, height: 200 });
    expect(IMAGE_SIZES.partnerLogo).toEqual({ width: 200, height: 200 });
    expect(IMAGE_SIZES.partnerNewsletterLogo).toEqual({ width: 142, height: 121 });
    expect(IMAGE_SIZES.partnerMobileLogo).toEqual({ width: 460, height: 146 });
    expect(IMAGE_SIZES.editorImage).toEqual({ width: { max: 1000 } });
    expect(ISSUE_COVER_THUMBNAIL_SIZE).toBe(120);
    expect(ISSUE_COVER_MIME_TYPES).toEqual(['image/jpeg']);
  });
});

describe('enumerations', () => {
  it('has the partner groups in the form order', () => {
    expect(PARTNER_GROUPS).toEqual([
      { value: '/api/groups/2', label: 'Telewizja' },
      { value: '/api/groups/6', label: 'Reklama' },
      { value: '/api/groups/3', label: 'Internet' },
      { value: '/api/groups/1', label: 'Radio' },
    ]);
  });

  it('has the 16 regions with the stored keys', () => {
    expect(REGIONS.map((region) => region.value)).toEqual([
      'dolnoslaskie',
      'kujawskopomorksie',
      'lubelskie',
      'lubuskie',
      'lodzkie',
      'malopolskie',
      'mazowieckie',
      'opolskie',
      'podkarpackie',
      'podlaskie',
      'pomorskie',
      'slaskie',
      'swietokrzyskie',
      'warminskomazruskie',
      'wielkopolskie',
      'zachodniopomorskie',
    ]);
    expect(REGIONS.every((region) => region.label.length > 0)).toBe(true);
  });

  it('labels every magazine type, with specjalne as Wydanie specjalne', () => {
    expect(MAGAZINE_TYPES.map((type) => type.value)).toEqual([
      'dziennik',
      'tygodnik',
      'dwutygodnik',
      'miesiecznik',
      'kwartalnik',
      'polrocznik',
      'specjalne',
      'inne',
    ]);
    expect(MAGAZINE_TYPES.find((type) => type.value === 'specjalne')?.label).toBe('Wydanie specjalne');
    expect(MAGAZINE_AREAS.map((area) => area.value)).toEqual(['ogolnopolskie', 'regionalne', 'zagranica']);
  });

  it('has the advert options', () => {
    expect(ADVERT_MEDIA_TYPES.map((type) => type.value)).toEqual([
      'internet',
      'prasa',
      'outdoor',
      'telewizja',
    ]);
    expect(ADVERT_AREAS.map((area) => area.value)).toEqual(['polska', 'swiat']);
    expect(DEFAULT_ADVERT_TYPE).toBe('img');
  });

  it('labels the roles in Polish', () => {
    expect(ROLE_LABELS).toMatchObject({
      root: 'Administrator',
      supereditor: 'Super redaktor',
      subpageeditor: 'Artykuły ze stronicowaniem',
      simple_editor: 'Redaktor',
      phone_editor: 'Redaktor telefonów',
      photo_editor: 'Redaktor fotoreportaży',
      comment_all: 'Komentarze do artykułów',
      dictionary_all: 'Słownik - hasła',
      prs_all: 'Centrum prasowe - newsy',
      press_editor: "Pierwsze strony 'Jedynki'",
      advs_editor: 'Reklamy',
    });
    expect(ROLES).toHaveLength(12);
    expect(isRole('editor')).toBe(true);
    expect(isRole('ROLE_USER')).toBe(false);
  });

  it('places the menu entries (01 §2, D14)', () => {
    expect(MENU_POSITIONS).toMatchObject({
      home: 10,
      articles: 20,
      newsletters: 24,
      statistics: 100,
      authorStats: 1,
      articleStats: 2,
      stats: 3,
      cache: 150,
      logs: 220,
      pressMagazines: 310,
      googleCredentials: 360,
    });
    const positions = Object.entries(MENU_POSITIONS)
      .filter(([key]) => !['authorStats', 'articleStats', 'stats'].includes(key))
      .map(([, position]) => position);
    expect(Math.min(...positions)).toBe(10);
    expect(Math.max(...positions)).toBe(360);
  });

  it('has the configuration defaults of D2', () => {
    expect(DEFAULT_ADMIN_PREFIX).toBe('/wirtualny_admin');
    expect(DEFAULT_PRODUCT).toBe('WM');
  });
});

describe('passwords', () => {
  it('has the password limits', () => {
    expect(USER_PASSWORD_MIN_LENGTH).toBe(12);
    expect(PRESS_PASSWORD_MIN_LENGTH).toBe(8);
    expect(PRESS_PASSWORD_MAX_LENGTH).toBe(32);
    expect(PASSWORD_CHARACTER_SETS.symbols).toBe('!@#$%^&*');
  });

  it('generates 16-character passwords with every class from the allowed characters', () => {
    const sets = PASSWORD_CHARACTER_SETS;
    const allowed = new Set([...sets.lowercase, ...sets.uppercase, ...sets.digits, ...sets.symbols]);
    const samples = Array.from({ length: 1000 }, () => generatePassword());
    for (const password of samples) {
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect([...password].every((character) => allowed.has(character))).toBe(true);
      expect(/[a-z]/.test(password)).toBe(true);
      expect(/[A-Z]/.test(password)).toBe(true);
      expect(/\d/.test(password)).toBe(true);
      expect(/[!@#$%^&*]/.test(password)).toBe(true);
      expect(new Set(password).size).toBeGreaterThan(1);
      expect(isStrongPassword(password)).toBe(true);
    }
    expect(new Set(samples).size).toBe(samples.length);
  });

  it('shuffles: the guaranteed classes do not sit at fixed positions', () => {
    const firstIsLower = Array.from({ length: 400 }, () => /[a-z]/.test(generatePassword()[0]!)).filter(
      Boolean,
    ).length;
    // One in four characters of the alphabet is a lowercase letter; a fixed first position would give 400.
    expect(firstIsLower).toBeLessThan(300);
    expect(firstIsLower).toBeGreaterThan(50);
  });
});
