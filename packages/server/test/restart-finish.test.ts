import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import { logHash } from "../src/tables/loggedHash.ts";
import { useDataDir } from "./support/dataDir.ts";
import {
  DIE_BEFORE_FINISH,
  expectCutShort,
  expectFinished,
  playUntilKilled,
  storedIn,
} from "./support/finishWindow.ts";
import { startProcess } from "./support/server.ts";

describe("kill -9 after a game's last input, before its table is finished", () => {
  const { dir, servers, clients } = useDataDir("roundtable-restart-finish-");

  const stored = (id: string) => storedIn(new SqliteStore(join(dir, "roundtable.sqlite")), id);

  it("restarted, the server finishes the table: over, its record written, listed as finished, a rematch made", async () => {
    const args = ["--data-dir", dir, "--bot-delay", "0", "--log-level", "info"];
    const first = await startProcess(args, DIE_BEFORE_FINISH);
    servers.push(first);
    const cut = await playUntilKilled(first, clients);
    const end = expectCutShort(await stored(cut.id));

    const second = await startProcess(args);
    servers.push(second);
    await expectFinished(second, cut, end, clients);
    expect(
      second.logs.some(
        (l) =>
          l.includes(`"table":"${cut.id}"`) && l.includes("the replayed game is over: the table is finished"),
      ),
    ).toBe(true);
    await second.stop();

    // In the store as a game ended live leaves it: over, its record, the final checkpoint at the log's end.
    const after = await stored(cut.id);
    expect(after.status).toBe("over");
    expect(after.record?.hash).toBe(end.hash);
    expect(after.inputs.length).toBe(end.seq);
    expect(after.inputs[end.seq - 1]?.hash).toBe(logHash(end.hash));
  }, 120_000);
});
