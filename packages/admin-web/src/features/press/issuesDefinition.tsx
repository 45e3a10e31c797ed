/**
 * The issues of a magazine (03 §2-§9; D6, D27), new and edit (the list is issuesListDefinition.tsx):
 * 'Nowy numer' and 'Edycja numeru'
 * with back links to the magazines and to this magazine's issues; the JPEG-only cover sent multipart
 * (create, and edit with `_method=PUT`); delete 'Usuwanie numeru' at the issue's own path; 1 s redirect.
 */
import {
  createPressIssuesResource,
  fromIssue,
  type Issue,
  type IssueForm,
  idFromIri,
  isAcceptedIssueCover,
  issueCoverPath,
  issueFormSchema,
  magazineMessages,
  newIssueForm,
  PRESS_MAGAZINE_RESOURCE,
  REDIRECT_DELAYS_MS,
  resourceOf,
  toIssuePayload,
} from '@redakcja/api-sdk';
import { ISSUE_COVER_MIME_TYPES } from '@redakcja/api-sdk/constants';
import { LinkButton } from '@redakcja/ui';
import { z } from 'zod';
import { defineCrudForm } from '../../shared/crud/definition';
import { fileAt } from '../../shared/crud/fields/fileAt';
import { crudRoutes } from '../../shared/crud/routes';
import * as layout from '../../shared/layout.css';
import { pathTo } from '../../shared/routePaths';
import { backToMagazines } from './backToMagazines';
import { DeletedMagazineNotice } from './DeletedMagazineNotice';
import { productionBanner } from './ProductionBanner';
import { issueQueries } from './queries';

/** The form's values: the SDK's issue form, the chosen cover, and the path of the cover the issue has. */
type IssueFormValues = IssueForm & { cover: File | null; currentCover: string | null };

const issueFormValuesSchema = issueFormSchema.extend({
  currentCover: z.string().nullable(),
  cover: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((file) => file === null || isAcceptedIssueCover(file), magazineMessages.coverNotJpeg),
}) as unknown as z.ZodType<IssueFormValues>;

export const issuesDefinition = defineCrudForm({
  queries: issueQueries,
  routes: crudRoutes('pressIssues'),
  banner: productionBanner,
  deletedAt: (issue) => issue.deleted ?? null,
  parentOf: (issue: Issue) => idFromIri(issue.pressMagazine) ?? '',
  form: {
    schema: issueFormValuesSchema,
    empty: () => ({ ...newIssueForm(''), cover: null, currentCover: null }),
    emptyIn: (magazineId) => ({
      ...newIssueForm(`/api/${PRESS_MAGAZINE_RESOURCE}/${magazineId}`),
      cover: null,
      currentCover: null,
    }),
    // The cover as loaded: a date changed in the form names no file until the issue is saved.
    fromRecord: (record) => ({ ...fromIssue(record), cover: null, currentCover: issueCoverPath(record) }),
    toPayload: (form) => toIssuePayload(form),
    send: (client, payload, id, values, options) =>
      id === undefined
        ? resourceOf(client, createPressIssuesResource).create(payload, values.cover ?? undefined)
        : resourceOf(client, createPressIssuesResource).update(
            id,
            payload,
            values.cover ?? undefined,
            options,
          ),
    links: (magazineId) => (
      <>
        <nav aria-label="Nawigacja numerów" className={layout.actions}>
          {backToMagazines}
          <LinkButton href={pathTo('pressIssues', { id: magazineId })} variant="secondary">
            Powrót do listy numerów
          </LinkButton>
        </nav>
        <DeletedMagazineNotice magazineId={magazineId} />
      </>
    ),
    fields: [
      { kind: 'date', name: 'date', label: 'Data' },
      { kind: 'text', name: 'datetxt', label: 'Nazwa numeru' },
      { kind: 'text', name: 'person', label: 'Osoba na okładce' },
      { kind: 'textarea', name: 'description', label: 'Opis' },
      {
        kind: 'file',
        name: 'cover',
        label: 'Okładka (JPG)',
        accept: ISSUE_COVER_MIME_TYPES,
        current: ({ currentCover }) => fileAt(currentCover),
      },
      { kind: 'checkbox', name: 'isPublish', label: 'Publikacja' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.pressIssues },
  },
  redirectIfDeleted: true,
});
