import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { fontFamily, fontSize, fontWeight, lightColors, lineHeight, radius, shadow, space } from './tokens';

const nullTokens = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.keys(values).map((key) => [key, null])) as { [K in keyof T]: null };

/** The theme contract: every component reads tokens only through `vars`. */
export const vars = createThemeContract({
  color: nullTokens(lightColors),
  space: nullTokens(space),
  fontSize: nullTokens(fontSize),
  lineHeight: nullTokens(lineHeight),
  fontWeight: nullTokens(fontWeight),
  radius: nullTokens(radius),
  shadow: nullTokens(shadow),
  fontFamily: nullTokens(fontFamily),
});

/**
 * The light theme fills the contract on `:root`, so overlays that react-aria portals into
 * `document.body` (modals, popovers) get the tokens too.
 */
createGlobalTheme(':root', vars, {
  color: lightColors,
  space,
  fontSize,
  lineHeight,
  fontWeight,
  radius,
  shadow,
  fontFamily,
});
