/** The panel's one locale: react-aria's dates, numbers and built-in labels speak Polish. */
export const PANEL_LOCALE = 'pl-PL';
