import { coverFiles } from '../areas/press';
import { writeFeed } from '../areas/rss';
import { writeReport } from '../areas/stats';
import { seedPasswordHash } from '../auth/passwords';
import type { Context } from '../context';
import { getSetting, setSetting } from '../db/database';
import {
  ADVERT_MEDIA_TYPE_VALUES,
  type AdvertArea,
  BAN_LISTS,
  DEFAULT_ADVERT_TYPE,
  IMAGE_SIZES,
  ISSUE_COVER_THUMBNAIL_SIZE,
  type MediaKind,
  NEWSLETTER_BANNER_SLOTS,
  newsletterHtmlPath,
  PROBE_ANSWER_FIELDS,
  REGIONAL_MAGAZINE_AREA,
  type Role,
  slugify,
} from '../sdk';
import { staticPath } from '../static/files';
import { THUMBNAIL_WIDTH } from '../uploads/store-image';
import { escapeHtml } from '../util/html';
import { formatDate, formatDateTime, toStored } from '../util/time';
import { Random } from './random';
import { articleTraits, DEMO_COUNTS } from './records';
import { DEMO_USERS } from './users';
import * as words from './words';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Seeder {
  ctx: Context;
  random: Random;
  now: Date;
  ago(ms: number): Date;
  insert(resource: string, values: Record<string, unknown>): number;
  media(kind: MediaKind, picture: Picture, title: string, options?: { old?: boolean; at?: Date }): number;
}

interface Picture {
  width: number;
  height: number;
  variant: number;
  type: 'png' | 'jpg';
  name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function createSeeder(ctx: Context): Seeder {
  const random = new Random(20_261_122);
  const now = ctx.now();
  const seeder: Seeder = {
    ctx,
    random,
    now,
    ago: (ms) => new Date(now.getTime() - ms),
    insert: (resource, values) => ctx.store(resource).insert(values),
    media(kind, picture, title, options = {}) {
      const at = options.at ?? now;
      const folder = `${at.getUTCFullYear()}/${pad(at.getUTCMonth() + 1)}`;
      const fileName = `${folder}/${picture.name}.${picture.type}`;
      const path = options.old ? fileName : `new/${fileName}`;
      const spec = {
        width: picture.width,
        height: picture.height,
        variant: picture.variant,
        type: picture.type,
      };
      ctx.files.promise('media', path, spec);
      ctx.files.promise('media', `thumbs/${path}`, { ...spec, thumbnail: THUMBNAIL_WIDTH });
      return ctx.store('media').insert({
        kind,
        title,
        fileName,
        newPath: !options.old,
        fileDirectory: `/media/${path.slice(0, path.lastIndexOf('/'))}`,
        path,
        thumbnailPath: `/media/thumbs/${path}`,
        width: picture.width,
        height: picture.height,
        created: at,
      });
    },
  };
  return seeder;
}

const fixed = (size: { width: number; height: number }) => size;
const SIZES = {
  main: { width: 800, height: 450 },
  top: { width: IMAGE_SIZES.top.width, height: 368 },
  top200: fixed(IMAGE_SIZES.top200),
  onlyOnSite: fixed(IMAGE_SIZES.onlyOnSite),
  googleDiscovery: {
    width: IMAGE_SIZES.googleDiscovery.width.min,
    height: IMAGE_SIZES.googleDiscovery.height.min,
  },
  articleBanner: fixed(IMAGE_SIZES.articleBanner),
  portrait: { width: 300, height: 300 },
  logo: { width: 240, height: 120 },
  cover: { width: 300, height: 400 },
} as const;

function fill(template: string, s: Seeder): string {
  const company = s.random.pick(words.MEDIA_COMPANIES);
  let company2 = s.random.pick(words.MEDIA_COMPANIES);
  if (company2 === company)
    company2 =
      words.MEDIA_COMPANIES[(words.MEDIA_COMPANIES.indexOf(company) + 1) % words.MEDIA_COMPANIES.length] ??
      company2;
  return template
    .replace('{company}', company)
    .replace('{company2}', company2)
    .replace('{month}', s.random.pick(words.MONTHS))
    .replace('{person}', `${s.random.pick(words.FIRST_NAMES)} ${s.random.pick(words.LAST_NAMES)}`)
    .replace('{show}', s.random.pick(words.SHOWS))
    .replace('{n}', String(s.random.int(2, 35)));
}

function paragraphs(s: Seeder, count: number): string {
  return s.random
    .sample(words.CONTENT_PARAGRAPHS, count)
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join('\n');
}

function personName(s: Seeder): { first: string; last: string } {
  return { first: s.random.pick(words.FIRST_NAMES), last: s.random.pick(words.LAST_NAMES) };
}

// -------------------------------------------------------------------------------------------------

/** The demo users' password hashes (computed before the seed's transaction: scrypt runs off-thread). */
export function demoPasswordHashes(): Promise<string[]> {
  return Promise.all(DEMO_USERS.map((user) => seedPasswordHash(user.username, user.password)));
}

function seedUsers(s: Seeder, hashes: readonly string[]): void {
  DEMO_USERS.forEach((user, index) => {
    s.insert('users', {
      username: user.username,
      roles: user.roles,
      forcePasswordChange: user.forcePasswordChange,
      passwordHash: hashes[index],
      priority: index,
      created: s.ago((400 - index) * DAY),
    });
  });
  // Accounts that cannot log in: roles the demo logins do not show, and a deleted account.
  const others: [string, Role[], boolean][] = [
    ['fotoreporter', ['photo_editor'], false],
    ['reklamy', ['advs_editor', 'dictionary_all'], false],
    ['stronicowanie', ['subpageeditor', 'simple_editor'], false],
    ['byly.redaktor', ['editor'], true],
  ];
  others.forEach(([username, roles, deleted], index) => {
    const id = s.insert('users', {
      username,
      roles,
      priority: DEMO_USERS.length + index,
      created: s.ago((300 - index) * DAY),
    });
    if (deleted) s.ctx.store('users').softDelete(id, s.ago(30 * DAY));
  });
}

function seedTaxonomy(s: Seeder): {
  categories: number[];
  categoryGroup: Map<number, number>;
  silos: number[];
} {
  for (const group of words.GROUPS) {
    s.insert('groups', {
      id: group.id,
      name: group.name,
      slug: group.slug,
      metaTitle: `${group.name} – wiadomości z branży`,
      metaKeywords: `${group.name.toLowerCase()}, media, wiadomości`,
      metaDescription: `Najnowsze wiadomości z kategorii ${group.name}.`,
      isPublish: true,
      priority: group.id * 10,
    });
  }
  const archived = s.insert('groups', { name: 'Archiwum', slug: 'archiwum', isPublish: false, priority: 90 });
  s.ctx.store('groups').softDelete(archived, s.ago(90 * DAY));

  const categories: number[] = [];
  const categoryGroup = new Map<number, number>();
  let ordering = 0;
  for (const [groupId, names] of Object.entries(words.CATEGORIES_BY_GROUP)) {
    for (const name of names) {
      const id = s.insert('categories', {
        name,
        slug: slugify(name),
        metaTitle: name,
        isPublish: true,
        ordering: ordering++,
        showInMainMenuOrdering: ordering % 3 === 0,
        group: Number(groupId),
        parentId: groupId,
      });
      categories.push(id);
      categoryGroup.set(id, Number(groupId));
    }
  }
  for (const name of ['Media lokalne (archiwum)', 'Teletekst']) {
    const id = s.insert('categories', {
      name,
      slug: slugify(name),
      isPublish: false,
      ordering: ordering++,
      group: 2,
      parentId: '2',
    });
    s.ctx.store('categories').softDelete(id, s.ago(60 * DAY));
  }

  const siloGroups = words.SILO_GROUPS.map((name, index) =>
    s.insert('silos_groups', {
      name,
      isPublish: true,
      priority: index,
      date: s.ago((200 - index) * DAY),
      authorID: '',
    }),
  );
  const oldGroup = s.insert('silos_groups', {
    name: 'Stare zestawienia',
    isPublish: false,
    priority: 9,
    date: s.ago(500 * DAY),
  });
  s.ctx.store('silos_groups').softDelete(oldGroup, s.ago(100 * DAY));

  const silos = words.SILOS.map((name, index) => {
    const mediaId = s.media(
      'main',
      { ...SIZES.main, variant: index, type: 'png', name: `silos-${slugify(name)}` },
      name,
      {
        at: s.ago((150 - index) * DAY),
      },
    );
    return s.insert('silos', {
      name,
      slug: slugify(name),
      metaTitle: name,
      description: `Wszystko o temacie: ${name.toLowerCase()}.`,
      introduction: `Zebraliśmy najważniejsze informacje i analizy dotyczące tematu „${name}”.`,
      content: paragraphs(s, 2),
      mediaId: String(mediaId),
      isPublish: index % 4 !== 3,
      ordering: index,
      silosGroup: [siloGroups[index % siloGroups.length]],
      date: s.ago((150 - index) * DAY),
      authorID: '',
    });
  });
  const oldSilo = s.insert('silos', {
    name: 'Telewizja analogowa',
    slug: 'telewizja-analogowa',
    description: 'Archiwalny silos.',
    introduction: 'Archiwalny silos.',
    content: '<p>Archiwum.</p>',
    isPublish: false,
    ordering: 99,
    date: s.ago(700 * DAY),
  });
  s.ctx.store('silos').softDelete(oldSilo, s.ago(200 * DAY));
  return { categories, categoryGroup, silos };
}

function seedAuthors(s: Seeder): number[] {
  const ids: number[] = [];
  for (let index = 0; index < DEMO_COUNTS.authors; index++) {
    const { first, last } = personName(s);
    const name = `${first} ${last}`;
    const mediaId = s.media(
      'main',
      { ...SIZES.portrait, variant: index, type: 'png', name: `autor-${slugify(name)}-${index + 1}` },
      name,
      { at: s.ago((365 - index) * DAY) },
    );
    const id = s.insert('authors', {
      name,
      email: `${slugify(first)}.${slugify(last)}@redakcja.example.pl`,
      description: `<p>${escapeHtml(name)} pisze o mediach od ${2005 + (index % 15)} roku.</p>`,
      position: s.random.pick(['Dziennikarz', 'Redaktor', 'Redaktor prowadzący', 'Reporter', 'Publicysta']),
      twitterLink: index % 3 === 0 ? `https://x.com/${slugify(first)}${slugify(last)}` : '',
      facebookLink: '',
      linkedinLink: index % 4 === 0 ? `https://www.linkedin.com/in/${slugify(name)}` : '',
      nameSlug: name,
      includeInStats: index % 5 !== 4,
      mediaId: String(mediaId),
    });
    ids.push(id);
  }
  const last = ids[ids.length - 1];
  if (last) s.ctx.store('authors').softDelete(last, s.ago(20 * DAY));
  return ids;
}

function seedArticles(s: Seeder, authors: number[], categories: number[], silos: number[]): void {
  const count = DEMO_COUNTS.articles;
  const liveAuthors = authors.slice(0, -1);
  for (let id = 1; id <= count; id++) {
    const t = articleTraits(id);
    const date = s.ago((count - id) * 2.5 * HOUR + 5 * 60_000);
    const title = fill(s.random.pick(words.TITLE_TEMPLATES), s);
    const intro = `${s.random.pick(words.INTRO_SENTENCES)} ${s.random.pick(words.INTRO_SENTENCES)}`;
    const slugBase = slugify(title).slice(0, 80);
    const picture = (
      size: { width: number; height: number },
      suffix: string,
      type: 'png' | 'jpg' = 'png',
    ): Picture => ({
      ...size,
      variant: id + suffix.length,
      type,
      name: `${slugBase}-${suffix}-${id}`,
    });
    const caption = `${title.slice(0, 60)} (fot. materiały prasowe)`;
    const mediaId = s.media('main', picture(SIZES.main, 'glowne'), caption, {
      old: t.oldCatalogue,
      at: date,
    });
    const mediaTopId = s.media('top', picture(SIZES.top, 'top'), caption, { old: t.oldCatalogue, at: date });
    const mediaTop200Id =
      id % 3 === 0 ? s.media('top200', picture(SIZES.top200, 'top200'), caption, { at: date }) : 0;
    const mediaOnlywmId =
      t.sponsored || id % 8 === 1
        ? s.media('onlyOnSite', picture(SIZES.onlyOnSite, 'tylko-na-wm'), caption, { at: date })
        : 0;
    const mediaGoogleDiscoveryId = t.googleDiscovery
      ? s.media('googleDiscovery', picture(SIZES.googleDiscovery, 'discovery', 'jpg'), caption, { at: date })
      : 0;
    const mediaArticleBannerId = t.sponsored
      ? s.media('articleBanner', picture(SIZES.articleBanner, 'baner'), caption, { at: date })
      : 0;
    const pages = t.paged ? s.random.int(2, 4) : 1;
    const content = Array.from({ length: pages }, () => paragraphs(s, 3)).join(
      '\n<hr class="subpage-divider">\n',
    );
    const articleCategories = s.random.sample(categories, s.random.int(1, 2));
    s.insert('articles', {
      id,
      title,
      slug: `${slugBase}-${id}`,
      title2: title,
      titleShort: title.length > 60 ? `${title.slice(0, 57)}...` : title,
      introduction: intro,
      content: t.pdf ? '<p>Pełny raport w pliku PDF.</p>' : content,
      date,
      isPublish: t.published,
      isRssWykop: t.rssWykop,
      disableComments: id % 23 === 0,
      partnerNews: t.partnerNews,
      onlyMainPage: t.partnerNews && id % 2 === 0,
      sponsored: t.sponsored,
      includeInNewsletter: id % 17 !== 0,
      allowPreview: t.previewActive || t.previewExpired,
      previewDateLimit: t.previewActive
        ? new Date(s.now.getTime() + 3 * DAY)
        : t.previewExpired
          ? s.ago(2 * DAY)
          : null,
      isPdf: t.pdf,
      pdfUrl: t.pdf ? `https://www.example.pl/raporty/raport-${id}.pdf` : null,
      topOrdering: id % 10 === 0 ? id % 999 : 0,
      partnerGroups: t.partnerNews ? [2, 6] : [],
      mediaId: String(mediaId),
      mediaTopId: String(mediaTopId),
      mediaTop200Id: String(mediaTop200Id),
      mediaOnlywmId: String(mediaOnlywmId),
      mediaGoogleDiscoveryId: String(mediaGoogleDiscoveryId),
      mediaArticleBannerId: String(mediaArticleBannerId),
      authorID: t.sponsored && id % 2 === 0 ? null : String(s.random.pick(liveAuthors)),
      keywords: 'media, telewizja, reklama',
      gallery: id % 15 === 0 ? String((id % DEMO_COUNTS.galleries) + 1) : '0',
      categories: articleCategories,
      silos: id % 6 === 0 ? [s.random.pick(silos)] : [],
      isSubpageMode: t.paged,
      isHot: t.hot,
      visitCount: t.published ? s.random.int(150, 60_000) : 0,
      subpageCount: pages,
      created: date,
    });
    if (t.deleted) s.ctx.store('articles').softDelete(id, new Date(date.getTime() + 6 * HOUR));
  }
}

function seedComments(s: Seeder): void {
  const deletedArticle = (() => {
    for (let id = DEMO_COUNTS.articles; id > 0; id--) if (articleTraits(id).deleted) return id;
    return 1;
  })();
  for (let id = 1; id <= DEMO_COUNTS.comments; id++) {
    let article: number | null = s.random.int(1, DEMO_COUNTS.articles);
    if (id === DEMO_COUNTS.comments || id % 29 === 0) article = null;
    else if (id === DEMO_COUNTS.comments - 1 || id % 31 === 0) article = deletedArticle;
    s.insert('comments', {
      id,
      comment: s.random.pick(words.COMMENT_TEXTS),
      created: s.ago((DEMO_COUNTS.comments - id) * 3 * HOUR),
      nick: s.random.pick(words.NICKS),
      ip: `83.${s.random.int(1, 254)}.${s.random.int(1, 254)}.${s.random.int(1, 254)}`,
      article,
    });
  }
}

function seedSubscribers(s: Seeder): void {
  const domains = [
    'gmail.com',
    'wp.pl',
    'onet.pl',
    'interia.pl',
    'o2.pl',
    'agencja.pl',
    'tvn.pl',
    'polsat.pl',
  ];
  for (let id = 1; id <= DEMO_COUNTS.subscribers; id++) {
    const { first, last } = personName(s);
    const row = s.insert('subscribers', {
      email: `${slugify(first)}.${slugify(last)}${id}@${s.random.pick(domains)}`,
      date: s.ago((DEMO_COUNTS.subscribers - id) * 1.4 * DAY + s.random.int(0, 20) * HOUR),
      activeP: id % 5 !== 0,
      addByAdmin: id % 9 === 0,
    });
    if (id % 50 === 7) s.ctx.store('subscribers').softDelete(row, s.ago(s.random.int(1, 30) * DAY));
  }
}

function seedLogs(s: Seeder): void {
  const users = s.ctx.db
    .prepare('SELECT id FROM users WHERE deleted IS NULL AND passwordHash IS NOT NULL')
    .all() as {
    id: number;
  }[];
  for (let index = 0; index < DEMO_COUNTS.logs; index++) {
    const user = s.random.pick(users);
    const failed = index % 17 === 0;
    s.insert('logs', {
      user: user.id,
      loggedAt: s.ago((DEMO_COUNTS.logs - index) * 5 * HOUR + s.random.int(0, 59) * 60_000),
      log: `${failed ? 'Nieudane logowanie' : 'Zalogowano'} (IP 10.0.${s.random.int(0, 9)}.${s.random.int(2, 250)}, Mozilla/5.0)`,
    });
  }
}

function seedNewsletters(s: Seeder): void {
  const bannerIds: string[] = [];
  for (let index = 0; index < 6; index++) {
    const name = `baner-${['polsat', 'tvn', 'agora', 'eurozet', 'wp', 'onet'][index]}.png`;
    const spec = { width: 600, height: 100, variant: index, type: 'png' } as const;
    s.ctx.files.promise('newsletter_images', name, spec);
    s.ctx.files.promise('newsletter_images', `thumbs/${name}`, { ...spec, thumbnail: THUMBNAIL_WIDTH });
    s.insert('newsletters_images', {
      fileName: name,
      label: name,
      url: `https://www.example.pl/kampania-${index + 1}`,
      created: s.ago((60 - index) * DAY),
    });
    bannerIds.push(name);
  }
  for (let id = 1; id <= DEMO_COUNTS.jobOffers; id++) {
    s.insert('job_offers', {
      position: s.random.pick([
        'Dziennikarz',
        'Specjalista ds. PR',
        'Media planner',
        'Social media manager',
        'Grafik',
        'Wydawca',
      ]),
      company: s.random.pick(words.MEDIA_COMPANIES),
      absoluteUrl: `https://www.example.pl/praca/oferta-${id}`,
      created: s.ago((DEMO_COUNTS.jobOffers - id) * DAY),
    });
  }
  for (let id = 1; id <= DEMO_COUNTS.newsletters; id++) {
    const created = s.ago((DEMO_COUNTS.newsletters - id + 1) * DAY + 6 * HOUR);
    const fileName = `newsletter_${formatDate(created)}`;
    const sent = id <= 10;
    const values: Record<string, unknown> = {
      created,
      generated: created,
      closed: sent ? new Date(created.getTime() + HOUR) : null,
      fileName,
      variant: id % 2 === 0 ? 'alternative' : 'standard',
      jobOfferValues: [1, 2, 3].map((n) => String(((id + n) % DEMO_COUNTS.jobOffers) + 1)).join('|'),
      html: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Newsletter ${escapeHtml(formatDate(created))}</title></head><body><h1>Newsletter z dnia ${escapeHtml(formatDate(created))}</h1><p>Najważniejsze wiadomości z branży mediów.</p></body></html>`,
      css: '',
    };
    for (const slot of NEWSLETTER_BANNER_SLOTS) {
      const on = slot <= 2 || (slot === 4 && id % 2 === 0);
      values[`baner${slot}Img`] = on ? (bannerIds[(slot + id) % bannerIds.length] ?? '') : '';
      values[`baner${slot}Url`] = on ? `https://www.example.pl/kampania-${slot}` : '';
      values[`baner${slot}Txt`] = slot === 3 ? 'Zaprenumeruj nasz magazyn' : '';
    }
    if (values.variant === 'alternative') {
      values.author = '1';
      values.leadSegmentTitle = 'Tydzień w mediach';
      values.leadSegment = '<p>Przegląd najważniejszych wydarzeń tygodnia.</p>';
      values.exclusiveTitle = 'Tylko u nas: kulisy nowej ramówki';
      values.exclusiveDescription = 'Rozmowa z dyrektorem programowym.';
      values.exclusiveUrl = 'https://www.example.pl/tylko-u-nas';
    }
    s.insert('newsletters', values);
    s.ctx.files.write(...staticPath(newsletterHtmlPath(fileName)), String(values.html));
  }
}

function seedPartnerBoxes(s: Seeder): void {
  for (let id = 1; id <= DEMO_COUNTS.partnerBoxes; id++) {
    // Weekly boxes; the newest one started three days ago, so a new one may be added ahead.
    const start = s.ago((DEMO_COUNTS.partnerBoxes - id) * 7 * DAY + 3 * DAY);
    const folder = `box_${id}`;
    const images: [string, { width: number; height: number }][] = [
      ['first.png', IMAGE_SIZES.partnerBox],
      ['second.png', IMAGE_SIZES.partnerBox],
      ['logo.png', IMAGE_SIZES.partnerLogo],
      ['logo-newsletter.png', IMAGE_SIZES.partnerNewsletterLogo],
      ['logo-mobile.png', IMAGE_SIZES.partnerMobileLogo],
    ];
    images.forEach(([name, size], index) => {
      s.ctx.files.promise('box_tvn', `${folder}/${name}`, { ...size, variant: id + index, type: 'png' });
    });
    const company = words.MEDIA_COMPANIES[id % words.MEDIA_COMPANIES.length] ?? 'Partner';
    s.insert('newsletter_partner_news', {
      start,
      imgDir: folder,
      imageDir: folder,
      firstUrl: `https://www.example.pl/partner/${id}/1`,
      firstTitle: `${company}: nowa oferta dla reklamodawców`,
      firstNewsletterUrl: `https://www.example.pl/partner/${id}/1?nl`,
      firstNewsletterTitle: `${company} z nową ofertą`,
      secondUrl: `https://www.example.pl/partner/${id}/2`,
      secondTitle: `${company} podsumowuje kwartał`,
      secondNewsletterUrl: `https://www.example.pl/partner/${id}/2?nl`,
      secondNewsletterTitle: `Kwartał ${company}`,
      logoUrl: 'https://www.example.pl/partner',
      logoNewsletterUrl: 'https://www.example.pl/partner?nl',
      firstImg: 'first.png',
      firstNewsletterImg: 'first.png',
      secondImg: 'second.png',
      secondNewsletterImg: 'second.png',
      logoImg: 'logo.png',
      logoNewsletterImg: 'logo-newsletter.png',
      logoNewsletterMobileImg: 'logo-mobile.png',
      closed: id < DEMO_COUNTS.partnerBoxes ? new Date(start.getTime() + 7 * DAY) : null,
      generated: id < DEMO_COUNTS.partnerBoxes ? new Date(start.getTime() + 7 * DAY) : null,
      created: new Date(start.getTime() - 2 * DAY),
    });
  }
}

function seedPortal(s: Seeder): void {
  const siteTitles = [
    'O nas',
    'Kontakt',
    'Reklama',
    'Regulamin',
    'Polityka prywatności',
    'Redakcja',
    'Praca w redakcji',
    'Prenumerata',
    'Newsletter',
    'RSS',
    'Patronaty medialne',
    'Archiwum',
    'Stara strona główna',
    'Konkurs 2019',
  ];
  siteTitles.forEach((title, index) => {
    const id = s.insert('sites', { title, slug: slugify(title), content: paragraphs(s, 2), priority: index });
    if (index >= siteTitles.length - 2) s.ctx.store('sites').softDelete(id, s.ago((index + 1) * 10 * DAY));
  });
  for (let id = 1; id <= DEMO_COUNTS.stats; id++) {
    const to = s.ago((DEMO_COUNTS.stats - id) * 7 * DAY + DAY);
    const row = s.insert('stats', {
      from: new Date(to.getTime() - 6 * DAY),
      to,
      created: new Date(to.getTime() + DAY),
    });
    writeReport(s.ctx, s.ctx.store('stats').get(row));
    if (id === 1) s.ctx.store('stats').softDelete(row, s.ago(5 * DAY));
  }
  for (const list of BAN_LISTS) {
    const values: Record<string, string> = {
      black_lists: '83.12.44.101\n91.200.12.7\n2a02:a311::1',
      black_email_domains: 'mailinator.com\ntrashmail.de\n10minutemail.com',
      black_words: 'spam\nkasyno online\ntanie kredyty',
    };
    if (!getSetting(s.ctx.db, `ban:${list.resource}`))
      setSetting(s.ctx.db, `ban:${list.resource}`, values[list.resource] ?? '');
  }
}

function seedPress(s: Seeder): void {
  const companies: number[] = [];
  for (let index = 0; index < DEMO_COUNTS.pressCompanies; index++) {
    const name = `${words.MEDIA_COMPANIES[index % words.MEDIA_COMPANIES.length]} ${['Sp. z o.o.', 'SA', 'Sp. k.'][index % 3]}`;
    const { first, last } = personName(s);
    const id = s.insert('companies', {
      name,
      person: `${first} ${last}`,
      city: s.random.pick(words.CITIES),
      address: `${s.random.pick(words.STREETS)} ${s.random.int(1, 120)}`,
      phone: `+48 22 ${s.random.int(100, 999)} ${s.random.int(10, 99)} ${s.random.int(10, 99)}`,
      fax: index % 4 === 0 ? `+48 22 ${s.random.int(100, 999)} 00 00` : '',
      email: `biuro.prasowe${index + 1}@firma.example.pl`,
      www: `https://www.firma${index + 1}.example.pl`,
      descr: `Biuro prasowe firmy ${name}.`,
      moderationState: index % 4 !== 1,
      passwordHash: null,
      created: s.ago((400 - index * 15) * DAY),
    });
    companies.push(id);
    if (index >= DEMO_COUNTS.pressCompanies - 2) s.ctx.store('companies').softDelete(id, s.ago(index * DAY));
  }
  for (let id = 1; id <= DEMO_COUNTS.pressNews; id++) {
    const title = fill(s.random.pick(words.TITLE_TEMPLATES), s);
    s.insert('news', {
      importCodeId: String(100_000 + id * 7),
      title,
      content: `<p><strong>${escapeHtml(title)}</strong></p>${paragraphs(s, 2)}`,
      date: s.ago((DEMO_COUNTS.pressNews - id) * 14 * HOUR),
      isPublish: id % 3 !== 0,
      company: s.random.pick(companies),
    });
  }
  const publishers = words.PUBLISHERS.map((name) => s.insert('press_publishers', { name }));
  words.MAGAZINES.forEach((magazine, index) => {
    const id = s.insert('press_magazines', {
      title: magazine.title,
      pressPublisher: publishers[index % publishers.length],
      magazineType: magazine.type,
      magazineArea: magazine.area,
      region: magazine.area === REGIONAL_MAGAZINE_AREA ? JSON.stringify(magazine.regions ?? []) : '',
      isPublish: index % 6 !== 5,
    });
    for (let n = 0; n < DEMO_COUNTS.issuesPerMagazine; n++) {
      const date = s.ago((n * 7 + index) * DAY);
      const issue = s.insert('press_magazine_numbers', {
        date: formatDate(date),
        datetxt: `Nr ${52 - n}/${date.getUTCFullYear()}`,
        person: `${s.random.pick(words.FIRST_NAMES)} ${s.random.pick(words.LAST_NAMES)}`,
        description: `Na okładce: ${fill(s.random.pick(words.TITLE_TEMPLATES), s)}`,
        isPublished: n !== 3,
        pressMagazine: id,
        imgExt: 'jpg',
        coverWidth: SIZES.cover.width,
      });
      const cover = coverFiles(s.ctx, s.ctx.store('press_magazine_numbers').get(issue));
      const spec = { ...SIZES.cover, variant: (index + n) % 4, type: 'jpg' } as const;
      if (cover) {
        s.ctx.files.promise('media', cover.original, spec);
        s.ctx.files.promise('media', cover.thumbnail, { ...spec, thumbnail: ISSUE_COVER_THUMBNAIL_SIZE });
      }
    }
    if (index === words.MAGAZINES.length - 1) s.ctx.store('press_magazines').softDelete(id, s.ago(10 * DAY));
  });
}

function seedReference(s: Seeder): void {
  words.PRODUCERS.forEach((name, index) => {
    const mediaId = s.media(
      'main',
      { ...SIZES.logo, variant: index, type: 'png', name: `producent-${slugify(name)}` },
      `Logo ${name}`,
      {
        at: s.ago(500 * DAY),
      },
    );
    const id = s.insert('producers', { name, nameSlug: name, mediaId: String(mediaId) });
    if (name === 'Huawei') s.ctx.store('producers').softDelete(id, s.ago(40 * DAY));
  });
  for (let id = 1; id <= DEMO_COUNTS.players; id++) {
    const from = s.ago((DEMO_COUNTS.players - id) * 5 * DAY);
    s.insert('players', {
      title: `${s.random.pick(words.SHOWS)}: zapowiedź odcinka ${id}`,
      description: `Materiał wideo partnera: ${s.random.pick(words.MEDIA_COMPANIES)}.`,
      videoUrl: `https://www.youtube.com/watch?v=demo${String(id).padStart(4, '0')}`,
      enabled: id % 4 !== 0,
      dateFrom: from,
      dateTo: new Date(from.getTime() + 14 * DAY),
    });
  }
  const categoryIds = Object.keys(words.DICTIONARY).map((name) => s.insert('dictionarycategories', { name }));
  Object.values(words.DICTIONARY).forEach((entries, index) => {
    for (const word of entries) {
      s.insert('dictionaries', {
        word,
        def: `<p>${escapeHtml(word)} – pojęcie z branży mediów (${Object.keys(words.DICTIONARY)[index]?.toLowerCase()}).</p>`,
        dictionaryCategory: categoryIds[index],
        isPublish: word.length % 4 !== 0,
        slug: slugify(word),
        ip: null,
        created: s.ago(s.random.int(10, 400) * DAY),
      });
    }
  });
  for (let id = 1; id <= DEMO_COUNTS.probes; id++) {
    const options = ['Tak', 'Nie', 'Nie wiem', 'Trudno powiedzieć', 'Raczej tak', 'Raczej nie'];
    const count = 2 + (id % 5);
    const answers = Object.fromEntries(
      PROBE_ANSWER_FIELDS.map((field, index) => [field, index < count ? (options[index] ?? '') : '']),
    );
    const title = `Czy ${s.random.pick(['oglądasz', 'słuchasz', 'czytasz', 'polecasz'])} ${s.random.pick(words.MEDIA_COMPANIES)}?`;
    s.insert('probes', {
      title,
      ...answers,
      isPublish: id % 3 !== 0,
      isActive: id % 2 === 1,
      slug: slugify(title),
      created: s.ago(id * 20 * DAY),
    });
  }
  // Company directory: regions, categories with subcategories, companies.
  const regions = words.VOIVODESHIPS.map((name) => s.insert('kf_regions', { name }));
  const subcategories: number[] = [];
  for (const [category, subs] of Object.entries(words.KF_CATEGORIES)) {
    const categoryId = s.insert('kf_categories', { name: category });
    for (const sub of subs)
      subcategories.push(s.insert('kf_subcategories', { name: sub, category: categoryId }));
  }
  for (let id = 1; id <= DEMO_COUNTS.kfCompanies; id++) {
    const name = `${s.random.pick(['Studio', 'Agencja', 'Grupa', 'Dom Mediowy', 'Pracownia'])} ${s.random.pick(words.LAST_NAMES)} ${id}`;
    s.insert('kf_companies', {
      name,
      createYear: s.random.int(1990, 2024),
      numberWorkers: s.random.int(2, 400),
      districtId: String(s.random.pick(regions)),
      city: s.random.pick(words.CITIES),
      address: `${s.random.pick(words.STREETS)} ${s.random.int(1, 99)}`,
      phone: `22${s.random.int(1_000_000, 9_999_999)}`,
      fax: '',
      email: `kontakt${id}@katalog.example.pl`,
      www: `https://www.katalog${id}.example.pl`,
      moderationState: id % 5 !== 0,
      descr: `Firma ${name} działa na rynku od lat.`,
      subCategories: s.random.sample(subcategories, s.random.int(1, 3)),
      slug: slugify(name),
      createTime: s.ago(id * 9 * DAY),
    });
  }
  const industries = words.INDUSTRIES.map((name, index) =>
    s.insert('adv_industries', {
      name,
      slug: slugify(name),
      showInMainMenuOrdering: index < 4,
      ordering: index,
    }),
  );
  for (let id = 1; id <= DEMO_COUNTS.adverts; id++) {
    const name = `reklama-${id}`;
    const folder = `advs/${formatDate(s.ago(id * 10 * DAY))
      .slice(0, 7)
      .replace('-', '/')}`;
    s.ctx.files.promise('media', `${folder}/${name}.png`, {
      width: 600,
      height: 300,
      variant: id,
      type: 'png',
    });
    s.insert('advs', {
      advIndustries: s.random.sample(industries, s.random.int(1, 2)),
      area: (id % 3 === 0 ? 'swiat' : 'polska') satisfies AdvertArea,
      author: `${s.random.pick(words.FIRST_NAMES)} ${s.random.pick(words.LAST_NAMES)}`,
      date: s.ago(id * 10 * DAY),
      externalLink: `https://www.example.pl/kampanie/${id}`,
      isPublish: id % 4 !== 0,
      keywords: 'kampania, reklama',
      mediaType: s.random.pick(ADVERT_MEDIA_TYPE_VALUES),
      source: s.random.pick(words.MEDIA_COMPANIES),
      title: `Kampania ${s.random.pick(words.INDUSTRIES).toLowerCase()}: ${s.random.pick(words.MEDIA_COMPANIES)}`,
      type: DEFAULT_ADVERT_TYPE,
      imgPath: `/media/${folder}`,
      imgName: name,
      imgExt: 'png',
    });
  }
  for (let id = 1; id <= DEMO_COUNTS.people; id++) {
    const { first, last } = personName(s);
    const mediaId =
      id % 3 === 0
        ? s.media(
            'main',
            { ...SIZES.portrait, variant: id, type: 'png', name: `czlowiek-mediow-${id}` },
            `${first} ${last}`,
            { at: s.ago(id * 12 * DAY) },
          )
        : 0;
    const row = s.insert('people', {
      name: first,
      surname: last,
      slug: slugify(first),
      isPublish: id % 4 !== 0,
      content: `<p>${escapeHtml(`${first} ${last}`)} – ${s.random.pick(['prezes', 'dyrektor programowy', 'dziennikarka', 'wydawca', 'producentka'])} w ${escapeHtml(s.random.pick(words.MEDIA_COMPANIES))}.</p>`,
      mediaId: String(mediaId),
      created: s.ago(id * 12 * DAY),
      email: '',
      position: '',
      description: '',
      twitterLink: '',
      facebookLink: '',
      linkedinLink: '',
      nameSlug: `${first} ${last}`,
    });
    if (id > DEMO_COUNTS.people - 2) s.ctx.store('people').softDelete(row, s.ago(id * DAY));
  }
  for (let id = 1; id <= DEMO_COUNTS.galleries; id++) {
    s.insert('photo_reportages', {
      title: `Fotorelacja: ${s.random.pick(['Gala Mediów', 'Festiwal Reklamy', 'Kongres Prasy', 'Forum Radiowe', 'Targi Technologii'])} ${2016 + id}`,
      type: id % 4 === 0 ? 'video' : 'gallery',
      isPublish: true,
      created: s.ago(id * 30 * DAY),
    });
  }
}

/**
 * The demo data of every area: deterministic content, dates relative to now. Call it inside
 * a transaction (seedDatabase does), so a seed is all there or not at all.
 */
export function seedDemo(ctx: Context, hashes: readonly string[]): void {
  const s = createSeeder(ctx);
  seedUsers(s, hashes);
  const { categories, silos } = seedTaxonomy(s);
  const authors = seedAuthors(s);
  seedReference(s);
  seedArticles(s, authors, categories, silos);
  seedComments(s);
  seedSubscribers(s);
  seedLogs(s);
  seedNewsletters(s);
  seedPartnerBoxes(s);
  seedPortal(s);
  seedPress(s);
  // The RSS feed as the last generation left it.
  writeFeed(ctx);
  setSetting(ctx.db, 'seeded', formatDateTime(s.now) ?? toStored(s.now));
}
