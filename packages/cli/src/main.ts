#!/usr/bin/env node
/** Entry point of the `roundtable` command (npm start runs `demo`). */
import { main } from "./program.ts";

process.exitCode = await main(process.argv.slice(2));
