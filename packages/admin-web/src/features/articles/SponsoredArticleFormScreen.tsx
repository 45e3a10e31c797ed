import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { sponsoredArticlesDefinition } from './definition';

/** 'Nowy artykuł sponsorowany' and 'Edycja artykułu sponsorowanego' (/articles_sponsored/…). */
export default function SponsoredArticleFormScreen() {
  return <CrudFormScreen definition={sponsoredArticlesDefinition} />;
}
