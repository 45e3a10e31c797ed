import { describe, expect, it } from 'vitest';
import * as lightEntry from '../../src/contractValues';
import {
  isEmailDomain,
  isIpAddressOrRange,
  looksLikePhone,
  oddBanLines,
  orderWarning,
  phoneWarning,
  webUrlWarning,
} from '../../src/schemas/looseValues';

describe('loose values (warned, never refused)', () => {
  it('IP addresses and ranges, v4 and v6', () => {
    for (const good of [
      '203.0.113.7',
      '198.51.100.0/24',
      '0.0.0.0/0',
      '2001:db8::/32',
      '::1',
      '::ffff:1.2.3.4',
    ])
      expect(isIpAddressOrRange(good), good).toBe(true);
    for (const bad of [
      'to nie jest ip',
      '999.1.1.1',
      '1.2.3',
      '1.2.3.4/33',
      '2001:db8::/129',
      '1.2.3.4/8/8',
      '',
      'a:b',
    ])
      expect(isIpAddressOrRange(bad), bad).toBe(false);
  });

  it('e-mail domains, and the odd lines of a list', () => {
    expect(isEmailDomain('mailinator.com')).toBe(true);
    expect(isEmailDomain('poczta.onet.pl')).toBe(true);
    expect(isEmailDomain('spam@example.com')).toBe(false);
    expect(isEmailDomain('@bad')).toBe(false);
    expect(oddBanLines('domains', ['mailinator.com', 'jan@wp.pl', ''])).toEqual(['jan@wp.pl']);
    expect(oddBanLines('ips', ['203.0.113.7', 'to nie jest ip', '999.1.1.1'])).toEqual([
      'to nie jest ip',
      '999.1.1.1',
    ]);
  });

  it('phones, links and orders warn; empty fields and good values do not', () => {
    expect(looksLikePhone('+48 22 123 45 67')).toBe(true);
    expect(looksLikePhone('(22) 123-45-67')).toBe(true);
    expect(phoneWarning('telefon?!')).toBeDefined();
    expect(phoneWarning('123')).toBeDefined();
    expect(phoneWarning('')).toBeUndefined();
    expect(phoneWarning('22 123 45 67')).toBeUndefined();
    expect(webUrlWarning('nie-url')).toBeDefined();
    expect(webUrlWarning('https://twitter.com/redakcja')).toBeUndefined();
    expect(webUrlWarning(null)).toBeUndefined();
    expect(orderWarning(-5)).toBeDefined();
    expect(orderWarning(0)).toBeUndefined();
  });

  it('are carried by the light entry', () => {
    expect(lightEntry.isIpAddressOrRange).toBe(isIpAddressOrRange);
    expect(typeof lightEntry.looseValueWarnings.ips).toBe('function');
  });
});
