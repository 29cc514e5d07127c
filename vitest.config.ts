import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "packages/web/test/**/*.test.tsx", "test/**/*.test.ts"],
    pool: "threads",
    testTimeout: 120_000,
    // The e2e files build the web table and start a server in beforeAll: on a busy machine that takes over 10 s.
    hookTimeout: 120_000,
    allowOnly: false,
  },
});
