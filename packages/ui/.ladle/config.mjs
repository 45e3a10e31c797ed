/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  // The vanilla-extract plugin comes from ../vite.config.ts (Ladle runs its own Vite 6 and adds React).
  viteConfig: 'vite.config.ts',
  addons: {
    a11y: { enabled: true },
    rtl: { enabled: false },
    theme: { enabled: false },
  },
};
