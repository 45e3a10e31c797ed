import type { Plugin } from 'vite';

const CREATE_CALENDAR = /^\.\/private\/createCalendar\.mjs$/;
const INTERNATIONALIZED_DATE = /[\\/]@internationalized[\\/]date[\\/]/;
const GREGORIAN_ONLY = '\0redakcja-gregorian-calendar';

/**
 * `@internationalized/date`'s `createCalendar` builds any of thirteen calendars (Islamic, Hebrew,
 * Japanese, Ethiopic …) by name, so every date field carried them all (about 3 KB gzip). The panel speaks
 * Polish, whose calendar is the Gregorian one (react-aria asks for the calendar of the I18nProvider's
 * locale, pl-PL): the function resolves to one that builds the Gregorian calendar whatever it is asked for
 * (WEB-57).
 */
export function gregorianCalendarOnlyPlugin(): Plugin {
  return {
    name: 'redakcja-gregorian-calendar-only',
    enforce: 'pre',
    resolveId: {
      filter: { id: CREATE_CALENDAR },
      handler(source, importer) {
        if (!CREATE_CALENDAR.test(source) || !importer || !INTERNATIONALIZED_DATE.test(importer)) return null;
        return `${GREGORIAN_ONLY}?${importer}`;
      },
    },
    load: {
      filter: { id: /^\0redakcja-gregorian-calendar\?/ },
      async handler(id) {
        if (!id.startsWith(`${GREGORIAN_ONLY}?`)) return null;
        const gregorian = await this.resolve(
          './private/calendars/GregorianCalendar.mjs',
          id.slice(GREGORIAN_ONLY.length + 1),
        );
        if (!gregorian) throw new Error("@internationalized/date's Gregorian calendar was not found");
        return [
          `import { GregorianCalendar } from ${JSON.stringify(gregorian.id)};`,
          'export function createCalendar() { return new GregorianCalendar(); }',
        ].join('\n');
      },
    },
  };
}
