/**
 * The Commander variant (903): the commander starts in the command zone (903.6) at 40 life (903.7), is cast
 * from it with the commander tax (903.8), may return to it from a graveyard or exile (903.9a, 704.6d), and
 * 21 combat damage from one commander makes a player lose (903.10a, 704.6c).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, type LayoutPlayer } from "../src/index.ts";
import { passUntil, priorityFor } from "./drive.ts";
import { actionNames, advanceTo, chooseLabels, findAction, perms, submitOk, takeAction } from "./helpers.ts";

const THALIA = "thalia-heretic-cathar"; // {2}{W} legendary 3/2, first strike
const HIDETSUGU = "heartless-hidetsugu"; // {3}{R}{R} legendary 1/3

function commanderTable(players: LayoutPlayer[], autoPass = true): Game {
  return Game.fromLayout(cardDb, { variant: "commander", seed: 1, players, start: 0, autoPass });
}

const plains = (n: number) => perms(...new Array<string>(n).fill("plains"));

describe("903 Commander", () => {
  it("103.2c, 103.4c, 903.6, 903.7: the commander starts in the command zone, the rest of the deck is the library, 40 life", () => {
    const deck = [THALIA, ...new Array<string>(99).fill("plains")];
    const game = Game.create(cardDb, {
      variant: "commander",
      seed: 3,
      players: ["A", "B", "C", "D"].map((name) => ({ name, deck, commander: THALIA })),
    });
    for (const pl of game.state.players) {
      expect(pl.life).toBe(40);
      expect(pl.command.map((id) => game.state.objects[id].card)).toEqual([THALIA]);
      expect(pl.library.length + pl.hand.length).toBe(99);
      expect(pl.commanders).toEqual([THALIA]);
    }
  });

  it("903.3: a Commander game refuses a deck without its commander, and a commander that isn't a legendary creature", () => {
    const deck = [THALIA, ...new Array<string>(99).fill("plains")];
    const setup = (commander: string | undefined, d = deck) => ({
      variant: "commander",
      seed: 3,
      players: [
        { name: "A", deck: d, ...(commander === undefined ? {} : { commander }) },
        { name: "B", deck, commander: THALIA },
      ],
    });
    expect(() => Game.create(cardDb, setup(undefined))).toThrow(/players\[0\]\.commander.*903\.3/);
    expect(() => Game.create(cardDb, setup("plains"))).toThrow(/Plains can't be a commander.*903\.3/);
    expect(() => Game.create(cardDb, setup(HIDETSUGU))).toThrow(/"heartless-hidetsugu" is not in the deck/);
    expect(() =>
      Game.create(cardDb, {
        variant: "free-for-all",
        seed: 1,
        players: setup(THALIA).players.concat([{ name: "C", deck }]),
      }),
    ).toThrow(/only a Commander game \(903\) has commanders/);
  });

  it("903.8: the commander is cast from the command zone; each earlier cast adds {2} (the commander tax)", () => {
    // Four Plains: Thalia ({2}{W}) once cast before costs {4}{W}: not castable; five Plains: castable.
    const four = commanderTable(
      [
        { name: "A", command: [THALIA], commander: THALIA, commanderCasts: 1, battlefield: plains(4) },
        { name: "B" },
      ],
      false,
    );
    const d4 = priorityFor(four, 0, 1, "main1");
    expect(actionNames(d4)).not.toContain("cast Thalia, Heretic Cathar");
    const five = commanderTable(
      [
        { name: "A", command: [THALIA], commander: THALIA, commanderCasts: 1, battlefield: plains(5) },
        { name: "B" },
      ],
      false,
    );
    priorityFor(five, 0, 1, "main1");
    takeAction(five, "cast", "Thalia, Heretic Cathar");
    const s = five.state;
    expect(s.players[0].command).toEqual([]);
    expect(s.players[0].commanderCasts).toEqual({ [THALIA]: 2 });
    expect(
      s.battlefield.filter((id) => s.objects[id].card === "plains" && s.objects[id].tapped),
    ).toHaveLength(5);
    // Resolves: Thalia is on the battlefield, still A's commander (903.3: the designation stays with the card).
    passUntil(five, (d, g) => d.kind === "priority" && g.state.stack.length === 0, "Thalia resolving");
    const thalia = s.battlefield.find((id) => s.objects[id].card === THALIA);
    expect(thalia).toBeDefined();
    expect(s.players[0].commanders).toEqual([THALIA]);
  });

  it("903.8: a commander in its owner's hand is cast at its own cost; another player can't cast it from the command zone", () => {
    const game = commanderTable([
      { name: "A", hand: [THALIA], commander: THALIA, commanderCasts: 3, battlefield: plains(3) },
      { name: "B", command: [HIDETSUGU], commander: HIDETSUGU },
    ]);
    const d = priorityFor(game, 0, 1, "main1");
    expect(findAction(d, "cast", "Thalia, Heretic Cathar")).toBeGreaterThanOrEqual(0);
    expect(actionNames(d)).not.toContain("cast Heartless Hidetsugu");
  });

  it("903.9a, 704.6d: a commander put into a graveyard — its owner may put it into the command zone, or leave it", () => {
    for (const answer of ["yes", "no"] as const) {
      const game = commanderTable([
        {
          name: "A",
          commander: THALIA,
          battlefield: [...perms(THALIA), ...perms("swamp", "swamp", "swamp")],
          hand: ["murder"],
        },
        { name: "B" },
        { name: "C" },
      ]);
      priorityFor(game, 0, 1, "main1");
      takeAction(game, "cast", "Murder");
      chooseLabels(game, "Thalia");
      const d = passUntil(game, (x) => x.kind === "choose" && x.purpose === "may", "the 903.9a choice");
      expect(d.player).toBe(0);
      expect(d.prompt).toMatch(
        /Thalia, Heretic Cathar was put into a graveyard: put it into the command zone\? \(903\.9a\)/,
      );
      chooseLabels(game, answer);
      const pl = game.state.players[0];
      const where = (ids: number[]) => ids.map((id) => game.state.objects[id].card);
      if (answer === "yes") {
        expect(where(pl.command)).toEqual([THALIA]);
        expect(where(pl.graveyard)).toEqual(["murder"]);
      } else expect(where(pl.graveyard)).toEqual([THALIA, "murder"]); // destroyed as Murder resolves
      // Asked once: the next checks don't ask again about a commander that stayed (704.6d: "since the last time").
      const next = priorityFor(game, 0, 1, "main2");
      expect(next.kind).toBe("priority");
      expect(game.state.commandersMoved).toBeUndefined();
    }
  });

  it("903.10a, 704.6c: 21 combat damage from one commander makes a player lose; damage from another source doesn't add to it", () => {
    const game = commanderTable([
      { name: "A", commander: THALIA, battlefield: [...perms(THALIA), ...perms("grizzly-bears")] },
      { name: "B", commander: HIDETSUGU, command: [HIDETSUGU], commanderDamage: { [THALIA]: 18 } },
      { name: "C", commanderDamage: { [THALIA]: 17 } },
    ]);
    advanceTo(game, 1, "declare-attackers");
    const s = game.state;
    const thalia = s.battlefield.find((id) => s.objects[id].card === THALIA)!;
    const bears = s.battlefield.find((id) => s.objects[id].card === "grizzly-bears")!;
    submitOk(game, {
      attacks: [
        { attacker: thalia, defender: { player: 1 } },
        { attacker: bears, defender: { player: 2 } },
      ],
    });
    priorityFor(game, 0, 1, "main2");
    expect(s.players[1].commanderDamage).toEqual({ [`0:${THALIA}`]: 21 });
    expect(s.players[1].left).toBe(true);
    expect(s.players[1].reason).toMatch(/21 or more combat damage from one commander \(704\.6c, 903\.10a\)/);
    // C took 2 from Grizzly Bears, not a commander: still 17 from Thalia, and C plays on at 38 life.
    expect(s.players[2].commanderDamage).toEqual({ [`0:${THALIA}`]: 17 });
    expect(s.players[2].life).toBe(38);
    expect(s.players[2].left).toBe(false);
    // Everyone sees each player's commander, its tax and the commander damage they took.
    const view = game.tableView().players;
    expect(view[0].commander).toEqual({ card: THALIA, name: "Thalia, Heretic Cathar", tax: 0, damage: [] });
    expect(view[2].commander).toEqual({
      card: null,
      name: null,
      tax: 0,
      damage: [{ owner: 0, card: THALIA, name: "Thalia, Heretic Cathar", amount: 17 }],
    });
  });

  it("903.10a: a layout's commander damage names a commander (a card some player has as commander)", () => {
    expect(() =>
      commanderTable([
        { name: "A", commander: THALIA, command: [THALIA] },
        { name: "B", commanderDamage: { plains: 3 } },
      ]),
    ).toThrow(/players\[1\]\.commanderDamage\.plains: "plains" is no player's commander/);
  });

  it("2011 CR 103.4d: the Commander mulligan — exile any number of cards, draw one fewer (as many the first time in multiplayer); the exiled cards go back at the end", () => {
    const deck = [THALIA, ...new Array<string>(99).fill("plains")];
    for (const [players, drawn] of [
      [3, 3], // 103.4b (2011) / 103.5c: the first mulligan of a multiplayer game is free
      [2, 2], // a duel: one fewer
    ] as const) {
      const game = Game.create(cardDb, {
        variant: "commander",
        seed: 9,
        options: { mulligan: "commander" },
        players: ["A", "B", "C"].slice(0, players).map((name) => ({ name, deck, commander: THALIA })),
      });
      const first = game.pending()!;
      const a = first.player; // the starting player declares first
      expect(first.kind).toBe("mulligan");
      // Everyone declares first (in turn order); the one who mulligans then chooses what to exile.
      submitOk(game, { keep: false });
      for (let k = 1; k < players; k++) submitOk(game, { keep: true });
      const exile = game.pending()!;
      expect(exile.kind === "choose" && exile.purpose).toBe("mulligan");
      expect(exile.player).toBe(a);
      submitOk(game, { choices: [0, 1, 2] });
      const pl = game.state.players[a];
      expect(pl.exile).toHaveLength(3);
      expect(pl.hand).toHaveLength(7 - 3 + drawn);
      submitOk(game, { keep: true });
      // Everyone has kept: the exiled cards are shuffled into the library, and the game begins.
      expect(pl.exile).toHaveLength(0);
      expect(pl.hand.length + pl.library.length).toBe(99);
      expect(game.state.status).toBe("playing");
    }
  });

  it("the 2011 Commander mulligan is Commander's: refused in another variant", () => {
    const deck = new Array<string>(60).fill("plains");
    expect(() =>
      Game.create(cardDb, {
        variant: "free-for-all",
        seed: 1,
        options: { mulligan: "commander" },
        players: ["A", "B", "C"].map((name) => ({ name, deck })),
      }),
    ).toThrow(/the "commander" mulligan \(2011 CR 103\.4d\) is the Commander variant's/);
  });

  it("option commanderLife: 30, the French rules' starting life (2011 CR 103.3c); Commander's only", () => {
    const deck = [THALIA, ...new Array<string>(99).fill("plains")];
    const players = ["A", "B", "C"].map((name) => ({ name, deck, commander: THALIA }));
    const game = Game.create(cardDb, {
      variant: "commander",
      seed: 2,
      options: { commanderLife: 30 },
      players,
    });
    expect(game.state.players.map((p) => p.life)).toEqual([30, 30, 30]);
    expect(() =>
      Game.create(cardDb, { variant: "commander", seed: 2, options: { commanderLife: 20 as 30 }, players }),
    ).toThrow(/40 \(903\.7\) or 30 \(the French rules, 2011 CR 103\.3c\), got 20/);
    expect(() =>
      Game.create(cardDb, {
        variant: "free-for-all",
        seed: 2,
        options: { commanderLife: 30 },
        players: players.map((p) => ({ name: p.name, deck: p.deck })),
      }),
    ).toThrow(/the commanderLife option is the Commander variant's/);
  });

  describe("903.12 Brawl", () => {
    it("903.12f: 25 life in a two-player game, 30 in a multiplayer one; 903.12g: the first mulligan is free in both", () => {
      const deck = [THALIA, ...new Array<string>(59).fill("plains")];
      for (const [n, life] of [
        [2, 25],
        [4, 30],
      ] as const) {
        const players = ["A", "B", "C", "D"].slice(0, n).map((name) => ({ name, deck, commander: THALIA }));
        const game = Game.create(cardDb, { variant: "brawl", seed: 1, players });
        expect(game.state.players.map((p) => p.life)).toEqual(new Array(n).fill(life));
        expect(game.state.config.freeFirstMulligan).toBe(true);
      }
    });

    it("903.12h: no 704.6c — 21 combat damage from a commander doesn't make a Brawl player lose", () => {
      const game = Game.fromLayout(cardDb, {
        variant: "brawl",
        seed: 1,
        start: 0,
        autoPass: true,
        players: [
          { name: "A", commander: THALIA, battlefield: perms(THALIA) },
          { name: "B", commanderDamage: { [THALIA]: 18 } },
          { name: "C" },
        ],
      });
      advanceTo(game, 1, "declare-attackers");
      const s = game.state;
      const thalia = s.battlefield.find((id) => s.objects[id].card === THALIA)!;
      submitOk(game, { attacks: [{ attacker: thalia, defender: { player: 1 } }] });
      priorityFor(game, 0, 1, "main2");
      expect(s.players[1].commanderDamage).toEqual({ [`0:${THALIA}`]: 21 });
      expect(s.players[1].left).toBe(false);
    });
  });
});
