import { daysInMonth, impossibleDateMessage } from '@redakcja/api-sdk/constants';
import {
  type FocusEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid } from 'react-aria-components/Calendar';
import {
  DateField as AriaDateField,
  DateFieldStateContext,
  DateInput,
  DateSegment,
} from 'react-aria-components/DateField';
import { DatePicker as AriaDatePicker } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { Group } from 'react-aria-components/Group';
import { Heading } from 'react-aria-components/Heading';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Popover } from 'react-aria-components/Popover';
import { formatDate, formatDateTime } from '../dates/formatDate';
import {
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  invalidFrom,
  useValidationBehavior,
} from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, CrossIcon } from '../icons/icons';
import * as styles from './DateField.css';
import { type DateGranularity, fromDateValue, isBefore, toDateValue } from './dateValues';

export const CALENDAR_LABEL = 'Kalendarz';
export const PREVIOUS_MONTH_LABEL = 'Poprzedni miesiąc';
export const NEXT_MONTH_LABEL = 'Następny miesiąc';
export const OPEN_CALENDAR_LABEL = 'Otwórz kalendarz';
export const CLEAR_DATE_LABEL = 'Wyczyść datę';

/** The message under a date before its minimum, unless the form gives its own. */
export const minDateMessage = (min: string, granularity: DateGranularity) =>
  `Data nie może być wcześniejsza niż ${granularity === 'day' ? formatDate(min) : formatDateTime(min)}.`;

export interface DateFieldProps extends FieldBaseProps {
  /** 'YYYY-MM-DD' (DateField) or 'YYYY-MM-DDTHH:mm' (DateTimeField); longer API strings are cut. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The earliest allowed value, in the same form as `value`. */
  minValue?: string;
  /** Replaces the default 'Data nie może być wcześniejsza niż {min}.' */
  minValueMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

/** The parts of a date text, also of one no calendar has ('2026-02-30T09:15'): { year, month, day, … }. */
type DateParts = Partial<Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>>;

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;
const two = (value: number | undefined) => String(value ?? 0).padStart(2, '0');

/**
 * A date text of the field's form that no calendar has (30 February), else null: a day past its month's
 * last, the one thing the segments let through (any year is a year, also 0002 while '2026' is typed).
 */
function impossibleParts(text: string | null | undefined): DateParts | null {
  const match = text ? DATE_TEXT.exec(text) : null;
  if (!match) return null;
  const [, year = 0, month = 0, day = 0, hour, minute] = match.map(Number);
  if (month < 1 || month > 12 || day <= daysInMonth(year, month)) return null;
  const parts: DateParts = { year, month, day };
  if (match[4] !== undefined) Object.assign(parts, { hour, minute });
  return parts;
}

/** What the segments show as the API's text, when every segment is filled; else null. */
function typedText(field: HTMLElement | null, granularity: DateGranularity): string | null {
  const segments = [...(field?.querySelectorAll<HTMLElement>('[role="spinbutton"][data-type]') ?? [])];
  if (segments.length === 0 || segments.some((segment) => segment.hasAttribute('data-placeholder')))
    return null;
  const typed: Record<string, number> = Object.fromEntries(
    segments.map((segment) => [segment.dataset.type, Number(segment.textContent)]),
  );
  const date = `${String(typed.year ?? 0).padStart(4, '0')}-${two(typed.month)}-${two(typed.day)}`;
  return granularity === 'day' ? date : `${date}T${two(typed.hour)}:${two(typed.minute)}`;
}

/** '30.02.2026' or '30.02.2026 09:15', as the segments show it. */
const shownParts = (parts: DateParts) =>
  `${two(parts.day)}.${two(parts.month)}.${String(parts.year ?? 0).padStart(4, '0')}` +
  (parts.hour === undefined ? '' : ` ${two(parts.hour)}:${two(parts.minute)}`);

function useDateProps(props: DateFieldProps, granularity: DateGranularity) {
  const { value, onChange, minValue, minValueMessage, errorMessage, isInvalid } = props;
  const fieldRef = useRef<HTMLDivElement>(null);
  // An impossible date typed where the value cannot hold it (a list filter keeps its last real date).
  const [typedImpossible, setTypedImpossible] = useState<string | null>(null);
  // Set while leaving a field that shows an impossible date: react-aria then reports the date rolled to
  // the month's last day (30.02 becomes 28.02), which must not reach the form.
  const leaving = useRef<string | null>(null);
  const impossible = impossibleParts(typedImpossible) ?? impossibleParts(value);
  const belowMin = minValue !== undefined && isBefore(value, minValue, granularity);
  const message =
    (impossible ? impossibleDateMessage(shownParts(impossible)) : undefined) ??
    errorMessage ??
    (belowMin && minValue ? (minValueMessage ?? minDateMessage(minValue, granularity)) : undefined);
  const report = (next: string | null) => {
    setTypedImpossible(null);
    onChange(next);
  };
  return {
    // No date while the field holds an impossible one: the segments show what was typed (KeepTyped).
    value: impossible ? null : toDateValue(value, granularity),
    onChange: (next: Parameters<typeof fromDateValue>[0]) => {
      if (leaving.current === null) report(fromDateValue(next, granularity));
    },
    minValue: toDateValue(minValue, granularity) ?? undefined,
    granularity,
    hourCycle: 24 as const,
    // dd.MM.yyyy like every date the panel prints.
    shouldForceLeadingZeros: true,
    isInvalid: invalidFrom({
      isInvalid: impossible ? true : (isInvalid ?? (belowMin || undefined)),
      errorMessage: message,
    }),
    isRequired: props.isRequired,
    validationBehavior: useValidationBehavior(),
    isDisabled: props.isDisabled,
    name: props.name,
    ref: fieldRef,
    // Read before react-aria's own blur handling rolls the date: the segments still show what was typed.
    // react-aria rolls it whenever the focus leaves the segments (also for the picker's own buttons), and
    // reports the rolled date, which the field holds back; once that is over, the field keeps what was
    // typed and says why, and the form gets the text, which its date rule refuses.
    onBlurCapture: (event: FocusEvent) => {
      const segments = fieldRef.current?.querySelector('[role="spinbutton"]')?.parentElement;
      const next = event.relatedTarget;
      if (next instanceof Node && segments?.contains(next)) return;
      const text = typedText(fieldRef.current, granularity);
      if (text === null || !impossibleParts(text)) return;
      leaving.current = text;
      setTimeout(() => {
        if (leaving.current !== text) return;
        leaving.current = null;
        setTypedImpossible(text);
        onChange(text);
      }, 0);
    },
    onBlur: (_event: FocusEvent) => {
      if (leaving.current !== null) return;
      // react-aria keeps the last whole date while some segments are cleared, so the field would show
      // 'dd.05.2024' and send the old date: leaving a partly cleared field empties it (the form then
      // shows its required message instead of saving a date the user no longer sees).
      const segments = fieldRef.current?.querySelectorAll('[role="spinbutton"]') ?? [];
      const cleared = [...segments].some((segment) => segment.hasAttribute('data-placeholder'));
      if (cleared && value) report(null);
    },
    impossible,
    message,
  };
}

/**
 * Puts an impossible date back into the segments once the focus has left: react-aria can hold one only
 * as what is being typed, and empties or rolls it when the field is left. One segment per render (each
 * change starts from the segments as they are).
 */
function KeepTyped({
  parts,
  fieldRef,
}: {
  parts: DateParts | null;
  fieldRef: RefObject<HTMLDivElement | null>;
}) {
  const state = useContext(DateFieldStateContext);
  useEffect(() => {
    const segments = fieldRef.current?.querySelector('[role="spinbutton"]')?.parentElement;
    // Not while the user is typing in the segments.
    if (!parts || !state || segments?.contains(document.activeElement)) return;
    const differing = state.segments.find(
      (segment) =>
        segment.isEditable &&
        parts[segment.type as keyof DateParts] !== undefined &&
        (segment.isPlaceholder || segment.value !== parts[segment.type as keyof DateParts]),
    );
    if (differing) state.setSegment(differing.type, parts[differing.type as keyof DateParts] as number);
  });
  return null;
}

function Segments({
  standalone,
  parts,
  fieldRef,
}: {
  standalone: boolean;
  parts: DateParts | null;
  fieldRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <DateInput className={standalone ? styles.standaloneInput : styles.dateInput}>
      {(segment) =>
        segment.type === 'day' ? (
          <>
            <DateSegment segment={segment} className={styles.segment} />
            <KeepTyped parts={parts} fieldRef={fieldRef} />
          </>
        ) : (
          <DateSegment segment={segment} className={styles.segment} />
        )
      }
    </DateInput>
  );
}

/** Listens to blur in the capture phase around a react-aria field (its own props take no capture). */
function BlurCapture({
  onBlurCapture,
  children,
}: {
  onBlurCapture: (event: FocusEvent) => void;
  children: ReactNode;
}) {
  return (
    <div className={styles.blurCapture} onBlurCapture={onBlurCapture}>
      {children}
    </div>
  );
}

function DateFieldWith(props: DateFieldProps & { granularity: DateGranularity }) {
  const { message, onBlurCapture, impossible, ...ariaProps } = useDateProps(props, props.granularity);
  return (
    <I18nProvider locale="pl-PL">
      <BlurCapture onBlurCapture={onBlurCapture}>
        <AriaDateField {...ariaProps} className={fieldStyles.field}>
          <FieldLabel>{props.label}</FieldLabel>
          <Segments standalone parts={impossible} fieldRef={ariaProps.ref} />
          <FieldHelp description={props.description} errorMessage={message} />
        </AriaDateField>
      </BlurCapture>
    </I18nProvider>
  );
}

/** A date typed segment by segment (dd.mm.rrrr), value 'YYYY-MM-DD'. */
export function DateField(props: DateFieldProps) {
  return <DateFieldWith {...props} granularity="day" />;
}

/** A date and time (dd.mm.rrrr, gg:mm, 24-hour), value 'YYYY-MM-DDTHH:mm'. */
export function DateTimeField(props: DateFieldProps) {
  return <DateFieldWith {...props} granularity="minute" />;
}

export interface DatePickerProps extends DateFieldProps {
  /** 'day' for 'YYYY-MM-DD', 'minute' for 'YYYY-MM-DDTHH:mm'. */
  granularity?: DateGranularity;
}

/** A date (or date-time) field with a calendar in a popover; days before `minValue` are unavailable. */
export function DatePicker({ granularity = 'day', ...props }: DatePickerProps) {
  const { message, onBlurCapture, impossible, ...ariaProps } = useDateProps(props, granularity);
  return (
    <I18nProvider locale="pl-PL">
      <BlurCapture onBlurCapture={onBlurCapture}>
        <AriaDatePicker {...ariaProps} className={fieldStyles.field}>
          <FieldLabel>{props.label}</FieldLabel>
          <Group className={fieldStyles.group}>
            <Segments standalone={false} parts={impossible} fieldRef={ariaProps.ref} />
            {props.value && !props.isDisabled ? (
              // slot={null}: not the picker's calendar trigger; empties the field (a required date then
              // shows its message).
              <Button
                slot={null}
                className={fieldStyles.groupButton}
                aria-label={CLEAR_DATE_LABEL}
                onPress={() => {
                  props.onChange(null);
                  // The button goes with the date: the keyboard focus goes on to the day, to type a new one.
                  ariaProps.ref.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
                }}
              >
                <CrossIcon />
              </Button>
            ) : null}
            <Button className={fieldStyles.groupButton} aria-label={OPEN_CALENDAR_LABEL}>
              <CalendarIcon />
            </Button>
          </Group>
          <FieldHelp description={props.description} errorMessage={message} />
          <Popover className={fieldStyles.popover}>
            <Dialog aria-label={CALENDAR_LABEL}>
              <Calendar className={styles.calendar}>
                <header className={styles.calendarHeader}>
                  <Button
                    slot="previous"
                    aria-label={PREVIOUS_MONTH_LABEL}
                    className={fieldStyles.groupButton}
                  >
                    <ChevronLeftIcon />
                  </Button>
                  <Heading className={styles.calendarHeading} />
                  <Button slot="next" aria-label={NEXT_MONTH_LABEL} className={fieldStyles.groupButton}>
                    <ChevronRightIcon />
                  </Button>
                </header>
                <CalendarGrid>
                  {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </AriaDatePicker>
      </BlurCapture>
    </I18nProvider>
  );
}
