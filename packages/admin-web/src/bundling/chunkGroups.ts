/**
 * The build's chunk groups (vite.config.ts `codeSplitting.groups`), as named lists of modules. Automatic
 * splitting made a chunk for every set of lazy screens sharing modules, dozens of small files per screen
 * over HTTP/1.1's six connections; each group merges code that the same screens load anyway. A higher
 * priority claims a module first, and a group also takes the imports of its modules that no group claimed
 * before. `chunkGroups.test.ts` fails when a listed file or folder no longer exists, so a rename cannot
 * silently drop a module from its group.
 *
 * An entry names a module by its path without the extension (`Button/Button` is `Button.tsx` and
 * `Button.css.ts`), by its full name, or a folder with a trailing '/'.
 */

export interface ChunkGroup {
  readonly name: string;
  readonly priority: number;
  /** Whole packages of node_modules. */
  readonly packages?: readonly string[];
  /** Files or folders inside packages of node_modules, by package. */
  readonly packageFiles?: Readonly<Record<string, readonly string[]>>;
  /** Files or folders of the workspace's packages, from `packages/` (`ui/src/Button/Button`). */
  readonly sources?: readonly string[];
}

export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  {
    // ProseMirror only: the editor's own source imports ui's fields, buttons and theme, which the entry
    // shares, so with it here the entry would load this chunk once any screen used the editor. The size
    // budget (scripts/size.mjs) recognises the editor's chunk by this name (WEB-NL6).
    name: 'prosemirror',
    priority: 50,
    packages: [
      'prosemirror-commands',
      'prosemirror-history',
      'prosemirror-keymap',
      'prosemirror-model',
      'prosemirror-schema-basic',
      'prosemirror-schema-list',
      'prosemirror-state',
      'prosemirror-transform',
      'prosemirror-view',
    ],
  },
  {
    // The entry: the page's entry module with everything it imports statically (a group also takes its
    // modules' imports), and the text field and form kit the login screen shares with every form and
    // list filter. Every page loads the kit (the logged-in panel imports it too): in the entry's file it
    // costs no page a byte more, and the login page's JavaScript is one file smaller and 0.5 KB lighter
    // (WEB-172). The kit has the save button's face and its native button, not react-aria's SaveButton,
    // whose press machinery the group would capture for the login screen (WEB-62). The kit stands on
    // react-aria's hooks, with ui's field base, not on react-aria-components nor ui's Field module (the
    // other fields' label and help on it): a group takes its modules' imports, so listing either would
    // bring that component layer back to the login page (WEB-175).
    name: 'initial',
    priority: 40,
    packageFiles: {
      'react-aria': [
        'dist/private/textfield/',
        'dist/private/form/',
        'dist/private/label/',
        'dist/private/ssr/',
      ],
      'react-stately': ['dist/private/form/'],
    },
    sources: [
      'admin-web/index.html',
      'admin-web/src/main',
      'ui/src/Field/fieldBase',
      'ui/src/Field/Field.css',
      'ui/src/Form/',
      'ui/src/TextField/',
      'ui/src/ErrorText/',
      'ui/src/SaveButton/NativeSaveButton',
      'ui/src/SaveButton/saveButtonFace',
      'ui/src/SaveButton/useSaveCycle',
      'ui/src/SaveButton/labels',
      'ui/src/SaveButton/SaveButton.css',
      'ui/src/Button/NativeButton',
    ],
  },
  {
    // What every logged-in screen loads with LoggedInApp and the login screen does not (WEB-52, WEB-62):
    // the router, TanStack Query, the SDK's access table and the copy of the area declarations it reads
    // (the route table's roles and menu positions; not the area modules, which hold the lists' halves),
    // react-aria's locale provider, ui's Button with react-aria's press machinery, the icons, the heading,
    // the dialogs' labels, the screens' frame and the left-save notice; the navigation blocker LoggedInApp
    // and the forms' guard share (WEB-67); and what every list and form loads (WEB-76): the list toolbar
    // with its search field, the query keys, the shared columns, the debounce and the lists' query
    // function (WEB-88).
    name: 'panel',
    priority: 30,
    packages: ['@tanstack/', 'react-router'],
    packageFiles: {
      'react-aria': [
        'dist/private/i18n/I18nProvider.mjs',
        'dist/private/i18n/useDefaultLocale.mjs',
        'dist/private/i18n/utils.mjs',
        'dist/private/utils/useEvent.mjs',
      ],
      'react-aria-components': ['dist/private/Heading.mjs'],
    },
    sources: [
      'api-sdk/src/access',
      'api-sdk/src/areas/index',
      'api-sdk/src/areas/list',
      'api-sdk/src/areas/define',
      'ui/src/theme/LocaleProvider',
      'ui/src/theme/locale',
      'ui/src/Button/Button',
      'ui/src/icons/icons',
      'ui/src/Modal/labels',
      'ui/src/utils/useDebouncedCallback',
      'admin-web/src/shared/Screen.tsx',
      'admin-web/src/shared/form/LeftSaveFailure.tsx',
      'admin-web/src/shared/ListToolbar.tsx',
      'admin-web/src/shared/navigationBlocker.ts',
      'admin-web/src/shared/queryKeys.ts',
      'admin-web/src/shared/listRefresh.ts',
      'admin-web/src/shared/crud/columns.ts',
    ],
  },
  {
    // The contract every screen that calls the API parses answers with: zod/mini and the part of zod's
    // core it uses (not JSON Schema), the SDK's shared schema pieces on zod/mini, Hydra pages, the
    // resource base (not the areas' own schemas), and the conflict texts lists and forms both show.
    name: 'contract',
    priority: 30,
    packageFiles: {
      zod: [
        'v4/core/schemas',
        'v4/core/util',
        'v4/core/core',
        'v4/core/checks',
        'v4/core/parse',
        'v4/core/errors',
        'v4/core/api',
        'v4/core/regexes',
        'v4/core/versions',
        'v4/core/registries',
        'v4/mini/',
        'mini/',
      ],
    },
    sources: [
      'api-sdk/src/hydra/',
      'api-sdk/src/resources/base',
      'api-sdk/src/resources/context',
      'api-sdk/src/schemas/shared',
      'api-sdk/src/schemas/readers',
      'api-sdk/src/schemas/values',
      'api-sdk/src/schemas/jsonLd',
      'api-sdk/src/schemas/messages',
      'api-sdk/src/schemas/mediaMessages',
      'api-sdk/src/schemas/conflictMessages',
      'api-sdk/src/schemas/iris',
      'api-sdk/src/schemas/dates',
      'api-sdk/src/schemas/violations',
    ],
  },
  {
    // zod's classic API and the SDK's shared pieces written with it (form rules, meta fields, slugs, the
    // 422 body): the screens whose schemas use it load it; the comments list does not (SDK-C30, WEB-58).
    name: 'zod',
    priority: 25,
    packages: ['zod'],
    sources: [
      'api-sdk/src/schemas/fieldRules',
      'api-sdk/src/schemas/metaFields',
      'api-sdk/src/schemas/slugs',
      'api-sdk/src/schemas/violationSchemas',
    ],
  },
  {
    // ui's date formatting with the date-fns pieces it parses with, and the lists' date columns built on
    // it: they load together.
    name: 'formatDate',
    priority: 20,
    packageFiles: {
      'date-fns': ['parseISO.js', 'isValid.js', 'isDate.js', 'constructFrom.js', 'constants.js', 'toDate.js'],
    },
    sources: ['ui/src/dates/formatDate', 'ui/src/DataTable/dateColumns'],
  },
  {
    // What the articles' lists and forms read of a list item, with the 'Zaplanowany na' badge both show:
    // one file rather than a chunk of its own for the badge on each of those screens.
    name: 'articleList',
    priority: 20,
    sources: [
      'api-sdk/src/schemas/articleList',
      'admin-web/src/features/articles/ScheduledBadge',
      'admin-web/src/features/articles/scheduled.css',
    ],
  },
];

const SEPARATOR = String.raw`[\\/]`;

/** A path's pattern: its separators either way, and a module's name ends at a dot, the end or a query. */
function pathPattern(path: string): string {
  const escaped = path
    .split('/')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(SEPARATOR);
  return path.endsWith('/') ? escaped : `${escaped}(?:\\.|$|\\?)`;
}

/** The module ids a group claims, as Rolldown's `test`. */
export function chunkGroupTest(group: ChunkGroup): RegExp {
  const node = `${SEPARATOR}node_modules${SEPARATOR}`;
  const patterns = [
    ...(group.packages ?? []).map((name) => node + pathPattern(name.endsWith('/') ? name : `${name}/`)),
    ...Object.entries(group.packageFiles ?? {}).flatMap(([name, files]) =>
      files.map((file) => node + pathPattern(`${name}/${file}`)),
    ),
    ...(group.sources ?? []).map((file) => `${SEPARATOR}packages${SEPARATOR}${pathPattern(file)}`),
  ];
  return new RegExp(patterns.join('|'));
}

/** The groups as Rolldown takes them. */
export function rolldownChunkGroups() {
  return CHUNK_GROUPS.map((group) => ({
    name: group.name,
    priority: group.priority,
    test: chunkGroupTest(group),
  }));
}
