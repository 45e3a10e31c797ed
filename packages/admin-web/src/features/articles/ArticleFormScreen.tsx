import { useMatch } from 'react-router';
import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { patternOf } from '../../shared/routePaths';
import { articlesDefinition, newArticleDefinition } from './definition';

/** The edit route sends the record's query with this module (areas.ts, WEB-133). */
export { articleQueries } from './queries';

/** 'Nowy artykuł' (/articles/new, with 'Podziel na strony') and 'Edycja artykułu' (/articles/edit/:id). */
export default function ArticleFormScreen() {
  const isNew = useMatch(patternOf('articleNew')) !== null;
  return <CrudFormScreen definition={isNew ? newArticleDefinition : articlesDefinition} />;
}
