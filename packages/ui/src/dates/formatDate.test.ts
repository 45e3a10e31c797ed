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

  it('accepts Date objects and timestamps', () => {
    expect(formatDateTime(new Date(2023, 0, 2, 23, 4))).toBe('02.01.2023 23:04');
    expect(formatDate(new Date(2023, 6, 9).getTime())).toBe('09.07.2023');
    // Midnight is 00:00 (24-hour clock), and a year is four digits.
    expect(formatDateTime(new Date(2025, 10, 30, 0, 0))).toBe('30.11.2025 00:00');
    expect(formatDate(new Date(987, 2, 4))).toBe('04.03.0987');
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
