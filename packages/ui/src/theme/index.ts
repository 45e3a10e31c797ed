export { contrastRatio, relativeLuminance } from './contrast';
export { root as themeRootClass, visuallyHidden } from './global.css';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { vars } from './theme.css';
export { contrastPairs, lightColors } from './tokens';
