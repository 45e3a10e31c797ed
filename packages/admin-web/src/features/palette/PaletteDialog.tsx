/**
 * 'Przejdź do…' (ui's CommandPalette) fed by the panel: with nothing typed, the recent screens and records
 * of this user, then every screen of the menu; as the user types, the screens and add screens whose names
 * match at once, and the records: a number alone is looked up as an id in every record area the user may
 * open, other text searched by name or title after the lists' own delay. A newer text cancels the
 * searches of the previous one (the SDK's signal).
 */
import { SEARCH_DEBOUNCE_MS } from '@redakcja/api-sdk/constants';
import {
  CommandPalette,
  type PaletteItem,
  type PaletteSection,
  type PaletteStatus,
  useDebouncedCallback,
} from '@redakcja/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../shared/session';
import { foldText, matchEntries, typedId } from './match';
import type { RecentVisit } from './recent';
import { type FoundRecord, findRecords } from './search';
import type { PaletteSources, ScreenEntry } from './sources';
import { CREATE_KIND, SCREEN_KIND } from './visits';

/**
 * An id is looked up sooner than a text is searched: one GET per area, the record shown within 300 ms of
 * the last key (the issue's figure), where a text search waits for the lists' delay.
 */
export const ID_LOOKUP_DELAY_MS = 150;
/** Texts shorter than this search the screens only: one letter would list most records of every area. */
export const MIN_RECORD_SEARCH_LENGTH = 2;

interface Props {
  sources: PaletteSources;
  recent: readonly RecentVisit[];
  /** Called with what the user opens, before the panel goes there. */
  onRemember: (visit: RecentVisit) => void;
  onClose: () => void;
}

interface Records {
  /** The text these records answer. */
  readonly query: string;
  readonly found: readonly FoundRecord[];
  readonly status: PaletteStatus;
}

const NONE: Records = { query: '', found: [], status: 'ready' };

const screenTexts = (entry: ScreenEntry) => (entry.group ? [entry.label, entry.group] : [entry.label]);

/** The text's record search: an id, a text long enough, or none. */
function recordQuery(text: string): { kind: 'id' | 'text'; value: string } | null {
  const id = typedId(text);
  if (id !== null) return { kind: 'id', value: id };
  const trimmed = text.trim();
  return foldText(trimmed).length >= MIN_RECORD_SEARCH_LENGTH ? { kind: 'text', value: trimmed } : null;
}

export default function PaletteDialog({ sources, recent, onRemember, onClose }: Props) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [records, setRecords] = useState<Records>(NONE);
  const running = useRef<AbortController | null>(null);
  // The areas' list queries load while the user types, not after the search delay.
  useEffect(() => {
    for (const area of sources.records) area.load().catch(() => {});
  }, [sources.records]);

  const search = (query: string) => {
    running.current?.abort();
    const wanted = recordQuery(query);
    if (!wanted) {
      running.current = null;
      setRecords(NONE);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    void findRecords(client, sources.records, wanted, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setRecords({ query, found: result.found, status: result.failed ? 'error' : 'ready' });
    });
  };
  const searchText = useDebouncedCallback(search, SEARCH_DEBOUNCE_MS);
  const lookUpId = useDebouncedCallback(search, ID_LOOKUP_DELAY_MS);
  useEffect(() => () => running.current?.abort(), []);

  const onInputChange = (value: string) => {
    setText(value);
    running.current?.abort();
    const wanted = recordQuery(value);
    searchText.cancel();
    lookUpId.cancel();
    if (!wanted) {
      setRecords(NONE);
      return;
    }
    setRecords({ query: value, found: [], status: 'loading' });
    if (wanted.kind === 'id') lookUpId(value);
    else searchText(value);
  };

  const { sections, targets } = useMemo(() => {
    const targets = new Map<string, RecentVisit>();
    const section = (
      id: string,
      title: string,
      entries: { key: string; visit: RecentVisit }[],
    ): PaletteSection => {
      for (const entry of entries) targets.set(entry.key, entry.visit);
      return {
        id,
        title,
        items: entries.map(({ key, visit }) => ({ id: key, label: visit.label, kind: visit.kind })),
      };
    };
    const screenVisit = (entry: ScreenEntry, kind: string) => ({
      key: `${kind === SCREEN_KIND ? 'screen' : 'new'}:${entry.to}`,
      visit: { to: entry.to, label: entry.label, kind },
    });
    if (text.trim() === '') {
      // Only what this user may still open (roles change).
      const allowed = recent.filter((visit) => sources.routeOf(visit.to) !== undefined);
      return {
        targets,
        sections: [
          section(
            'recent',
            'Ostatnio otwierane',
            allowed.map((visit) => ({ key: `recent:${visit.to}`, visit })),
          ),
          section(
            'screens',
            'Ekrany',
            sources.screens.map((entry) => screenVisit(entry, SCREEN_KIND)),
          ),
        ],
      };
    }
    const screens = [
      ...matchEntries(sources.screens, text, screenTexts).map((entry) => screenVisit(entry, SCREEN_KIND)),
      ...matchEntries(sources.creates, text, screenTexts).map((entry) => screenVisit(entry, CREATE_KIND)),
    ];
    const found = records.query === text ? records.found : [];
    return {
      targets,
      sections: [
        section('screens', 'Ekrany', screens),
        section(
          'records',
          'Rekordy',
          found.map((record) => ({
            key: `record:${record.area.key}:${record.id}`,
            visit: { to: record.area.pathOf(record.id), label: record.label, kind: record.area.kind },
          })),
        ),
      ],
    };
  }, [text, records, recent, sources]);

  const onAction = (item: PaletteItem) => {
    const visit = targets.get(item.id);
    if (!visit) return;
    onRemember(visit);
    navigate(visit.to);
  };

  return (
    <CommandPalette
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      inputValue={text}
      onInputChange={onInputChange}
      sections={sections}
      status={records.query === text ? records.status : 'ready'}
      onAction={onAction}
      placeholder="Nazwa ekranu, tytuł albo numer rekordu"
    />
  );
}
