import type { Story } from '@ladle/react';
import { alternativeOptions, fixtureData, standardOptions } from './newsletter.fixture';
import { renderNewsletter } from './render';
import type { NewsletterData, NewsletterRenderOptions } from './types';

export default { title: 'Newsletter / E-mail' };

/**
 * The stories' pictures come from this Ladle server (.ladle/public/newsletter-static, laid out like
 * the portal's static paths, UI-N5), so the e-mail shows them without outside network.
 */
const staticUrl = new URL(`${import.meta.env.BASE_URL}newsletter-static`, window.location.origin).href;

const { banners = [], lead, newsOfTheDay = [], newsOnlyOnWm = [], partnerNews } = fixtureData;

/** The fixture (the golden files' data) with every image named after a file of that folder. */
const storyData: NewsletterData = {
  ...fixtureData,
  banners: banners.map((banner) => (banner?.img ? { ...banner, img: 'baner.svg' } : banner)),
  ...(lead?.author
    ? { lead: { ...lead, author: { ...lead.author, photoFileName: 'zdjecie.svg', photoNewPath: true } } }
    : {}),
  newsOfTheDay: newsOfTheDay.map((article) =>
    article.mediaTopFilename ? { ...article, mediaTopFilename: 'zdjecie.svg' } : article,
  ),
  newsOnlyOnWm: newsOnlyOnWm.map((article) =>
    article.mediaTopFilename ? { ...article, mediaTopFilename: 'zdjecie.svg' } : article,
  ),
  ...(partnerNews
    ? {
        partnerNews: {
          ...partnerNews,
          firstNewsletterImg: 'partner.svg',
          secondNewsletterImg: 'partner.svg',
          logoNewsletterImg: 'logo.svg',
          logoNewsletterMobileImg: 'logo.svg',
        },
      }
    : {}),
};

const standard: NewsletterRenderOptions = { ...standardOptions, staticUrl };
const alternative: NewsletterRenderOptions = { ...alternativeOptions, staticUrl };

/** The e-mail in a sandboxed frame, as the panel previews it. */
function Preview({
  data,
  options,
  title,
}: {
  data: NewsletterData;
  options: NewsletterRenderOptions;
  title: string;
}) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={renderNewsletter(data, options)}
      style={{ width: 800, height: 1400, border: '1px solid #ccc' }}
    />
  );
}

export const Standard: Story = () => <Preview title="Newsletter" data={storyData} options={standard} />;

export const Alternative: Story = () => (
  <Preview title="Newsletter (wersja alternatywna)" data={storyData} options={alternative} />
);

export const EditViewWithoutNews: Story = () => (
  <Preview
    title="Podgląd bez newsów dnia"
    data={{ ...storyData, newsOfTheDay: [] }}
    options={{ ...standard, mode: 'edit' }}
  />
);

export const Empty: Story = () => <Preview title="Pusty newsletter" data={{}} options={standard} />;
