/**
 * Loaded into the server's main thread by `npm run loadtest -- --stalls` (serverWatch.mjs): watches its event
 * loop (stallWatch.ts) with the server's spans (`roundtable:span`: batches, commits, sends). The load test
 * signals SIGUSR2 as it begins measuring and again as it ends; the second writes the report of the time
 * between to the file named by ROUNDTABLE_STALL_REPORT.
 */
import { subscribe } from "node:diagnostics_channel";
import { renameSync, writeFileSync } from "node:fs";
import type { SpanMessage } from "../../packages/server/src/spans.ts";
import { stallReport, stallSpan, startStallWatch } from "./stallWatch.ts";

startStallWatch();
subscribe("roundtable:span", (m) => {
  const s = m as SpanMessage;
  stallSpan(s.name, s.start, s.end);
});
let from: number | null = null;
process.on("SIGUSR2", () => {
  if (from === null) {
    from = performance.now();
    return;
  }
  const out = process.env.ROUNDTABLE_STALL_REPORT;
  // Written whole, then renamed: the load test reads the file as soon as it exists (server.ts), and a file being
  // written may still be empty there ("Unexpected end of JSON input" once in CI).
  if (out !== undefined) {
    writeFileSync(`${out}.part`, JSON.stringify(stallReport(from)));
    renameSync(`${out}.part`, out);
  }
  from = null;
});
