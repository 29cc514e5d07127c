/**
 * `npm start` builds the web table only when it must: when its build is missing, or older than any of its
 * sources (the web package and the workspace code it bundles: the protocol, the engine's modules and the
 * bots' names).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const PACKAGES = join(import.meta.dirname, "../../..");
const WEB = join(PACKAGES, "web");
const VITE = join(PACKAGES, "../node_modules/vite/bin/vite.js");

/** What the client is built from. */
export const WEB_SOURCES = [
  join(WEB, "src"),
  join(WEB, "index.html"),
  join(WEB, "vite.config.ts"),
  join(WEB, "package.json"),
  join(PACKAGES, "protocol/src"),
  join(PACKAGES, "engine/src"),
  join(PACKAGES, "bots/src"),
];

/** The newest modification time (ms) of the files under these paths; 0 when there are none. */
export function newest(paths: string[]): number {
  let max = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const s = statSync(path);
    if (s.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else max = Math.max(max, s.mtimeMs);
  };
  for (const p of paths) visit(p);
  return max;
}

/** Why `dist` must be built again ("missing", "stale"), or null when it is up to date. */
export function buildNeeded(dist: string, sources: string[] = WEB_SOURCES): "missing" | "stale" | null {
  const page = join(dist, "index.html");
  if (!existsSync(page)) return "missing";
  return newest(sources) > statSync(page).mtimeMs ? "stale" : null;
}

/**
 * Builds the client into `dist` with vite (its warnings and errors shown); throws if the build fails.
 * `sourcemap`: with the bundles' source maps (what the tests read the bundle's modules from).
 */
export function buildWeb(dist: string, opts: { sourcemap?: boolean } = {}): void {
  const args = [VITE, "build", WEB, "--outDir", dist, "--logLevel", "warn"];
  if (opts.sourcemap === true) args.push("--sourcemap");
  const r = spawnSync(process.execPath, args, {
    // A production build whatever the caller's NODE_ENV (vitest's "test" would bundle React's development build).
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (r.status !== 0)
    throw new Error(`building the web table failed (vite exited with ${r.status ?? r.signal})`);
}
