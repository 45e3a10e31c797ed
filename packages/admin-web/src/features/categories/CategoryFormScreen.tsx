/**
 * Categories (02 §2-§9): new and edit (the list is CategoriesListScreen.tsx); edit leaves for the list when the
 * category is deleted; the list returns 1 s after a save. Rules and messages: the SDK's categoryFormSchema; the group
 * choices come from /api/groups/select, and parentId follows the group (toCategoryPayload).
 */
import {
  type Category,
  type CategoryListItem,
  type CategoryPayload,
  categoryFormSchema,
  createCategoriesResource,
  fromCategory,
  type NameFilter,
  newCategoryForm,
  orderWarning,
  REDIRECT_DELAYS_MS,
  resourceOf,
  toCategoryPayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { META_FIELDS } from '../../shared/crud/metaFields';
import { OPTIONS } from '../../shared/crud/options';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { categoryListQueries } from './listQueries';

/**
 * /api/categories: the list (listQueries.ts) and one category; saves refresh /api/categories/select. The
 * edit route sends the record's query with this module (areas.ts, WEB-133).
 */
export const categoryQueries = withRecordQueries<Category, CategoryListItem, CategoryPayload, NameFilter>(
  categoryListQueries,
  (client) => resourceOf(client, createCategoriesResource),
);

const categoriesDefinition = defineCrudForm({
  queries: categoryQueries,
  routes: crudRoutes('categories'),
  deletedAt: (category) => category.deleted,
  form: {
    schema: categoryFormSchema,
    empty: newCategoryForm,
    fromRecord: fromCategory,
    toPayload: toCategoryPayload,
    fields: [
      { kind: 'text', name: 'name', label: 'Nazwa' },
      {
        kind: 'text',
        name: 'slug',
        label: 'Slug',
        description: 'Pozostaw puste, aby utworzyć go z nazwy.',
      },
      ...META_FIELDS,
      {
        kind: 'select',
        name: 'group',
        label: 'Grupa',
        noneLabel: 'Bez grupy',
        options: OPTIONS.groups,
      },
      { kind: 'number', name: 'ordering', label: 'Kolejność', warning: orderWarning },
      { kind: 'checkbox', name: 'showInMainMenuOrdering', label: 'Pokaż w menu głównym' },
      { kind: 'checkbox', name: 'isPublish', label: 'Opublikowana' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.categories },
  },
  redirectIfDeleted: true,
});

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(categoriesDefinition);

/** 'Nowa kategoria' (/categories/new) and 'Edycja kategorii' (/categories/edit/:id). */
export default function CategoryFormScreen() {
  return <CrudFormScreen definition={categoriesDefinition} />;
}
