/**
 * The issues of a magazine (03 §2-§9; D6, D27): 'Powrót do listy magazynów' and add; ID, Data, Okładka
 * (the 120 px thumbnail), Publikacja; the toggle with its failure alert; 'Nowy numer' and 'Edycja numeru'
 * with back links to the magazines and to this magazine's issues; the JPEG-only cover sent multipart
 * (create, and edit with `_method=PUT`); delete 'Usuwanie numeru' at the issue's own path; 1 s redirect.
 */
import {
  createPressIssuesResource,
  cutDate10,
  fromIssue,
  type Issue,
  type IssueForm,
  idFromIri,
  isAcceptedIssueCover,
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
import { defineCrud } from '../../shared/crud/definition';
import { pathTo } from '../../shared/routePaths';
import { IssueCover } from './IssueCover';
import { productionBanner } from './ProductionBanner';
import { PublishToggle } from './PublishToggle';
import { issueQueries } from './queries';

export const BACK_TO_MAGAZINES_LABEL = 'Powrót do listy magazynów';

type IssueFormValues = IssueForm & { cover: File | null };

const issueFormValuesSchema = issueFormSchema.extend({
  cover: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((file) => file === null || isAcceptedIssueCover(file), magazineMessages.coverNotJpeg),
}) as unknown as z.ZodType<IssueFormValues>;

const backToMagazines = (
  <LinkButton href={pathTo('pressMagazines')} variant="secondary">
    {BACK_TO_MAGAZINES_LABEL}
  </LinkButton>
);

export const issuesDefinition = defineCrud({
  queries: issueQueries,
  routes: { list: 'pressIssues', parentList: 'pressMagazines', new: 'pressIssueNew', edit: 'pressIssueEdit' },
  banner: productionBanner,
  texts: {
    tableLabel: 'Lista numerów',
    deleteTitle: 'Usuwanie numeru',
    deleteQuestion: 'Czy na pewno chcesz usunąć numer?',
    deleteRowLabel: (issue) => `Usuń numer ${issue.id}`,
  },
  list: {
    searchLabel: null,
    headerExtras: () => backToMagazines,
    columns: [
      { id: 'id', header: 'ID', cell: (issue) => issue.id },
      { id: 'date', header: 'Data', cell: (issue) => cutDate10(issue.date) ?? '', isRowHeader: true },
      { id: 'cover', header: 'Okładka', cell: (issue) => <IssueCover issue={issue} /> },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (issue) => (
          <PublishToggle
            label={`Publikacja numeru ${cutDate10(issue.date) ?? issue.id}`}
            isOn={issue.isPublish}
            keys={issueQueries.keys}
            patch={(client, next) =>
              resourceOf(client, createPressIssuesResource).setPublished(issue.id, next)
            }
          />
        ),
      },
    ],
  },
  deletedAt: (issue) => issue.deleted ?? null,
  parentOf: (issue: Issue) => idFromIri(issue.pressMagazine) ?? '',
  form: {
    schema: issueFormValuesSchema,
    empty: () => ({ ...newIssueForm(''), cover: null }),
    emptyIn: (magazineId) => ({
      ...newIssueForm(`/api/${PRESS_MAGAZINE_RESOURCE}/${magazineId}`),
      cover: null,
    }),
    fromRecord: (record) => ({ ...fromIssue(record), cover: null }),
    toPayload: (form) => toIssuePayload(form),
    send: (client, payload, id, values) =>
      id === undefined
        ? resourceOf(client, createPressIssuesResource).create(payload, values.cover ?? undefined)
        : resourceOf(client, createPressIssuesResource).update(id, payload, values.cover ?? undefined),
    links: (magazineId) => (
      <nav aria-label="Nawigacja numerów">
        {backToMagazines}
        <LinkButton href={pathTo('pressIssues', { id: magazineId })} variant="secondary">
          Powrót do listy numerów
        </LinkButton>
      </nav>
    ),
    fields: [
      { kind: 'date', name: 'date', label: 'Data' },
      { kind: 'text', name: 'datetxt', label: 'Nazwa numeru' },
      { kind: 'text', name: 'person', label: 'Osoba na okładce' },
      { kind: 'textarea', name: 'description', label: 'Opis' },
      { kind: 'file', name: 'cover', label: 'Okładka (JPG)', accept: ISSUE_COVER_MIME_TYPES },
      { kind: 'checkbox', name: 'isPublish', label: 'Publikacja' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.pressIssues },
  },
  redirectIfDeleted: true,
});
