import { defineConfig } from 'vite';

// Vendor code in its own long-lived chunks: a deploy of the back office changes only its app chunk.
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
  { name: 'react-admin', test: /node_modules[\\/]/ },
];

// The back office is served by the ledger service under /admin/ (ARCHITECTURE.md "One port").
export default defineConfig({
  base: '/admin/',
  // No React plugin: vite's own transform compiles TSX with the automatic JSX runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
      onwarn(warning, warn) {
        // MUI, react-router and react-query mark modules "use client"; meaningless in a browser bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
