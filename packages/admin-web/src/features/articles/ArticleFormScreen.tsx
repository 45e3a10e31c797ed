import { useMatch } from 'react-router';
import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { patternOf } from '../../shared/routePaths';
import { articlesDefinition, newArticleDefinition } from './definition';

/** 'Nowy artykuł' (/articles/new, with 'Podziel na strony') and 'Edycja artykułu' (/articles/edit/:id). */
export default function ArticleFormScreen() {
  const isNew = useMatch(patternOf('articleNew')) !== null;
  return <CrudFormScreen definition={isNew ? newArticleDefinition : articlesDefinition} />;
}
