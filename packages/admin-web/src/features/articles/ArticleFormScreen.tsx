import { useMatch } from 'react-router';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { patternOf } from '../../shared/routePaths';
import { articlesDefinition, newArticleDefinition } from './definition';

/** The edit route sends the record's query with this module (areas.ts, WEB-133). */
export { articleQueries } from './queries';

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(articlesDefinition);

/** 'Nowy artykuł' (/articles/new, with 'Podziel na strony') and 'Edycja artykułu' (/articles/edit/:id). */
export default function ArticleFormScreen() {
  const isNew = useMatch(patternOf('articleNew')) !== null;
  return <CrudFormScreen definition={isNew ? newArticleDefinition : articlesDefinition} />;
}
