import { type FocusEvent, useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid } from 'react-aria-components/Calendar';
import { DateField as AriaDateField, DateInput, DateSegment } from 'react-aria-components/DateField';
import { DatePicker as AriaDatePicker } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { Group } from 'react-aria-components/Group';
import { Heading } from 'react-aria-components/Heading';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Popover } from 'react-aria-components/Popover';
import { formatDate, formatDateTime } from '../dates/formatDate';
import { type FieldBaseProps, FieldHelp, FieldLabel, invalidFrom } from '../Field/Field';
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

function useDateProps(props: DateFieldProps, granularity: DateGranularity) {
  const { value, onChange, minValue, minValueMessage, errorMessage, isInvalid } = props;
  const fieldRef = useRef<HTMLDivElement>(null);
  const belowMin = minValue !== undefined && isBefore(value, minValue, granularity);
  const message =
    errorMessage ??
    (belowMin && minValue ? (minValueMessage ?? minDateMessage(minValue, granularity)) : undefined);
  return {
    value: toDateValue(value, granularity),
    onChange: (next: Parameters<typeof fromDateValue>[0]) => onChange(fromDateValue(next, granularity)),
    minValue: toDateValue(minValue, granularity) ?? undefined,
    granularity,
    hourCycle: 24 as const,
    // dd.MM.yyyy like every date the panel prints.
    shouldForceLeadingZeros: true,
    isInvalid: invalidFrom({ isInvalid: isInvalid ?? (belowMin || undefined), errorMessage: message }),
    isRequired: props.isRequired,
    isDisabled: props.isDisabled,
    name: props.name,
    ref: fieldRef,
    // react-aria keeps the last whole date while some segments are cleared, so the field would show
    // 'dd.05.2024' and send the old date: leaving a partly cleared field empties it (the form then
    // shows its required message instead of saving a date the user no longer sees).
    onBlur: (_event: FocusEvent) => {
      const segments = fieldRef.current?.querySelectorAll('[role="spinbutton"]') ?? [];
      const cleared = [...segments].some((segment) => segment.hasAttribute('data-placeholder'));
      if (cleared && value) onChange(null);
    },
    message,
  };
}

function Segments({ standalone }: { standalone: boolean }) {
  return (
    <DateInput className={standalone ? styles.standaloneInput : styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

function DateFieldWith(props: DateFieldProps & { granularity: DateGranularity }) {
  const { message, ...ariaProps } = useDateProps(props, props.granularity);
  return (
    <I18nProvider locale="pl-PL">
      <AriaDateField {...ariaProps} className={fieldStyles.field}>
        <FieldLabel>{props.label}</FieldLabel>
        <Segments standalone />
        <FieldHelp description={props.description} errorMessage={message} />
      </AriaDateField>
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
  const { message, ...ariaProps } = useDateProps(props, granularity);
  return (
    <I18nProvider locale="pl-PL">
      <AriaDatePicker {...ariaProps} className={fieldStyles.field}>
        <FieldLabel>{props.label}</FieldLabel>
        <Group className={fieldStyles.group}>
          <Segments standalone={false} />
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
                <Button slot="previous" aria-label={PREVIOUS_MONTH_LABEL} className={fieldStyles.groupButton}>
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
    </I18nProvider>
  );
}
