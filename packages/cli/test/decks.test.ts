import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadDeckFile } from "../src/deckFiles.ts";
import { buildSetup } from "../src/table.ts";
import { playToFirstBoard, runMain, table, tempFiles } from "./helpers.ts";

const { dir, file } = tempFiles("roundtable-decks-");

const BURN = file(
  "burn.txt",
  "About\nName Burn\n\nDeck\n4 Lightning Bolt (M10) 146\n4 Shock\n4 Searing Spear\n4 Mogg Fanatic\n4 Boggart Brute\n40 Mountain\n\nSideboard\n2 Fireball\n",
);
const BAD = file("bad.txt", "4 Lightnig Bolt\n5 Shock\n0 Mountain\nfoo\n20 Mountain\n");
const MTGO = file("mtgo.txt", "4x Lightning Bolt\r\n56 Mountain\r\n\r\n3 Shock\r\n");
const THALIA = file(
  "thalia.txt",
  "Commander\n1 Thalia, Heretic Cathar\n\nDeck\n1 Savannah Lions\n1 Serra Angel\n97 Plains\n",
);

describe("roundtable deck check", () => {
  it("a legal deck: exit code 0", async () => {
    const r = await runMain(["deck", "check", BURN, "--variant", "duel"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${BURN}: legal in Duel (60 cards, sideboard 2)\n`);
  });

  it("100.2a: an illegal deck: exit code 1 and every problem, each line's by its number", async () => {
    const r = await runMain(["deck", "check", BAD, "--variant", "two-headed-giant"]);
    expect(r.code).toBe(1);
    expect(r.out.split("\n")).toEqual([
      `${BAD}: not legal in Two-Headed Giant (25 cards, sideboard 0 read)`,
      '  line 1: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
      "  line 3: a count of 0: leave the line out, or write how many copies",
      '  line 4: no count before "foo": write "1 foo"',
      "  the deck has 25 cards: at least 60 in Two-Headed Giant (100.2a)",
      "  5 copies of Shock: at most 4 in deck and sideboard together (100.2a, 100.4a)",
      "",
    ]);
  });

  it("903.5: a Commander deck — legal, then with a card outside its colour identity", async () => {
    const ok = await runMain(["deck", "check", THALIA, "--variant", "commander"]);
    expect(ok.code).toBe(0);
    expect(ok.out).toBe(`${THALIA}: legal in Commander (99 cards and 1 commander, sideboard 0)\n`);
    const bolt = file(
      "thalia-bolt.txt",
      "Commander\n1 Thalia, Heretic Cathar\nDeck\n1 Lightning Bolt\n98 Plains\n",
    );
    const bad = await runMain(["deck", "check", bolt, "--variant", "commander"]);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(
      /Lightning Bolt is red, outside Thalia, Heretic Cathar's colour identity \(white, 903\.5c\)/,
    );
  });

  it("903.3, 903.6: a Commander deck file plays with its commander in the command zone", () => {
    const deck = loadDeckFile(THALIA, "commander");
    expect(deck.commander).toBe("thalia-heretic-cathar");
    expect(deck.cards).toHaveLength(100);
  });

  it("an unknown variant and a missing file are usage errors (exit code 2)", async () => {
    const v = await runMain(["deck", "check", BURN, "--variant", "comander"]);
    expect(v.code).toBe(2);
    expect(v.err).toMatch(/unknown variant "comander"/);
    const f = await runMain(["deck", "check", join(dir, "missing.txt")]);
    expect(f.code).toBe(2);
    expect(f.err).toMatch(/cannot read the deck list .*missing\.txt: ENOENT/);
  });
});

describe("roundtable deck export", () => {
  it("writes the canonical form: Arena's sections, the MTGO sideboard after the blank line", async () => {
    const r = await runMain(["deck", "export", MTGO]);
    expect(r.code).toBe(0);
    expect(r.out).toBe("Deck\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n3 Shock\n");
  });

  it("a list with bad lines is not exported", async () => {
    const r = await runMain(["deck", "export", BAD]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('line 1: unknown card "Lightnig Bolt"');
  });
});

describe("roundtable card and cards", () => {
  it("shows a card's cost, type line, generated rules text and P/T", async () => {
    const r = await runMain(["card", "serra", "angel"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe("Serra Angel  {3}{W}{W}\nCreature — Angel\nFlying, vigilance\n4/4\n");
  });

  it("a misspelt name: did you mean", async () => {
    const r = await runMain(["card", "Serra Angle"]);
    expect(r.code).toBe(1);
    expect(r.err).toBe('no card "Serra Angle" in the card pool (did you mean "Serra Angel"?)\n');
  });

  it("lists the cards whose names contain the query, with type and colour filters", async () => {
    const bolt = await runMain(["cards", "bolt"]);
    expect(bolt.out).toBe(
      "Bolt Bend  {3}{R}  — Instant\nFirebolt  {R}  — Sorcery\nForked Bolt  {R}  — Sorcery\nLightning Bolt  {R}  — Instant\nThunderbolt  {1}{R}  — Instant\n5 cards\n",
    );
    const goblins = await runMain(["cards", "--type", "goblin", "--color", "r"]);
    expect(goblins.out).toContain("Mogg Fanatic  {R}  — Creature — Goblin  1/1\n");
    const none = await runMain(["cards", "zzzz"]);
    expect(none.code).toBe(1);
  });
});

describe("--deck FILE for demo, simulate and play", () => {
  it("gives the first seats the files' decks and the others the usual ready decks", () => {
    const burn = loadDeckFile(BURN, "duel");
    const { setup, deckNames } = buildSetup({ seed: 1, variant: "duel", players: 2, seatDecks: [burn] });
    expect(deckNames[0]).toBe("Burn");
    expect(setup.players[0].deck).toHaveLength(60);
    expect(setup.players[0].deck.filter((id) => id === "lightning-bolt")).toHaveLength(4);
    expect(setup.players[0].deck).not.toContain("fireball"); // the sideboard stays out of the game
    expect(deckNames[1]).not.toBe("Burn");
  });

  it("903.5: --deck names a ready Commander deck at a Commander table; the other seats get the ready Commander decks", () => {
    const esper = loadDeckFile("Ravos and Ishai's Council", "commander");
    const { setup, deckNames } = buildSetup({
      seed: 2,
      variant: "commander",
      players: 4,
      seatDecks: [esper],
    });
    expect(deckNames[0]).toBe("Ravos and Ishai's Council");
    expect(setup.players[0]).toMatchObject({
      commander: "ravos-soultender",
      partner: "ishai-ojutai-dragonspeaker",
    });
    for (const p of setup.players) expect(p.deck).toHaveLength(100);
    expect(
      deckNames
        .slice(1)
        .every((n) =>
          ["Lyra's Host", "Griselbrand's Pact", "Vorinclex's Stampede", "Ravos and Ishai's Council"].includes(
            n,
          ),
        ),
    ).toBe(true);
  });

  it("a pasted deck plays: bots simulate games with it", async () => {
    const r = await runMain([
      "simulate",
      "--variant",
      "duel",
      "--games",
      "3",
      "--deck",
      BURN,
      "--deck",
      MTGO,
      "--quiet",
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/3 games: Duel, 2 players/);
  });

  it("play: the person's seat plays the file's deck", async () => {
    const seatDecks = [loadDeckFile(BURN, "duel")];
    const { code, out } = await playToFirstBoard({
      ...table("duel", 2, { seatDecks }),
      seat: 0,
      bot: "heuristic",
      maxDecisions: 200,
    });
    expect(code).toBe(0);
    expect(out).toContain("  1. Alice (you) plays Burn");
  });

  it("demo names the seat's deck", async () => {
    const r = await runMain(["demo", "--variant", "duel", "--deck", BURN, "--max-decisions", "3"]);
    expect(r.out).toContain("1. Alice plays Burn");
  });

  it("a deck that can't be played is a usage error listing its problems; more files than seats too", async () => {
    const bad = await runMain(["demo", "--variant", "duel", "--deck", BAD]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(`the deck list ${BAD} can't be played in Duel:`);
    expect(bad.err).toContain("the deck has 25 cards: at least 60 in Duel (100.2a)");
    const many = await runMain([
      "simulate",
      "--variant",
      "duel",
      "--deck",
      BURN,
      "--deck",
      BURN,
      "--deck",
      BURN,
    ]);
    expect(many.code).toBe(2);
    expect(many.err).toContain("--deck: 3 deck lists for 2 players");
  });
});
