import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './vite.config.ts';

/**
 * The operator console (docs/product.md §17): a build of its own, into the same `dist`
 * after the site's. Built together with the site, Rolldown would share the site's entry
 * chunk with the console (and put the console's first load into the site's `app` group);
 * apart, no byte of the console can reach a site visitor.
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    rolldownOptions: {
      input: 'console.html',
      output: {
        // The console's files are named apart from the site's in `dist/assets`.
        entryFileNames: 'assets/console-[hash].js',
        chunkFileNames: 'assets/console-[name]-[hash].js',
        assetFileNames: 'assets/console-[name]-[hash][extname]',
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
