import type { NewsletterArticle, NewsletterData, NewsletterRenderOptions } from './types';

/** Fixed data for the renderer's tests and its golden files. Changing it changes the golden files. */

export const SITE = 'https://portal.example.pl';
export const STATIC = 'https://static.example.pl';

export const LONG_INTRODUCTION =
  'Telewizja Polsat zanotowała w kwietniu najwyższą oglądalność od trzech lat, a jej serwisy informacyjne przyciągnęły rekordową widownię w grupie komercyjnej; stacja zapowiada kolejne inwestycje w programy publicystyczne.';

function article(slug: string, title: string, extra: Partial<NewsletterArticle> = {}): NewsletterArticle {
  return { slug, title, ...extra };
}

export const fixtureData: NewsletterData = {
  currentDate: '2024-05-14T06:00:00+02:00',
  fileName: 'newsletter_2024-05-14',
  banners: [
    { img: 'baner gora.jpg', url: 'https://reklamodawca.example.com/promocja', txt: 'Promocja wiosenna' },
    { txt: 'Konferencja Media 2024', url: '/konferencja-media-2024' },
    null,
    { img: 'https://cdn.example.com/baner-4.png', url: 'https://portal.example.pl/wydarzenia' },
    undefined,
    { txt: 'Sam tekst bez linku' },
  ],
  lead: {
    title: 'Rynek mediów po pierwszym kwartale',
    content:
      '<p>Wzrosty w <strong>telewizji</strong> i <em>radiu</em>.</p><p><span style="font-size: 18px">Więcej</span> w <a href="https://portal.example.pl/raport">raporcie</a>.</p>',
    author: { name: 'Anna Nowak', photoFileName: 'autorzy/anna-nowak.jpg', photoNewPath: true },
  },
  exclusive: {
    title: 'Tylko u nas: nowy prezes TVN',
    description: 'Z naszych informacji wynika, że zarząd stacji zmieni się jeszcze w maju.',
    url: 'https://portal.example.pl/artykul/nowy-prezes-tvn',
  },
  newsOfTheDay: [
    article('artykul/polsat-rekord', 'Polsat z rekordem oglądalności', {
      introduction: LONG_INTRODUCTION,
      authorName: 'Jan Kowalski',
      groupName: 'Telewizja',
      groupSlug: 'telewizja',
      mediaTopFilename: '2024/05/polsat.jpg',
      mediaTopNewPath: false,
    }),
    article('https://partner.example.com/oferta', 'Nowa oferta partnera', { partnerNews: true }),
    article('/artykul/radio-zet', 'Radio ZET zmienia ramówkę'),
  ],
  newsOnlyOnWm: [
    article('artykul/wywiad', 'Wywiad z szefem agencji', {
      introduction: 'Krótki wstęp.',
      mediaTopFilename: 'wywiad.jpg',
      mediaTopNewPath: true,
    }),
  ],
  categoryNews: {
    telewizja: [article('artykul/tvp', 'TVP w nowej odsłonie')],
    radio: [article('artykul/rmf', 'RMF FM liderem')],
    reklama: [article('artykul/kampania', 'Kampania roku', { partnerNews: true })],
    prasa: [article('artykul/gazeta', 'Gazeta zmienia format')],
    internet: [article('artykul/portal', 'Portal z nowym CMS')],
    badania_marketingowe: [article('artykul/badanie', 'Badanie zasięgu')],
    pr: [article('artykul/pr', 'Agencja PR z nagrodą')],
    technologie: [article('artykul/ai', 'AI w redakcjach')],
  },
  partnerNews: {
    imageDir: '2024-05',
    firstNewsletterUrl: 'https://partner-a.example.com',
    firstNewsletterTitle: 'Partner A poleca',
    firstNewsletterImg: 'partner-a.jpg',
    secondNewsletterUrl: 'https://partner-b.example.com',
    secondNewsletterTitle: 'Partner B zaprasza',
    secondNewsletterImg: 'partner-b.jpg',
    logoNewsletterUrl: 'https://partner-logo.example.com',
    logoNewsletterImg: 'logo.png',
    logoNewsletterMobileImg: 'logo-mobile.png',
  },
  jobOffers: [
    {
      position: 'Dziennikarz',
      company: 'Wydawnictwo X',
      absoluteUrl: 'https://portal.example.pl/praca/oferta/1',
    },
    { position: 'Grafik', company: null, absoluteUrl: 'https://praca.example.com/oferta/2' },
  ],
};

export const standardOptions: NewsletterRenderOptions = { siteUrl: SITE, staticUrl: STATIC };
export const alternativeOptions: NewsletterRenderOptions = {
  siteUrl: SITE,
  staticUrl: STATIC,
  variant: 'alternative',
};
