import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compiledCatalogues } from './scripts/compile-catalogues';
import { entryGraph } from './scripts/entry-graph';
import { withoutUniqueTooltips } from './scripts/without-unique-tooltips';

const contractsEntry = fileURLToPath(
  new URL('../services/contracts/src/index.ts', import.meta.url),
);
const contractsDir = fileURLToPath(new URL('../services/contracts/src/', import.meta.url));
const webSource = fileURLToPath(new URL('./src/', import.meta.url));

// The framework core every route needs goes in one long-cached chunk, and the app's own code that
// the entry loads in another (left alone, the bundler made eight files of it, some of 100 bytes,
// each a request a phone's main thread pays for before the first paint); everything else (antd
// components, features) is split per route by React.lazy.
const frameworkPackages =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs[\\/]toolkit|react-redux|redux|reselect|immer|use-sync-external-store)[\\/]/;

export default defineConfig({
  plugins: [react(), compiledCatalogues(), withoutUniqueTooltips(), entryGraph.plugin],
  resolve: {
    alias: [
      { find: '@tend/contracts', replacement: contractsEntry },
      // The catalogues arrive compiled (scripts/compile-catalogues.ts): no ICU parser in the bundle.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  // The build-time render of the public pages (scripts/prerender.ts) bundles everything, so antd
  // and its style cache are one copy, the same code as the browser's.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // The shared contracts are pure declarations (schemas, constants, rules): let the bundler
      // drop whatever a route does not use, so zod only ships with the forms that need it.
      treeshake: {
        moduleSideEffects: (id: string) => !id.startsWith(contractsDir),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: frameworkPackages, priority: 10 },
            // Only the app's own modules: a library's index imports all of it (antd's, every
            // component), so its modules would bring in what only the routes use.
            {
              name: 'app',
              test: (id: string) => id.startsWith(webSource) && entryGraph.has(id),
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
