/**
 * The forms of articles and sponsored articles (02 §3-§9) on one resource (/api/articles with sponsored
 * 0 or 1): every field of 02 §3 with the SDK's rules, derivations in the SDK's to…Payload, the edit
 * screens leaving for the list when the record is of the other kind, a draft kept in the browser, and the
 * return to the list 2 s after a save. The lists (search sent as title and introduction, paging, toggles,
 * statistics, 'Podgląd SG', greyed deleted rows) are listDefinition.ts: neither loads the other (WEB-68).
 */
import {
  ARTICLE_IMAGE_LABELS,
  type ArticleForm,
  articleFormSchema,
  createAuthorsResource,
  createSelectsResource,
  fromArticle,
  fromSponsoredArticle,
  IMAGE_SIZES,
  LEAD_HINT_LENGTH,
  newArticleForm,
  newSponsoredArticleForm,
  PARTNER_GROUPS,
  REDIRECT_DELAYS_MS,
  resourceOf,
  type SponsoredArticleForm,
  sponsoredArticleFormSchema,
  toArticlePayload,
  toSponsoredArticlePayload,
} from '@redakcja/api-sdk';
import {
  defineCrudForm,
  type FieldDefinition,
  type FormEntry,
  type OptionSource,
} from '../../shared/crud/definition';
import { OPTIONS } from '../../shared/crud/options';
import { crudRoutes } from '../../shared/crud/routes';
import { ArticlePreviewLink } from './ArticlePreviewLink';
import { articleQueries, sponsoredArticleQueries } from './queries';
import { ScheduledBadge } from './ScheduledBadge';

export const LEAD_HINT = `Na stronie głównej jako lead wyświetla się tylko ${LEAD_HINT_LENGTH} znaków opisu.`;
export const SUBPAGES_HINT = 'Strony oddziela się w edytorze treści separatorem strony.';

/** The size hints of the image fields (02 §2). */
export const IMAGE_HINTS = {
  top: `Szerokość ${IMAGE_SIZES.top.width}px.`,
  top200: `Rozmiar ${IMAGE_SIZES.top200.width}x${IMAGE_SIZES.top200.height}px.`,
  onlyOnSite: `Rozmiar ${IMAGE_SIZES.onlyOnSite.width}x${IMAGE_SIZES.onlyOnSite.height}px.`,
  googleDiscovery: `Minimum ${IMAGE_SIZES.googleDiscovery.width.min}x${IMAGE_SIZES.googleDiscovery.height.min}px.`,
  articleBanner: `Rozmiar ${IMAGE_SIZES.articleBanner.width}x${IMAGE_SIZES.articleBanner.height}px.`,
} as const;

const PARTNER_GROUP_OPTIONS: OptionSource = {
  source: 'partnerGroups',
  load: async () => PARTNER_GROUPS.map((group) => ({ value: group.value, label: group.label })),
};

export const NO_GALLERY_LABEL = 'Brak galerii';
const GALLERY_OPTIONS: OptionSource = {
  source: '/api/photo_reportages/select?type=gallery',
  load: async (client, options) => [
    { value: '0', label: NO_GALLERY_LABEL },
    ...(await resourceOf(client, createSelectsResource).galleries(options)),
  ],
};

const authorLabel = async (
  client: Parameters<OptionSource['load']>[0],
  id: string,
  options: { signal?: AbortSignal },
) => (await resourceOf(client, createAuthorsResource).get(id, options)).name;

// ---------------------------------------------------------------------------------------------------
// Article form

type Field<Form> = FieldDefinition<Form>;

const textFields = (sponsored: boolean): Field<ArticleForm & SponsoredArticleForm>[] => [
  { kind: 'text', name: 'title', label: 'Tytuł' },
  { kind: 'text', name: 'title2', label: sponsored ? 'Meta tytuł i URL' : 'Tytuł META TITLE i URL' },
  { kind: 'text', name: 'titleShort', label: 'Krótki tytuł' },
  { kind: 'richText', name: 'introduction', label: 'Opis', description: LEAD_HINT },
];

const photo = (
  name: keyof typeof ARTICLE_IMAGE_LABELS,
  mediaKind: Extract<Field<ArticleForm>, { kind: 'photo' }>['mediaKind'],
  extra: {
    required?: boolean;
    description?: string;
    dimensions?: Extract<Field<ArticleForm>, { kind: 'photo' }>['dimensions'];
  },
): Field<ArticleForm> => ({
  kind: 'photo',
  name,
  label: ARTICLE_IMAGE_LABELS[name],
  mediaKind,
  allowNone: !extra.required,
  ...extra,
});

function articleFields(isNew: boolean): FormEntry<ArticleForm>[] {
  return [
    ...(textFields(false) as Field<ArticleForm>[]),
    ...(isNew
      ? [
          {
            kind: 'checkbox',
            name: 'isSubpageMode',
            label: 'Podziel na strony',
            description: SUBPAGES_HINT,
          } satisfies Field<ArticleForm>,
        ]
      : []),
    { kind: 'richText', name: 'content', label: 'Treść', paged: (values) => values.isSubpageMode },
    { kind: 'dateTime', name: 'date', label: 'Data publikacji' },
    { kind: 'creatable', name: 'authorID', label: 'Autor', path: '/api/authors', idLabel: authorLabel },
    { kind: 'multiSelect', name: 'categories', label: 'Kategorie', options: OPTIONS.categories },
    { kind: 'multiSelect', name: 'silos', label: 'Silosy', options: OPTIONS.silos },
    { kind: 'text', name: 'keywords', label: 'Słowa kluczowe' },
    { kind: 'select', name: 'gallery', label: 'Galeria', options: GALLERY_OPTIONS },
    { kind: 'number', name: 'topOrdering', label: 'Kolejność na Top (0-999)' },
    {
      kind: 'section',
      title: 'Publikacja',
      fields: [
        { kind: 'checkbox', name: 'isPublish', label: 'Widoczny' },
        { kind: 'checkbox', name: 'isRssWykop', label: 'RSS Wykop' },
        { kind: 'checkbox', name: 'disableComments', label: 'Wyłącz komentarze' },
        { kind: 'checkbox', name: 'includeInNewsletter', label: 'Dodaj do newslettera' },
        { kind: 'checkbox', name: 'allowPreview', label: 'Zezwól na podgląd' },
        {
          kind: 'dateTime',
          name: 'previewDateLimit',
          label: 'Podgląd dostępny do',
          visibleWhen: (values) => values.allowPreview,
        },
        { kind: 'checkbox', name: 'isPdf', label: 'Artykuł z plikiem PDF' },
        {
          kind: 'text',
          name: 'pdfUrl',
          label: 'Link do pliku PDF',
          visibleWhen: (values) => values.isPdf,
        },
      ],
    },
    {
      kind: 'section',
      title: 'Materiał reklamowy',
      fields: [
        { kind: 'checkbox', name: 'partnerNews', label: 'Materiał partnerski' },
        {
          kind: 'checkbox',
          name: 'onlyMainPage',
          label: 'Materiał reklamowy tylko na SG',
          enabledWhen: (values) => values.partnerNews,
        },
        {
          kind: 'multiSelect',
          name: 'partnerGroups',
          label: 'Grupy partnerskie',
          options: PARTNER_GROUP_OPTIONS,
          visibleWhen: (values) => values.partnerNews,
        },
      ],
    },
    {
      kind: 'section',
      title: 'Zdjęcia',
      fields: [
        photo('mediaId', 'main', { required: true }),
        photo('mediaTopId', 'top', {
          required: true,
          description: IMAGE_HINTS.top,
          dimensions: IMAGE_SIZES.top,
        }),
        photo('mediaTop200Id', 'top200', { description: IMAGE_HINTS.top200, dimensions: IMAGE_SIZES.top200 }),
        photo('mediaOnlywmId', 'onlyOnSite', {
          description: IMAGE_HINTS.onlyOnSite,
          dimensions: IMAGE_SIZES.onlyOnSite,
        }),
        photo('mediaGoogleDiscoveryId', 'googleDiscovery', {
          description: IMAGE_HINTS.googleDiscovery,
          dimensions: IMAGE_SIZES.googleDiscovery,
        }),
        photo('mediaArticleBannerId', 'articleBanner', {
          description: IMAGE_HINTS.articleBanner,
          dimensions: IMAGE_SIZES.articleBanner,
        }),
      ],
    },
  ];
}

function articleDefinition(isNew: boolean) {
  return defineCrudForm({
    queries: articleQueries,
    routes: crudRoutes('articles'),
    deletedAt: (article) => article.deleted,
    form: {
      schema: articleFormSchema,
      empty: () => newArticleForm(),
      fromRecord: fromArticle,
      toPayload: toArticlePayload,
      fields: articleFields(isNew),
      afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.articles },
      draft: { key: 'articles' },
      // Beside 'Zapisz': what the save makes of the article when its date lies ahead, and its preview.
      extras: ({ values, saved, dirty, id }) => (
        <>
          <ScheduledBadge article={values} />
          <ArticlePreviewLink id={id} saved={saved} dirty={dirty} />
        </>
      ),
    },
    redirectIfDeleted: false,
    // A sponsored article is edited on its own screen (02 §2).
    leaveWhen: (article) => article.sponsored,
  });
}

export const articlesDefinition = articleDefinition(false);
export const newArticleDefinition = articleDefinition(true);

// ---------------------------------------------------------------------------------------------------
// Sponsored article form

const sponsoredPhoto = (
  name: 'mediaId' | 'mediaOnlywmId' | 'mediaTopId' | 'mediaArticleBannerId',
  mediaKind: Extract<Field<SponsoredArticleForm>, { kind: 'photo' }>['mediaKind'],
  extra: {
    description?: string;
    dimensions?: Extract<Field<ArticleForm>, { kind: 'photo' }>['dimensions'];
  } = {},
): Field<SponsoredArticleForm> => ({
  kind: 'photo',
  name,
  label: ARTICLE_IMAGE_LABELS[name],
  mediaKind,
  allowNone: true,
  ...extra,
});

const sponsoredFields: FormEntry<SponsoredArticleForm>[] = [
  ...(textFields(true) as Field<SponsoredArticleForm>[]),
  { kind: 'richText', name: 'content', label: 'Treść' },
  { kind: 'dateTime', name: 'date', label: 'Data publikacji' },
  { kind: 'creatable', name: 'authorID', label: 'Autor', path: '/api/authors', idLabel: authorLabel },
  { kind: 'multiSelect', name: 'categories', label: 'Kategorie', options: OPTIONS.categories },
  { kind: 'multiSelect', name: 'silos', label: 'Silosy', options: OPTIONS.silos },
  { kind: 'text', name: 'keywords', label: 'Słowa kluczowe' },
  {
    kind: 'section',
    title: 'Publikacja',
    fields: [
      { kind: 'checkbox', name: 'isPublish', label: 'Widoczny' },
      { kind: 'checkbox', name: 'isRssWykop', label: 'RSS Wykop' },
      { kind: 'checkbox', name: 'disableComments', label: 'Wyłącz komentarze' },
    ],
  },
  {
    kind: 'section',
    title: 'Zdjęcia',
    fields: [
      sponsoredPhoto('mediaId', 'main'),
      sponsoredPhoto('mediaOnlywmId', 'onlyOnSite', {
        description: IMAGE_HINTS.onlyOnSite,
        dimensions: IMAGE_SIZES.onlyOnSite,
      }),
      sponsoredPhoto('mediaTopId', 'top', { description: IMAGE_HINTS.top, dimensions: IMAGE_SIZES.top }),
      sponsoredPhoto('mediaArticleBannerId', 'articleBanner', {
        description: IMAGE_HINTS.articleBanner,
        dimensions: IMAGE_SIZES.articleBanner,
      }),
    ],
  },
];

export const sponsoredArticlesDefinition = defineCrudForm({
  queries: sponsoredArticleQueries,
  routes: crudRoutes('sponsoredArticles'),
  deletedAt: (article) => article.deleted,
  form: {
    schema: sponsoredArticleFormSchema,
    empty: () => newSponsoredArticleForm(),
    fromRecord: fromSponsoredArticle,
    toPayload: toSponsoredArticlePayload,
    fields: sponsoredFields,
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.sponsoredArticles },
    draft: { key: 'sponsoredArticles' },
    extras: ({ values }) => <ScheduledBadge article={values} />,
  },
  redirectIfDeleted: false,
  // Only sponsored articles are edited here (02 §2).
  leaveWhen: (article) => !article.sponsored,
});
