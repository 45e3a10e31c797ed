// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every component folder has Ladle stories for each state the component issue names (each one is
 * checked by axe in Chromium, scripts/axe-stories.mjs) and a Testing Library test that runs axe.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

const folders = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
  .map((entry) => entry.name);

const filesOf = (folder: string) => readdirSync(join(src, folder));

/** Folders that hold no component of their own, and where their accessibility is checked instead. */
const NOT_COMPONENTS: Record<string, string> = {
  icons: 'decorative SVGs, checked inside the controls that hold them',
  dates: 'date formatting',
  utils: 'hooks',
  html: "the Trusted Types policy and the sanitiser (no markup of its own), checked by the panel's browser tests under its CSP",
};

/** Where axe checks a component other than in a jsdom test. */
const AXE_ELSEWHERE: Record<string, string> = {
  newsletter: 'an e-mail document: the story sweep checks it in Chromium (frames included)',
};

/** The states the issue names, as story exports of each folder's stories. */
const REQUIRED_STORIES: Record<string, string[]> = {
  theme: ['Colours'],
  Field: ['LabelOnly', 'WithDescription', 'WithError'],
  ChoiceGroup: ['TwoVersions'],
  Button: ['Primary', 'Secondary', 'Danger', 'Ghost', 'Disabled', 'Pending', 'Icon', 'Link'],
  SaveButton: [
    'IdleEdit',
    'IdleNew',
    'IdleLogin',
    'IdlePassword',
    'IdleNewsletter',
    'Sending',
    'SuccessEdit',
    'SuccessNew',
    'SuccessLogin',
    'SuccessPassword',
    'SuccessNewsletter',
    'Failure',
    'FailureWithText',
    'Interactive',
    'InteractiveNeverResets',
  ],
  TextField: ['Empty', 'WithValue', 'WithDescription', 'Invalid', 'Disabled'],
  TextArea: ['Empty', 'WithValue', 'WithDescription', 'Invalid', 'Disabled'],
  NumberField: ['Empty', 'WithRange', 'Invalid', 'Disabled'],
  Checkbox: ['Unchecked', 'Checked', 'WithDescription', 'Invalid', 'Disabled'],
  Switch: ['Off', 'On', 'WithDescription', 'Invalid', 'Disabled'],
  Select: ['Placeholder', 'Chosen', 'WithDescription', 'Invalid', 'Disabled'],
  ComboBox: ['Empty', 'Chosen', 'WithDescription', 'Invalid', 'Disabled'],
  CommandPalette: ['Empty', 'Recent', 'Screens', 'RecordsLoading', 'NoResults', 'Failure', 'Shortcuts'],
  CreatableSelect: ['Empty', 'Chosen', 'CreateFails', 'Invalid'],
  MultiSelect: ['Empty', 'Chosen', 'WithDescription', 'Invalid', 'Disabled'],
  DateField: [
    'DateEmpty',
    'DateWithValue',
    'DateTime',
    'DateTimeBelowMinimum',
    'WithDescription',
    'Invalid',
    'Picker',
    'PickerDateTimeWithMinimum',
  ],
  FileField: ['Any', 'ImageExactSize', 'ImageRange', 'Violation', 'Invalid', 'Disabled'],
  Form: ['FocusFirstInvalid', 'ServerErrors'],
  Modal: ['Open', 'Confirm', 'FieldError', 'Info'],
  Spinner: ['Medium', 'Small', 'Large', 'CustomLabel'],
  LoadingRegion: ['Loading', 'Loaded'],
  ErrorText: ['LoginFailure', 'Empty'],
  SearchField: ['Empty', 'WithQuery', 'Photos'],
  DataTable: ['WithRows', 'Selection', 'Loading', 'Empty', 'EmptyWithText'],
  Pagination: ['FewPages', 'TenPages', 'StartEdge', 'Middle', 'EndEdge', 'SinglePage', 'Links'],
  SideMenu: ['LoggedIn', 'ActiveInGroup'],
  Logo: ['Still', 'Spinning'],
  PublicationToggle: ['PublishedDisplay', 'UnpublishedDisplay', 'Pressable', 'Pending'],
  StatisticsLoader: ['Succeeds', 'Fails', 'NeverEnds'],
  PhotoField: ['NewUpload', 'OldCatalogue', 'NewCatalogue', 'NoneAllowed', 'Invalid'],
  FilePicker: ['Browse', 'ChooseForPhotoField', 'Loading', 'LoadError', 'Empty', 'CaptionSaveFails'],
  RichTextEditor: [
    'Empty',
    'WithContent',
    'Paged',
    'WithImage',
    'ImageTooWide',
    'UploadFails',
    'WithTweet',
    'Invalid',
    'ReadOnly',
  ],
  newsletter: ['Standard', 'Alternative', 'EditViewWithoutNews', 'Empty'],
};

function storiesOf(folder: string): string[] {
  return filesOf(folder)
    .filter((file) => file.endsWith('.stories.tsx'))
    .flatMap((file) =>
      Array.from(
        readFileSync(join(src, folder, file), 'utf8').matchAll(/export const (\w+): Story\b/g),
        (match) => match[1] ?? '',
      ),
    );
}

describe('the component folders', () => {
  const components = folders.filter((folder) => !(folder in NOT_COMPONENTS));

  it('are all listed here with the states the issue names', () => {
    expect(components.toSorted()).toEqual(Object.keys(REQUIRED_STORIES).toSorted());
  });

  it.each(components)('%s has stories for every state', (folder) => {
    const missing = (REQUIRED_STORIES[folder] ?? []).filter((name) => !storiesOf(folder).includes(name));
    expect(missing).toEqual([]);
  });

  it.each(components.filter((folder) => !(folder in AXE_ELSEWHERE)))(
    '%s has a test that runs axe',
    (folder) => {
      const tests = filesOf(folder).filter((file) => /\.test\.tsx?$/.test(file));
      const withAxe = tests.filter((file) =>
        readFileSync(join(src, folder, file), 'utf8').includes('expectNoAxeViolations('),
      );
      expect(withAxe.length, `${folder}: ${tests.join(', ') || 'no test'}`).toBeGreaterThan(0);
    },
  );

  it('hold no stale exception', () => {
    for (const folder of [...Object.keys(NOT_COMPONENTS), ...Object.keys(AXE_ELSEWHERE)]) {
      expect(existsSync(join(src, folder)), folder).toBe(true);
    }
  });
});
