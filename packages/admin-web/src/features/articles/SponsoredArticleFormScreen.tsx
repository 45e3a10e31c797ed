import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { sponsoredArticlesDefinition } from './definition';

/** The edit route sends the record's query with this module (areas.ts, WEB-133). */
export { sponsoredArticleQueries } from './queries';

/** 'Nowy artykuł sponsorowany' and 'Edycja artykułu sponsorowanego' (/articles_sponsored/…). */
export default function SponsoredArticleFormScreen() {
  return <CrudFormScreen definition={sponsoredArticlesDefinition} />;
}
