/**
 * Categories (02 §2-§9): new and edit (the list is listDefinition.tsx); edit leaves for the list when the
 * category is deleted; the list returns 1 s after a save. Rules and messages: the SDK's categoryFormSchema; the group
 * choices come from /api/groups/select, and parentId follows the group (toCategoryPayload).
 */
import {
  categoryFormSchema,
  fromCategory,
  newCategoryForm,
  REDIRECT_DELAYS_MS,
  toCategoryPayload,
} from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { META_FIELDS } from '../../shared/crud/metaFields';
import { OPTIONS } from '../../shared/crud/options';
import { CATEGORY_ROUTES } from './listQueries';
import { categoryQueries } from './queries';

export const categoriesDefinition = defineCrudForm({
  queries: categoryQueries,
  routes: CATEGORY_ROUTES,
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
