import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { CHROMIUM_GONE } from "./packages/web/test/e2e/chromiumGone.ts";
import { fromSources } from "./packages/web/vite.config.ts";

/**
 * Files that run after all the others, one at a time: several server processes keeping leases of a
 * second in Redis (issue 21), which a machine busy with other test files can make them miss. The web
 * table's among them is retried as the e2e files are (chromiumGone.ts).
 */
const ALONE = [
  "packages/server/test/cluster.test.ts",
  "packages/server/test/takeover-restore.test.ts",
  "packages/server/test/takeover-finish.test.ts",
  "packages/web/test/e2e/cluster.test.ts",
];

/** The web table's end-to-end files, in real Chromium (support.ts); retried once only if it died (chromiumGone.ts). */
const E2E = ["packages/web/test/e2e/**/*.test.ts"];

export default defineConfig({
  // The workspace's packages resolve to their TypeScript sources here, not to dist/ (README, "Working on the
  // code"): the same conditions as vitest run inside packages/web, from its vite.config.ts.
  ...fromSources,
  test: {
    pool: "threads",
    // vitest's default is one worker fewer than the CPUs: one on CI's 2 cores, where the suite then took
    // 26 minutes. Most files wait on processes (servers, Chromium, PostgreSQL) or run one game after another.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 120_000,
    // The e2e files build the web table and start a server in beforeAll: on a busy machine that takes over 10 s.
    hookTimeout: 120_000,
    allowOnly: false,
    projects: [
      {
        extends: true,
        test: {
          name: "suite",
          include: ["packages/*/test/**/*.test.ts", "packages/web/test/**/*.test.tsx", "test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...ALONE, ...E2E],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: E2E,
          exclude: [...configDefaults.exclude, ...ALONE],
          retry: { count: 1, condition: CHROMIUM_GONE },
        },
      },
      {
        extends: true,
        test: {
          name: "alone",
          include: ALONE,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          retry: { count: 1, condition: CHROMIUM_GONE },
        },
      },
    ],
  },
});
