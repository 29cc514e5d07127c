import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openStore } from "../src/store/open.ts";

describe("openStore picks the store from the --db value", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("with no value, opens roundtable.sqlite in the data folder, creating the folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-open-"));
    dirs.push(dir);
    const dataDir = join(dir, "data");
    const store = openStore(undefined, dataDir);
    await store.init();
    expect(store.kind).toBe("sqlite");
    expect(existsSync(join(dataDir, "roundtable.sqlite"))).toBe(true);
    await store.close();
  });

  it("opens PostgreSQL for postgres:// and postgresql:// URLs (connecting only when used)", async () => {
    for (const url of [
      "postgres://user@localhost/roundtable",
      "postgresql://user@localhost:5433/roundtable",
    ]) {
      const store = openStore(url);
      expect(store.kind).toBe("postgres");
      await store.close();
    }
  });

  it("refuses another URL scheme with a clear error that does not show the password", () => {
    expect(() => openStore("mysql://admin:s3cret@db.example/roundtable")).toThrow(
      'unsupported database URL "mysql://…": use postgres://user@host/database, or a SQLite file path',
    );
    expect(() => openStore("mysql://admin:s3cret@db.example/roundtable")).not.toThrow("s3cret");
  });
});
