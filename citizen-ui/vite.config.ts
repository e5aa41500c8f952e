import { defineConfig } from 'vite';

// The contracts package is pure declarations (STYLE.md: browser-safe, no Node imports). Telling the
// bundler so lets it drop what the citizen app does not use, zod schemas included (about 30 KB gzip).
const contractsHaveNoSideEffects = (id: string) => !/[\\/]contracts[\\/]src[\\/]/.test(id);

// Served by the API server at '/'. TSX goes through vite's own transform (tsconfig jsx: react-jsx).
export default defineConfig({
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: contractsHaveNoSideEffects },
    },
  },
});
