/**
 * Battlebond's friend or foe, through the decision protocol: "For each player, choose friend or foe. Each friend
 * [does A]. Each foe [does B]." (Regna's Sanction, Pir's Whim). The caster's one call — friends chosen, the
 * others foes; the friends' parts, then the foes', each in turn order from the caster; who may be called what
 * (the caster, a teammate); range of influence (801.10) and players who leave (800.4a). And the rules text: the
 * friends' and foes' "you" effects said of each friend and each foe.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { rulesText } from "../src/cards/rulesText.ts";
import { type CardDef, type Decision, Game, type LayoutPlayer } from "../src/index.ts";
import { advanceTo, lands, submitOk, twoHeadedGiant } from "./helpers.ts";

const library = Array.from({ length: 10 }, () => "wastes");
const bears = (n: number) => Array.from({ length: n }, () => ({ card: "grizzly-bears" }));

/** A Free-for-All (or with `range`, limited range of influence) with seat `start` to act first. */
function game(players: LayoutPlayer[], opts: { range?: number; start?: number } = {}): Game {
  return Game.fromLayout(cardDb, {
    variant: "free-for-all",
    seed: 1,
    ...(opts.range === undefined ? {} : { options: { range: opts.range } }),
    players: players.map((p) => (p.left ? p : { library, ...p })),
    start: opts.start ?? 0,
    autoPass: true,
  });
}

/** The cards cast here, and the lands that pay for them. */
const MANA: Record<string, string> = { "regnas-sanction": "plains", "pirs-whim": "forest" };

/** Players A, B, C, … with these layouts (`caster` gets the card and the four lands to cast it besides). */
function seats(
  n: number,
  caster: number,
  card: string,
  each: (i: number) => Partial<LayoutPlayer> = () => ({}),
) {
  return Array.from({ length: n }, (_, i) => {
    const own = each(i);
    const more =
      i === caster
        ? { hand: [card], battlefield: [...lands(MANA[card], 4), ...(own.battlefield ?? [])] }
        : {};
    return { name: String.fromCharCode(65 + i), ...own, ...more };
  });
}

/** Casts `name` in the first main phase (the active player's), passing priority until the friend-or-foe call. */
function cast(g: Game, name: string): Decision & { kind: "choose" } {
  const d = advanceTo(g, 1, "main1");
  if (d.kind !== "priority") throw new Error("expected priority");
  submitOk(g, { choice: d.actions.findIndex((a) => a.type === "cast" && a.name === name) });
  for (let i = 0; i < 20 && g.pending()?.kind === "priority"; i++) submitOk(g, { choice: 0 });
  return call(g);
}

function call(g: Game): Decision & { kind: "choose" } {
  const d = g.pending();
  if (d === null || d.kind !== "choose" || d.purpose !== "friendOrFoe")
    throw new Error(`expected the friend-or-foe call, got ${d?.prompt}`);
  return d;
}

/** Calls the players named friends (the others are foes). */
function callFriends(g: Game, friends: string[]): void {
  const d = call(g);
  submitOk(g, { choices: friends.map((n) => d.options.findIndex((o) => o.label === n)) });
}

/**
 * Answers every question asked until the spell has resolved — a search finds the first card, a sacrifice or
 * the one kept untapped is the first option — and returns who was asked what, in order.
 */
function answerParts(g: Game): string[] {
  const asked: string[] = [];
  for (let d = g.pending(); d !== null && d.kind === "choose"; d = g.pending()) {
    asked.push(`${g.state.players[d.player].name} ${d.purpose}`);
    submitOk(g, { choices: [0] });
  }
  return asked;
}

const creatures = (g: Game, seat: number) =>
  g.view(null).battlefield.filter((p) => p.controller === seat && p.types.includes("Creature"));
const counters = (g: Game, seat: number) => creatures(g, seat).map((c) => c.counters["+1/+1"] ?? 0);
const tapped = (g: Game, seat: number) => creatures(g, seat).map((c) => c.tapped);
const has = (g: Game, seat: number, card: string) =>
  g.view(null).battlefield.some((p) => p.controller === seat && p.card === card);
const wastes = (g: Game, seat: number) =>
  g.view(null).battlefield.filter((p) => p.controller === seat && p.card === "wastes");

describe("Battlebond friend or foe", () => {
  it("Battlebond friend or foe (801.10): the caster's one call — every player within range, caster first, any number chosen as friends; the others are foes", () => {
    const g = game(seats(4, 0, "regnas-sanction", () => ({ battlefield: bears(2) })));
    const d = cast(g, "Regna's Sanction");
    expect(d.player).toBe(0);
    expect(d.prompt).toContain("Regna's Sanction: for each player, choose friend or foe");
    expect(d.options).toEqual(["A", "B", "C", "D"].map((label, p) => ({ label, ref: { player: p } })));
    expect([d.min, d.max]).toEqual([0, 4]);
    callFriends(g, ["A", "C"]);
    expect(answerParts(g)).toEqual(["B keep", "D keep"]); // each foe keeps one of their two Bears untapped
    expect([0, 1, 2, 3].map((p) => counters(g, p))).toEqual([
      [1, 1],
      [0, 0],
      [1, 1],
      [0, 0],
    ]);
    expect([0, 1, 2, 3].map((p) => tapped(g, p))).toEqual([
      [false, false],
      [false, true],
      [false, false],
      [false, true],
    ]);
  });

  it("Battlebond friend or foe: the friends do their part first, then the foes, each in turn order from the caster (Pir's Whim)", () => {
    const g = game(
      seats(4, 2, "pirs-whim", () => ({
        battlefield: [{ card: "ornithopter" }, { card: "glorious-anthem" }],
      })),
      { start: 2 },
    );
    expect(cast(g, "Pir's Whim").options.map((o) => o.label)).toEqual(["C", "D", "A", "B"]);
    callFriends(g, ["B", "D"]);
    expect(answerParts(g)).toEqual(["D search", "B search", "C sacrifice", "A sacrifice"]);
    expect([0, 1, 2, 3].map((p) => wastes(g, p).length)).toEqual([0, 1, 0, 1]);
    expect(wastes(g, 1).every((w) => w.tapped)).toBe(true); // "puts it onto the battlefield tapped"
    expect([0, 1, 2, 3].map((p) => has(g, p, "ornithopter"))).toEqual([false, true, false, true]);
  });

  it("Battlebond friend or foe: the caster may call themselves a foe, and a player is called a friend or foe even if they can't do what friends or foes do", () => {
    const g = game(
      seats(3, 0, "pirs-whim", (i) =>
        i === 0 ? { battlefield: [{ card: "ornithopter" }] } : i === 1 ? { library: [] } : {},
      ),
    );
    cast(g, "Pir's Whim");
    callFriends(g, ["B"]); // B has no library to search; C no artifact or enchantment to sacrifice
    expect(answerParts(g)).toEqual([]);
    expect(has(g, 0, "ornithopter")).toBe(false); // A, a foe, sacrificed their only artifact
    expect([0, 1, 2].map((p) => wastes(g, p).length)).toEqual([0, 0, 0]);
  });

  it("Battlebond friend or foe: when no one is chosen, every player is a foe; when all are, every player is a friend", () => {
    const none = game(seats(3, 0, "regnas-sanction", () => ({ battlefield: bears(2) })));
    cast(none, "Regna's Sanction");
    callFriends(none, []);
    expect(answerParts(none)).toEqual(["A keep", "B keep", "C keep"]);
    expect([0, 1, 2].map((p) => counters(none, p))).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    const all = game(seats(3, 0, "regnas-sanction", () => ({ battlefield: bears(2) })));
    cast(all, "Regna's Sanction");
    callFriends(all, ["A", "B", "C"]);
    expect(answerParts(all)).toEqual([]);
    expect([0, 1, 2].map((p) => counters(all, p))).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it("Battlebond friend or foe, 810: in Two-Headed Giant the caster may call their teammate a foe and an opponent a friend", () => {
    const g = twoHeadedGiant(
      seats(4, 0, "regnas-sanction", () => ({ battlefield: bears(2), library })),
      cardDb,
      true,
    );
    expect(cast(g, "Regna's Sanction").options.map((o) => o.label)).toEqual(["A", "B", "C", "D"]);
    callFriends(g, ["A", "C"]);
    expect(answerParts(g)).toEqual(["B keep", "D keep"]);
    expect([0, 1, 2, 3].map((p) => counters(g, p))).toEqual([
      [1, 1],
      [0, 0],
      [1, 1],
      [0, 0],
    ]);
    expect(tapped(g, 1)).toEqual([false, true]); // the teammate, a foe, taps all but one
  });

  it("Battlebond friend or foe, 801.10: with range of influence 1 only the players within the caster's range are called; the others are neither friend nor foe", () => {
    const g = game(
      seats(5, 0, "regnas-sanction", () => ({ battlefield: bears(2) })),
      { range: 1 },
    );
    expect(cast(g, "Regna's Sanction").options.map((o) => o.label)).toEqual(["A", "B", "E"]);
    callFriends(g, ["B"]);
    expect(answerParts(g)).toEqual(["A keep", "E keep"]);
    expect([0, 1, 2, 3, 4].map((p) => counters(g, p))).toEqual([
      [0, 0],
      [1, 1],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect([2, 3].map((p) => tapped(g, p))).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it("Battlebond friend or foe, 800.4a: a player who has left the game isn't called", () => {
    const g = game(
      seats(4, 0, "regnas-sanction", (i) => (i === 2 ? { left: true } : { battlefield: bears(1) })),
    );
    expect(cast(g, "Regna's Sanction").options.map((o) => o.label)).toEqual(["A", "B", "D"]);
  });

  it("Battlebond friend or foe, 800.4a: a friend or foe who leaves the game before their part does nothing; the others still do theirs", () => {
    const g = game(
      seats(4, 0, "pirs-whim", () => ({
        battlefield: [{ card: "ornithopter" }, { card: "glorious-anthem" }],
      })),
    );
    cast(g, "Pir's Whim");
    callFriends(g, ["B", "C"]);
    const search = g.pending()!;
    expect(search).toMatchObject({ kind: "choose", purpose: "search", player: 1 });
    expect(g.concede(2).ok).toBe(true); // C, a friend, leaves while B searches
    expect(g.concede(3).ok).toBe(true); // and D, a foe
    expect(answerParts(g)).toEqual(["B search", "A sacrifice"]);
    expect([0, 1].map((p) => wastes(g, p).length)).toEqual([0, 1]);
    expect([0, 1].map((p) => has(g, p, "ornithopter"))).toEqual([false, true]);
  });
});

describe("choose one, then tap the rest (Regna's Sanction's foes)", () => {
  it("the chosen one stays untapped and the rest are tapped; tapped creatures aren't candidates", () => {
    const g = game(
      seats(3, 0, "regnas-sanction", (i) =>
        i === 1 ? { battlefield: [...bears(2), { card: "hill-giant", tapped: true }] } : {},
      ),
    );
    cast(g, "Regna's Sanction");
    callFriends(g, ["A"]);
    const keep = g.pending()!;
    if (keep.kind !== "choose") throw new Error("expected a choice");
    expect(keep).toMatchObject({ purpose: "keep", player: 1, min: 1, max: 1 });
    expect(keep.options.map((o) => o.label)).toEqual(["Grizzly Bears (B)", "Grizzly Bears (B)"]);
    submitOk(g, { choices: [1] });
    expect(tapped(g, 1)).toEqual([true, false, true]);
  });

  it("with one untapped creature or none, nothing is asked and nothing tapped", () => {
    const g = game(seats(3, 0, "regnas-sanction", (i) => (i === 1 ? { battlefield: bears(1) } : {})));
    cast(g, "Regna's Sanction");
    callFriends(g, []);
    expect(g.pending()?.kind).toBe("priority");
    expect(tapped(g, 1)).toEqual([false]);
  });
});

describe("friend or foe's rules text", () => {
  const spell = (friends: CardDef["spell"], name = "Test"): CardDef => ({
    id: "test",
    name,
    cost: "{1}",
    types: ["Sorcery"],
    spell: friends,
  });

  it("the friends' and foes' effects, written for 'you', are said of each friend and each foe in the third person", () => {
    const def = spell({
      effects: [
        {
          e: "friendOrFoe",
          friends: [{ e: "tutor", to: "hand" }],
          foes: [{ e: "discard", who: "you", amount: 2 }],
        },
      ],
    });
    expect(rulesText(def)).toBe(
      "For each player, choose friend or foe. Each friend searches their library for a card, puts that card into their hand, then shuffles. Each foe discards two cards.",
    );
  });

  it("an effect no player does (the source's damage) has no friend-or-foe text", () => {
    const def = spell({
      effects: [
        {
          e: "friendOrFoe",
          friends: [{ e: "draw", who: "you", amount: 1 }],
          foes: [{ e: "damage", amount: 2, to: "you" }],
        },
      ],
    });
    expect(() => rulesText(def)).toThrow(/friend or foe/);
  });
});
