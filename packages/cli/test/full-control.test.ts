/**
 * `roundtable play` with full control (principle 4; docs/protocol.md, Full control): `full on` at any prompt
 * asks the person even where all they can do is pass, `full off` lets the game pass there at once again,
 * and anything else after "full" is refused, naming it.
 */
import { describe, expect, it } from "vitest";
import { playCommand } from "../src/commands/play.ts";
import { passOnlyPrompts, table } from "./helpers.ts";

const OFF =
  'Full control is off: where all you can do is pass, you pass at once ("full on" asks you there too).';
const ON =
  'Full control is on: you are asked even where all you can do is pass ("full off" passes there at once).';

/**
 * A duel (seed 1) at every priority (--stops all) whose person keeps their hand and passes, typing
 * `typed(out)` where it says a line; they concede at the 60th prompt.
 */
async function play(typed: (out: string[]) => string | undefined = () => undefined): Promise<string[]> {
  const out: string[] = [];
  let asked = 0;
  const code = await playCommand(
    { ...table("duel", 2), seat: 0, bot: "heuristic", maxDecisions: 400, stops: "all" },
    {
      ask: async () => {
        if (++asked > 60) return "concede";
        if (out.at(-1) === "  1 = mulligan") return "0";
        const again = /^Please type a number from (\d+)/.exec(out.at(-1) ?? "");
        return again ? again[1] : (typed(out) ?? "");
      },
      write: (l) => out.push(l),
    },
  );
  expect(code).toBe(0);
  return out;
}

/** Types each of `lines` once, in turn, at the priority prompts from the first on. */
const typing = (lines: string[]) => (out: string[]) =>
  out.some((l) => l.startsWith("Your options")) ? lines.shift() : undefined;

describe("play: full control", () => {
  it("says the setting with the stops as the game begins: off", async () => {
    const out = await play();
    expect(out.slice(0, out.indexOf(OFF))).toContain("You are asked at every priority (--stops all).");
    expect(out.filter((l) => l.startsWith("Full control is"))).toEqual([OFF]);
  });

  it("full on: the person is asked even where all they can do is pass, which without it is passed at once", async () => {
    const plain = await play();
    const full = await play(typing(["full on"]));
    expect(passOnlyPrompts(plain)).toBe(0);
    const at = full.indexOf(ON);
    expect(at).toBeGreaterThan(0);
    expect(passOnlyPrompts(full.slice(0, at))).toBe(0);
    expect(passOnlyPrompts(full.slice(at))).toBeGreaterThan(3);
    // "full on" is no answer: the prompt it was typed at is asked again, with nothing refused.
    expect(full[at + 1]).not.toMatch(/^Please type|^That is not allowed/);
  });

  it("full off: from then on the game passes at once again where passing is all the person can do", async () => {
    const lines = ["full on"];
    let offTyped = false;
    const out = await play((o) => {
      if (passOnlyPrompts(o) >= 3 && !offTyped) {
        offTyped = true;
        lines.push("full off");
      }
      return typing(lines)(o);
    });
    const on = out.indexOf(ON);
    const off = out.lastIndexOf(OFF);
    expect(on).toBeGreaterThan(0);
    expect(off).toBeGreaterThan(on);
    expect(passOnlyPrompts(out.slice(on, off))).toBeGreaterThanOrEqual(3);
    expect(passOnlyPrompts(out.slice(off))).toBe(0);
    // The person is still asked where they can act.
    expect(out.slice(off).filter((l) => l.startsWith("Your options")).length).toBeGreaterThan(5);
  });

  it("full with anything but on or off is refused, naming what was typed; the same prompt is asked again", async () => {
    const out = await play(typing(["full maybe", "FULL", "  Full   ON  ", "full on"]));
    expect(out).toContain(
      '"full" takes on or off, not "maybe": "full on" asks you even where all you can do is pass, "full off" passes there at once.',
    );
    expect(out).toContain(
      '"full" takes on or off: "full on" asks you even where all you can do is pass, "full off" passes there at once.',
    );
    // Typed on while it is on already, it says so again (no second input).
    expect(out.filter((l) => l === ON)).toHaveLength(2);
    const first = out.findIndex((l) => l.startsWith("Your options"));
    const next = out.findIndex((l, i) => i > first && l.startsWith("Your options"));
    expect(out.slice(first, next).filter((l) => l.startsWith('"full" takes'))).toHaveLength(2);
  });
});
