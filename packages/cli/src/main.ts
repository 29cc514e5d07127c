#!/usr/bin/env node
/** Entry point of the `roundtable` command (`npm run demo` runs `demo`). */
import { main } from "./program.ts";

process.exitCode = await main(process.argv.slice(2));
