export { contrastRatio, relativeLuminance } from './contrast';
export { root as themeRootClass, visuallyHidden } from './global.css';
export { LocaleProvider, PANEL_LOCALE } from './LocaleProvider';
export { markPressableStyle, PRESSABLE_STYLE_ID, PRESSABLE_STYLE_MARKER } from './pressableStyle';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot';
export { vars } from './theme.css';
export { contrastPairs, lightColors } from './tokens';
