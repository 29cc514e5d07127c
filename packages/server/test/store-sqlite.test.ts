import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describeStore } from "./support/storeSuite.ts";

let dir = "";
let files = 0;

describeStore({
  kind: "sqlite",
  beforeAll: async () => {
    dir = mkdtempSync(join(tmpdir(), "roundtable-sqlite-"));
  },
  afterAll: async () => rmSync(dir, { recursive: true, force: true }),
  // A folder that does not exist yet: the store creates it.
  fresh: async () => join(dir, `db${++files}`, "roundtable.sqlite"),
});
