#!/usr/bin/env node
/** Entry point of the `roundtable` command (`npm run demo` runs `demo`). */
import { main } from "./program.ts";

// The reading program went away (`roundtable cards | head`, or stdio's host closing its end of the pipe):
// there is no one left to print to, so the command ends quietly, as Unix tools do.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code !== "EPIPE") throw e;
  process.stdin.destroy();
  process.exit(0);
});

process.exitCode = await main(process.argv.slice(2));
