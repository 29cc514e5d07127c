import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // The workspace's libraries from their TypeScript sources, not their dist/ (README, "Working on the code").
  resolve: { conditions: ["@roundtable/source", ...defaultClientConditions] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
  server: { proxy: { "/api": "http://127.0.0.1:8686", "/ws": { target: "ws://127.0.0.1:8686", ws: true } } },
});
