import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "test/**/*.test.ts"],
    pool: "threads",
    testTimeout: 120_000,
    allowOnly: false,
  },
});
