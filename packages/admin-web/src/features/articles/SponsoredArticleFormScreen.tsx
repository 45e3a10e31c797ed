import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { sponsoredArticlesDefinition } from './definition';

/** The edit route sends the record's query with this module (areas.ts, WEB-133). */
export { sponsoredArticleQueries } from './queries';

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(sponsoredArticlesDefinition);

/** 'Nowy artykuł sponsorowany' and 'Edycja artykułu sponsorowanego' (/articles_sponsored/…). */
export default function SponsoredArticleFormScreen() {
  return <CrudFormScreen definition={sponsoredArticlesDefinition} />;
}
