/**
 * The web table built once for every end-to-end file of a run (and the runs after it while its sources
 * don't change), instead of once per file: a folder of the system's temporary directory named for the
 * newest modification time of what the client is built from (the server's `WEB_SOURCES`, and the lock
 * file for its libraries), with source maps (the bundle's test reads them). A build goes into a folder of
 * its own and is renamed into place whole, so test files running at the same time never see half a
 * build; if two build at once, the second is thrown away.
 */
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildWeb, newest, WEB_SOURCES } from "../../../server/src/start/webBuild.ts";

const LOCK = join(import.meta.dirname, "../../../../package-lock.json");
const PREFIX = "roundtable-e2e-web-";
/** Builds of other sources are removed once they are this old (a run still using one has long finished). */
const STALE_MS = 60 * 60 * 1000;

/** The folder of the web table built from the current sources (built now if there is none yet). */
export function webDist(): string {
  const name = `${PREFIX}${Math.floor(newest([...WEB_SOURCES, LOCK]))}`;
  const dist = join(tmpdir(), name);
  if (existsSync(join(dist, "index.html"))) return dist;
  const fresh = mkdtempSync(join(tmpdir(), "roundtable-e2e-build-"));
  try {
    buildWeb(fresh, { sourcemap: true });
    renameSync(fresh, dist);
  } catch (e) {
    rmSync(fresh, { recursive: true, force: true });
    // Another file's build took the name first: the same sources, so the same client.
    if (!existsSync(join(dist, "index.html"))) throw e;
  }
  removeOldBuilds(name);
  return dist;
}

function removeOldBuilds(keep: string): void {
  const now = Date.now();
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(PREFIX) || entry === keep) continue;
    const path = join(tmpdir(), entry);
    if (now - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
}
