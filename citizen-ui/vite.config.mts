import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';

// react-router's package exports only its development build (dev warnings on); ship the production one.
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'production/dom-export.mjs') },
];

// What every page needs: React, its scheduler and the router.
const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|react-router|react-router-dom|scheduler)[\\/]/;

// Served by the API server at '/'. TSX goes through vite's own transform (tsconfig jsx: react-jsx).
export default defineConfig(({ command }) => ({
  base: '/',
  resolve: { alias: command === 'build' ? productionRouter : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // React and the router change far less often than the app: their own file stays cached across releases.
      // zod (under the contracts' schemas) only with the pages that validate a form: not on the first visit.
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: FRAMEWORK },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
      // react-router marks its modules "use client" for server components; meaningless in this SPA.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
}));
