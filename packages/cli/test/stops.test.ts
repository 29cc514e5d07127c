/** `roundtable play` with stops (docs/server.md, "Stops and passing"): `--stops`, and the pass-until words. */
import { describe, expect, it } from "vitest";
import { type PlayOptions, playCommand } from "../src/commands/play.ts";
import { runMain, table } from "./helpers.ts";

/**
 * Keeps the opening hand, takes the first option where Enter isn't an answer, and types `answer(out)` at
 * every other prompt; decisions are capped, and the person concedes after 300 prompts.
 */
async function play(opts: Partial<PlayOptions>, answer: (out: string[]) => string): Promise<string[]> {
  const out: string[] = [];
  let asked = 0;
  const code = await playCommand(
    { ...table("free-for-all", 4, { seed: 3 }), seat: 0, bot: "heuristic", maxDecisions: 600, ...opts },
    {
      ask: async () => {
        if (++asked > 300) return "concede";
        if (out.at(-1) === "  1 = mulligan") return "0";
        const again = /^Please type a number from (\d+)/.exec(out.at(-1) ?? "");
        return again ? again[1] : answer(out);
      },
      write: (l) => out.push(l),
    },
  );
  expect(code).toBe(0);
  return out;
}

/** Plays the first land offered at the priority prompt being asked, else passes. */
function landOrPass(out: string[]): string {
  const at = out.map((l) => l.startsWith("Your options")).lastIndexOf(true);
  const land = at < 0 ? undefined : out.slice(at + 1).find((l) => /^ {2}\d+ = play /.test(l));
  return land === undefined ? "" : land.trim().split(" ")[0];
}

const prompts = (out: string[]) => out.filter((l) => l.startsWith("Your options (Enter = pass")).length;

describe("play --stops", () => {
  it("the default stops ask far less often than --stops all, and say how often they passed", async () => {
    // The same game either way: a stop passes where the person would (seed 1, 600 decisions: 242 → 47 prompts).
    const all = await play({ seed: 1, stops: "all" }, landOrPass);
    const byDefault = await play({ seed: 1 }, landOrPass);
    expect(prompts(byDefault)).toBeGreaterThan(0);
    expect(prompts(byDefault) * 3).toBeLessThan(prompts(all));
    expect(byDefault).toContainEqual(
      expect.stringMatching(
        /^Your stops \(--stops default\) passed priority for you \d+ times in this game\.$/,
      ),
    );
    expect(byDefault).toContainEqual(
      expect.stringMatching(
        /^\(Your stops passed priority for you (once|\d+ times) since you were last asked\.\)$/,
      ),
    );
    expect(all.some((l) => l.startsWith("Your stops"))).toBe(false);
  });

  /** Types `word` at the first priority prompt, then passes. */
  const typeOnce = (word: string) => (lines: string[]) =>
    lines.some((l) => l.startsWith("Your options")) && !lines.some((l) => l.startsWith("You pass until"))
      ? word
      : "";

  it("a priority prompt offers the pass-until words; eot passes the rest of the turn, and says when it is over", async () => {
    const out = await play({ stops: "all" }, typeOnce("eot"));
    expect(out).toContainEqual(
      "Your options (Enter = pass; eot = pass until end of turn, turn = until your turn, watch = until something happens to you):",
    );
    const at = out.indexOf("You pass until end of turn.");
    expect(at).toBeGreaterThan(0);
    const over = out.indexOf("(You pass no longer: until end of turn is over.)");
    expect(over).toBeGreaterThan(at);
    // Not asked again before the turn is over, and the turn over is the one it was typed in.
    expect(prompts(out.slice(at, over))).toBe(0);
    const turns = out.slice(at, over).filter((l) => /^\n?Turn \d+ — /.test(l));
    expect(turns).toHaveLength(1);
  });

  it("turn passes until the person's turn begins", async () => {
    const out = await play({ stops: "all" }, typeOnce("turn"));
    const at = out.indexOf("You pass until your turn.");
    const over = out.indexOf("(You pass no longer: until your turn is over.)");
    expect(at).toBeGreaterThan(0);
    expect(over).toBeGreaterThan(at);
    expect(prompts(out.slice(at, over))).toBe(0);
    // It is over as the person's (Alice's) next turn begins.
    expect(
      out
        .slice(at, over)
        .filter((l) => /^\n?Turn \d+ — /.test(l))
        .at(-1),
    ).toMatch(/ — Alice$/);
  });

  it("--stops takes default or all, and the help lists it", async () => {
    const bad = await runMain(["play", "--stops", "some"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(
      /option '--stops <which>' argument 'some' is invalid\. Allowed choices are default, all\./,
    );
    const help = await runMain(["play", "--help"]);
    expect(help.out).toContain("--stops <which>");
  });
});
