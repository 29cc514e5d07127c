/**
 * `roundtable connect` with full control (principle 4; docs/server-protocol.md, `fullControl`), at a real
 * table server: `full on` typed at a prompt is sent for the person's seat, and the server asks them even
 * where all they can do is pass; `full off` lets it pass there at once again. The setting is said as the
 * game begins and as it changes (once, not again as the server's update comes); a `full …` with anything
 * but on or off is refused, naming it, and before the game begins there is nothing to set.
 */
import { describe, expect, it } from "vitest";
import { createTable } from "../../server/test/support/tables.ts";
import { connectCommand } from "../src/commands/connect.ts";
import { passOnlyPrompts, runMain } from "./helpers.ts";
import { useTableServer } from "./tableServer.ts";
import { terminal } from "./terminal.ts";

/**
 * A duel against a bot, Ann's deck Forests only: a person who only passes never plays one, so that every
 * priority of theirs outside their main phases offers nothing but "pass" (a land is offered there, 505.6b).
 */
const FORESTS_VS_BOT = {
  variant: "duel",
  players: 2,
  seats: [{ kind: "open" }, { kind: "bot" }],
  decks: [{ list: "60 Forest" }, "random"],
};

const OFF =
  'Full control is off: where all you can do is pass, you pass at once ("full on" asks you there too).';
const ON =
  'Full control is on: you are asked even where all you can do is pass ("full off" passes there at once).';

describe("roundtable connect: full control", () => {
  const server = useTableServer("roundtable-connect-full-");

  it("full on: the server asks the person even where all they can do is pass; full off: passed at once again", async () => {
    const t = await createTable(server.http, FORESTS_VS_BOT);
    // At every priority (--stops all), Ann presses Enter; at her first priority prompt she types a bad
    // "full", then "full on"; after three prompts of nothing but "pass", "full off" at her next main phase
    // (at a prompt of nothing but "pass" the server would pass it for her at once); then six more priority
    // prompts, and she concedes.
    const typed: string[] = [];
    let on = false;
    let off = -1;
    const ann = terminal(async (_prompt, term) => {
      const out = term.out;
      if (!on && out.some((l) => l.startsWith("Your options"))) {
        on = true;
        typed.push("full maybe", "full on");
      }
      if (on && off < 0 && passOnlyPrompts(out) >= 3 && /^ {2}\d+ = play /.test(out.at(-2) ?? "")) {
        off = out.length;
        typed.push("full off");
      }
      if (
        off >= 0 &&
        typed.length === 0 &&
        out.slice(off).filter((l) => l.startsWith("Your options")).length > 6
      )
        return "concede";
      return typed.shift();
    });
    const code = await connectCommand(
      { url: `${server.http}/tables/${t.id}`, name: "Ann", stops: "all" },
      ann,
    );
    expect(code).toBe(0);
    const out = ann.out;
    const at = {
      on: out.indexOf(ON),
      off: out.lastIndexOf(OFF),
      maybe: out.indexOf(
        '"full" takes on or off, not "maybe": "full on" asks you even where all you can do is pass, "full off" passes there at once.',
      ),
    };
    // Said as the game begins; then each change once, as typed (the server's update says nothing new).
    expect(out.indexOf(OFF)).toBeGreaterThan(
      out.indexOf('Type the number of an option; "concede" concedes the game.'),
    );
    expect(out.filter((l) => l.startsWith("Full control is"))).toEqual([OFF, ON, OFF]);
    expect(at.maybe).toBeGreaterThan(out.indexOf(OFF));
    expect(at.on).toBeGreaterThan(at.maybe);
    expect(at.off).toBeGreaterThan(at.on);
    expect(passOnlyPrompts(out.slice(0, at.on))).toBe(0);
    expect(passOnlyPrompts(out.slice(at.on, at.off))).toBeGreaterThanOrEqual(3);
    expect(passOnlyPrompts(out.slice(at.off))).toBe(0);
    expect(out.slice(at.off).filter((l) => l.startsWith("Your options")).length).toBeGreaterThan(6);
    expect(out).toContain("You concede.");
    expect(out.join("\n")).not.toMatch(/That is not allowed|The server says/);
  }, 120_000);

  it("before the game begins there is no priority to be asked for: full on says so, and sends nothing", async () => {
    const t = await createTable(server.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "open" }],
    });
    const ann = terminal(async () => undefined, { listens: true });
    const anns = connectCommand({ url: `${server.http}/tables/${t.id}`, name: "Ann" }, ann);
    await ann.seen(/^Waiting for 1 more player/);
    ann.type("full on");
    await ann.seen(
      /^There is no priority to be asked for yet: the game hasn't begun \(\/say .*; \/leave gives up your seat\)\.$/,
    );
    ann.type("full");
    await ann.seen(/^"full" takes on or off: /);
    ann.end();
    expect(await anns).toBe(0);
    expect(ann.out.join("\n")).not.toMatch(/That is not allowed|The server says|Full control is/);
  }, 120_000);

  it("the help lists full on and full off beside concede", async () => {
    const help = await runMain(["connect", "--help"]);
    expect(help.out).toMatch(/ {2}concede {6}concede the game.*\n {2}full on {6}full control: /);
    expect(help.out).toMatch(/\n {2}full off {5}full control off again/);
  });
});
