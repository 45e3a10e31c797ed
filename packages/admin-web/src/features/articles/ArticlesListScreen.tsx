import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { articlesDefinition } from './definition';

/** 'Artykuły' (/articles): the non-sponsored articles. */
export default function ArticlesListScreen() {
  return <CrudListScreen definition={articlesDefinition} />;
}
