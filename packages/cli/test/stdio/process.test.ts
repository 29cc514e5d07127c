/**
 * `roundtable stdio` as a real process: a scripted session on its standard input, every line of its
 * standard output one JSON object, the hello first, each input's reply carrying its ref, a refused line
 * answered by an error while the process goes on, and a clean exit at the end of the input — or when the
 * program reading its output goes away (any command's: main.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

function session(lines: (object | string)[]): {
  status: number | null;
  out: Record<string, unknown>[];
  err: string;
} {
  const input = `${lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n")}\n`;
  const r = spawnSync("npx", ["tsx", "packages/cli/src/main.ts", "stdio"], {
    input,
    encoding: "utf8",
    timeout: 280_000,
  });
  return {
    status: r.status,
    out: r.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l)),
    err: r.stderr,
  };
}

describe("roundtable stdio", () => {
  it("plays a scripted session and ends cleanly at the end of its input", () => {
    const { status, out, err } = session([
      {
        type: "start",
        ref: "s",
        variant: "duel",
        seed: 4,
        players: [{ name: "Ann" }, { name: "Ben", bot: "heuristic" }],
        events: [{ seat: 0 }],
      },
      "not json",
      { type: "bot", ref: "b", game: "g1", player: 0 },
      { type: "fork", ref: "f", game: "g1", as: "copy" },
      { type: "concede", ref: "c", game: "copy", player: 0 },
      { type: "hash", ref: "h", game: "g1" },
      { type: "record", ref: "r", game: "g1" },
      { type: "close", ref: "x", game: "g1" },
    ]);
    expect(err).toBe("");
    expect(status).toBe(0);
    expect(out[0]).toMatchObject({ type: "hello", protocol: 1 });
    // Every input is answered, in order, by a last line carrying its ref; the bad line by an error.
    const finals = out.filter((l) => l.type === "error" || "ref" in l);
    expect(finals.map((l) => [l.type, l.ref])).toEqual([
      ["started", "s"],
      ["error", null],
      ["answered", "b"],
      ["forked", "f"],
      ["conceded", "c"],
      ["hash", "h"],
      ["record", "r"],
      ["closed", "x"],
    ]);
    expect(finals[1]).toMatchObject({ code: "bad-message", line: 2 });
    // The fork's concession ended the fork only.
    expect(out.filter((l) => l.type === "end").map((l) => [l.game, l.winners])).toEqual([["copy", [1]]]);
    const record = finals[6].record as { inputs: unknown[]; hash: string };
    expect(record.hash).toBe(finals[5].hash);
    expect(record.inputs.length).toBe(finals[5].seq);
  }, 300_000);

  it("writes only its hello for an empty input", () => {
    const { status, out } = session([]);
    expect(status).toBe(0);
    expect(out.map((l) => l.type)).toEqual(["hello"]);
  }, 300_000);

  it("ends quietly, with exit code 0, when the program reading its output closes the pipe (EPIPE)", async () => {
    const child = spawn("npx", ["tsx", "packages/cli/src/main.ts", "stdio"], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (d) => {
      err += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.stdout.once("data", () => {
      child.stdout.destroy(); // the reader goes away after the hello; the driver still has lines to answer
      for (let i = 0; i < 50; i++) child.stdin.write(`${JSON.stringify({ type: "ping", ref: `p${i}` })}\n`);
      child.stdin.end();
    });
    expect(await exited).toBe(0);
    expect(err).toBe("");
  }, 120_000);

  it("any command ends quietly too when its reader goes away: `roundtable cards | head -1`", async () => {
    const child = spawn("npx", ["tsx", "packages/cli/src/main.ts", "cards"], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (d) => {
      err += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.stdout.once("data", () => child.stdout.destroy()); // head has its line and goes
    expect(await exited).toBe(0);
    expect(err).toBe("");
  }, 120_000);
});
