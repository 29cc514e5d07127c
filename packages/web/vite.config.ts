import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

/**
 * The workspace's libraries from their TypeScript sources, not their dist/ (README, "Working on the code"):
 * in the browser's bundle (`resolve`) and in the tests vitest runs in Node (`ssr`; the happy-dom ones
 * resolve as the browser does). The repository's vitest.config.ts takes it from here, so that the web's
 * tests load the same engine whether vitest is run from the repository or from this folder.
 */
export const fromSources = {
  resolve: { conditions: ["@roundtable/source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["@roundtable/source", ...defaultServerConditions] } },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  ...fromSources,
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
  server: { proxy: { "/api": "http://127.0.0.1:8686", "/ws": { target: "ws://127.0.0.1:8686", ws: true } } },
});
