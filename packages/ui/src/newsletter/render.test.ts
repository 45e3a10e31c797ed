import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  alternativeOptions,
  fixtureData,
  LONG_INTRODUCTION,
  SITE,
  STATIC,
  standardOptions,
} from './newsletter.fixture';
import { renderNewsletter } from './render';
import type { NewsletterData, NewsletterRenderOptions } from './types';

const UTM = 'utm_source=email&utm_medium=newsletter&utm_campaign=getresponse';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function render(data: NewsletterData = fixtureData, options: NewsletterRenderOptions = standardOptions) {
  const html = renderNewsletter(data, options);
  return { html, doc: parse(html) };
}

function hrefs(doc: Document): string[] {
  return Array.from(doc.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? '');
}

function linkByText(doc: Document, text: string): HTMLAnchorElement {
  const link = Array.from(doc.querySelectorAll('a')).find((a) => a.textContent === text);
  if (!link) throw new Error(`No link '${text}'`);
  return link;
}

const empty: NewsletterData = {};

describe('renderNewsletter: frame and variants (D16)', () => {
  it('is 740 px wide in the standard version and 750 px in the alternative one', () => {
    const standard = render().doc.querySelector('table.nl-frame');
    expect(standard?.getAttribute('width')).toBe('740');
    expect(standard?.getAttribute('style')).toContain('width:740px');
    const alternative = render(fixtureData, alternativeOptions).doc.querySelector('table.nl-frame');
    expect(alternative?.getAttribute('width')).toBe('750');
    expect(alternative?.getAttribute('style')).toContain('width:750px');
  });

  it('lays out with tables and inline styles, in Polish', () => {
    const { html, doc } = render();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(doc.documentElement.getAttribute('lang')).toBe('pl');
    expect(doc.querySelectorAll('table[role="presentation"]').length).toBeGreaterThan(10);
    expect(doc.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(doc.title).toBe('Newsletter WM – 14 maja 2024');
  });

  it('is one main landmark under one h1, the product name (UI-N12)', () => {
    for (const options of [
      standardOptions,
      alternativeOptions,
      { ...standardOptions, mode: 'edit' as const },
    ]) {
      for (const data of [fixtureData, empty]) {
        const { doc } = render(data, options);
        expect(doc.querySelectorAll('[role="main"], main').length).toBe(1);
        expect(doc.querySelector('[role="main"]')?.contains(doc.querySelector('table.nl-frame'))).toBe(true);
        expect(Array.from(doc.querySelectorAll('h1'), (h1) => h1.textContent)).toEqual(['WM']);
      }
    }
  });

  it('shows the lead and exclusive segments only in the alternative version', () => {
    const standard = render().html;
    expect(standard).not.toContain('Rynek mediów po pierwszym kwartale');
    expect(standard).not.toContain('EXCLUSIVE');
    expect(standard).not.toContain('Tylko u nas: nowy prezes TVN');

    const { doc } = render(fixtureData, alternativeOptions);
    // The first h2, before the exclusive segment and the articles.
    expect(doc.querySelector('h2')?.textContent).toBe('Rynek mediów po pierwszym kwartale');
    expect(doc.body.textContent).toContain('Anna Nowak');
    const photo = doc.querySelector('img[alt="Anna Nowak"]');
    expect(photo?.getAttribute('src')).toBe(`${STATIC}/media/new/autorzy/anna-nowak.jpg`);
    expect(doc.body.textContent).toContain('EXCLUSIVE');
    expect(doc.body.textContent).toContain('Z naszych informacji wynika');
    expect(linkByText(doc, 'Tylko u nas: nowy prezes TVN').getAttribute('href')).toBe(
      `${SITE}/artykul/nowy-prezes-tvn?${UTM}`,
    );
  });

  it('keeps the lead formatting and drops scripts, handlers and javascript: links', () => {
    const hostile: NewsletterData = {
      lead: {
        title: 'Lead',
        content:
          '<p onclick="steal()">Tekst <strong>ważny</strong><script>alert(1)</script></p><img src="x.jpg" onerror="alert(2)"><a href="javascript:alert(3)">klik</a><iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      },
    };
    const { html, doc } = render(hostile, alternativeOptions);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert(');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toContain('display:none');
    expect(doc.querySelector('strong')?.textContent).toBe('ważny');
  });

  it('uses the short claim in the standard footer and the long one in the alternative (D16)', () => {
    const standard = render().doc.body.textContent ?? '';
    const alternative = render(fixtureData, alternativeOptions).doc.body.textContent ?? '';
    const short =
      'Serwis WM odwiedza co miesiąc około 2 mln użytkowników, a newsletter codziennie trafia do 50 tys. odbiorców.';
    const long =
      'Serwis WM to co miesiąc około 3 mln użytkowników i 15 mln odsłon, 255 tys. obserwujących w mediach społecznościowych oraz 50 tys. czytelników newslettera.';
    expect(standard).toContain(short);
    expect(standard).not.toContain(long);
    expect(alternative).toContain(long);
    expect(alternative).not.toContain(short);
  });
});

describe('renderNewsletter: banners', () => {
  it('renders an image slot with its link, a text slot with its link, and nothing for an empty slot', () => {
    const { doc } = render();
    const image = doc.querySelector('img[alt="Promocja wiosenna"]');
    expect(image?.getAttribute('src')).toBe(`${STATIC}/newsletter_images/baner%20gora.jpg`);
    expect(image?.closest('a')?.getAttribute('href')).toBe('https://reklamodawca.example.com/promocja');
    expect(linkByText(doc, 'Konferencja Media 2024').getAttribute('href')).toBe(
      `${SITE}/konferencja-media-2024?${UTM}`,
    );
    const absolute = doc.querySelector('img[src="https://cdn.example.com/baner-4.png"]');
    expect(absolute?.closest('a')?.getAttribute('href')).toBe(`${SITE}/wydarzenia?${UTM}`);
    expect(doc.body.textContent).toContain('Sam tekst bez linku');
    expect(doc.querySelectorAll('[data-newsletter-block]').length).toBe(0);
  });

  it('marks all six slots in the edit view, filled or not', () => {
    const { doc } = render(fixtureData, { ...standardOptions, mode: 'edit' });
    for (let slot = 1; slot <= 6; slot += 1) {
      expect(doc.querySelector(`[data-newsletter-block="banner-${slot}"]`)).not.toBeNull();
    }
    expect(doc.querySelector('[data-newsletter-block="banner-3"]')?.textContent).toBe('');
    expect(doc.querySelector('[data-newsletter-block="banner-7"]')).toBeNull();
  });

  it('renders no banner and no block marker for an empty newsletter in the e-mail', () => {
    const { doc } = render(empty);
    expect(doc.querySelectorAll('img').length).toBe(0);
  });
});

describe('renderNewsletter: news blocks', () => {
  it("says 'Brak nowych newsów dnia.' only in the edit view, and only when there are none", () => {
    expect(render(empty, { ...standardOptions, mode: 'edit' }).html).toContain('Brak nowych newsów dnia.');
    expect(render(empty, standardOptions).html).not.toContain('Brak nowych newsów dnia.');
    expect(render(empty, standardOptions).html).not.toContain('Newsy dnia');
    expect(render(fixtureData, { ...standardOptions, mode: 'edit' }).html).not.toContain(
      'Brak nowych newsów dnia.',
    );
    expect(render().doc.body.textContent).toContain('Newsy dnia');
  });

  it("shows 'Tylko na {product}' linking to /tylko-na-{product}", () => {
    const { doc } = render();
    expect(linkByText(doc, 'Tylko na WM').getAttribute('href')).toBe(`${SITE}/tylko-na-wm?${UTM}`);
    expect(linkByText(doc, 'Wywiad z szefem agencji')).toBeTruthy();
    const other = render(fixtureData, { ...standardOptions, product: 'Media Plus' }).doc;
    expect(linkByText(other, 'Tylko na Media Plus').getAttribute('href')).toBe(
      `${SITE}/tylko-na-media-plus?${UTM}`,
    );
  });

  it('shows the eight category blocks linking to /wiadomosci/{category}', () => {
    const { doc } = render();
    const expected = {
      telewizja: ['Telewizja', 'telewizja'],
      radio: ['Radio', 'radio'],
      reklama: ['Reklama', 'reklama'],
      prasa: ['Prasa', 'prasa'],
      internet: ['Internet', 'internet'],
      badania_marketingowe: ['Badania marketingowe', 'badania'],
      pr: ['PR', 'public-relations'],
      technologie: ['Technologie', 'technologie'],
    } as const;
    // In the order of the specification (the object's key order).
    const categories = Object.keys(expected) as (keyof typeof expected)[];
    for (const category of categories) {
      const [heading, path] = expected[category];
      expect(linkByText(doc, heading).getAttribute('href')).toBe(`${SITE}/wiadomosci/${path}?${UTM}`);
    }
    const html = render(fixtureData, { ...standardOptions, mode: 'edit' }).html;
    const order = categories.map((category) => html.indexOf(`data-newsletter-block="category-${category}"`));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('leaves out a category without articles', () => {
    const data: NewsletterData = { categoryNews: { radio: [{ slug: 'a', title: 'Radio news' }] } };
    const links = hrefs(render(data).doc);
    expect(links).toContain(`${SITE}/wiadomosci/radio?${UTM}`);
    expect(links).not.toContain(`${SITE}/wiadomosci/telewizja?${UTM}`);
    expect(links.filter((href) => href.includes('/wiadomosci/'))).toHaveLength(1);
  });

  it("labels partner articles 'materiał reklamowy', and only them", () => {
    const data: NewsletterData = {
      newsOfTheDay: [
        { slug: 'a', title: 'Sponsorowany pierwszy', partnerNews: true },
        { slug: 'b', title: 'Zwykły' },
        { slug: 'c', title: 'Sponsorowany na liście', partnerNews: true },
      ],
    };
    const { doc } = render(data);
    const labelled = Array.from(doc.querySelectorAll('p'))
      .filter((p) => p.textContent === 'materiał reklamowy')
      .map((p) => p.parentElement?.querySelector('a')?.textContent);
    expect(labelled).toEqual(['Sponsorowany pierwszy', 'Sponsorowany na liście']);
    const plain = render({ newsOfTheDay: [{ slug: 'b', title: 'Zwykły' }] }).html;
    expect(plain).not.toContain('materiał reklamowy');
  });

  it('cuts the first article introduction to 180 characters with an ellipsis', () => {
    const { doc } = render();
    const paragraphs = Array.from(doc.querySelectorAll('p'), (p) => p.textContent ?? '');
    const cut = paragraphs.find((text) => text.startsWith('Telewizja Polsat zanotowała'));
    expect(cut).toBeDefined();
    expect(cut?.endsWith('…')).toBe(true);
    expect(Array.from(cut ?? '').length).toBeLessThanOrEqual(181);
    expect(LONG_INTRODUCTION.startsWith((cut ?? '').slice(0, -1))).toBe(true);
    expect(paragraphs).toContain('Krótki wstęp.');
  });

  it('makes relative slugs absolute on the site and keeps absolute slugs', () => {
    const { doc } = render();
    expect(linkByText(doc, 'Polsat z rekordem oglądalności').getAttribute('href')).toBe(
      `${SITE}/artykul/polsat-rekord?${UTM}`,
    );
    expect(linkByText(doc, 'Radio ZET zmienia ramówkę').getAttribute('href')).toBe(
      `${SITE}/artykul/radio-zet?${UTM}`,
    );
    expect(linkByText(doc, 'Nowa oferta partnera').getAttribute('href')).toBe(
      'https://partner.example.com/oferta',
    );
  });

  it('shows article photos from the media folders', () => {
    const { doc } = render();
    expect(doc.querySelector('img[alt="Polsat z rekordem oglądalności"]')?.getAttribute('src')).toBe(
      `${STATIC}/media/2024/05/polsat.jpg`,
    );
    expect(doc.querySelector('img[alt="Wywiad z szefem agencji"]')?.getAttribute('src')).toBe(
      `${STATIC}/media/new/wywiad.jpg`,
    );
  });
});

describe('renderNewsletter: job offers, partner box, footer', () => {
  it("shows 'Ogłoszenia o pracę' with 'DODAJ WŁASNE' and 'WIĘCEJ', and the offers", () => {
    const { doc } = render();
    expect(linkByText(doc, 'Ogłoszenia o pracę').getAttribute('href')).toBe(`${SITE}/praca?${UTM}`);
    expect(linkByText(doc, 'DODAJ WŁASNE').getAttribute('href')).toBe(`${SITE}/praca/dodaj-oferte?${UTM}`);
    expect(linkByText(doc, 'WIĘCEJ').getAttribute('href')).toBe(`${SITE}/praca?${UTM}`);
    expect(linkByText(doc, 'Dziennikarz').getAttribute('href')).toBe(`${SITE}/praca/oferta/1?${UTM}`);
    expect(linkByText(doc, 'Grafik').getAttribute('href')).toBe('https://praca.example.com/oferta/2');
    expect(doc.body.textContent).toContain('Wydawnictwo X');
  });

  it('shows the partner box with two images and a logo', () => {
    const { doc } = render();
    const first = doc.querySelector('img[alt="Partner A poleca"]');
    const second = doc.querySelector('img[alt="Partner B zaprasza"]');
    expect(first?.getAttribute('src')).toBe(`${STATIC}/box_tvn/2024-05/partner-a.jpg`);
    expect(first?.closest('a')?.getAttribute('href')).toBe('https://partner-a.example.com');
    expect(second?.getAttribute('src')).toBe(`${STATIC}/box_tvn/2024-05/partner-b.jpg`);
    const logo = doc.querySelector(`img[src="${STATIC}/box_tvn/2024-05/logo.png"]`);
    expect(logo?.closest('a')?.getAttribute('href')).toBe('https://partner-logo.example.com');
    expect(doc.body.textContent).toContain('Newsy partnerskie');
    expect(render({ ...fixtureData, partnerNews: null }).html).not.toContain('Newsy partnerskie');
  });

  it('has contact, unsubscribe, RSS, archive, advertising and social links in the footer', () => {
    const { doc } = render();
    expect(linkByText(doc, 'Kontakt').getAttribute('href')).toBe(`${SITE}/kontakt.html?${UTM}`);
    expect(linkByText(doc, 'RSS').getAttribute('href')).toBe(`${SITE}/rss.html?${UTM}`);
    expect(linkByText(doc, 'Archiwum').getAttribute('href')).toBe(`${SITE}/archiwum?${UTM}`);
    expect(linkByText(doc, 'Oferta reklamowa').getAttribute('href')).toBe(`${SITE}/reklama.html?${UTM}`);
    expect(linkByText(doc, 'Wypisz się z newslettera').getAttribute('href')).toBe('[[remove]]');
    expect(linkByText(doc, 'Facebook').getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\//);
    const custom = render(fixtureData, {
      ...standardOptions,
      unsubscribeUrl: 'https://lista.example.com/wypisz',
      socialLinks: [{ label: 'Instagram', url: 'https://instagram.example.com/wm' }],
    }).doc;
    expect(linkByText(custom, 'Wypisz się z newslettera').getAttribute('href')).toBe(
      'https://lista.example.com/wypisz',
    );
    expect(linkByText(custom, 'Instagram').getAttribute('href')).toBe('https://instagram.example.com/wm');
    expect(custom.body.textContent).not.toContain('Facebook');
  });

  it("links 'ZOBACZ W PRZEGLĄDARCE' to {static}/nsl/{fileName}.html", () => {
    expect(linkByText(render().doc, 'ZOBACZ W PRZEGLĄDARCE').getAttribute('href')).toBe(
      `${STATIC}/nsl/newsletter_2024-05-14.html`,
    );
    const named = render(fixtureData, { ...standardOptions, fileName: 'inny plik.html' }).doc;
    expect(linkByText(named, 'ZOBACZ W PRZEGLĄDARCE').getAttribute('href')).toBe(
      `${STATIC}/nsl/inny%20plik.html`,
    );
  });
});

describe('renderNewsletter: links and escaping', () => {
  it('adds the utm parameters to every portal link and to no other link', () => {
    for (const options of [standardOptions, alternativeOptions]) {
      const links = hrefs(render(fixtureData, options).doc);
      const portal = links.filter((href) => href.startsWith(SITE));
      expect(portal.length).toBeGreaterThan(20);
      for (const href of portal) expect(href.endsWith(`?${UTM}`)).toBe(true);
      for (const href of links.filter((link) => !link.startsWith(SITE))) expect(href).not.toContain('utm_');
    }
  });

  it('gives every link a text or an image description for screen readers', () => {
    const sparse: NewsletterData = {
      ...fixtureData,
      banners: [{ img: 'a.jpg', url: 'https://a.example.com' }],
      partnerNews: {
        logoNewsletterImg: 'l.png',
        logoNewsletterUrl: 'https://l.example.com',
        firstNewsletterImg: 'p.jpg',
        firstNewsletterUrl: 'https://p.example.com',
      },
    };
    for (const options of [standardOptions, alternativeOptions]) {
      for (const anchor of Array.from(render(sparse, options).doc.querySelectorAll('a'))) {
        const name =
          (anchor.textContent ?? '').trim() || anchor.querySelector('img')?.getAttribute('alt') || '';
        expect(name, anchor.outerHTML).not.toBe('');
      }
    }
    const { doc } = render(sparse);
    expect(doc.querySelector('img[alt="Baner reklamowy 1"]')).not.toBeNull();
    expect(doc.querySelector('img[alt="Logo partnera"]')).not.toBeNull();
  });

  it('escapes hostile titles in text and in attributes', () => {
    const hostile = '<script>alert("x")</script> & "cudzysłów" \'apostrof\'';
    const data: NewsletterData = {
      newsOfTheDay: [
        { slug: 'a"><script>b', title: hostile, mediaTopFilename: 'x.jpg', authorName: '<b>autor</b>' },
      ],
      banners: [{ img: 'a.jpg', txt: '" onerror="alert(1)', url: 'javascript:alert(1)' }],
      exclusive: {
        title: '<img src=x onerror=alert(1)>',
        description: '</td></tr>',
        url: ' JaVa\tScRiPt:alert(1)',
      },
      jobOffers: [{ position: '<i>Praca</i>', absoluteUrl: 'data:text/html,<script>alert(1)</script>' }],
    };
    const { html, doc } = render(data, alternativeOptions);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img src=x/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain('data:text/html');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;cudzysłów&quot; &#39;apostrof&#39;',
    );
    expect(html).toContain('alt="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('alt="&quot; onerror=&quot;alert(1)"');
    const image = doc.querySelector('img[src$="x.jpg"]');
    expect(image?.getAttribute('alt')).toBe(hostile);
    expect(html).toContain(`href="${SITE}/a&quot;&gt;&lt;script&gt;b?`);
    expect(linkByText(doc, hostile).getAttribute('href')).toBe(`${SITE}/a"><script>b?${UTM}`);
    expect(doc.querySelector('img[alt="\\" onerror=\\"alert(1)"]')?.closest('a')?.getAttribute('href')).toBe(
      '#',
    );
    expect(linkByText(doc, '<i>Praca</i>').getAttribute('href')).toBe('#');
    expect(doc.body.textContent).toContain('<b>autor</b>');
  });
});

describe('renderNewsletter: determinism', () => {
  it('renders the same string twice', () => {
    expect(renderNewsletter(fixtureData, alternativeOptions)).toBe(
      renderNewsletter(fixtureData, alternativeOptions),
    );
    expect(renderNewsletter(fixtureData, standardOptions)).toBe(
      renderNewsletter(fixtureData, standardOptions),
    );
  });

  it('gives in a DOM environment the bytes of the golden file rendered without one', () => {
    expect(typeof document).toBe('object');
    const golden = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '__golden__', 'standard-email.html.golden'),
      'utf8',
    );
    expect(renderNewsletter(fixtureData, standardOptions)).toBe(golden);
  });

  it('does not depend on the clock or the time zone of the machine', async () => {
    const { vi } = await import('vitest');
    const previousZone = process.env.TZ;
    try {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2001-01-01T00:00:00Z'));
      process.env.TZ = 'Pacific/Kiritimati';
      const east = renderNewsletter(fixtureData, alternativeOptions);
      vi.setSystemTime(new Date('2039-12-31T23:59:59Z'));
      process.env.TZ = 'Pacific/Pago_Pago';
      const west = renderNewsletter(fixtureData, alternativeOptions);
      expect(west).toBe(east);
      expect(east).toContain('14 maja 2024');
    } finally {
      vi.useRealTimers();
      process.env.TZ = previousZone;
    }
  });
});
