export {
  type HydraCollection,
  hydraCollectionSchema,
  hydraViewSchema,
  listOrCollectionSchema,
  normaliseCollection,
  type PageLinks,
} from './collection';
export { createPage, type Page, pageNumberFromLink } from './page';
export { type CollectOptions, collect, iterateItems, iteratePages, type PageFetcher } from './paginate';
export { createPageReader, type PageReader, type PagesOptions } from './reader';
