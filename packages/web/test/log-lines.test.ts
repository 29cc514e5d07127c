/**
 * Every engine event has a deliberate line in the web table's game log (log/writer.ts, log/sentences.ts): a sentence, a header,
 * or null for the ones the log leaves out — never the event's raw type name ("gameOver", "setInMotion"). And
 * the log of a stretch of play as a player reads it: who did what to what (the controllers of the
 * permanents), the damage and the life totals before and after, turn and step headers, the teams by name in
 * Two-Headed Giant — and nothing the events the viewer got don't say.
 */
import { makeBot, playGame } from "@roundtable/bots";
import { eventFor, type GameEvent } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { EVENT_SAMPLE_LIST, EVENT_SAMPLES, LOG_NAMES } from "../../protocol/test/logEvents.ts";
import { appendLines, type LogEntry, type LogLine } from "../src/log/entries.ts";
import { type LogTeams, logTeams, NO_TEAMS } from "../src/log/teams.ts";
import { LogWriter, logLine } from "../src/log/writer.ts";
import { playUntil, startGame } from "./games.ts";

/**
 * What the board shows instead (steps, taps, mana, Grand Melee's lanes), or what goes without saying (a
 * draw on its own, before any turn: an opening hand's).
 */
const LEFT_OUT = new Set<GameEvent["type"]>(["step", "lane", "draw", "tap", "untap", "mana"]);

const line = (e: GameEvent) => logLine(e, (p) => LOG_NAMES[p]);

/** The lines of the events the log showed as their type names, or tersely. */
const NEW_LINES: Partial<Record<GameEvent["type"], string>> = {
  setInMotion: "Dave sets Look Skyward and Despair in motion.",
  schemeToBottom: "Dave puts Look Skyward and Despair on the bottom of their scheme deck.",
  regenerate: "Grizzly Bears is regenerated (701.19).",
  prevent: "Healing Salve prevents 3 damage to Bob.",
  emblem: "Bob gets Dovin Baan's emblem.",
  cycle: "Ann cycles Drifting Meadow.",
  control: "Bob gains control of Mogg Fanatic.",
  phase: "Cat's Breezekeeper and Rancor phase out.",
  reveal: "Ann reveals Forest and Island.",
  copy: "Cat puts a copy of Lightning Bolt on the stack targeting Bob.",
  defender: "Ann chooses to attack Cat this combat.",
  look: "Ann looks at Bob's hand: Hill Giant.",
  piles: "Ann separates piles: Forest / Island, Swamp; Bob chooses pile 2.",
  return: "Grizzly Bears returns to the battlefield.",
  attach: "Bonesplitter is attached to Grizzly Bears.",
  unattach: "Bonesplitter becomes unattached (704.5n).",
  anteWon: "Ann wins the ante: Forest and Hill Giant.",
  gameOver: "The game is over.",
  gameStart: "The game begins: Ann, Bob, Cat and Dave. Ann goes first.",
  turn: "Turn 2: Bob",
  damage: "Ann's Grizzly Bears deals 2 combat damage to Bob.",
  life: "Bob loses 2 life (20 → 18).",
  poison: "Bob gets 1 poison counter (1 in all).",
  activate:
    "Ann activates Prodigal Sorcerer targeting Bob: {T}: Prodigal Sorcerer deals 1 damage to any target.",
  trigger:
    "Ann's Goblin Arsonist triggers: When Goblin Arsonist dies, you may have it deal 1 damage to any target.",
  token: "Ann creates a Goblin token.",
  move: "Bob's Grizzly Bears is returned to their hand.",
  lose: "Cat loses the game: life.",
  leave: "Cat leaves the game: conceded.",
};

describe("the web table's game log covers every event", () => {
  it.each(EVENT_SAMPLE_LIST.map((e) => [e.type, e] as const))("%s: a sentence, or left out", (type, e) => {
    const text = line(e);
    if (LEFT_OUT.has(type)) expect(text).toBeNull();
    else if (type === "turn")
      expect(text).toMatch(/^Turn \d+: \w+$/); // a header
    else {
      expect(text).not.toBe(type);
      expect(text).toMatch(/^[A-Z].* .*[.?!]$/); // a capitalised sentence of several words
      expect(text).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it.each(Object.entries(NEW_LINES))("%s, as a player reads it: %s", (type, text) => {
    expect(line(EVENT_SAMPLES[type as GameEvent["type"]])).toBe(text);
  });

  it("a look's cards only for those in its secret; protection named as such; an abandoned scheme", () => {
    const { secret: _, ...seen } = EVENT_SAMPLES.look;
    expect(line(seen)).toBe("Ann looks at Bob's hand.");
    expect(line({ ...seen, whose: 0, zone: "library" })).toBe("Ann looks at their library.");
    // A permanent dealt damage, or spared it, by the name the event gives.
    expect(line({ ...EVENT_SAMPLES.damage, to: { object: 78 }, toCard: "Hill Giant", combat: false })).toBe(
      "Ann's Grizzly Bears deals 2 damage to Hill Giant.",
    );
    expect(line({ ...EVENT_SAMPLES.prevent, to: { object: 78 }, toCard: "Hill Giant" })).toBe(
      "Healing Salve prevents 3 damage to Hill Giant.",
    );
    expect(line({ ...EVENT_SAMPLES.prevent, card: "protection" })).toBe(
      "Protection prevents 3 damage to Bob.",
    );
    // An ability on the stack by its source's name and its kind (113.3).
    expect(line({ type: "resolve", object: 90, card: "Massacre Wurm", ability: "triggered" })).toBe(
      "Massacre Wurm's triggered ability resolves.",
    );
    expect(line({ ...EVENT_SAMPLES.fizzle, ability: "activated" })).toBe(
      "Lightning Bolt's activated ability is countered on resolution: its targets are gone (608.2b).",
    );
    expect(line({ ...EVENT_SAMPLES.counter, ability: "triggered" })).toBe(
      "Lightning Bolt's triggered ability is countered.",
    );
    expect(line(EVENT_SAMPLES.removed)).toBe(
      "Luminarch Ascension's triggered ability is removed from the stack: its condition is no longer true (603.4).",
    );
    // Several players as a sentence lists them.
    expect(line({ type: "win", players: [1, 2, 3] })).toBe("Bob, Cat and Dave win the game.");
    expect(line({ type: "draw-game", players: [0, 1] })).toBe("The game is a draw for Ann and Bob.");
    expect(line({ ...EVENT_SAMPLES.schemeToBottom, abandoned: true })).toBe(
      "Dave abandons Look Skyward and Despair.",
    );
    // Life gained, poison taken away; a second mulligan; a token whose name says "Token"; no cards kept.
    expect(line({ type: "life", player: 0, delta: 4, life: 21 })).toBe("Ann gains 4 life (17 → 21).");
    expect(line({ type: "poison", player: 0, delta: -1, poison: 2 })).toBe(
      "Ann loses 1 poison counter (2 left).",
    );
    expect(line({ type: "mulligan", player: 1, count: 2 })).toBe("Bob takes a mulligan (2nd).");
    expect(line({ ...EVENT_SAMPLES.token, card: "Spirit Token" })).toBe("Ann creates a Spirit Token.");
    expect(line({ ...EVENT_SAMPLES.token, card: "Elf Warrior" })).toBe("Ann creates an Elf Warrior token.");
    expect(line({ type: "keep", player: 1, handSize: 1 })).toBe("Bob keeps 1 card.");
    // A mana ability (605) is the board's: left out.
    expect(
      line({
        type: "activate",
        player: 0,
        source: 1,
        card: "Llanowar Elves",
        text: "{T}: Add {G}.",
        targets: [],
      }),
    ).toBeNull();
  });
});

/** A writer's lines as a player reads them: a turn's header "## ", a step's "# ", a line as it is. */
function read(lines: readonly LogLine[]): string[] {
  return lines.map((l) => (l.head === "turn" ? `## ${l.text}` : l.head === "step" ? `# ${l.text}` : l.text));
}

const NAMES = ["Ann", "Ben", "Cat"];

/** Ben's turn: he casts a creature, attacks Ann with another, Ann blocks with hers; the blocker dies. */
const TURN: GameEvent[] = [
  { type: "turn", number: 4, player: 1, players: [1] },
  { type: "step", step: "untap" },
  { type: "untap", object: 20 },
  { type: "step", step: "upkeep" },
  { type: "step", step: "draw" },
  { type: "draw", player: 1, secret: { to: [1], card: "Shock", object: 40 } },
  { type: "step", step: "main1" },
  { type: "move", object: 41, from: "hand", to: "battlefield", owner: 1, card: "Mountain" },
  { type: "play", player: 1, object: 41, card: "Mountain" },
  { type: "tap", object: 41 },
  { type: "mana", player: 1, mana: "{R}" },
  { type: "activate", player: 1, source: 41, card: "Mountain", text: "{T}: Add {R}.", targets: [] },
  { type: "move", object: 42, from: "hand", to: "stack", owner: 1, card: "Goblin Piker" },
  { type: "cast", player: 1, object: 42, card: "Goblin Piker", targets: [] },
  { type: "resolve", object: 42, card: "Goblin Piker" },
  { type: "move", object: 43, from: "stack", to: "battlefield", owner: 1, card: "Goblin Piker" },
  { type: "step", step: "beginning-of-combat" },
  { type: "step", step: "declare-attackers" },
  { type: "attack", attacker: 20, card: "Hill Giant", defender: { player: 0 } },
  { type: "step", step: "declare-blockers" },
  { type: "block", blocker: 10, card: "Grizzly Bears", attacker: 20 },
  { type: "step", step: "combat-damage" },
  {
    type: "damage",
    source: 20,
    card: "Hill Giant",
    controller: 1,
    to: { object: 10 },
    toCard: "Grizzly Bears",
    amount: 3,
    combat: true,
  },
  {
    type: "damage",
    source: 10,
    card: "Grizzly Bears",
    controller: 0,
    to: { object: 20 },
    toCard: "Hill Giant",
    amount: 2,
    combat: true,
  },
  { type: "destroy", object: 10, card: "Grizzly Bears" },
  { type: "move", object: 44, from: "battlefield", to: "graveyard", owner: 0, card: "Grizzly Bears" },
  { type: "step", step: "end-of-combat" },
  { type: "step", step: "main2" },
  { type: "move", object: 45, from: "hand", to: "stack", owner: 1, card: "Shock" },
  { type: "cast", player: 1, object: 45, card: "Shock", targets: ["Ann"] },
  { type: "resolve", object: 45, card: "Shock" },
  { type: "damage", source: 45, card: "Shock", controller: 1, to: { player: 0 }, amount: 2, combat: false },
  { type: "life", player: 0, delta: -2, life: 15 },
  { type: "move", object: 46, from: "stack", to: "graveyard", owner: 1, card: "Shock" },
  { type: "step", step: "end" },
  { type: "step", step: "cleanup" },
];

/** The board before the turn, as the views showed it: Ann's Grizzly Bears, Ben's Hill Giant. */
const BEFORE = {
  battlefield: [
    { id: 10, name: "Grizzly Bears", controller: 0 },
    { id: 20, name: "Hill Giant", controller: 1 },
  ],
  stack: [],
  turn: { number: 0 },
} as unknown as Parameters<LogWriter["see"]>[0];

function writeFor(viewer: number | null, events: GameEvent[], teams: LogTeams = NO_TEAMS): string[] {
  const w = new LogWriter();
  w.see(BEFORE);
  return read(
    w.write(
      events.map((e) => eventFor(e, viewer)),
      NAMES,
      teams,
    ),
  );
}

describe("a turn's log as a player reads it", () => {
  it("turn and step headers; who did what to what, the controllers named; damage and life with the totals", () => {
    expect(writeFor(0, TURN)).toEqual([
      "## Turn 4: Ben",
      "# First main phase",
      "Ben plays Mountain.",
      "Ben casts Goblin Piker.",
      "Goblin Piker resolves.",
      "# Declare attackers step",
      "Ben's Hill Giant attacks Ann.",
      "# Declare blockers step",
      "Ann's Grizzly Bears blocks Ben's Hill Giant.",
      "# Combat damage step",
      "Ben's Hill Giant deals 3 combat damage to Ann's Grizzly Bears.",
      "Ann's Grizzly Bears deals 2 combat damage to Ben's Hill Giant.",
      "Ann's Grizzly Bears is destroyed.", // its move to the graveyard is this line's
      "# Second main phase",
      "Ben casts Shock targeting Ann.",
      "Shock resolves.",
      "Ben's Shock deals 2 damage to Ann.",
      "Ann loses 2 life (17 → 15).",
    ]);
  });

  it("the players each line touches: the controllers it names too", () => {
    const w = new LogWriter();
    w.see(BEFORE);
    const lines = w.write(TURN, NAMES).filter((l) => l.head === undefined);
    const of = (text: string) => lines.find((l) => l.text.startsWith(text))?.players;
    expect(of("Ben's Hill Giant attacks")).toEqual([0, 1]);
    expect(of("Ann's Grizzly Bears blocks")).toEqual([0, 1]);
    expect(of("Ann's Grizzly Bears is destroyed")).toEqual([0]);
    expect(of("Goblin Piker resolves")).toEqual([1]);
  });

  it("a permanent spell's permanent is its caster's: the new object (400.7) attacks as theirs", () => {
    const w = new LogWriter();
    w.write(TURN.slice(0, 16), NAMES);
    const next: GameEvent[] = [
      { type: "turn", number: 6, player: 1, players: [1] },
      { type: "attack", attacker: 43, card: "Goblin Piker", defender: { player: 2 } },
    ];
    expect(read(w.write(next, NAMES))).toEqual(["## Turn 6: Ben", "Ben's Goblin Piker attacks Cat."]);
  });

  it("601.2b: a spell cast other than for its mana cost says how (118.9, 702.34a, 702.96a)", () => {
    const cast = (card: string, way?: "flashback" | "free" | "alternative" | "overload") =>
      line({ type: "cast", player: 0, object: 60, card, targets: [], ...(way ? { way } : {}) });
    expect(cast("Shock")).toBe("Ann casts Shock.");
    expect(cast("Deadly Rollick", "free")).toBe("Ann casts Deadly Rollick without paying its mana cost.");
    expect(cast("Force of Will", "alternative")).toBe("Ann casts Force of Will for an alternative cost.");
    expect(cast("Cyclonic Rift", "overload")).toBe("Ann casts Cyclonic Rift for its overload cost.");
    expect(cast("Deep Analysis", "flashback")).toBe("Ann casts Deep Analysis for its flashback cost.");
  });

  it("a draw names its card only for those who may see it; the turn's own draw goes without saying", () => {
    const draws: GameEvent[] = [
      { type: "turn", number: 5, player: 2, players: [2] },
      { type: "step", step: "draw" },
      { type: "draw", player: 2, secret: { to: [2], card: "Forest", object: 50 } },
      { type: "step", step: "main1" },
      { type: "cast", player: 2, object: 51, card: "Divination", targets: [] },
      { type: "resolve", object: 51, card: "Divination" },
      { type: "draw", player: 2, secret: { to: [2], card: "Island", object: 52 } },
      { type: "draw", player: 2, secret: { to: [2], card: "Counterspell", object: 53 } },
    ];
    const drawn = (viewer: number | null) => writeFor(viewer, draws).at(-1);
    // Another player's draw in the draw step (a Temple Bell) is told: only the active player's first is the turn's.
    const bell: GameEvent[] = [...draws.slice(0, 3), { type: "draw", player: 0 }];
    expect(writeFor(2, bell).at(-1)).toBe("Ann draws a card.");
    expect(writeFor(2, bell)).not.toContain("Cat draws Forest.");
    expect(drawn(2)).toBe("Cat draws Island and Counterspell.");
    expect(drawn(0)).toBe("Cat draws 2 cards.");
    expect(drawn(null)).toBe("Cat draws 2 cards.");
    // Nowhere in Ann's log: the cards Cat drew.
    expect(writeFor(0, draws).join(" ")).not.toMatch(/Forest|Island|Counterspell/);
  });

  it("cards moving that no other event tells: exiled from the battlefield, milled (one line), a hidden move left out", () => {
    const moves: GameEvent[] = [
      { type: "turn", number: 7, player: 0, players: [0] },
      { type: "step", step: "main1" },
      { type: "move", object: 60, from: "battlefield", to: "exile", owner: 1, card: "Hill Giant" },
      { type: "move", object: 61, from: "library", to: "graveyard", owner: 2, card: "Island" },
      { type: "move", object: 62, from: "library", to: "graveyard", owner: 2, card: "Mind Sculpt" },
      { type: "move", object: 63, from: "library", to: "graveyard", owner: 2, card: "Island" },
      { type: "move", object: 64, from: "graveyard", to: "battlefield", owner: 0, card: "Grizzly Bears" },
      {
        type: "move",
        object: 65,
        from: "library",
        to: "hand",
        owner: 0,
        secret: { to: [0], card: "Forest" },
      },
      { type: "move", object: 66, from: "battlefield", to: "hand", owner: 1, card: "Goblin Piker" },
    ];
    expect(writeFor(0, moves)).toEqual([
      "## Turn 7: Ann",
      "# First main phase",
      "Ben's Hill Giant is exiled.",
      "Island ×2 and Mind Sculpt are put into Cat's graveyard from their library.",
      "Grizzly Bears is put onto the battlefield from Ann's graveyard.",
      "Ben's Goblin Piker is returned to their hand.",
    ]);
  });

  it("a page opened in the middle of a turn: its first line under the turn's and step's headers, from the view", () => {
    const w = new LogWriter();
    w.see({
      ...BEFORE,
      turn: { number: 9, active: 1, activePlayers: [1], step: "declare-attackers" },
    } as typeof BEFORE);
    const attack: GameEvent = { type: "attack", attacker: 20, card: "Hill Giant", defender: { player: 2 } };
    expect(read(w.write([attack], NAMES))).toEqual([
      "## Turn 9: Ben",
      "# Declare attackers step",
      "Ben's Hill Giant attacks Cat.",
    ]);
    // 805.2: the view's turn players, changed in place by the client's next update (the next team's turn),
    // don't change the header of the turn the page was opened in.
    const players = [0, 1];
    const opened = new LogWriter();
    opened.see({
      ...BEFORE,
      turn: { number: 1, active: 0, activePlayers: players, step: "main1" },
    } as typeof BEFORE);
    players.splice(0, 2, 2, 3);
    const play: GameEvent = { type: "play", player: 0, object: 70, card: "Forest" };
    const teams: LogTeams = {
      life: (p) => [p],
      poison: (p) => [p],
      name: (p) => (p < 2 ? "Team A" : "Team B"),
    };
    expect(read(opened.write([play], NAMES, teams))[0]).toBe("## Turn 1: Team A (Ann and Ben)");
    // Before the game (turn 0, the opening hands), no header.
    const before = new LogWriter();
    before.see(BEFORE);
    expect(read(before.write([{ type: "keep", player: 0, handSize: 7 }], NAMES))).toEqual([
      "Ann keeps 7 cards.",
    ]);
  });

  it("a player who lost is not said to leave again; the game's end", () => {
    const end: GameEvent[] = [
      { type: "lose", player: 2, reason: "life total 0 or less (704.5a)" },
      { type: "leave", player: 2, reason: "life total 0 or less (704.5a)" },
      { type: "leave", player: 1, reason: "conceded (104.3a)" },
      { type: "win", players: [0] },
      { type: "gameOver" },
    ];
    expect(writeFor(0, end)).toEqual([
      "Cat loses the game: life total 0 or less (704.5a).",
      "Ben leaves the game: conceded (104.3a).",
      "Ann wins the game.",
      "The game is over.",
    ]);
  });

  it("810: Two-Headed Giant's shared life and turns, by the team's name and players", () => {
    const teams: LogTeams = {
      life: (p) => (p < 2 ? [0, 1] : [2, 3]),
      poison: (p) => (p < 2 ? [0, 1] : [2, 3]),
      name: (p) => (p < 2 ? "Team A" : "Team B"),
    };
    const w = new LogWriter();
    const names = ["Ann", "Ben", "Cat", "Dan"];
    const lines = w.write(
      [
        { type: "turn", number: 3, player: 2, players: [2, 3] },
        { type: "step", step: "combat-damage" },
        {
          type: "damage",
          source: 5,
          card: "Hill Giant",
          controller: 3,
          to: { player: 1 },
          amount: 3,
          combat: true,
        },
        { type: "life", player: 1, delta: -3, life: 27 },
      ],
      names,
      teams,
    );
    expect(read(lines)).toEqual([
      "## Turn 3: Team B (Cat and Dan)",
      "# Combat damage step",
      "Dan's Hill Giant deals 3 combat damage to Ben.",
      "Team A (Ann and Ben) loses 3 life (30 → 27).",
    ]);
    expect(lines[0].players).toEqual([2, 3]);
    expect(lines[3].players).toEqual([0, 1]);
  });

  it("807.4 Grand Melee: each line under its turn's header, with the turn marker; a header again when the events come back to a turn", () => {
    const w = new LogWriter();
    const lines = w.write(
      [
        { type: "turn", number: 1, player: 0, players: [0] },
        { type: "turn", number: 2, player: 2, players: [2] },
        { type: "lane", marker: 1, turn: 1 },
        { type: "step", step: "main1" },
        { type: "lane", marker: 2, turn: 2 },
        { type: "step", step: "upkeep" },
        { type: "lane", marker: 1, turn: 1 },
        { type: "play", player: 0, object: 70, card: "Forest" },
        { type: "lane", marker: 2, turn: 2 },
        { type: "play", player: 2, object: 71, card: "Swamp" },
        { type: "lane", marker: 1, turn: 1 },
        { type: "play", player: 0, object: 72, card: "Plains" }, // not legal, but the log doesn't judge
      ],
      NAMES,
    );
    expect(read(lines)).toEqual([
      "## Turn 1: Ann (▲1)",
      "# First main phase",
      "Ann plays Forest.",
      "## Turn 2: Cat (▲2)",
      "# Upkeep",
      "Cat plays Swamp.",
      "## Turn 1: Ann (▲1)",
      "# First main phase",
      "Ann plays Plains.",
    ]);
  });

  it("807.4b Grand Melee: the game's first turns begin together; marker 1's lane event, after them all, puts its first steps under its turn", () => {
    // The engine begins every marker's first turn, one after another, then says that marker 1's lane runs
    // (lanes.ts placeTurnMarkers) before its first steps.
    const w = new LogWriter();
    const lines = w.write(
      [
        { type: "turn", number: 1, player: 0, players: [0] },
        { type: "turn", number: 2, player: 2, players: [2] },
        { type: "turn", number: 3, player: 1, players: [1] },
        { type: "lane", marker: 1, turn: 1 },
        { type: "step", step: "untap" },
        { type: "step", step: "upkeep" },
        { type: "life", player: 0, delta: 1, life: 21 },
        { type: "step", step: "draw" },
        { type: "draw", player: 0, secret: { to: [0], card: "Forest", object: 80 } },
        { type: "step", step: "main1" },
        { type: "lane", marker: 2, turn: 2 },
        { type: "step", step: "untap" },
        { type: "step", step: "upkeep" },
        { type: "step", step: "draw" },
        { type: "draw", player: 2 },
        { type: "step", step: "main1" },
        { type: "lane", marker: 3, turn: 3 },
        { type: "step", step: "untap" },
        { type: "step", step: "upkeep" },
        { type: "step", step: "draw" },
        { type: "draw", player: 1 },
        { type: "step", step: "main1" },
        { type: "lane", marker: 1, turn: 1 },
        { type: "play", player: 0, object: 81, card: "Forest" },
      ],
      NAMES,
    );
    // Ann's upkeep line under her turn (not the third marker's), her draw for the turn not told (504.1).
    expect(read(lines)).toEqual([
      "## Turn 1: Ann (▲1)",
      "# Upkeep",
      "Ann gains 1 life (20 → 21).",
      "# First main phase",
      "Ann plays Forest.",
    ]);
  });

  it("901.14a Grand Melee with Planechase: each first turn's holder sets a starting plane before the first turns, under no turn's header", () => {
    // The engine sets every marker's starting plane before the first turns begin together (807.4b).
    const game = startGame({ variant: "grand-melee", players: 8, seed: 1, planechase: true });
    const events = playUntil(game, (_, seen) => seen.some((e) => e.type === "play"));
    const names = game.state.players.map((p) => p.name);
    const lines = read(
      new LogWriter().write(
        events.map((e) => eventFor(e, 0)),
        names,
      ),
    );
    const planes = game.state.melee!.markers.map((m) => {
      const plane = events.find((e) => e.type === "planeswalk" && e.start === true && e.player === m.holder);
      return plane?.type === "planeswalk" ? `${names[m.holder]} turns over ${plane.card}.` : "";
    });
    expect(planes).toEqual([expect.stringMatching(/ turns over /), expect.stringMatching(/ turns over /)]);
    const first = lines.findIndex((l) => l.startsWith("## "));
    expect(first).toBeGreaterThan(2);
    expect(lines.slice(first - 2, first)).toEqual(planes);
    expect(lines.slice(first).filter((l) => / turns over /.test(l))).toEqual([]);
  });
});

describe("a real game's log (a 4-player Free-for-All of random bots, 40 turns), as seat 1 reads it", () => {
  const game = startGame({ variant: "free-for-all", players: 4, seed: 3 });
  const writer = new LogWriter();
  // As the table's store keeps it: a batch's line may take the place of the last one (a trigger's, joined).
  let lines: LogEntry[] = [];
  const bots = game.state.players.map(() => makeBot("random"));
  let turns = 0;
  for (let i = 0; i < 5000 && turns < 40 && !game.isOver(); i++) {
    const batch: GameEvent[] = [];
    playGame(game, bots, { seed: i, maxDecisions: 1, onEvents: (e) => batch.push(...e) });
    const view = game.view(1);
    const mine = batch.map((e) => eventFor(e, 1));
    turns += mine.filter((e) => e.type === "turn").length;
    const written = writer.write(
      mine,
      view.players.map((p) => p.name),
      logTeams(view),
    );
    lines = appendLines(
      lines,
      written.map((l) => ({ n: 0, ...l })),
    );
    writer.see(view);
  }
  const names = game.view(1).players.map((p) => p.name);

  it("every attack is said as the active player's creature's, under that player's turn", () => {
    let active = "";
    let attacks = 0;
    for (const l of lines) {
      if (l.head === "turn") active = l.text.replace(/^Turn \d+: /, "");
      else if (l.text.includes(" attacks ")) {
        expect(l.text.startsWith(`${active}'s `), l.text).toBe(true);
        attacks++;
      }
    }
    expect(attacks).toBeGreaterThan(5);
  });

  it("each life line's total before is the one the last line left", () => {
    const life = new Map<string, number>();
    const changes = lines.flatMap((l) => {
      // A life line on its own, or what a triggered ability did (triggers.ts): "Ann's Soul Warden: Ann gains …".
      const m = /(?:^|: )(\w+) (?:loses|gains) (\d+) life \((-?\d+) → (-?\d+)\)\.$/.exec(l.text);
      return m === null ? [] : [m];
    });
    expect(changes.length).toBeGreaterThan(5);
    for (const [text, who, amount, from, to] of changes) {
      expect(Math.abs(Number(to) - Number(from)), text).toBe(Number(amount));
      expect(Number(from), text).toBe(life.get(who) ?? 20);
      life.set(who, Number(to));
    }
  });

  it("603.3, 608: a triggered ability with nothing between it and its resolution is one line, its source's (triggers.ts)", () => {
    const joined = lines.filter((l) => l.detail !== undefined);
    expect(joined.length).toBeGreaterThan(3);
    for (const l of joined) {
      const source = /^(\w+'s .+?) triggers( targeting .+)?: /.exec(l.detail ?? "");
      expect(source, l.detail).not.toBeNull();
      expect(l.text.startsWith(source?.[1] ?? "?"), l.text).toBe(true);
      expect(l.kind).toBe("spells");
    }
    // A trigger's own line is never followed at once by its resolution's alone: that would have been one line.
    lines.forEach((l, i) => {
      const card = /^\w+'s (.+?) triggers/.exec(l.text)?.[1];
      if (card !== undefined) expect(lines[i + 1]?.text).not.toBe(`${card}'s triggered ability resolves.`);
    });
  });

  it("another player's draws never name their cards; mine do", () => {
    const draws = lines.filter((l) => / draws /.test(l.text));
    expect(draws.length).toBeGreaterThan(0);
    for (const l of draws) {
      if (l.text.startsWith(`${names[1]} `)) expect(l.text).not.toMatch(/draws (a card|\d+ cards)\.$/);
      else expect(l.text).toMatch(/draws (a card|\d+ cards)\.$/);
    }
  });
});
