/**
 * The multiplayer mechanics of the Commander and Conspiracy products, through the decision protocol: undaunted
 * (702.125) and the ability words tempting offer, join forces and parley (207.2c) — what depends on who sits at
 * the table: how many opponents there are, who is within range of influence (801), who has left the game (800.4).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import {
  type CardDef,
  type Decision,
  eventFor,
  Game,
  type GameEvent,
  type LayoutPlayer,
} from "../src/index.ts";
import { actionNames, advanceTo, lands, submitEvents, submitOk } from "./helpers.ts";

const library = Array.from({ length: 10 }, () => "wastes");

/**
 * Parley on abilities (207.2c), as test cards: Selvala's Enforcer's "Parley — When this creature enters, each
 * player reveals the top card of their library. For each nonland card revealed this way, put a +1/+1 counter on
 * this creature. Then each player draws a card." and Selvala, Explorer Returned's "Parley — {T}: Each player
 * reveals the top card of their library. For each nonland card revealed this way, add {G} and you gain 1 life.
 * Then each player draws a card."
 */
const ENFORCER: CardDef = {
  id: "test-selvalas-enforcer",
  name: "Selvala's Enforcer",
  cost: "{3}{G}",
  types: ["Creature"],
  subtypes: ["Elf", "Warrior"],
  power: 2,
  toughness: 2,
  abilities: [
    {
      kind: "triggered",
      when: { on: "entersBattlefield" },
      effects: [{ e: "parley", effects: [{ e: "addCounters", what: "self", counter: "+1/+1", amount: 1 }] }],
    },
  ],
};
const SELVALA: CardDef = {
  id: "test-selvala-explorer-returned",
  name: "Selvala, Explorer Returned",
  cost: "{1}{G}{W}",
  supertypes: ["Legendary"],
  types: ["Creature"],
  subtypes: ["Elf", "Scout"],
  power: 2,
  toughness: 4,
  abilities: [
    {
      kind: "activated",
      cost: { tap: true },
      effects: [
        {
          e: "parley",
          effects: [
            { e: "addMana", mana: "{G}" },
            { e: "gainLife", who: "you", amount: 1 },
          ],
        },
      ],
    },
  ],
};
const db = new Map([...cardDb, ...[ENFORCER, SELVALA].map((c) => [c.id, c] as const)]);

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

/** Passes priority while the spell is on the stack, until it has resolved or something else is asked; the events. */
function resolveStack(g: Game): GameEvent[] {
  const events: GameEvent[] = [];
  for (let i = 0; i < 50 && g.view(null).stack.length > 0 && g.pending()?.kind === "priority"; i++)
    events.push(...submitEvents(g, { choice: 0 }));
  return events;
}

/**
 * Casts `name` (X = `x` if asked), or activates the ability of the permanent `name`, in seat 0's first main
 * phase; then passes priority until it resolves or something else is asked. The events.
 */
function cast(g: Game, name: string, x?: number, type: "cast" | "activate" = "cast"): GameEvent[] {
  advanceTo(g, 1, "main1");
  const d = g.pending()!;
  if (d.kind !== "priority") throw new Error("expected priority");
  const events = submitEvents(g, { choice: d.actions.findIndex((a) => a.type === type && a.name === name) });
  if (g.pending()?.kind === "number") events.push(...submitEvents(g, { value: x ?? 0 }));
  return [...events, ...resolveStack(g)];
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

/** The open join forces payment (207.2c). */
function payment(g: Game): Decision & { kind: "choose" } {
  const d = g.pending();
  if (d === null || d.kind !== "choose" || d.purpose !== "joinForces")
    throw new Error(`expected a join forces payment, got ${d?.prompt}`);
  return d;
}

/** Answers each join forces payment in turn with the amount; returns who was asked, in order. */
function pay(g: Game, amounts: number[]): number[] {
  return amounts.map((n) => {
    const d = payment(g);
    submitOk(g, { choices: [d.options.findIndex((o) => o.label === String(n))] });
    return d.player;
  });
}

const handCounts = (g: Game, seats: number[]) => seats.map((p) => g.view(null).players[p].handCount);

describe("207.2c join forces", () => {
  const aglow = { hand: ["minds-aglow"], battlefield: lands("island", 3) };

  it("207.2c join forces: starting with the caster, each player in turn order pays what they choose; each player draws X cards, X the total (Minds Aglow)", () => {
    const g = game(seats(4, aglow, { battlefield: lands("swamp", 2) }));
    cast(g, "Minds Aglow");
    const first = payment(g);
    expect(first.player).toBe(0);
    expect(first.prompt).toContain("Minds Aglow: join forces — pay any amount of mana, up to 2");
    expect(first.options.map((o) => o.label)).toEqual(["0", "1", "2"]); // {U} of the three Islands paid the spell
    expect([first.min, first.max]).toEqual([1, 1]);
    expect(pay(g, [1])).toEqual([0]);
    expect(payment(g).prompt).toContain("(paid so far: A 1)");
    expect(pay(g, [2, 0])).toEqual([1, 2]);
    expect(payment(g).prompt).toContain("(paid so far: A 1, B 2, C 0)");
    expect(pay(g, [1])).toEqual([3]);
    expect(g.pending()?.kind).toBe("priority");
    expect(handCounts(g, [0, 1, 2, 3])).toEqual([1 + 4, 4, 4, 4]); // A drew one in the draw step (103.8c)
    expect([0, 1, 2, 3].map((p) => untappedLands(g, p))).toEqual([1, 0, 2, 1]); // what each paid is tapped
  });

  it("207.2c join forces, 118.3: a player who can't pay any mana isn't asked", () => {
    const g = game(
      seats(4, { ...aglow, battlefield: lands("island", 1) }, { battlefield: lands("swamp", 1) }).map(
        (p, i) => (i === 2 ? { name: p.name } : p),
      ),
    );
    cast(g, "Minds Aglow");
    // A's only Island paid for the spell: A can't pay, and nor can C, who has no lands.
    expect(pay(g, [1, 1])).toEqual([1, 3]);
    expect(handCounts(g, [0, 1, 2, 3])).toEqual([1 + 2, 2, 2, 2]);
  });

  it("207.2c join forces: the options go up to what the player can pay with their untapped mana sources", () => {
    const g = game(
      seats(3, aglow, { battlefield: [...lands("forest", 2), { card: "forest", tapped: true }] }),
    );
    cast(g, "Minds Aglow");
    expect(payment(g).options.map((o) => o.label)).toEqual(["0", "1", "2"]);
    pay(g, [0]);
    expect(payment(g).options.map((o) => o.label)).toEqual(["0", "1", "2"]); // B's tapped Forest doesn't count
    pay(g, [2, 0]);
    expect(handCounts(g, [0, 1, 2])).toEqual([1 + 2, 2, 2]);
  });

  it("207.2c join forces, 801.10: with range of influence 1 only the players within the caster's range pay, and only they get the effect (Shared Trauma)", () => {
    const g = game(
      seats(
        5,
        { hand: ["shared-trauma"], battlefield: lands("swamp", 2) },
        { battlefield: lands("swamp", 1) },
      ),
      1,
    );
    cast(g, "Shared Trauma");
    expect(pay(g, [1, 1, 1])).toEqual([0, 1, 4]);
    expect(g.pending()?.kind).toBe("priority");
    const milled = [0, 1, 2, 3, 4].map((p) =>
      g.view(null).players[p].graveyard.filter((c) => c.name === "Wastes"),
    );
    expect(milled.map((cards) => cards.length)).toEqual([3, 3, 0, 0, 3]);
  });

  it("207.2c join forces, 800.4a: a player who has left the game isn't asked; each player in the game creates X Soldiers (Alliance of Arms)", () => {
    const g = game(
      seats(
        4,
        { hand: ["alliance-of-arms"], battlefield: lands("plains", 2) },
        { battlefield: lands("plains", 1) },
        [2],
      ),
    );
    cast(g, "Alliance of Arms");
    expect(pay(g, [1, 0, 1])).toEqual([0, 1, 3]);
    const soldiers = (p: number) => creatures(g, p).filter((c) => c.name === "Soldier Token");
    expect([0, 1, 3].map((p) => soldiers(p).length)).toEqual([2, 2, 2]);
    expect(soldiers(0).every((c) => c.power === 1 && c.toughness === 1 && c.colors.includes("W"))).toBe(true);
  });

  it("207.2c join forces: when nobody pays, X is 0 and nothing happens", () => {
    const g = game(seats(3, aglow, { battlefield: lands("swamp", 1) }));
    cast(g, "Minds Aglow");
    pay(g, [0, 0, 0]);
    expect(handCounts(g, [0, 1, 2])).toEqual([1, 0, 0]);
  });
});

/**
 * Seat i's library has `tops[i]` on top as seat 0's first main phase begins (seat 0 draws the card above it in
 * its draw step, 103.8c); null: an empty library (not seat 0's).
 */
function withTops(players: LayoutPlayer[], tops: (string | null)[]): LayoutPlayer[] {
  return players.map((p, i) => {
    const top = tops[i];
    if (top === undefined) return p;
    return { ...p, library: top === null ? [] : [...(i === 0 ? ["wastes"] : []), top, ...library] };
  });
}

/** The reveal events, as each viewer (the players and a spectator) sees them: [player, card] pairs. */
function revealsSeenBy(events: GameEvent[], viewer: number | null): [number, string][] {
  return events.flatMap((e) => {
    const seen = eventFor(e, viewer);
    return seen?.type === "reveal" ? seen.cards.map((c) => [seen.player, c.card] as [number, string]) : [];
  });
}

describe("207.2c parley", () => {
  const charge = { hand: ["selvalas-charge"], battlefield: lands("forest", 5) };

  it("207.2c parley, 701.20a: each player reveals the top card of their library to everyone; for each nonland card, the effect; then each player draws a card (Selvala's Charge)", () => {
    const g = game(withTops(seats(4, charge), ["grizzly-bears", "forest", "lightning-bolt", "island"]));
    const events = cast(g, "Selvala's Charge");
    const revealed: [number, string][] = [
      [0, "Grizzly Bears"],
      [1, "Forest"],
      [2, "Lightning Bolt"],
      [3, "Island"],
    ];
    for (const viewer of [0, 1, 2, 3, null]) expect(revealsSeenBy(events, viewer)).toEqual(revealed);
    const elephants = creatures(g, 0).filter((c) => c.name === "Elephant Token");
    expect(elephants.map((c) => `${c.power}/${c.toughness}`)).toEqual(["3/3", "3/3"]);
    expect([1, 2, 3].map((p) => creatures(g, p).length)).toEqual([0, 0, 0]);
    // Each drew the card they revealed.
    expect(g.state.players.map((p) => g.state.objects[p.hand[p.hand.length - 1]].card)).toEqual([
      "grizzly-bears",
      "forest",
      "lightning-bolt",
      "island",
    ]);
  });

  it("207.2c parley, 801.10: with range of influence 1 only the players within range reveal, count and draw (Rousing of Souls)", () => {
    const g = game(
      withTops(seats(5, { hand: ["rousing-of-souls"], battlefield: lands("plains", 3) }), [
        "shock",
        "grizzly-bears",
        "lightning-bolt",
        "hill-giant",
        "plains",
      ]),
      1,
    );
    const events = cast(g, "Rousing of Souls");
    expect(revealsSeenBy(events, null).map(([p]) => p)).toEqual([0, 1, 4]);
    const spirits = creatures(g, 0).filter((c) => c.name === "Spirit Token");
    expect(spirits).toHaveLength(2); // Shock and Grizzly Bears; C's and D's cards aren't revealed
    expect(spirits.every((c) => c.keywords.includes("flying"))).toBe(true);
    expect(handCounts(g, [0, 1, 2, 3, 4])).toEqual([2, 1, 0, 0, 1]);
  });

  it("207.2c parley: a player whose library is empty reveals nothing; with no nonland card revealed nothing happens but the draws", () => {
    const g = game(withTops(seats(3, charge), ["forest", null, "island"]));
    const events = cast(g, "Selvala's Charge");
    expect(revealsSeenBy(events, 1)).toEqual([
      [0, "Forest"],
      [2, "Island"],
    ]);
    expect(creatures(g, 0)).toHaveLength(0);
    expect(handCounts(g, [0, 2])).toEqual([2, 1]);
  });

  it("207.2c parley on a triggered ability: each nonland card revealed puts a +1/+1 counter on the creature (Selvala's Enforcer)", () => {
    const g = game(
      withTops(seats(4, { hand: [ENFORCER.id], battlefield: lands("forest", 4) }), [
        "grizzly-bears",
        "shock",
        "island",
        "hill-giant",
      ]),
    );
    const events = cast(g, "Selvala's Enforcer"); // the spell, then its enters trigger
    const enforcer = creatures(g, 0).find((c) => c.name === "Selvala's Enforcer")!;
    expect(enforcer.counters["+1/+1"]).toBe(3);
    expect(revealsSeenBy(events, 2).map(([, card]) => card)).toEqual([
      "Grizzly Bears",
      "Shock",
      "Island",
      "Hill Giant",
    ]);
    expect(handCounts(g, [0, 1, 2, 3])).toEqual([2, 1, 1, 1]);
  });

  it("207.2c parley on an activated ability: {G} and 1 life for each nonland card revealed — the life gained at once (Selvala, Explorer Returned)", () => {
    const g = game(
      withTops(seats(3, { battlefield: [{ card: SELVALA.id }] }), ["grizzly-bears", "shock", "forest"]),
    );
    const events = cast(g, "Selvala, Explorer Returned", undefined, "activate");
    expect(g.view(null).players[0].life).toBe(22);
    expect(events.filter((e) => e.type === "life").map((e) => e.type === "life" && e.delta)).toEqual([2]);
    expect(g.state.players[0].pool.G).toBe(2);
    expect(handCounts(g, [0, 1, 2])).toEqual([2, 1, 1]);
  });
});
