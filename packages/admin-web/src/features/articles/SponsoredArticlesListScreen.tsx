import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { sponsoredArticlesListDefinition } from './listDefinition';

/** 'Artykuły sponsorowane' (/articles_sponsored): the shared article list filtered to sponsored. */
export default function SponsoredArticlesListScreen() {
  return <CrudListScreen definition={sponsoredArticlesListDefinition} />;
}
