import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { articlesListDefinition } from './listDefinition';

/** 'Artykuły' (/articles): the non-sponsored articles. */
export default function ArticlesListScreen() {
  return <CrudListScreen definition={articlesListDefinition} />;
}
