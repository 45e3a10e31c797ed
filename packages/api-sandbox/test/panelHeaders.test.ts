import { describe, expect, test } from 'vitest';
import { panelHeaders } from '../src/static/headers';

const FILE = {
  contentSecurityPolicy: { 'default-src': ["'self'"], 'connect-src': ["'self'"] },
  originsFromConfig: { 'connect-src': ['apiBaseUrl' as const] },
  headers: { 'Content-Security-Policy': "default-src 'self'; connect-src 'self'", 'X-Frame-Options': 'DENY' },
  files: {
    'frame.html': {
      headers: { 'Content-Security-Policy': "default-src 'none'", 'X-Frame-Options': 'SAMEORIGIN' },
    },
  },
};
const CONFIG = {
  apiBaseUrl: 'https://api.example',
  staticBaseUrl: 'https://api.example',
  adminPrefix: '/wirtualny_admin',
  productName: 'WM',
  enabledAreas: [],
};

describe('panelHeaders (SBX-CSP1, SBX-CSP2)', () => {
  test('sends the panel its CSP with the configured API origin added', () => {
    expect(panelHeaders(FILE, CONFIG, 'https://panel.example', 'articles')).toEqual({
      'Content-Security-Policy': "default-src 'self'; connect-src 'self' https://api.example",
      'X-Frame-Options': 'DENY',
    });
  });

  test('adds the origin of a hub on another origin to connect-src, and nothing for one on the panel’s', () => {
    const file = {
      ...FILE,
      originsFromConfig: { 'connect-src': ['apiBaseUrl' as const, 'hubUrl' as const] },
    };
    const csp = (hubUrl: string) =>
      panelHeaders(file, { ...CONFIG, hubUrl }, 'https://panel.example', 'articles')[
        'Content-Security-Policy'
      ];
    expect(csp('https://hub.example/.well-known/mercure')).toBe(
      "default-src 'self'; connect-src 'self' https://api.example https://hub.example",
    );
    expect(csp('https://panel.example/.well-known/mercure')).toBe(
      "default-src 'self'; connect-src 'self' https://api.example",
    );
  });

  test('sends a file the build lists its own headers as they are, no origin added', () => {
    expect(panelHeaders(FILE, CONFIG, 'https://panel.example', 'frame.html')).toEqual({
      'Content-Security-Policy': "default-src 'none'",
      'X-Frame-Options': 'SAMEORIGIN',
    });
  });
});
