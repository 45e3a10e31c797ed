import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { sponsoredArticlesDefinition } from './definition';

/** 'Artykuły sponsorowane' (/articles_sponsored): the shared article list filtered to sponsored. */
export default function SponsoredArticlesListScreen() {
  return <CrudListScreen definition={sponsoredArticlesDefinition} />;
}
