import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// React only: the library's styles arrive compiled, in @redakcja/ui/styles.css.
export default defineConfig({ plugins: [react()] });
