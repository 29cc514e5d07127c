/**
 * A triggered ability's lines in the web table's game log (log/triggers.ts): one line when it resolves with
 * nothing between its being put on the stack (603.3) and its resolution (608) — its source, then what it did,
 * its trigger on hover (`detail`) — and its own lines when something came between (a response, another
 * trigger above it), so that the order of the stack is clear. The filters find the one line wherever they
 * found one of the lines it is made of.
 */
import type { GameEvent } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { appendLines, type LogEntry, type LogLine } from "../src/log/entries.ts";
import { filterLog, NO_FILTER } from "../src/log/filter.ts";
import { LogWriter } from "../src/log/writer.ts";

const NAMES = ["Ann", "Ben", "Carol", "Dave"];

/** Lines as a player reads them: a turn's header "## ", a step's "# ", a line with its count. */
function read(lines: readonly (LogLine | LogEntry)[]): string[] {
  return lines.map((l) =>
    l.head === "turn"
      ? `## ${l.text}`
      : l.head === "step"
        ? `# ${l.text}`
        : `${l.text}${l.times === undefined ? "" : ` (×${l.times})`}`,
  );
}

/** The log as the table's store keeps it: each batch written, numbered and added (appendLines). */
function store(batches: readonly GameEvent[][]): LogEntry[][] {
  const w = new LogWriter();
  let log: LogEntry[] = [];
  let n = 0;
  return batches.map((events) => {
    log = appendLines(
      log,
      w.write(events, NAMES).map((l) => ({ n: n++, ...l })),
    );
    return log;
  });
}

const SUTURE_PRIEST =
  "Carol's Suture Priest triggers: Whenever a creature an opponent controls enters, you may have that player lose 1 life.";

/** Dave's turn: he casts Grizzly Bears, and Carol's Suture Priest triggers as it enters. */
const BEARS: GameEvent[] = [
  { type: "turn", number: 6, player: 3, players: [3] },
  { type: "step", step: "main1" },
  { type: "cast", player: 3, object: 30, card: "Grizzly Bears", targets: [] },
  { type: "resolve", object: 30, card: "Grizzly Bears" },
  { type: "move", object: 31, from: "stack", to: "battlefield", owner: 3, card: "Grizzly Bears" },
];
const trigger: GameEvent = {
  type: "trigger",
  player: 2,
  source: 12,
  card: "Suture Priest",
  text: "Whenever a creature an opponent controls enters, you may have that player lose 1 life.",
  targets: [],
};
const resolves: GameEvent = { type: "resolve", object: 40, card: "Suture Priest", ability: "triggered" };
const loses: GameEvent = { type: "life", player: 3, delta: -1, life: 18 };

describe("603.3, 608: a triggered ability resolving with nothing between is one line", () => {
  const lines = new LogWriter().write([...BEARS, trigger, resolves, loses], NAMES);

  it("its source, then what it did; its trigger's line on hover", () => {
    expect(read(lines)).toEqual([
      "## Turn 6: Dave",
      "# First main phase",
      "Dave casts Grizzly Bears.",
      "Grizzly Bears resolves.",
      "Carol's Suture Priest: Dave loses 1 life (19 → 18).",
    ]);
    expect(lines.at(-1)).toEqual({
      text: "Carol's Suture Priest: Dave loses 1 life (19 → 18).",
      kind: "spells",
      also: ["life"],
      players: [2, 3],
      detail: SUTURE_PRIEST,
    });
  });

  it("the filters find it where they found the trigger's line (spells, Carol) or the life line (life, Dave)", () => {
    const log = lines.map((l, n) => ({ n, ...l }));
    const shown = (f: Partial<typeof NO_FILTER>, me: number | null = null) =>
      filterLog(log, { ...NO_FILTER, ...f }, me).some((l) => l.detail === SUTURE_PRIEST);
    expect(shown({ kinds: ["spells"] })).toBe(true);
    expect(shown({ kinds: ["life"] })).toBe(true);
    expect(shown({ kinds: ["combat", "zones"] })).toBe(false);
    expect(shown({ kinds: ["game"] })).toBe(false);
    expect(shown({ player: 2 })).toBe(true);
    expect(shown({ player: 3 })).toBe(true);
    expect(shown({ player: 0 })).toBe(false);
    expect(shown({ mine: true }, 2)).toBe(true);
    expect(shown({ mine: true }, 3)).toBe(true);
    expect(shown({ mine: true }, 1)).toBe(false);
  });

  it("across batches, as the table gets them: the trigger's line, then its resolution's in its place, then what it did", () => {
    // Carol is asked whether Dave loses the life (603.5) after the ability began to resolve: three batches.
    const [first, second, third] = store([[...BEARS, trigger], [resolves], [loses]]);
    expect(read(first).at(-1)).toBe(SUTURE_PRIEST);
    expect(read(second).slice(2)).toEqual([
      "Dave casts Grizzly Bears.",
      "Grizzly Bears resolves.",
      "Carol's Suture Priest's triggered ability resolves.",
    ]);
    expect(second.at(-1)?.detail).toBe(SUTURE_PRIEST);
    expect(read(third)).toEqual(read(lines));
    expect(third.at(-1)).toMatchObject({ also: ["life"], players: [2, 3], detail: SUTURE_PRIEST });
  });

  it("a line naming its source says it alone; what it did again right after is counted on it", () => {
    const arsonist: GameEvent[] = [
      {
        type: "trigger",
        player: 0,
        source: 60,
        card: "Goblin Arsonist",
        text: "When Goblin Arsonist dies, you may have it deal 1 damage to any target.",
        targets: ["Ben"],
      },
      { type: "resolve", object: 61, card: "Goblin Arsonist", ability: "triggered" },
      {
        type: "damage",
        source: 60,
        card: "Goblin Arsonist",
        controller: 0,
        to: { player: 1 },
        amount: 1,
        combat: false,
      },
      { type: "life", player: 1, delta: -1, life: 19 },
    ];
    const chief: GameEvent[] = [
      {
        type: "trigger",
        player: 1,
        source: 70,
        card: "Beetleback Chief",
        text: "When this creature enters, create two 1/1 red Goblin creature tokens.",
        targets: [],
      },
      { type: "resolve", object: 71, card: "Beetleback Chief", ability: "triggered" },
      { type: "token", object: 72, card: "Goblin", player: 1 },
      { type: "token", object: 73, card: "Goblin", player: 1 },
    ];
    const [log] = store([[...BEARS.slice(0, 2), ...arsonist, ...chief]]);
    expect(read(log).slice(2)).toEqual([
      "Ann's Goblin Arsonist deals 1 damage to Ben.",
      "Ben loses 1 life (20 → 19).",
      "Ben's Beetleback Chief: Ben creates a Goblin token. (×2)",
    ]);
    expect(log[2]).toMatchObject({ kind: "spells", also: ["life"], players: [0, 1] });
    expect(log[2].detail).toMatch(/^Ann's Goblin Arsonist triggers targeting Ben: When Goblin Arsonist dies/);
  });

  it("where it did nothing the log tells: its resolution's line alone, with its targets", () => {
    const lines = new LogWriter().write(
      [
        ...BEARS.slice(0, 2),
        {
          type: "trigger",
          player: 1,
          source: 80,
          card: "Gravedigger",
          text: "When this creature enters, you may return target creature card from your graveyard to your hand.",
          targets: ["Hill Giant (Ben's graveyard)"],
        },
        { type: "resolve", object: 81, card: "Gravedigger", ability: "triggered" },
        { type: "step", step: "beginning-of-combat" },
        { type: "cast", player: 3, object: 82, card: "Shock", targets: ["Ben"] },
      ],
      NAMES,
    );
    expect(read(lines).slice(2)).toEqual([
      "Ben's Gravedigger's triggered ability targeting Hill Giant (Ben's graveyard) resolves.",
      "# Beginning of combat",
      "Dave casts Shock targeting Ben.",
    ]);
    expect(lines[2].players).toEqual([1]);
  });
});

describe("603.3, 608: something between — its lines stay apart, in the stack's order", () => {
  it("a response: the trigger's line, the response, then its resolution and what it did", () => {
    const lines = new LogWriter().write(
      [
        ...BEARS,
        trigger,
        { type: "cast", player: 1, object: 50, card: "Shock", targets: ["Dave"] },
        { type: "resolve", object: 50, card: "Shock" },
        {
          type: "damage",
          source: 50,
          card: "Shock",
          controller: 1,
          to: { player: 3 },
          amount: 2,
          combat: false,
        },
        { type: "life", player: 3, delta: -2, life: 17 },
        resolves,
        { type: "life", player: 3, delta: -1, life: 16 },
      ],
      NAMES,
    );
    expect(read(lines).slice(4)).toEqual([
      SUTURE_PRIEST,
      "Ben casts Shock targeting Dave.",
      "Shock resolves.",
      "Ben's Shock deals 2 damage to Dave.",
      "Dave loses 2 life (19 → 17).",
      "Suture Priest's triggered ability resolves.",
      "Dave loses 1 life (17 → 16).",
    ]);
    expect(lines.some((l) => l.detail !== undefined)).toBe(false);
  });

  it("603.3b: two triggers at once — the one on top is one line; the one below it keeps its lines", () => {
    const warden = (player: number, source: number): GameEvent => ({
      type: "trigger",
      player,
      source,
      card: "Soul Warden",
      text: "Whenever another creature enters, you gain 1 life.",
      targets: [],
    });
    const [log] = store([
      [
        ...BEARS,
        warden(0, 13),
        warden(2, 14),
        { type: "resolve", object: 42, card: "Soul Warden", ability: "triggered" },
        { type: "life", player: 2, delta: 1, life: 21 },
        { type: "resolve", object: 41, card: "Soul Warden", ability: "triggered" },
        { type: "life", player: 0, delta: 1, life: 21 },
      ],
    ]);
    expect(read(log).slice(4)).toEqual([
      "Ann's Soul Warden triggers: Whenever another creature enters, you gain 1 life.",
      "Carol's Soul Warden: Carol gains 1 life (20 → 21).",
      "Soul Warden's triggered ability resolves.",
      "Ann gains 1 life (20 → 21).",
    ]);
  });

  it("the same trigger twice, said once with its count: the one on top joins its resolution, the count drops", () => {
    const [first, second, third] = store([[...BEARS, trigger, trigger], [resolves], [loses]]);
    expect(read(first).at(-1)).toBe(`${SUTURE_PRIEST} (×2)`);
    expect(read(second).slice(-2)).toEqual([
      SUTURE_PRIEST,
      "Carol's Suture Priest's triggered ability resolves.",
    ]);
    expect(read(third).slice(-2)).toEqual([
      SUTURE_PRIEST,
      "Carol's Suture Priest: Dave loses 1 life (19 → 18).",
    ]);
  });

  it("a resolution the view of the stack says is another player's ability doesn't join the line before it", () => {
    const w = new LogWriter();
    w.see({
      battlefield: [],
      stack: [{ id: 40, name: "Suture Priest", controller: 0 }],
      turn: { number: 0 },
    } as unknown as Parameters<LogWriter["see"]>[0]);
    expect(read(w.write([...BEARS, trigger, resolves], NAMES)).slice(-2)).toEqual([
      SUTURE_PRIEST,
      "Suture Priest's triggered ability resolves.",
    ]);
  });

  it("807.4 Grand Melee: a line in another turn between keeps them apart; another turn's steps alone don't", () => {
    const lane = (marker: number): GameEvent => ({ type: "lane", marker, turn: marker });
    const start: GameEvent[] = [
      { type: "turn", number: 1, player: 3, players: [3] },
      { type: "lane", marker: 1, turn: 1 },
      { type: "step", step: "main1" },
      { type: "turn", number: 2, player: 1, players: [1] },
      { type: "lane", marker: 2, turn: 2 },
      { type: "step", step: "main1" },
      lane(1),
      trigger,
      lane(2),
    ];
    const apart = new LogWriter().write(
      [...start, { type: "play", player: 1, object: 90, card: "Swamp" }, lane(1), resolves, loses],
      NAMES,
    );
    expect(read(apart)).toEqual([
      "## Turn 1: Dave (▲1)",
      "# First main phase",
      SUTURE_PRIEST,
      "## Turn 2: Ben (▲2)",
      "# First main phase",
      "Ben plays Swamp.",
      "## Turn 1: Dave (▲1)",
      "# First main phase",
      "Suture Priest's triggered ability resolves.",
      "Dave loses 1 life (19 → 18).",
    ]);
    const joined = new LogWriter().write(
      [...start, { type: "step", step: "beginning-of-combat" }, lane(1), resolves, loses],
      NAMES,
    );
    expect(read(joined)).toEqual([
      "## Turn 1: Dave (▲1)",
      "# First main phase",
      "Carol's Suture Priest: Dave loses 1 life (19 → 18).",
    ]);
  });
});

describe('603.4: a triggered ability removed from the stack as it would resolve (its intervening "if" clause false)', () => {
  const CHAMBER =
    "Whenever a nontoken creature enters, if this artifact is untapped, that creature's controller creates a 1/1 colorless Myr artifact creature token.";
  const chamber = (player: number, source: number): GameEvent => ({
    type: "trigger",
    player,
    source,
    card: "Genesis Chamber",
    text: CHAMBER,
    targets: [],
  });
  const removed: GameEvent = { type: "removed", object: 43, card: "Genesis Chamber", ability: "triggered" };
  const REMOVED =
    "Carol's Genesis Chamber's triggered ability is removed from the stack: its condition is no longer true (603.4).";

  it("its removal joins its trigger's line; a same-named ability below it that resolves keeps its own lines", () => {
    // Ann's and Carol's Genesis Chambers trigger as Dave's Bears enter (603.3b: Carol's on top). Carol's is
    // removed (603.4); Ann's then resolves. Without the removal's event, Ann's resolution joined Carol's line.
    const lines = new LogWriter().write(
      [
        ...BEARS,
        chamber(0, 15),
        chamber(2, 16),
        removed,
        { type: "resolve", object: 42, card: "Genesis Chamber", ability: "triggered" },
        { type: "token", object: 44, card: "Myr", player: 3 },
      ],
      NAMES,
    );
    expect(read(lines).slice(4)).toEqual([
      `Ann's Genesis Chamber triggers: ${CHAMBER}`,
      REMOVED,
      "Genesis Chamber's triggered ability resolves.",
      "Dave creates a Myr token.",
    ]);
    expect(lines[5]).toEqual({
      text: REMOVED,
      kind: "spells",
      players: [2],
      detail: `Carol's Genesis Chamber triggers: ${CHAMBER}`,
    });
  });

  it("across batches, as the table gets them: the removal takes the trigger's line's place", () => {
    const [first, second] = store([[...BEARS, chamber(2, 16)], [removed]]);
    expect(read(first).at(-1)).toBe(`Carol's Genesis Chamber triggers: ${CHAMBER}`);
    expect(read(second).slice(4)).toEqual([REMOVED]);
    expect(second.at(-1)?.detail).toBe(`Carol's Genesis Chamber triggers: ${CHAMBER}`);
  });

  it("with a line between, its own line", () => {
    const lines = new LogWriter().write(
      [
        ...BEARS,
        chamber(2, 16),
        { type: "cast", player: 1, object: 50, card: "Shock", targets: ["Dave"] },
        removed,
      ],
      NAMES,
    );
    expect(read(lines).slice(-2)).toEqual([
      "Ben casts Shock targeting Dave.",
      "Genesis Chamber's triggered ability is removed from the stack: its condition is no longer true (603.4).",
    ]);
  });
});
