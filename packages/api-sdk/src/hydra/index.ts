export {
  type HydraCollection,
  hydraCollectionSchema,
  hydraViewSchema,
  normaliseCollection,
  type PageLinks,
} from './collection';
export { type CollectOptions, collect, iterateItems, iteratePages, type PageFetcher } from './paginate';
export { createPage, type Page, pageNumberFromLink } from './page';
export { createPageReader, type PageReader } from './reader';
