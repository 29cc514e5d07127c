/**
 * The triggered keywords of 702 that trigger as spells are cast or in combat: prowess (702.108), exalted
 * (702.83), flanking (702.25), bushido N (702.45), rampage N (702.23), afflict N (702.130), battle cry (702.91),
 * frenzy N (702.68); and undying (702.93), persist's twin.
 *
 * Each triggers from the characteristics of whatever has the keyword, printed or gained (a saved position's
 * lasting effect here, layoutMods.ts), once per instance; undying from the card's printed keyword. The pool has
 * no card with most of them yet, so this test adds its own card definitions (cards/keywords.ts numbers their
 * abilities; engine/triggers holds where they trigger).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { abilityAt, keywordIndex, type TriggeredKeyword } from "../src/cards/keywords.ts";
import { ownLine } from "../src/cards/rulesText/phrasing/keywords.ts";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import { DEPLOY_INDEX } from "../src/engine/characteristics/deploy.ts";
import {
  type Answer,
  type CardDb,
  type CardDef,
  Game,
  type GameEvent,
  type Keyword,
  type LayoutEffect,
  type LayoutPermanent,
  type LayoutPlayer,
  type TableLayout,
} from "../src/index.ts";
import { passUntil } from "./drive.ts";
import { chooseLabels, findAction, idOf, passAnswer, submitEvents, takeAction } from "./helpers.ts";

/** A creature for {2}, named after its id ("test-prowess": Test Prowess). */
const creature = (id: string, power: number, toughness: number, ...keywords: Keyword[]): CardDef => ({
  id,
  name: id
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" "),
  cost: "{2}",
  types: ["Creature"],
  power,
  toughness,
  keywords,
});

/** An instant for {0} dealing `n` damage to target creature. */
const burn = (id: string, name: string, n: number): CardDef => ({
  id,
  name,
  cost: "{0}",
  types: ["Instant"],
  spell: { targets: [{ kind: "creature" }], effects: [{ e: "damage", amount: n, to: { target: 0 } }] },
});

const TEST_CARDS: CardDef[] = [
  creature("test-prowess", 1, 1, "prowess"),
  creature("test-exalted", 1, 1, "exalted"),
  creature("test-flanker", 2, 2, "flanking"),
  creature("test-samurai", 2, 2, "bushido 1"),
  creature("test-ronin", 2, 2, "bushido 2"),
  creature("test-rampager", 3, 3, "rampage 2"),
  creature("test-afflicter", 2, 2, "afflict 2"),
  creature("test-crier", 1, 1, "battle cry"),
  creature("test-berserker", 1, 1, "frenzy 2"),
  creature("test-undying", 2, 2, "undying"),
  { ...creature("token-test-undying-spirit", 1, 1, "undying"), name: "Spirit Token", token: true },
  {
    id: "test-ornithopter",
    name: "Test Ornithopter",
    cost: "{0}",
    types: ["Artifact", "Creature"],
    power: 0,
    toughness: 2,
  },
  {
    id: "test-spark",
    name: "Test Spark",
    cost: "{0}",
    types: ["Instant"],
    spell: { effects: [{ e: "gainLife", who: "you", amount: 1 }] },
  },
  burn("test-shock", "Test Shock", 2),
  burn("test-blast", "Test Blast", 5),
];

const db: CardDb = new Map([...cardDb, ...TEST_CARDS.map((d) => [d.id, d] as const)]);

/** A lasting effect of `seat`'s giving `keywords` (611.2a). */
const gives = (seat: number, ...keywords: string[]): LayoutEffect =>
  ({ controller: seat, duration: "indefinitely", mods: [{ m: "keywords", keywords }] }) as LayoutEffect;

/** A game of `variant`, seat 0 (A, B, C, D, …) starting, nobody passing automatically. */
function game(variant: string, players: Partial<LayoutPlayer>[], more: Partial<TableLayout> = {}): Game {
  return Game.fromLayout(db, {
    variant,
    seed: 1,
    start: 0,
    autoPass: false,
    players: players.map((p, i) => ({ name: "ABCDEF"[i], ...p })),
    ...more,
  });
}

/** Two-Headed Giant's teams: A and B against C and D (810.1). */
const GIANTS: Partial<TableLayout> = {
  options: {
    teams: [
      [0, 1],
      [2, 3],
    ],
  },
};

/** Emperor (809) with shared team turns (805): A, B (emperor), C against D, E (emperor), F. */
const EMPERORS: Partial<TableLayout> = {
  options: {
    teams: [
      [0, 1, 2],
      [3, 4, 5],
    ],
    sharedTurns: true,
  },
};

/** The attackers decision of seat 0's first combat. */
function toAttackers(g: Game): void {
  passUntil(g, (d) => d.kind === "attackers", "the declaration of attackers");
}

/** Resolves what is on the stack (the order of simultaneous triggers as they were recorded); the events. */
function settle(g: Game): GameEvent[] {
  const events: GameEvent[] = [];
  for (let d = g.pending(); d !== null; d = g.pending()) {
    let a: Answer;
    if (d.kind === "order") a = { order: d.items.map((_, i) => i) };
    else if (d.kind === "priority" && g.state.stack.length > 0) a = passAnswer(d);
    else break;
    events.push(...submitEvents(g, a));
  }
  return events;
}

/** Declares `attacks` (attacker card of seat 0 → defending seat) and resolves the triggers; the events. */
function attack(g: Game, attacks: [card: string, seat: number][]): GameEvent[] {
  toAttackers(g);
  const events = submitEvents(g, {
    attacks: attacks.map(([card, p]) => ({ attacker: idOf(g, 0, card), defender: { player: p } })),
  });
  return [...events, ...settle(g)];
}

/** Passes to the blockers decision, declares `blocks` (blocker card of `seat` → attacker card of seat 0), settles. */
function block(g: Game, seat: number, blocks: [blocker: string, attacker: string][]): GameEvent[] {
  passUntil(g, (d) => d.kind === "blockers" && d.player === seat, "the declaration of blockers");
  const events = submitEvents(g, {
    blocks: blocks.map(([b, a]) => ({ blocker: idOf(g, seat, b), attacker: idOf(g, 0, a) })),
  });
  return [...events, ...settle(g)];
}

/** The power and toughness of object `id` now. */
function ptOf(g: Game, id: number): [number, number] {
  const ch = characteristics(db, g.state, g.state.objects[id]);
  return [ch.power ?? 0, ch.toughness ?? 0];
}

/** The power and toughness of `seat`'s `card` now. */
const pt = (g: Game, seat: number, card: string) => ptOf(g, idOf(g, seat, card));

/** Casts `name` (choosing `target` for it, if any) and resolves the stack; the events. */
function cast(g: Game, name: string, target?: string): GameEvent[] {
  const events = submitEvents(g, { choice: findAction(g.pending()!, "cast", name) });
  if (target !== undefined) chooseLabels(g, target);
  return [...events, ...settle(g)];
}

const triggers = (events: GameEvent[], card?: string) =>
  events.filter((e) => e.type === "trigger" && (card === undefined || e.card === card)).length;

describe("702.108 prowess", () => {
  it("702.108a: prowess — casting a noncreature spell gives the creature +1/+1 until end of turn; a creature spell doesn't", () => {
    const g = game("duel", [
      { battlefield: [{ card: "test-prowess" }], hand: ["test-ornithopter", "test-spark"] },
      {},
    ]);
    passUntil(g, (d) => d.kind === "priority" && g.state.turn.step === "main1", "A's main phase");
    expect(triggers(cast(g, "Test Ornithopter"))).toBe(0);
    expect(pt(g, 0, "test-prowess")).toEqual([1, 1]);
    expect(triggers(cast(g, "Test Spark"), "Test Prowess")).toBe(1);
    expect(pt(g, 0, "test-prowess")).toEqual([2, 2]);
    passUntil(g, () => g.state.turn.number === 2, "B's turn");
    expect(pt(g, 0, "test-prowess")).toEqual([1, 1]);
  });

  it("702.108b: a creature with prowess printed and gained triggers twice (+2/+2); an opponent's spell triggers nothing", () => {
    const g = game("duel", [
      { battlefield: [{ card: "test-prowess", effects: [gives(0, "prowess")] }], hand: ["test-spark"] },
      { hand: ["test-spark"] },
    ]);
    passUntil(g, (d) => d.kind === "priority" && g.state.turn.step === "main1", "A's main phase");
    takeAction(g, "cast", "Test Spark");
    // B casts theirs in response: A's prowess doesn't see an opponent's spell ("you cast").
    passUntil(g, (d) => d.kind === "priority" && d.player === 1, "B's priority");
    takeAction(g, "cast", "Test Spark");
    settle(g);
    expect(pt(g, 0, "test-prowess")).toEqual([3, 3]);
  });
});

describe("702.83 exalted", () => {
  it("702.83a: exalted — a creature attacking alone gets +1/+1 per instance, of any permanent its controller controls", () => {
    // Two exalted creatures and a Plains given exalted (702.83b: each instance triggers); B's exalted doesn't.
    const g = game("duel", [
      {
        battlefield: [
          { card: "grizzly-bears" },
          { card: "test-exalted" },
          { card: "test-exalted" },
          { card: "plains", effects: [gives(0, "exalted")] },
        ],
      },
      { battlefield: [{ card: "test-exalted" }] },
    ]);
    const events = attack(g, [["grizzly-bears", 1]]);
    expect(triggers(events)).toBe(3);
    expect(pt(g, 0, "grizzly-bears")).toEqual([5, 5]);
    passUntil(g, () => g.state.turn.step === "main2", "A's second main phase");
    expect(g.state.players[1].life).toBe(15);
  });

  it("506.5: two attackers — neither attacks alone, and exalted doesn't trigger", () => {
    const g = game("duel", [{ battlefield: [{ card: "grizzly-bears" }, { card: "test-exalted" }] }, {}]);
    const events = attack(g, [
      ["grizzly-bears", 1],
      ["test-exalted", 1],
    ]);
    expect(triggers(events)).toBe(0);
    expect(pt(g, 0, "grizzly-bears")).toEqual([2, 2]);
  });

  it("506.5 / 802.1: attacking multiple players, one creature attacking one of three opponents attacks alone", () => {
    const g = game(
      "free-for-all",
      [{ battlefield: [{ card: "grizzly-bears" }, { card: "test-exalted", tapped: true }] }, {}, {}, {}],
      { options: { attack: "multiple" } },
    );
    expect(triggers(attack(g, [["grizzly-bears", 2]]))).toBe(1);
    expect(pt(g, 0, "grizzly-bears")).toEqual([3, 3]);
  });

  it("506.5 / 508.4: myriad's tokens are put onto the battlefield attacking, not declared — the Herald still attacks alone", () => {
    const g = game(
      "free-for-all",
      [{ battlefield: [{ card: "herald-of-the-host" }, { card: "test-exalted" }] }, {}, {}],
      { options: { attack: "multiple" } },
    );
    const herald = idOf(g, 0, "herald-of-the-host");
    attack(g, [["herald-of-the-host", 1]]);
    chooseLabels(g, "C"); // 702.116a: its token attacks C
    settle(g);
    expect(ptOf(g, herald)).toEqual([5, 5]);
    passUntil(g, () => g.state.turn.step === "main2", "A's second main phase");
    // The Herald (5/5) hit B; its token (4/4, not exalted's object) hit C.
    expect(g.state.players.map((p) => p.life)).toEqual([20, 15, 16]);
  });

  it("506.5 / 805.10a: in Two-Headed Giant, one creature of each teammate attacking in the team's declaration — not alone", () => {
    const g = game(
      "two-headed-giant",
      [
        { battlefield: [{ card: "grizzly-bears" }, { card: "test-exalted", tapped: true }] },
        { battlefield: [{ card: "runeclaw-bear" }, { card: "test-exalted", tapped: true }] },
        {},
        {},
      ],
      GIANTS,
    );
    toAttackers(g);
    const events = submitEvents(g, {
      attacks: [
        { attacker: idOf(g, 0, "grizzly-bears"), defender: { player: 2 } },
        { attacker: idOf(g, 1, "runeclaw-bear"), defender: { player: 2 } },
      ],
    });
    expect(triggers([...events, ...settle(g)])).toBe(0);
    expect(pt(g, 0, "grizzly-bears")).toEqual([2, 2]);
  });

  it("702.83a / 805.10a: in Two-Headed Giant, one creature attacking alone — only its controller's exalted triggers, not the teammate's", () => {
    const g = game(
      "two-headed-giant",
      [
        { battlefield: [{ card: "grizzly-bears" }, { card: "test-exalted", tapped: true }] },
        { battlefield: [{ card: "test-exalted", tapped: true }] },
        {},
        {},
      ],
      GIANTS,
    );
    expect(triggers(attack(g, [["grizzly-bears", 2]]))).toBe(1);
    expect(pt(g, 0, "grizzly-bears")).toEqual([3, 3]);
  });
});

describe("702.25 flanking", () => {
  it("702.25a: flanking — a blocker without flanking gets -1/-1 until end of turn; a blocker with flanking doesn't", () => {
    const g = game("duel", [
      { battlefield: [{ card: "test-flanker" }] },
      { battlefield: [{ card: "grizzly-bears" }, { card: "test-flanker" }] },
    ]);
    attack(g, [["test-flanker", 1]]);
    const events = block(g, 1, [
      ["grizzly-bears", "test-flanker"],
      ["test-flanker", "test-flanker"],
    ]);
    expect(triggers(events)).toBe(1);
    expect(pt(g, 1, "grizzly-bears")).toEqual([1, 1]);
    expect(pt(g, 1, "test-flanker")).toEqual([2, 2]);
    expect(pt(g, 0, "test-flanker")).toEqual([2, 2]);
  });

  it("702.25b: Grizzly Bears given flanking twice — each instance triggers for the blocker, a 2/2 that dies of -2/-2", () => {
    const g = game("duel", [
      { battlefield: [{ card: "grizzly-bears", effects: [gives(0, "flanking"), gives(0, "flanking")] }] },
      { battlefield: [{ card: "runeclaw-bear" }] },
    ]);
    attack(g, [["grizzly-bears", 1]]);
    expect(triggers(block(g, 1, [["runeclaw-bear", "grizzly-bears"]]))).toBe(2);
    expect(g.state.players[1].graveyard.map((id) => g.state.objects[id].card)).toEqual(["runeclaw-bear"]);
  });
});

describe("801.7, 801.10: range of influence", () => {
  it("801.7: flanking doesn't trigger for a blocker out of range — Emperor: D blocks with F, out of general A's range", () => {
    // 809: A, B (emperor), C against D, E (emperor), F; generals have range 1 (809.3a). A attacks F, next to
    // A; D, three seats from A, blocks with F (805.10d: the defending team's one declaration).
    const g = game(
      "emperor",
      [
        { battlefield: [{ card: "test-flanker" }] },
        {},
        {},
        { battlefield: [{ card: "runeclaw-bear" }] },
        {},
        { battlefield: [{ card: "grizzly-bears" }] },
      ],
      EMPERORS,
    );
    attack(g, [["test-flanker", 5]]);
    passUntil(g, (d) => d.kind === "blockers", "the defending team's blockers");
    const flanker = idOf(g, 0, "test-flanker");
    const events = submitEvents(g, {
      blocks: [
        { blocker: idOf(g, 5, "grizzly-bears"), attacker: flanker },
        { blocker: idOf(g, 3, "runeclaw-bear"), attacker: flanker },
      ],
    });
    expect(triggers([...events, ...settle(g)])).toBe(1);
    expect([pt(g, 5, "grizzly-bears"), pt(g, 3, "runeclaw-bear")]).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("801.10: battle cry gives +1/+0 only to the other attacking creatures within range — Emperor, the team attacking", () => {
    // A (general, range 1) attacks F with the Crier and a bear; C (the other general, two seats from A) attacks
    // D with a bear, in the team's one declaration (805.10a).
    const g = game(
      "emperor",
      [
        { battlefield: [{ card: "test-crier" }, { card: "grizzly-bears" }] },
        {},
        { battlefield: [{ card: "runeclaw-bear" }] },
        {},
        {},
        {},
      ],
      EMPERORS,
    );
    toAttackers(g);
    submitEvents(g, {
      attacks: [
        { attacker: idOf(g, 0, "test-crier"), defender: { player: 5 } },
        { attacker: idOf(g, 0, "grizzly-bears"), defender: { player: 5 } },
        { attacker: idOf(g, 2, "runeclaw-bear"), defender: { player: 3 } },
      ],
    });
    settle(g);
    expect([pt(g, 0, "grizzly-bears"), pt(g, 2, "runeclaw-bear")]).toEqual([
      [3, 2],
      [2, 2],
    ]);
  });
});

describe("702.45 bushido", () => {
  it("702.45a: bushido N — the attacker becoming blocked gets +N/+N, and so does a blocker with bushido as it blocks", () => {
    const g = game("duel", [
      { battlefield: [{ card: "test-samurai" }] },
      { battlefield: [{ card: "test-ronin" }] },
    ]);
    attack(g, [["test-samurai", 1]]);
    expect(triggers(block(g, 1, [["test-ronin", "test-samurai"]]))).toBe(2);
    expect(pt(g, 0, "test-samurai")).toEqual([3, 3]);
    expect(pt(g, 1, "test-ronin")).toEqual([4, 4]);
  });

  it("702.45a: unblocked, bushido doesn't trigger", () => {
    const g = game("duel", [{ battlefield: [{ card: "test-samurai" }] }, {}]);
    attack(g, [["test-samurai", 1]]);
    passUntil(g, () => g.state.turn.step === "main2", "A's second main phase");
    expect(g.state.players[1].life).toBe(18);
  });

  it("702.45b: bushido 1 printed and bushido 2 gained both trigger: +3/+3", () => {
    const g = game("duel", [
      { battlefield: [{ card: "test-samurai", effects: [gives(0, "bushido 2")] }] },
      { battlefield: [{ card: "grizzly-bears" }] },
    ]);
    attack(g, [["test-samurai", 1]]);
    expect(triggers(block(g, 1, [["grizzly-bears", "test-samurai"]]))).toBe(2);
    expect(pt(g, 0, "test-samurai")).toEqual([5, 5]);
  });
});

describe("702.23 rampage", () => {
  /** A attacks B with the Rampager (rampage 2), which B blocks with `blockers` (each a 2/2 of B's). */
  function rampage(blockers: string[], more: Partial<LayoutPlayer> = {}): [Game, GameEvent[]] {
    const g = game("duel", [
      { battlefield: [{ card: "test-rampager" }], ...more },
      { battlefield: blockers.map((card) => ({ card })) },
    ]);
    attack(g, [["test-rampager", 1]]);
    passUntil(g, (d) => d.kind === "blockers", "B's blockers");
    const events = submitEvents(g, {
      blocks: blockers.map((card) => ({ blocker: idOf(g, 1, card), attacker: idOf(g, 0, "test-rampager") })),
    });
    return [g, events];
  }

  it("702.23a: rampage 2 blocked by three creatures gets +4/+4 (two beyond the first)", () => {
    const [g, events] = rampage(["grizzly-bears", "runeclaw-bear", "test-flanker"]);
    expect(triggers([...events, ...settle(g)])).toBe(1);
    expect(pt(g, 0, "test-rampager")).toEqual([7, 7]);
  });

  it("702.23a: blocked by one creature, rampage triggers and gives nothing", () => {
    const [g, events] = rampage(["grizzly-bears"]);
    expect(triggers([...events, ...settle(g)])).toBe(1);
    expect(pt(g, 0, "test-rampager")).toEqual([3, 3]);
  });

  it("702.23b: the bonus is counted as the ability resolves — a blocker killed in response doesn't count", () => {
    const [g] = rampage(["grizzly-bears", "runeclaw-bear", "test-flanker"], { hand: ["test-shock"] });
    // The trigger waits on the stack; A shocks the Bears in response (704.5g, 506.4: it leaves combat).
    expect(g.state.stack.length).toBe(1);
    cast(g, "Test Shock", "Grizzly Bears");
    expect(pt(g, 0, "test-rampager")).toEqual([5, 5]);
  });

  it("509.3c: in the classic Emperor two players may block one attacker in a territory — rampage still triggers once", () => {
    // F's territory holds F's Bears and E's Runeclaw Bear (marched there); A's Rampager attacks it.
    const g = game(
      "emperor-classic",
      [
        { battlefield: [{ card: "test-rampager" }] },
        {},
        {},
        {},
        { battlefield: [{ card: "runeclaw-bear", territory: 5 }] },
        { battlefield: [{ card: "grizzly-bears" }] },
      ],
      {
        options: {
          teams: [
            [0, 1, 2],
            [3, 4, 5],
          ],
        },
      },
    );
    attack(g, [["test-rampager", 5]]);
    const events: GameEvent[] = [];
    for (const [seat, card] of [
      [5, "grizzly-bears"],
      [4, "runeclaw-bear"],
    ] as const) {
      passUntil(g, (d) => d.kind === "blockers" && d.player === seat, `${card}'s blockers`);
      events.push(
        ...submitEvents(g, {
          blocks: [{ blocker: idOf(g, seat, card), attacker: idOf(g, 0, "test-rampager") }],
        }),
      );
    }
    expect(triggers([...events, ...settle(g)])).toBe(1);
    expect(pt(g, 0, "test-rampager")).toEqual([5, 5]); // one blocker beyond the first
  });

  it("702.23c: rampage 2 printed and rampage 1 gained trigger separately: +3/+3 for two blockers", () => {
    const [g, events] = rampage(["grizzly-bears", "runeclaw-bear"], {
      battlefield: [{ card: "test-rampager", effects: [gives(0, "rampage 1")] }],
    });
    expect(triggers([...events, ...settle(g)])).toBe(2);
    expect(pt(g, 0, "test-rampager")).toEqual([6, 6]);
  });
});

describe("702.130 afflict", () => {
  it("702.130a / 508.5: afflict — the defending player it attacks loses N life as it becomes blocked (4 players, attacking several)", () => {
    // A attacks B with one Afflicter and D with another; B and D block, C isn't attacked.
    const g = game(
      "free-for-all",
      [
        {
          battlefield: [
            { card: "test-afflicter" },
            { card: "test-afflicter", effects: [gives(0, "afflict 1")] },
          ],
        },
        { battlefield: [{ card: "grizzly-bears" }] },
        { battlefield: [{ card: "grizzly-bears" }] },
        { battlefield: [{ card: "grizzly-bears" }] },
      ],
      { options: { attack: "multiple" } },
    );
    const [plain, granted] = g.state.battlefield.filter(
      (id) => g.state.objects[id].card === "test-afflicter",
    );
    toAttackers(g);
    submitEvents(g, {
      attacks: [
        { attacker: plain, defender: { player: 1 } },
        { attacker: granted, defender: { player: 3 } },
      ],
    });
    for (const [seat, attacker] of [
      [1, plain],
      [3, granted],
    ]) {
      passUntil(g, (d) => d.kind === "blockers" && d.player === seat, `seat ${seat}'s blockers`);
      submitEvents(g, { blocks: [{ blocker: idOf(g, seat, "grizzly-bears"), attacker }] });
    }
    settle(g);
    // 702.130b: the granted afflict 1 triggers besides the printed afflict 2.
    expect(g.state.players.map((p) => p.life)).toEqual([20, 18, 20, 17]);
  });

  it("702.130a: unblocked, afflict doesn't trigger — only the combat damage", () => {
    const g = game("duel", [{ battlefield: [{ card: "test-afflicter" }] }, {}]);
    attack(g, [["test-afflicter", 1]]);
    passUntil(g, () => g.state.turn.step === "main2", "A's second main phase");
    expect(g.state.players[1].life).toBe(18);
  });
});

describe("702.91 battle cry", () => {
  it("702.91a: battle cry — each other attacking creature gets +1/+0; not itself, nor a creature that didn't attack", () => {
    const g = game("duel", [
      { battlefield: [{ card: "test-crier" }, { card: "grizzly-bears" }, { card: "runeclaw-bear" }] },
      {},
    ]);
    expect(
      triggers(
        attack(g, [
          ["test-crier", 1],
          ["grizzly-bears", 1],
        ]),
      ),
    ).toBe(1);
    expect([pt(g, 0, "test-crier"), pt(g, 0, "grizzly-bears"), pt(g, 0, "runeclaw-bear")]).toEqual([
      [1, 1],
      [3, 2],
      [2, 2],
    ]);
  });

  it("702.91a: resolving after myriad's trigger, battle cry gives +1/+0 to the token put onto the battlefield attacking too", () => {
    const g = game(
      "free-for-all",
      [
        {
          battlefield: [
            { card: "herald-of-the-host" },
            { card: "test-crier", effects: [gives(0, "battle cry")] },
          ],
        },
        {},
        {},
      ],
      { options: { attack: "multiple" } },
    );
    const herald = idOf(g, 0, "herald-of-the-host");
    toAttackers(g);
    submitEvents(g, {
      attacks: [
        { attacker: herald, defender: { player: 1 } },
        { attacker: idOf(g, 0, "test-crier"), defender: { player: 1 } },
      ],
    });
    // 603.3b: A puts myriad's trigger on the stack last, so that it resolves first.
    const d = g.pending()!;
    if (d.kind !== "order") throw new Error(`expected the order of the triggers, got ${d.kind}`);
    const myriad = d.items.findIndex((x) => x.label.startsWith("Herald"));
    submitEvents(g, { order: [...d.items.keys()].filter((i) => i !== myriad).concat(myriad) });
    passUntil(g, (x) => x.kind === "choose", "myriad's question");
    chooseLabels(g, "C");
    settle(g);
    const token = g.state.battlefield.find(
      (id) => id !== herald && g.state.objects[id].card === "herald-of-the-host",
    )!;
    // 702.91b: two instances, +2/+0 each to the Herald and its token; the Crier gets nothing from its own.
    expect([ptOf(g, herald), ptOf(g, token), pt(g, 0, "test-crier")]).toEqual([
      [6, 4],
      [6, 4],
      [1, 1],
    ]);
  });
});

describe("702.68 frenzy", () => {
  it("702.68a: frenzy N — attacking and not blocked, it gets +N/+0 as blockers are declared; a blocked one doesn't", () => {
    // Two Berserkers (frenzy 2) attack B, who blocks one; the other hits for 3.
    const g = game("duel", [
      { battlefield: [{ card: "test-berserker" }, { card: "test-berserker" }] },
      { battlefield: [{ card: "test-ornithopter" }] },
    ]);
    const [first, second] = g.state.battlefield.filter((id) => g.state.objects[id].card === "test-berserker");
    toAttackers(g);
    submitEvents(g, {
      attacks: [
        { attacker: first, defender: { player: 1 } },
        { attacker: second, defender: { player: 1 } },
      ],
    });
    expect(triggers(settle(g))).toBe(0);
    passUntil(g, (d) => d.kind === "blockers", "B's blockers");
    const events = submitEvents(g, {
      blocks: [{ blocker: idOf(g, 1, "test-ornithopter"), attacker: first }],
    });
    expect(triggers([...events, ...settle(g)])).toBe(1);
    expect([ptOf(g, first), ptOf(g, second)]).toEqual([
      [1, 1],
      [3, 1],
    ]);
    passUntil(g, () => g.state.turn.step === "main2", "A's second main phase");
    expect(g.state.players[1].life).toBe(17);
  });

  it("702.68b / 509.3g: frenzy 2 printed and frenzy 1 gained both trigger when B declares no blockers", () => {
    const g = game("duel", [
      { battlefield: [{ card: "test-berserker", effects: [gives(0, "frenzy 1")] }] },
      { battlefield: [{ card: "grizzly-bears" }] },
    ]);
    attack(g, [["test-berserker", 1]]);
    expect(triggers(block(g, 1, []))).toBe(2);
    expect(pt(g, 0, "test-berserker")).toEqual([4, 1]);
  });

  it("702.68a / 802.4: with several defending players, frenzy triggers once each has declared blockers", () => {
    const g = game(
      "free-for-all",
      [
        { battlefield: [{ card: "test-berserker" }, { card: "grizzly-bears" }] },
        { battlefield: [{ card: "runeclaw-bear" }] },
        { battlefield: [{ card: "runeclaw-bear" }] },
      ],
      { options: { attack: "multiple" } },
    );
    attack(g, [
      ["test-berserker", 1],
      ["grizzly-bears", 2],
    ]);
    passUntil(g, (d) => d.kind === "blockers" && d.player === 1, "B's blockers");
    submitEvents(g, { blocks: [] });
    expect(g.state.triggers).toEqual([]);
    passUntil(g, (d) => d.kind === "blockers" && d.player === 2, "C's blockers");
    const bears = idOf(g, 0, "grizzly-bears");
    const events = submitEvents(g, { blocks: [{ blocker: idOf(g, 2, "runeclaw-bear"), attacker: bears }] });
    expect(triggers([...events, ...settle(g)])).toBe(1);
    expect(pt(g, 0, "test-berserker")).toEqual([3, 1]);
  });
});

describe("702.93 undying", () => {
  /** A's first main phase, with `permanent` on A's battlefield and Test Blast in A's hand. */
  function withBlast(permanent: LayoutPermanent): Game {
    const g = game("duel", [{ battlefield: [permanent], hand: ["test-blast"] }, {}]);
    passUntil(g, (d) => d.kind === "priority" && g.state.turn.step === "main1", "A's main phase");
    return g;
  }

  it("702.93a: undying — a creature with no +1/+1 counter dies and returns with one, a new 3/3", () => {
    const g = withBlast({ card: "test-undying" });
    const before = idOf(g, 0, "test-undying");
    expect(triggers(cast(g, "Test Blast", "Test Undying"), "Test Undying")).toBe(1);
    const after = idOf(g, 0, "test-undying");
    expect(after).not.toBe(before);
    expect(g.state.objects[after].counters).toEqual({ "+1/+1": 1 });
    expect(pt(g, 0, "test-undying")).toEqual([3, 3]);
  });

  it("702.93a: with a +1/+1 counter on it as it died, undying doesn't trigger: it stays in the graveyard", () => {
    const g = withBlast({ card: "test-undying", counters: { "+1/+1": 1 } });
    expect(triggers(cast(g, "Test Blast", "Test Undying"), "Test Undying")).toBe(0);
    expect(g.state.players[0].graveyard.map((id) => g.state.objects[id].card)).toContain("test-undying");
    expect(g.state.battlefield.some((id) => g.state.objects[id].card === "test-undying")).toBe(false);
  });

  it("702.93a / 111.8: a token with undying triggers, but it ceased to exist and nothing returns", () => {
    const g = withBlast({ card: "token-test-undying-spirit", token: true });
    expect(triggers(cast(g, "Test Blast", "Spirit Token"), "Spirit Token")).toBe(1);
    expect(g.state.battlefield.some((id) => g.state.objects[id].card === "token-test-undying-spirit")).toBe(
      false,
    );
  });
});

describe("cards/keywords.ts: the indexes of the keywords' triggered abilities", () => {
  it("702: each keyword's ability has an index of its own below deploy's, naming it back with its reminder text", () => {
    const keywords: TriggeredKeyword[] = [
      ...(["myriad", "melee", "persist", "undying", "prowess", "exalted", "flanking", "battle cry"] as const),
      ...(["poisonous", "bushido", "rampage", "afflict", "frenzy"] as const).flatMap(
        (k) => [`${k} 1`, `${k} 2`, `${k} 99`, `${k} 100`, `${k} 1234`] as const,
      ),
    ];
    const indexes = keywords.map(keywordIndex);
    expect(new Set(indexes).size).toBe(keywords.length);
    expect(Math.max(...indexes)).toBeLessThan(DEPLOY_INDEX);
    const def = db.get("grizzly-bears")!;
    for (const k of keywords) {
      const text = ownLine(k);
      expect(text, k).toMatch(/^[A-Z][a-z ]+( \d+)? \((When|Whenever) .*\)$/);
      expect(abilityAt(def, keywordIndex(k))).toMatchObject({ kind: "triggered", text });
    }
  });
});
