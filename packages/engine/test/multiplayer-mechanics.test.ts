/**
 * The multiplayer mechanics of the Commander and Conspiracy products, through the decision protocol: undaunted
 * (702.125) and tempting offer (an ability word, 207.2c) — what depends on who sits at the table: how many
 * opponents there are, who is within range of influence (801), who has left the game (800.4).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type CardDef, type Decision, Game, type LayoutPlayer, tokenDefsOf } from "../src/index.ts";
import { actionNames, advanceTo, lands, submitOk } from "./helpers.ts";

const library = Array.from({ length: 10 }, () => "wastes");

/**
 * Tempt with Vengeance, as a test card (not in the pool: its Elemental tokens share a name with Young
 * Pyromancer's): "Tempting offer — Create X 1/1 red Elemental creature tokens with haste. Each opponent may create
 * X 1/1 red Elemental creature tokens with haste. For each opponent who does, create X 1/1 red Elemental creature
 * tokens with haste."
 */
const VENGEANCE: CardDef = {
  id: "tempt-with-vengeance",
  name: "Tempt with Vengeance",
  cost: "{X}{R}",
  types: ["Sorcery"],
  spell: {
    effects: [
      {
        e: "temptingOffer",
        effects: [
          {
            e: "createToken",
            token: {
              types: ["Creature"],
              subtypes: ["Elemental"],
              colors: ["R"],
              power: 1,
              toughness: 1,
              keywords: ["haste"],
            },
            amount: "X",
          },
        ],
      },
    ],
  },
};
const db = new Map([
  ...cardDb,
  [VENGEANCE.id, VENGEANCE],
  ...tokenDefsOf([VENGEANCE]).map((t) => [t.id, t] as const),
]);

/** A Free-for-All game (or with `range`, limited range of influence) with seat 0 to act first. */
function game(players: LayoutPlayer[], range?: number): Game {
  return Game.fromLayout(db, {
    variant: "free-for-all",
    seed: 1,
    ...(range === undefined ? {} : { options: { range } }),
    players: players.map((p) => (p.left ? p : { library, ...p })),
    start: 0,
    autoPass: true,
  });
}

/** `n` players named A, B, C, …: seat 0 gets `first`, the others `others`, and `left` have left the game. */
function seats(
  n: number,
  first: Partial<LayoutPlayer>,
  others: Partial<LayoutPlayer> = {},
  left: number[] = [],
) {
  return Array.from({ length: n }, (_, i) => ({
    name: String.fromCharCode(65 + i),
    ...(left.includes(i) ? { left: true as const } : i === 0 ? first : others),
  }));
}

/** Whether seat 0 may cast `name` now, in their first main phase. */
function castable(g: Game, name: string): boolean {
  return actionNames(advanceTo(g, 1, "main1")).includes(`cast ${name}`);
}

/** Passes priority while the spell is on the stack, until it has resolved or something else is asked. */
function resolveStack(g: Game): void {
  for (let i = 0; i < 50 && g.view(null).stack.length > 0 && g.pending()?.kind === "priority"; i++)
    submitOk(g, { choice: 0 });
}

/** Casts `name` (X = `x` if asked), then passes priority until it resolves or something else is asked. */
function cast(g: Game, name: string, x?: number): void {
  advanceTo(g, 1, "main1");
  const d = g.pending()!;
  if (d.kind !== "priority") throw new Error("expected priority");
  submitOk(g, { choice: d.actions.findIndex((a) => a.type === "cast" && a.name === name) });
  if (g.pending()?.kind === "number") submitOk(g, { value: x ?? 0 });
  resolveStack(g);
}

const untappedLands = (g: Game, seat: number) =>
  g.view(null).battlefield.filter((p) => p.controller === seat && !p.tapped && p.types.includes("Land"))
    .length;

const creatures = (g: Game, seat: number) =>
  g.view(null).battlefield.filter((p) => p.controller === seat && p.types.includes("Creature"));

function offer(g: Game): Decision & { kind: "choose" } {
  const d = g.pending();
  if (d === null || d.kind !== "choose" || d.purpose !== "temptingOffer")
    throw new Error(`expected a tempting offer, got ${d?.prompt}`);
  return d;
}

/** Answers each tempting offer in turn; returns who was asked, in order. */
function answerOffers(g: Game, answers: ("accept" | "decline")[]): number[] {
  return answers.map((a) => {
    const d = offer(g);
    submitOk(g, { choices: [d.options.findIndex((o) => o.label === a)] });
    return d.player;
  });
}

describe("702.125 undaunted", () => {
  const bears = { battlefield: [{ card: "grizzly-bears" }] };

  it("702.125a: in a four-player Free-for-All, Sublime Exhalation ({6}{W}) costs {3}{W}", () => {
    const g = game(seats(4, { hand: ["sublime-exhalation"], battlefield: lands("plains", 4) }, bears));
    expect(castable(g, "Sublime Exhalation")).toBe(true);
    cast(g, "Sublime Exhalation");
    expect(untappedLands(g, 0)).toBe(0); // four lands paid {3}{W}
    expect([1, 2, 3].map((p) => creatures(g, p).length)).toEqual([0, 0, 0]);
  });

  it("702.125a: with one land too few it can't be cast", () => {
    const g = game(seats(4, { hand: ["sublime-exhalation"], battlefield: lands("plains", 3) }, bears));
    expect(castable(g, "Sublime Exhalation")).toBe(false);
  });

  it("702.125b: players who have left the game aren't counted", () => {
    const first = { hand: ["sublime-exhalation"], battlefield: lands("plains", 4) };
    expect(castable(game(seats(4, first, bears, [2])), "Sublime Exhalation")).toBe(false);
    const more = { hand: ["sublime-exhalation"], battlefield: lands("plains", 5) };
    expect(castable(game(seats(4, more, bears, [2])), "Sublime Exhalation")).toBe(true);
  });

  it("702.125a, 801.11: with range of influence 1 only the two opponents within range count", () => {
    const four = { hand: ["sublime-exhalation"], battlefield: lands("plains", 4) };
    expect(castable(game(seats(5, four, bears), 1), "Sublime Exhalation")).toBe(false);
    const five = { hand: ["sublime-exhalation"], battlefield: lands("plains", 5) };
    expect(castable(game(seats(5, five, bears), 1), "Sublime Exhalation")).toBe(true);
  });

  it("601.2f: the reduction takes only generic mana, never below {0}: Curtains' Call ({5}{B}) at eight seats costs {B}", () => {
    const g = game(seats(8, { hand: ["curtains-call"], battlefield: lands("swamp", 1) }, bears));
    advanceTo(g, 1, "main1");
    const d = g.pending()!;
    if (d.kind !== "priority") throw new Error("expected priority");
    submitOk(g, { choice: d.actions.findIndex((a) => a.type === "cast" && a.name === "Curtains' Call") });
    const targets = g.pending()!;
    if (targets.kind !== "choose") throw new Error(`expected targets, got ${targets.kind}`);
    const bearsOf = (seat: number) =>
      targets.options.findIndex(
        (o) => o.ref !== undefined && "object" in o.ref && g.state.objects[o.ref.object].controller === seat,
      );
    submitOk(g, { choices: [bearsOf(1), bearsOf(2)] });
    resolveStack(g);
    expect(untappedLands(g, 0)).toBe(0);
    expect([1, 2, 3].map((p) => creatures(g, p).length)).toEqual([0, 0, 1]);
    // The reduction left beyond the generic mana doesn't pay the {B}.
    const broke = game(seats(8, { hand: ["curtains-call"], battlefield: lands("plains", 1) }, bears));
    expect(castable(broke, "Curtains' Call")).toBe(false);
  });
});

describe("207.2c tempting offer", () => {
  const vengeance = { hand: ["tempt-with-vengeance"], battlefield: lands("mountain", 3) };

  it("207.2c tempting offer: each opponent in turn order accepts or declines; each who accepts does it, then the caster once more for each", () => {
    const g = game(seats(4, vengeance));
    cast(g, "Tempt with Vengeance", 2);
    const first = offer(g);
    expect(first.prompt).toContain("Tempt with Vengeance: accept A's tempting offer?");
    expect(first.options.map((o) => o.label)).toEqual(["accept", "decline"]);
    expect(creatures(g, 0).length).toBe(2); // the caster's effect came first
    expect(answerOffers(g, ["accept", "decline", "accept"])).toEqual([1, 2, 3]);
    expect([0, 1, 2, 3].map((p) => creatures(g, p).length)).toEqual([2 + 2 * 2, 2, 0, 2]);
    expect(creatures(g, 1).every((c) => c.name === "Elemental Token" && c.keywords.includes("haste"))).toBe(
      true,
    );
  });

  it("207.2c tempting offer: the prompt lists the opponents who accepted so far", () => {
    const g = game(seats(3, vengeance));
    cast(g, "Tempt with Vengeance", 1);
    answerOffers(g, ["accept"]);
    expect(offer(g).prompt).toContain("(accepted so far: B)");
  });

  it("207.2c tempting offer, 801.10: with range of influence 1 only the opponents within range are offered", () => {
    const g = game(seats(5, vengeance), 1);
    cast(g, "Tempt with Vengeance", 1);
    expect(answerOffers(g, ["accept", "accept"])).toEqual([1, 4]);
    expect(g.pending()?.kind).not.toBe("choose");
    expect([0, 1, 2, 3, 4].map((p) => creatures(g, p).length)).toEqual([3, 1, 0, 0, 1]);
  });

  it("207.2c tempting offer, 800.4a: a player who has left the game isn't offered it", () => {
    const g = game(seats(4, vengeance, {}, [1]));
    cast(g, "Tempt with Vengeance", 1);
    expect(answerOffers(g, ["decline", "accept"])).toEqual([2, 3]);
    expect([0, 2, 3].map((p) => creatures(g, p).length)).toEqual([2, 0, 1]);
  });

  it("207.2c tempting offer: an accepting opponent's 'you control' is theirs (Tempt with Glory)", () => {
    const bears = { battlefield: [{ card: "grizzly-bears" }] };
    const g = game(
      seats(
        3,
        { hand: ["tempt-with-glory"], battlefield: [...lands("plains", 6), { card: "grizzly-bears" }] },
        bears,
      ),
    );
    cast(g, "Tempt with Glory");
    answerOffers(g, ["accept", "decline"]);
    const counters = (seat: number) => creatures(g, seat).map((c) => c.counters["+1/+1"] ?? 0);
    expect([counters(0), counters(1), counters(2)]).toEqual([[2], [1], [0]]);
  });
});
