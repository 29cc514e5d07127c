/**
 * `--edition` on the command line (issue 15): the help lists each edition with the variants that have it
 * (the engine's editionsOf), every (variant, edition) pair the engine defines plays from demo, simulate and
 * play with the edition in their headers, and an edition a variant lacks exits 2 with the engine's message.
 */

import { cardDb } from "@roundtable/cards";
import { EDITIONS, editionsOf, Game, VARIANT_NAMES, variantConfig, variantTitle } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { demoCommand } from "../src/commands/demo.ts";
import { playCommand } from "../src/commands/play.ts";
import { EDITION_SOURCES, editionPairs } from "../src/editions.ts";
import { tableWords } from "../src/seating.ts";
import { buildSetup, defaultPlayers } from "../src/table.ts";
import { capture, runMain } from "./helpers.ts";

describe("--help lists the editions and which variants have each", () => {
  for (const command of [[], ["demo"], ["simulate"], ["play"]])
    it(`roundtable ${[...command, "--help"].join(" ")}`, async () => {
      const r = await runMain([...command, "--help"]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^Editions of the multiplayer rules \(--edition, default current\):$/m);
      if (command.length > 0) expect(r.out).toMatch(/--edition <edition> +whose multiplayer rules/);
      for (const edition of EDITIONS) {
        const line = r.out.split("\n").find((l) => l.startsWith(`  ${edition} `));
        expect(line, edition).toContain(EDITION_SOURCES[edition]);
        const has = VARIANT_NAMES.filter((v) => editionsOf(v).includes(edition));
        if (has.length === VARIANT_NAMES.length) expect(line).toMatch(/: every variant$/);
        else if (has.length === 0) expect(line).toMatch(/: no variant yet$/);
        else expect(line?.split(": ").at(-1)?.split(", ")).toEqual(has);
      }
      expect(r.out).toMatch(/^ {2}current +Comprehensive Rules 800–811: every variant$/m);
    });
});

describe("a header names an older edition in force, and says nothing of today's rules", () => {
  it("Two-Headed Giant under the 2004 draft, and under today's rules: the variant by its name, not its id", () => {
    const cfg = variantConfig("two-headed-giant", 4, {
      teams: [
        [0, 1],
        [2, 3],
      ],
    });
    expect(tableWords(cfg, 4).join(", ")).toBe(
      "Two-Headed Giant, 4 players, attack multiple, 2 teams, shared team turns, shared life 30, lose at 15 poison",
    );
    // A configuration as an older edition's preset leaves it (editions.ts sets `edition`): the words only.
    expect(tableWords({ ...cfg, edition: "2004" }, 4).slice(0, 3)).toEqual([
      "Two-Headed Giant",
      "2004 edition (2004 draft 600–611)",
      "4 players",
    ]);
    expect(tableWords({ ...cfg, edition: "2007" }, 4)[1]).toBe(
      "2007 edition (2007 Comprehensive Rules 606–609)",
    );
  });
});

describe("every (variant, edition) pair the engine defines plays from the command line", () => {
  const pairs = editionPairs();

  it("the pairs are every variant's editions, each variant with today's first", () => {
    expect(pairs).toEqual(
      VARIANT_NAMES.flatMap((v) => editionsOf(v).map((edition) => ({ variant: v, edition }))),
    );
    for (const v of VARIANT_NAMES) expect(pairs.find((p) => p.variant === v)?.edition).toBe("current");
  });

  it.each(pairs)(
    "$variant, edition $edition: simulate, demo and play headers, the game's view",
    async ({ variant, edition }) => {
      const players = defaultPlayers(variant, edition);
      const shown = edition === "current" ? "" : `, ${edition} edition (${EDITION_SOURCES[edition]})`;
      // The variant by its name in the rules ("Emperor (classic, with territories)"), not by its id.
      const words = `${variantTitle(variant)}${shown}, ${players} players`;
      const r = await runMain([
        "simulate",
        "--variant",
        variant,
        "--edition",
        edition,
        "--games",
        "1",
        "--max-decisions",
        "20",
        "--quiet",
      ]);
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
      expect(r.out.split("\n").find((l) => l.startsWith("1 game: "))).toContain(`1 game: ${words}`);

      const table = { variant, players, seed: 1, edition };
      const demo = capture();
      demoCommand({ ...table, bot: "random", maxDecisions: 5 }, demo.write);
      expect(demo.lines[0].startsWith(`Roundtable demo — ${words}`), demo.lines[0]).toBe(true);

      const play = capture();
      await playCommand(
        { ...table, seat: 0, bot: "random" },
        { ask: async () => "concede", write: play.write },
      );
      expect(play.lines[0].startsWith(`Roundtable — ${words}`), play.lines[0]).toBe(true);

      const game = Game.create(cardDb, buildSetup(table).setup);
      expect(game.state.config.edition).toBe(edition);
      expect(game.view(0).edition).toBe(edition);
    },
  );
});

describe("an edition a variant lacks", () => {
  const lacking = VARIANT_NAMES.flatMap((v) =>
    EDITIONS.filter((e) => !editionsOf(v).includes(e)).map((edition) => ({ variant: v, edition })),
  );

  it("exits 2 with the engine's message, naming the variant's editions", async () => {
    expect(lacking.length).toBeGreaterThan(0);
    const { variant, edition } = lacking[0];
    const listed = editionsOf(variant)
      .map((e) => `"${e}"`)
      .join(", ");
    for (const command of ["demo", "simulate", "play"]) {
      const cap = command === "play" ? [] : ["--max-decisions", "1"];
      const r = await runMain([command, "--variant", variant, "--edition", edition, ...cap]);
      expect(r.code, command).toBe(2);
      expect(r.out).toBe("");
      expect(r.err).toBe(
        `error: --edition ${edition}: variant "${variant}" has no edition "${edition}" (its editions: ${listed})\n`,
      );
    }
  });

  it("an edition that doesn't exist is refused with the list of editions", async () => {
    const r = await runMain(["simulate", "--edition", "1999", "--games", "1"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /option '--edition <edition>' argument '1999' is invalid\. Allowed choices are current, 2007, 2004\./,
    );
  });
});
