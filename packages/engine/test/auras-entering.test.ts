/**
 * 303.4f–g: an Aura put onto the battlefield other than by resolving as an Aura spell (Oblivion Ring's
 * return, Grasp of Fate's) — what scenario files can't show: the exact options of the choice (hexproof
 * offered, protection from the Aura's colour not, 702.16c; a player who has left not, 800.4a), a Curse's
 * players within the chooser's range (801.8), objects returning at the same time (610.3d), and players
 * leaving while the choice is asked (800.4a).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Decision, Game, type LayoutPlayer } from "../src/index.ts";
import { optionIndex, passUntil, priorityFor } from "./drive.ts";
import { idOf, perms, submitOk, table, takeAction } from "./helpers.ts";

/** Casts `card`, choosing the target whose label starts with `target` and paying automatically. */
function cast(game: Game, card: string, target?: string): void {
  takeAction(game, "cast", card);
  for (let d = game.pending()!; d.kind === "choose"; d = game.pending()!) {
    if (d.purpose === "mana") submitOk(game, { choices: [0] });
    else if (d.purpose === "targets" && target !== undefined)
      submitOk(game, { choices: [optionIndex(d, target)] });
    else break;
  }
}

/** Passes until `seat` has priority with an empty stack. */
function settled(game: Game, seat: number): void {
  passUntil(game, (d, g) => d.kind === "priority" && d.player === seat && g.state.stack.length === 0);
}

/**
 * In A's first main phase, A's Oblivion Ring exiles `aura` (answering its enters trigger's target), then A
 * destroys the Ring with Disenchant: the Ring's leaves ability returns the Aura. The next decision that
 * isn't a priority.
 */
function exileAndReturn(game: Game, aura: string): Decision {
  priorityFor(game, 0, game.state.turn.number, "main1");
  cast(game, "Oblivion Ring");
  const t = passUntil(game, (d) => d.kind === "choose" && d.purpose === "targets", "the Ring's target");
  submitOk(game, { choices: [optionIndex(t, aura)] });
  settled(game, 0);
  cast(game, "Disenchant", "Oblivion Ring");
  return passUntil(game, (d) => d.kind !== "priority", "a decision other than priority");
}

const A_RING: LayoutPlayer = {
  name: "A",
  hand: ["oblivion-ring", "disenchant"],
  battlefield: [
    ...perms("plains", "plains", "plains", "plains", "plains"),
    { card: "serra-angel", key: "angel" },
    { card: "blue-ward", attachedTo: "angel" },
    { card: "gladecover-scout" },
  ],
};

/** A (the Ring), B (Control Magic on C's Hill Giant), C, D (Grizzly Bears). */
function controlMagicGame(): Game {
  return table(
    [
      A_RING,
      { name: "B", battlefield: [{ card: "control-magic", attachedTo: "giant" }] },
      { name: "C", battlefield: [{ card: "hill-giant", key: "giant" }] },
      { name: "D", battlefield: perms("grizzly-bears") },
    ],
    { autoPass: false },
  );
}

function cardOf(game: Game, id: number | undefined): string | undefined {
  return id === undefined ? undefined : game.state.objects[id]?.card;
}

describe("303.4f: the player under whose control the Aura enters chooses what it enchants", () => {
  it("among what it may enchant: a hexproof creature yes, one with protection from its colour no, none of a player who has left", () => {
    const game = controlMagicGame();
    expect(game.concede(3).ok).toBe(true); // D leaves: the Bears leave the game (800.4a)
    const d = exileAndReturn(game, "Control Magic");
    expect(d).toMatchObject({
      kind: "choose",
      purpose: "enchant",
      player: 1,
      min: 1,
      max: 1,
      intent: "harmful",
    });
    if (d.kind !== "choose") throw new Error("unreachable");
    // A's Serra Angel has protection from blue (Blue Ward, 702.16c); the Scout's hexproof doesn't matter.
    expect(d.options.map((o) => o.label)).toEqual(["Gladecover Scout (A)", "Hill Giant (C)"]);
    const scout = idOf(game, 0, "gladecover-scout");
    submitOk(game, { choices: [optionIndex(d, "Gladecover Scout")] });
    const magic = game.state.battlefield.find((id) => game.state.objects[id].card === "control-magic")!;
    expect(game.state.objects[magic]).toMatchObject({ controller: 1, attachedTo: scout });
    settled(game, 0);
    expect(game.state.objects[scout].controller).toBe(1); // Control Magic works: layer 2
    expect(game.state.objects[magic].zone).toBe("battlefield"); // no state-based action took it (704.5m)
  });

  it("702.16n: a creature whose protection \"doesn't remove Auras\" (Spectra Ward) keeps those attached, but a returning Aura can't choose it (702.16c)", () => {
    const game = table(
      [
        {
          ...A_RING,
          battlefield: [
            ...perms("plains", "plains", "plains", "plains", "plains"),
            { card: "serra-angel", key: "angel" },
            { card: "spectra-ward", attachedTo: "angel" },
            { card: "gladecover-scout" },
          ],
        },
        { name: "B", battlefield: [{ card: "control-magic", attachedTo: "giant" }] },
        { name: "C", battlefield: [{ card: "hill-giant", key: "giant" }] },
      ],
      { autoPass: false },
    );
    const d = exileAndReturn(game, "Control Magic");
    if (d.kind !== "choose") throw new Error(`expected the choice, got ${d.kind}`);
    expect(d.purpose).toBe("enchant");
    expect(d.options.map((o) => o.label)).toEqual(["Gladecover Scout (A)", "Hill Giant (C)"]);
  });

  it("801.8: a Curse chooses among the players within its controller's range of influence who are still in the game", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      options: { range: 1 },
      players: [
        A_RING,
        { name: "B", hand: ["curse-of-vengeance"], battlefield: perms("swamp") },
        { name: "C" },
        { name: "D" },
        { name: "E" },
        { name: "F" },
      ],
      start: 1,
      autoPass: false,
    });
    expect(game.concede(2).ok).toBe(true); // C leaves: B's range of 1 seat is then A, B and D
    priorityFor(game, 1, 1, "main1");
    cast(game, "Curse of Vengeance", "A");
    settled(game, 1);
    passUntil(game, (x, g) => x.kind === "priority" && g.state.turn.active === 0, "A's turn");
    const d = exileAndReturn(game, "Curse of Vengeance");
    expect(d).toMatchObject({ kind: "choose", purpose: "enchant", player: 1, intent: "harmful" });
    if (d.kind !== "choose") throw new Error("unreachable");
    // In turn order from B; not C (left, 800.4a), not E or F (out of B's range, 801.8, 801.5a).
    expect(d.options.map((o) => o.label)).toEqual(["B", "D", "A"]);
    submitOk(game, { choices: [optionIndex(d, "D")] });
    settled(game, 0);
    const curse = game.state.battlefield.find((id) => game.state.objects[id].card === "curse-of-vengeance");
    expect(game.state.objects[curse!].enchantedPlayer).toBe(3);
  });
});

describe("610.3d: what returns at the same time isn't on the battlefield yet as the Aura's choice is made", () => {
  it("Grasp of Fate's Pacifism can't enchant the Hill Giant returning with it", () => {
    const game = table(
      [
        {
          name: "A",
          hand: ["grasp-of-fate", "disenchant"],
          battlefield: [
            ...perms("plains", "plains", "plains", "plains", "plains", "grizzly-bears"),
            { card: "serra-angel", key: "angel" },
          ],
        },
        { name: "B", battlefield: [{ card: "pacifism", attachedTo: "angel" }] },
        { name: "C", battlefield: perms("hill-giant") },
      ],
      { autoPass: false },
    );
    priorityFor(game, 0, 1, "main1");
    cast(game, "Grasp of Fate");
    for (const target of ["Pacifism", "Hill Giant"]) {
      const t = passUntil(game, (d) => d.kind === "choose" && d.purpose === "targets", "Grasp's targets");
      submitOk(game, { choices: [optionIndex(t, target)] });
    }
    settled(game, 0);
    cast(game, "Disenchant", "Grasp of Fate");
    const d = passUntil(game, (x) => x.kind !== "priority", "the Pacifism's choice");
    if (d.kind !== "choose") throw new Error(`expected a choice, got ${d.kind}`);
    expect(d.options.map((o) => o.label)).toEqual(["Grizzly Bears (A)", "Serra Angel (A)"]);
    submitOk(game, { choices: [optionIndex(d, "Serra Angel")] });
    const giant = game.state.battlefield.find((id) => game.state.objects[id].card === "hill-giant");
    expect(game.state.objects[giant!].controller).toBe(2);
    const pacifism = game.state.battlefield.find((id) => game.state.objects[id].card === "pacifism")!;
    expect(cardOf(game, game.state.objects[pacifism].attachedTo)).toBe("serra-angel");
  });
});

describe("800.4a: a player leaves while the Aura's choice is asked", () => {
  it("the chooser: their Aura leaves the game with them, and nothing more is asked", () => {
    const game = controlMagicGame();
    const d = exileAndReturn(game, "Control Magic");
    expect(d).toMatchObject({ purpose: "enchant", player: 1 });
    expect(game.concede(1).ok).toBe(true);
    expect(Object.values(game.state.objects).some((o) => o.card === "control-magic")).toBe(false);
    expect(game.pending()).toMatchObject({ kind: "priority" });
    expect(game.state.objects[idOf(game, 2, "hill-giant")].controller).toBe(2);
  });

  it("the controller of an option: the choice is made again without it — here only one is left, so nothing is asked", () => {
    const game = controlMagicGame();
    const d = exileAndReturn(game, "Control Magic");
    expect(d).toMatchObject({ purpose: "enchant", player: 1 });
    expect(game.concede(2).ok).toBe(true); // C leaves with the Hill Giant
    expect(game.concede(3).ok).toBe(true); // D leaves with the Grizzly Bears
    expect(game.pending()).toMatchObject({ kind: "priority" });
    const magic = game.state.battlefield.find((id) => game.state.objects[id].card === "control-magic")!;
    expect(cardOf(game, game.state.objects[magic].attachedTo)).toBe("gladecover-scout");
  });
});
