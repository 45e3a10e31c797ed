import type {
  NewsletterData as ApiNewsletterData,
  AuthorFull,
  JobOffer,
  NewsletterBuilderState,
} from '@redakcja/api-sdk';
import type { NewsletterData } from './types';

/**
 * The renderer's input from the API's newsletter data (GET /api/newsletter_data) and the builder state
 * the last saved newsletter prefills (03 §2), as the panel's builder assembles it before 'Wygeneruj html'.
 * The panel and the CLI both render through it. The SDK is imported for its types only: ui never loads
 * the SDK's main entry (test/entry.test.ts).
 */
export function toNewsletterRenderData(
  data: ApiNewsletterData,
  state: NewsletterBuilderState,
  jobOffers: readonly JobOffer[],
  author: AuthorFull | null,
): NewsletterData {
  const box = data.partnerNews;
  return {
    banners: state.banners.map((banner) => ({ img: banner.img, url: banner.url, txt: banner.txt })),
    lead: {
      title: state.lead.leadSegmentTitle,
      content: state.lead.leadSegment,
      author: author
        ? {
            name: author.name,
            photoFileName: author.media?.fileName ?? null,
            photoNewPath: author.media?.newPath ?? null,
          }
        : null,
    },
    exclusive: {
      title: state.exclusive.exclusiveTitle,
      description: state.exclusive.exclusiveDescription,
      url: state.exclusive.exclusiveUrl,
    },
    newsOfTheDay: data.newsOfTheDay,
    newsOnlyOnWm: data.newsOnlyOnWm,
    categoryNews: data.categoryNews,
    partnerNews: box
      ? {
          imageDir: box.imageDir ?? box.imgDir,
          firstNewsletterUrl: box.firstNewsletterUrl,
          firstNewsletterTitle: box.firstNewsletterTitle,
          firstNewsletterImg: box.firstNewsletterImg,
          secondNewsletterUrl: box.secondNewsletterUrl,
          secondNewsletterTitle: box.secondNewsletterTitle,
          secondNewsletterImg: box.secondNewsletterImg,
          logoNewsletterUrl: box.logoNewsletterUrl,
          logoNewsletterImg: box.logoNewsletterImg,
          logoNewsletterMobileImg: box.logoNewsletterMobileImg,
        }
      : null,
    jobOffers: jobOffers.map((offer) => ({
      position: offer.position,
      company: offer.company,
      absoluteUrl: offer.absoluteUrl,
    })),
    currentDate: data.currentDate,
    fileName: data.fileName,
  };
}
