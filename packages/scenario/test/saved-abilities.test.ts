/**
 * Saved positions with what a permanent's own abilities left on it, and with the planes of a Planechase game:
 * the modes already chosen for Captive Audience's "choose one that hasn't been chosen" (700.2b, a battlefield
 * entry's `modesChosen`); a permanent returned by unearth (702.84a, `unearthed`); a permanent that doesn't
 * untap during its controller's next untap step while The Eon Fog skips the untap steps (502.3, 614.10a,
 * `skipsUntap`); the planar decks and the face-up plane with its counters (901.3, 901.6, `planarDeck`,
 * `plane`, `planeCounters`). Each was refused (or, for the planes, silently left out) and is now saved; the
 * saved file goes on as the game does (saveAndGoOn: the same position). And the commander damage of a
 * player who has left the game is an error at its path (903.10a, 800.4).
 */
import { cardDb } from "@roundtable/cards";
import { type Game, layoutOf, layoutProblems } from "@roundtable/engine";
import { positionOf, savePosition } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, loadError } from "./helpers.ts";
import { roundTrip, run, saveAndGoOn } from "./savedPositions.ts";

const MODE = [
  "Mode 1: Your life total becomes 4.",
  "Mode 2: Discard your hand.",
  "Mode 3: Each opponent creates five 2/2 black Zombie creature tokens.",
];

/** A duel: A's Captive Audience under B's control, B's turn first; B chooses modes 2, then 3 (then 1 is left). */
const CAPTIVE = {
  format: 1,
  name: "Captive Audience",
  variant: "duel",
  start: "B",
  players: [
    { name: "A", battlefield: [{ card: "Captive Audience", controller: "B" }] },
    { name: "B", hand: ["Island x3"] },
  ],
  actions: [],
  choices: { B: [MODE[1], MODE[2]] },
};

/** The `modesChosen` of the saved file's Captive Audience. */
const modesOf = (saved: Record<string, unknown>): unknown =>
  ((saved.players as { battlefield?: Record<string, unknown>[] }[])[0].battlefield ?? []).find(
    (p) => p.card === "Captive Audience",
  )?.modesChosen;

/** Where the game is asked what: the open decision's kind, player and options. */
function asked(g: Game): unknown {
  const d = g.pending();
  return d === null
    ? null
    : { kind: d.kind, player: d.player, options: d.kind === "choose" ? d.options : [] };
}

/**
 * The game of `file` with B's `before` choices saved at the upkeep of turn `saveAt`; then the game going on
 * with the `after` choices to `stopAt`, and the saved file going on with them alike (its turns numbered as
 * the game's, from its turnNumber): both stop at the same position.
 */
function goOn(
  file: Record<string, unknown>,
  saveAt: number,
  before: string[],
  after: string[],
  stopAt: { turn: number; step: string },
): { saved: Record<string, unknown>; game: Game; loaded: Game; atSave: Game } {
  const atSave = run({ ...file, choices: { B: before }, stopAt: { turn: saveAt, step: "upkeep" } });
  const saved = savePosition(atSave);
  const game = run({ ...file, choices: { B: [...before, ...after] }, stopAt });
  const loaded = run({ ...saved, choices: { B: after }, stopAt });
  expect(positionOf(loaded, 1)).toBe(positionOf(game, saveAt));
  return { saved, game, loaded, atSave };
}

describe("700.2b: Captive Audience's modes already chosen are saved (`modesChosen`)", () => {
  it("700.2b: saved as its mode is asked (turn 3: mode 2 chosen before) — loaded, the same two modes are offered, and the game goes on alike to turn 8", () => {
    const { saved, loaded, atSave } = goOn(CAPTIVE, 3, [MODE[1]], [MODE[2]], { turn: 8, step: "upkeep" });
    expect(asked(atSave)).toMatchObject({ kind: "choose", player: 1 });
    expect(modesOf(saved)).toEqual([2]);
    expect(asked(run({ ...saved, stopAt: { turn: 3, step: "upkeep" } }))).toEqual(asked(atSave));
    // Turn 3: mode 3, five Zombies for A; turn 5: mode 1 (the one left, nothing asked), B at 4 life.
    expect(loaded.state.players[1].life).toBe(4);
    expect(loaded.state.battlefield.filter((id) => loaded.state.objects[id].token === true)).toHaveLength(5);
  });

  it("700.2b: saved with its last mode on the stack, given without asking (turn 5), and with every mode chosen, removed from the stack (turn 7)", () => {
    const at5 = goOn(CAPTIVE, 5, [MODE[1], MODE[2]], [], { turn: 8, step: "upkeep" });
    expect(at5.atSave.state.stack).toHaveLength(1);
    expect(modesOf(at5.saved)).toEqual([2, 3]); // mode 1, on the stack, is chosen again as the turn begins again
    const at7 = goOn(CAPTIVE, 7, [MODE[1], MODE[2]], [], { turn: 9, step: "upkeep" });
    expect(at7.atSave.state.stack).toHaveLength(0);
    expect(modesOf(at7.saved)).toEqual([2, 3, 1]);
    roundTrip(at5.atSave);
  });

  it("700.2b: once its mode was asked and the ability is on the stack, the position is refused (loaded, it would be asked again)", () => {
    const g = run({
      ...CAPTIVE,
      choices: { B: [MODE[1], MODE[2]] },
      stopAt: { turn: 3, step: "upkeep", decision: 2 },
    });
    expect(g.state.stack).toHaveLength(1);
    expect(layoutProblems(cardDb, g.state)).toContain("the stack is not empty: Captive Audience");
  });

  it("700.2b: a file's `modesChosen` is checked as the game is set up, each problem at its path", () => {
    const with_ = (perm: Record<string, unknown>) => ({
      ...CAPTIVE,
      players: [{ name: "A", battlefield: [perm] }, { name: "B" }],
      stopAt: { turn: 1, step: "upkeep" },
    });
    const at = "players[0].battlefield[0].modesChosen";
    const runError = (perm: Record<string, unknown>): string | undefined => {
      try {
        run(with_(perm));
      } catch (e) {
        return (e as Error).message.split("\n")[0];
      }
      return undefined;
    };
    expect(runError({ card: "Grizzly Bears", modesChosen: [1] })).toContain(
      `${at}: Grizzly Bears has no triggered ability whose modes are each chosen once ("choose one that hasn't been chosen", 700.2b)`,
    );
    expect(runError({ card: "Captive Audience", controller: "B", modesChosen: [4] })).toContain(
      `${at}[0]: must be a mode number from 1 to 3, got 4`,
    );
    expect(runError({ card: "Captive Audience", controller: "B", modesChosen: [2, 2] })).toContain(
      `${at}[1]: mode 2 is listed twice: each mode is chosen once ("that hasn't been chosen")`,
    );
    expect(errorsOf(with_({ card: "Captive Audience", modesChosen: [0] }))).toEqual([
      { path: `${at}[0]`, message: "Too small: expected number to be >=1" },
    ]);
  });
});

describe("702.84a: an unearthed permanent in a file (`unearthed`)", () => {
  /** A duel in A's turn: A's unearthed Extractor Demon (`how`); B holds Murder. */
  const demon = (how: unknown, extra: Record<string, unknown> = {}) => ({
    format: 1,
    name: "unearthed",
    variant: "duel",
    players: [
      { name: "A", battlefield: [{ card: "Extractor Demon", unearthed: how, ...extra }] },
      { name: "B", hand: ["Murder"], battlefield: ["Swamp x3"] },
    ],
  });
  const zoneOf = (g: Game): string | undefined =>
    Object.values(g.state.objects).find((o) => o.card === "extractor-demon")?.zone;

  it("702.84a: `true` — it has haste, and is exiled at the beginning of the next end step", () => {
    const g = run({ ...demon(true), stopAt: { turn: 1, step: "upkeep" } });
    const layout = layoutOf(cardDb, g.state);
    expect(layout.players[0].battlefield?.[0]).toMatchObject({ card: "extractor-demon", unearthed: true });
    expect(layout.players[0].battlefield?.[0].effects).toBeUndefined(); // its haste is `unearthed`'s
    expect(zoneOf(run({ ...demon(true), stopAt: { turn: 2, step: "upkeep" } }))).toBe("exile");
    roundTrip(g);
  });

  it('702.84a: `"exileTriggered"` — it stays through the end step, and is exiled instead of dying (B\'s Murder)', () => {
    const file = demon("exileTriggered");
    expect(zoneOf(run({ ...file, stopAt: { turn: 2, step: "upkeep" } }))).toBe("battlefield");
    const murdered = run({
      ...file,
      actions: [{ turn: 2, step: "main1", player: "B", cast: "Murder", targets: ["A:Extractor Demon"] }],
      stopAt: { turn: 2, step: "main2" },
    });
    expect(zoneOf(murdered)).toBe("exile");
  });

  it("702.84a: a card without unearth, or one under another player's control without effects, is refused at its path", () => {
    const at = "players[0].battlefield[0].unearthed";
    const runError = (file: Record<string, unknown>): string => {
      try {
        run({ ...file, stopAt: { turn: 1, step: "main1" } });
      } catch (e) {
        return (e as Error).message.split("\n")[0];
      }
      return "no error";
    };
    const bears = demon(true);
    (bears.players[0].battlefield as Record<string, unknown>[])[0].card = "Grizzly Bears";
    expect(runError(bears)).toContain(
      `${at}: Grizzly Bears has no unearth ability (702.84a): only a card with unearth is returned by it`,
    );
    expect(runError(demon(true, { controller: "B" }))).toContain(
      `${at}: unearth returns the card under the control of its owner, who activated it (702.84a)`,
    );
    expect(errorsOf({ ...demon("yes"), stopAt: { turn: 1, step: "main1" } })[0].path).toBe(at);
  });
});

/**
 * Planechase, The Eon Fog face up (A's): A's Grizzly Bears, B's Frost Lynx in hand, B's turn first — B's
 * Lynx taps the Bears: they don't untap during A's next untap step (502.3), which The Eon Fog skips (turn 2):
 * the effect waits for one that isn't skipped (614.10a). Seed 2: A's planar die in turn 2 is the Planeswalker
 * face — A planeswalks to Panopticon.
 */
const EON_FOG = {
  format: 1,
  name: "The Eon Fog",
  variant: "planechase",
  seed: 2,
  start: "B",
  players: [
    {
      name: "A",
      plane: "The Eon Fog",
      planarDeck: ["Panopticon", "Krosa"],
      battlefield: ["Grizzly Bears", "Forest x6"],
    },
    { name: "B", hand: ["Frost Lynx"], planarDeck: ["Goldmeadow"], battlefield: ["Island x3"] },
  ],
  actions: [{ turn: 1, step: "main1", player: "B", cast: "Frost Lynx", stackEmpty: true }],
  choices: { B: ["A:Grizzly Bears"] },
};

const bearsOf = (g: Game) =>
  g.state.objects[g.state.battlefield.find((id) => g.state.objects[id].card === "grizzly-bears")!];

describe("502.3, 614.10a: a permanent that doesn't untap during its controller's next untap step, The Eon Fog skipping it", () => {
  it("614.10a: saved in A's turn, the Bears still waiting for A's next untap step (`skipsUntap`); loaded, they stay tapped through the first one after The Eon Fog and untap in the next, as in the game", () => {
    const roll = { turn: 2, step: "main1", player: "A", roll: true };
    const atSave = run({ ...EON_FOG, stopAt: { turn: 2, step: "upkeep" } });
    expect(bearsOf(atSave)).toMatchObject({ tapped: true, skipNextUntap: true });
    const tappedAt4 = saveAndGoOn(EON_FOG, 2, [roll], { turn: 4, step: "main1" });
    const bears = (tappedAt4.saved.players as { battlefield: Record<string, unknown>[] }[])[0].battlefield[0];
    expect(bears).toEqual({ card: "Grizzly Bears", tapped: true, skipsUntap: true });
    expect(bearsOf(tappedAt4.loaded).tapped).toBe(true); // Panopticon's turn 4: the effect is used up
    expect(bearsOf(tappedAt4.loaded).skipNextUntap).toBeUndefined();
    const untappedAt6 = saveAndGoOn(EON_FOG, 2, [roll], { turn: 6, step: "main1" });
    expect(bearsOf(untappedAt6.loaded).tapped).toBeUndefined();
  });

  it("502.3: under The Eon Fog a tapped permanent of the active player that isn't under such an effect isn't saved as skipping an untap step (it untaps in the first one after The Eon Fog)", () => {
    const file = {
      ...EON_FOG,
      start: "A",
      players: [
        { ...EON_FOG.players[0], battlefield: [{ card: "Grizzly Bears", tapped: true }, "Forest x6"] },
        EON_FOG.players[1],
      ],
      actions: [],
      choices: {},
    };
    const roll = { turn: 3, step: "main1", player: "A", roll: true };
    const { saved, loaded } = saveAndGoOn(file, 3, [roll], { turn: 5, step: "main1" });
    expect((saved.players as { battlefield: Record<string, unknown>[] }[])[0].battlefield[0]).toEqual({
      card: "Grizzly Bears",
      tapped: true,
    });
    expect(loaded.state.planechase?.faceUp.map((id) => loaded.state.objects[id].card)).toEqual([
      "panopticon",
    ]);
    expect(bearsOf(loaded).tapped).toBeUndefined();
  });
});

describe("901: a saved Planechase position keeps the planar decks and the face-up plane", () => {
  it("901.3, 901.6: each planar deck top first and the face-up plane under its owner; loaded, the same planes; 122: Naar Isle's flame counters (`planeCounters`)", () => {
    const file = {
      format: 1,
      name: "Naar Isle",
      variant: "planechase",
      players: [
        { name: "A", plane: "Naar Isle", planarDeck: ["Panopticon", "Krosa"] },
        { name: "B", planarDeck: ["Goldmeadow", "Takenuma"] },
      ],
      actions: [],
    };
    const { saved, loaded, game } = saveAndGoOn(file, 3, [], { turn: 5, step: "upkeep" });
    const [a, b] = saved.players as Record<string, unknown>[];
    // Naar Isle triggers in each player's upkeep (901.6: the active player is its planar controller).
    expect(a).toMatchObject({
      plane: "Naar Isle",
      planeCounters: { flame: 2 },
      planarDeck: ["Panopticon", "Krosa"],
    });
    expect(b).toMatchObject({ planarDeck: ["Goldmeadow", "Takenuma"] });
    expect(b.plane).toBeUndefined();
    const isle = (g: Game) => g.state.objects[g.state.planechase!.faceUp[0]];
    expect(isle(loaded).counters).toEqual({ flame: 4 });
    expect(isle(game).counters).toEqual({ flame: 4 });
    expect(loaded.state.players[0].life).toBe(game.state.players[0].life);
    roundTrip(run({ ...file, stopAt: { turn: 3, step: "upkeep" } }));
  });

  it("901.6: `planeCounters` needs a `plane`; a malformed count is named at its path", () => {
    const file = (a: Record<string, unknown>) => ({
      format: 1,
      name: "x",
      variant: "planechase",
      players: [{ name: "A", ...a }, { name: "B" }],
    });
    expect(errorsOf(file({ planeCounters: { flame: 1 } }))).toEqual([
      { path: "players[0].planeCounters", message: "counters on a face-up plane need the `plane` (901.6)" },
    ]);
    expect(
      loadError({
        variant: "planechase",
        seed: 1,
        players: [{ name: "A", plane: { card: "naar-isle", counters: { flame: -1 } } }, { name: "B" }],
      }),
    ).toBe("players[0].plane.counters.flame: must be a whole number ≥ 0");
  });
});

describe("903.10a, 800.4: commander damage dealt to a player who has left the game is an error", () => {
  const file = {
    format: 1,
    name: "left",
    variant: "commander",
    players: [
      { name: "A", commander: "Lyra Dawnbringer", battlefield: ["Lyra Dawnbringer"] },
      { name: "B", left: true, commanderDamage: { "Lyra Dawnbringer": 21 } },
      { name: "C", commander: "Thalia, Heretic Cathar", command: ["Thalia, Heretic Cathar"] },
    ],
  };
  const message =
    "B has left the game: the commander damage dealt them counted only toward their losing it (903.10a, 704.6c), which they have (800.4): leave it out";

  it("903.10a: in a file, at the player's commanderDamage", () => {
    expect(errorsOf(file)).toEqual([{ path: "players[1].commanderDamage", message }]);
    const { commanderDamage: _, ...b } = file.players[1];
    const without = {
      ...file,
      players: [file.players[0], b, file.players[2]],
      stopAt: { turn: 1, step: "main1" },
    };
    expect(positionOf(run(without), 1)).toBeDefined();
  });

  it("903.10a: in the engine's layout, at the player's commanderDamage", () => {
    expect(
      loadError({
        variant: "commander",
        seed: 1,
        players: [
          { name: "A", commander: "lyra-dawnbringer", battlefield: [{ card: "lyra-dawnbringer" }] },
          { name: "B", left: true, commanderDamage: { "0:lyra-dawnbringer": 21 } },
          { name: "C", commander: "thalia-heretic-cathar", command: ["thalia-heretic-cathar"] },
        ],
      }),
    ).toBe(`players[1].commanderDamage: ${message}`);
  });
});

describe("a saved position is what it was", () => {
  it("savePosition of a loaded unearthed position is the same file", () => {
    const g = run({
      format: 1,
      name: "x",
      variant: "duel",
      players: [{ name: "A", battlefield: [{ card: "Extractor Demon", unearthed: true }] }, { name: "B" }],
      stopAt: { turn: 1, step: "upkeep" },
    });
    const again = run({ ...savePosition(g), stopAt: { turn: 1, step: "upkeep" } });
    expect(positionOf(again, 1)).toBe(positionOf(g, 1));
  });
});
