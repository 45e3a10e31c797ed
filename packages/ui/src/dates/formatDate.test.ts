// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deletedLabel, formatDate, formatDateTime, formatTime } from './formatDate';

describe('date formatting in pl-PL', () => {
  it('formats API date-times', () => {
    expect(formatDate('2024-05-01T10:30')).toBe('01.05.2024');
    expect(formatTime('2024-05-01T10:30')).toBe('10:30');
    expect(formatDateTime('2024-05-01T09:05:59')).toBe('01.05.2024 09:05');
    expect(formatDate('2024-12-31')).toBe('31.12.2024');
  });

  it('accepts Date objects and timestamps, shown on the Warsaw clock', () => {
    expect(formatDateTime(new Date('2023-01-02T22:04:00Z'))).toBe('02.01.2023 23:04');
    expect(formatDate(Date.parse('2023-07-08T22:30:00Z'))).toBe('09.07.2023');
    // Midnight is 00:00 (24-hour clock), and a year is four digits.
    expect(formatDateTime(new Date('2025-11-29T23:00:00Z'))).toBe('30.11.2025 00:00');
    expect(formatDate(new Date('0987-03-04T12:00:00Z'))).toBe('04.03.0987');
  });

  it('shows the Warsaw time of an instant written with any offset, summer and winter', () => {
    // The API writes Warsaw offsets; the same instants in UTC or New York read the same.
    expect(formatDateTime('2026-12-02T20:24:00+01:00')).toBe('02.12.2026 20:24');
    expect(formatDateTime('2026-12-02T19:24:00Z')).toBe('02.12.2026 20:24');
    expect(formatDateTime('2026-12-02T14:24:00-05:00')).toBe('02.12.2026 20:24');
    expect(formatDateTime('2026-07-02T18:24:00Z')).toBe('02.07.2026 20:24');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
  });

  it('returns empty text for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('builds the deleted mark of lists', () => {
    expect(deletedLabel('2024-05-01T10:30:00')).toBe('Usunięte : 01.05.2024 10:30');
  });
});
