/**
 * A writer to be killed: appends inputs 1, 2, 3, … to a table's log one call at a time and prints each
 * seq on stdout once its promise has resolved, until the test kills it with SIGKILL.
 * Usage: node --import tsx append-child.ts <--db value> <table id>
 */
import { openStore } from "../../src/store/open.ts";
import { logged } from "./storeSuite.ts";

const [location, tableId] = process.argv.slice(2);
if (!location || !tableId) throw new Error("usage: append-child.ts <--db value> <table id>");
const store = openStore(location);
await store.init();
for (let seq = 1; ; seq++) {
  await store.appendInputs(tableId, [logged(seq)]);
  process.stdout.write(`${seq}\n`);
}
