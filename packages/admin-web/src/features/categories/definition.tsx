/**
 * Categories (02 §2-§9): list with name search, new, edit; edit leaves for the list when the category is
 * deleted; the list returns 1 s after a save. Rules and messages: the SDK's categoryFormSchema; the group
 * choices come from /api/groups/select, and parentId follows the group (toCategoryPayload).
 */
import {
  categoryFormSchema,
  fromCategory,
  newCategoryForm,
  REDIRECT_DELAYS_MS,
  toCategoryPayload,
} from '@redakcja/api-sdk';
import { PublicationToggle } from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { META_FIELDS } from '../../shared/crud/metaFields';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { OPTIONS } from '../../shared/crud/options';
import { categoryQueries } from './queries';

export const categoriesDefinition = defineCrud({
  queries: categoryQueries,
  routes: { list: 'categories', new: 'categoryNew', edit: 'categoryEdit' },
  texts: {
    tableLabel: 'Lista kategorii',
    deleteTitle: 'Usuwanie kategorii',
    deleteQuestion: 'Czy na pewno chcesz usunąć tą kategorię?',
    deleteRowLabel: (category) => `Usuń kategorię ${category.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      { id: 'id', header: 'Id', cell: (category) => category.id },
      { id: 'name', header: 'Nazwa', cell: (category) => category.name, isRowHeader: true },
      { id: 'ordering', header: 'Kolejność', cell: (category) => category.ordering ?? 0 },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (category) => <PublicationToggle isOn={category.isPublish} />,
      },
    ],
  },
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
      { kind: 'number', name: 'ordering', label: 'Kolejność' },
      { kind: 'checkbox', name: 'showInMainMenuOrdering', label: 'Pokaż w menu głównym' },
      { kind: 'checkbox', name: 'isPublish', label: 'Opublikowana' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.categories },
  },
  redirectIfDeleted: true,
});
