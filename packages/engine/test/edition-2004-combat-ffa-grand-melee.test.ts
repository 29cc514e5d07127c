/**
 * The 2004 draft's combat without an attack option (306.3, 307.1), Free-for-All (605) and Grand Melee
 * (607), as configuration fields of the variants' 2004 edition; the whole games are in
 * scenarios/historical-2004.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { endTurn, placeMarkers, playersLeave } from "../src/engine/players/turnMarkers.ts";
import {
  ConfigError,
  type Decision,
  editionsOf,
  Game,
  type LayoutPlayer,
  variantConfig,
} from "../src/index.ts";
import type { TurnMarker } from "../src/state.ts";
import { advanceTo, submitOk } from "./helpers.ts";

const seated = (n: number, gone: number[] = []) => Array.from({ length: n }, (_, p) => gone.includes(p));
const designations = (ms: readonly TurnMarker[]) => ms.map((m) => [m.id, m.holder, m.designations]);

function ffa2004(players: LayoutPlayer[]): Game {
  return Game.fromLayout(cardDb, {
    variant: "free-for-all",
    options: { edition: "2004" },
    seed: 1,
    players,
    start: 0,
    autoPass: true,
  });
}

const four = (): LayoutPlayer[] => [
  { name: "A", battlefield: [{ card: "hill-giant" }, { card: "grizzly-bears" }] },
  { name: "B" },
  { name: "C" },
  { name: "D" },
];

/** Passes priority until a decision that isn't priority is open; returns it. */
function nextQuestion(game: Game): Decision {
  for (let guard = 0; guard < 1000; guard++) {
    const d = game.pending();
    if (d === null) throw new Error("game over");
    if (d.kind !== "priority") return d;
    submitOk(game, { choice: 0 });
  }
  throw new Error("guard");
}

describe("2004 draft, the variants' configuration", () => {
  it("605: Free-for-All 2004 — three to six players, seated at random, no range, the defending player chosen as combat begins", () => {
    expect(editionsOf("free-for-all")).toContain("2004");
    const cfg = variantConfig("free-for-all", 4, { edition: "2004" });
    expect(cfg.attack).toBe("chosenDefender");
    expect(cfg.randomSeating).toBe(true);
    expect(cfg.range).toBeNull();
    expect(() => variantConfig("free-for-all", 7, { edition: "2004" })).toThrow(
      /variant "free-for-all" \(edition 2004\) needs 3–6 players, got 7/,
    );
    // 605.4: no range; 602 and 604 may be asked for instead of the chosen defender.
    expect(() => variantConfig("free-for-all", 4, { edition: "2004", range: 1 })).toThrow(
      /has no range of influence \(2004 draft 605.4\)/,
    );
    for (const attack of ["multiple", "left", "right", "chosenDefender"] as const)
      expect(variantConfig("free-for-all", 4, { edition: "2004", attack }).attack).toBe(attack);
  });

  it("today's Free-for-All keeps its rules: attack multiple players, any range, and no chosen defender (806.2b)", () => {
    const cfg = variantConfig("free-for-all", 7);
    expect([cfg.attack, cfg.randomSeating, cfg.rangeRefusedBy]).toEqual(["multiple", false, null]);
    expect(variantConfig("free-for-all", 4, { range: 1 }).range).toEqual([1, 1, 1, 1]);
    expect(() => variantConfig("free-for-all", 4, { attack: "chosenDefender" })).toThrow(ConfigError);
    expect(() => variantConfig("free-for-all", 4, { attack: "chosenDefender" })).toThrow(/806.2b/);
  });

  it("607: Grand Melee 2004 — eleven or more players, range 1, attack left, and the 607.7c–d marker rules", () => {
    expect(() => variantConfig("grand-melee", 10, { edition: "2004" })).toThrow(
      /variant "grand-melee" \(edition 2004\) needs 11 or more players, got 10/,
    );
    const cfg = variantConfig("grand-melee", 11, { edition: "2004" });
    expect([cfg.attack, cfg.range?.[0], cfg.turnMarkers, cfg.randomSeating]).toEqual(["left", 1, true, true]);
    expect([cfg.markerRemoval, cfg.extraTurnYieldsToMarkerOnRight]).toEqual(["eachLowestFirst", false]);
    const now = variantConfig("grand-melee", 10);
    expect([now.markerRemoval, now.extraTurnYieldsToMarkerOnRight]).toEqual(["designateLowest", true]);
  });

  it("605.2: the players are seated at random as the game begins", () => {
    const names = ["A", "B", "C", "D"];
    const seatings = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const game = Game.create(cardDb, {
        variant: "free-for-all",
        options: { edition: "2004" },
        seed,
        players: names.map((name) => ({ name, deck: Array.from({ length: 20 }, () => "mountain") })),
      });
      seatings.add(game.state.players.map((p) => p.name).join(""));
    }
    expect(seatings.size).toBeGreaterThan(1);
  });
});

describe("2004 draft 306.3, 307.1: the defending player is chosen as combat begins", () => {
  it("307.1: as the beginning of combat step begins, before anyone gets priority, A chooses among the opponents; creatures attack only that one", () => {
    const game = ffa2004(four());
    advanceTo(game, 1, "main1");
    submitOk(game, { choice: 0 }); // A passes in the main phase: the step ends
    const d = game.pending()!;
    expect(game.state.turn.step).toBe("beginning-of-combat");
    if (d.kind !== "choose") throw new Error(`expected the choice of the defending player, got ${d.kind}`);
    expect([d.player, d.purpose, d.min, d.max]).toEqual([0, "defender", 1, 1]);
    expect(d.options.map((o) => o.label)).toEqual(["B", "C", "D"]);
    const r = game.submit(0, d.id, { choices: [1] });
    expect(r.ok && r.events).toContainEqual({ type: "defender", player: 0, defender: 2 });
    expect(game.view(1).turn.defender).toBe(2);
    const attackers = nextQuestion(game);
    if (attackers.kind !== "attackers") throw new Error(`expected attackers, got ${attackers.kind}`);
    expect(attackers.candidates.map((c) => c.defenders)).toEqual([[{ player: 2 }], [{ player: 2 }]]);
    const refused = game.submit(0, attackers.id, {
      attacks: [{ attacker: attackers.candidates[0].attacker, defender: { player: 1 } }],
    });
    expect(!refused.ok && refused.message).toMatch(/only the defending player chosen as combat began/);
  });

  it("with one opponent left there is nothing to choose: that player is the defending player", () => {
    const game = ffa2004(four());
    advanceTo(game, 1, "main1");
    expect(game.concede(1).ok && game.concede(3).ok).toBe(true);
    submitOk(game, { choice: 0 });
    const attackers = nextQuestion(game);
    expect(attackers.kind).toBe("attackers");
    expect(game.state.turn.defender).toBe(2);
  });

  it("reading: if the chosen defending player leaves before attackers are declared, nobody can be attacked this combat", () => {
    const game = ffa2004(four());
    advanceTo(game, 1, "main1");
    submitOk(game, { choice: 0 });
    const d = game.pending()!;
    submitOk(game, { choices: [1] }); // C
    expect(d.kind).toBe("choose");
    expect(game.concede(2).ok).toBe(true);
    for (let guard = 0; guard < 50 && game.state.turn.step !== "main2"; guard++) {
      const q = game.pending()!;
      expect(q.kind).toBe("priority"); // no declaration of attackers: no creature can attack anyone
      submitOk(game, { choice: 0 });
    }
    expect(game.state.turn.step).toBe("main2");
    expect(game.state.players.map((p) => p.life)).toEqual([20, 20, 20, 20]);
  });

  it("each turn chooses anew: in B's turn B is asked, though B has no creature (a haste creature cast later could attack)", () => {
    const game = ffa2004(four());
    advanceTo(game, 1, "main1");
    submitOk(game, { choice: 0 });
    submitOk(game, { choices: [2] }); // D
    expect(game.state.turn.defender).toBe(3);
    const next = nextQuestion(game);
    expect(next.kind).toBe("attackers");
    submitOk(game, { attacks: [] });
    const b = nextQuestion(game);
    expect([game.state.turn.number, game.state.turn.step, b.player, b.kind]).toEqual([
      2,
      "beginning-of-combat",
      1,
      "choose",
    ]);
    expect(game.state.turn.defender).toBeUndefined();
  });
});

describe("2004 draft 607.7c–d: turn markers", () => {
  it("607.7c: five leave at once, two markers too many — the markers to their right go one each, the lowest-numbered first (807.4e: the lowest, twice)", () => {
    const ms = placeMarkers(seated(12), 0); // markers 1, 2, 3 at seats 0, 4, 8
    const gone = [1, 2, 3, 5, 6];
    expect(designations(playersLeave(seated(12), ms, gone, "eachLowestFirst").markers)).toEqual([
      [1, 0, 1],
      [2, 4, 1],
      [3, 8, 0],
    ]);
    expect(designations(playersLeave(seated(12), ms, gone, "designateLowest").markers)).toEqual([
      [1, 0, 2],
      [2, 4, 0],
      [3, 8, 0],
    ]);
  });

  it("607.7c reading: more markers too many than markers to the departed players' right — the last carries the rest", () => {
    const ms: TurnMarker[] = [0, 8, 10].map((holder, i) => ({
      id: i + 1,
      holder,
      taking: true,
      designations: 0,
    }));
    const r = playersLeave(seated(12), ms, [1, 2, 3, 4, 5], "eachLowestFirst");
    expect(designations(r.markers)).toEqual([
      [1, 0, 2],
      [2, 8, 0],
      [3, 10, 0],
    ]);
  });

  it("607.7d: a holder owed an extra turn keeps the marker though a marker is within three seats on the right (807.4i: passes it on)", () => {
    const ms: TurnMarker[] = [
      { id: 1, holder: 1, taking: false, designations: 0 },
      { id: 2, holder: 4, taking: true, designations: 0 },
      { id: 3, holder: 8, taking: true, designations: 0 },
    ];
    const kept = endTurn(seated(12), ms, 2, true, false);
    expect(kept.events).toContainEqual({ type: "begin", marker: 2, holder: 4 });
    expect(kept.events.some((e) => e.type === "deferExtraTurn")).toBe(false);
    const passed = endTurn(seated(12), ms, 2, true, true);
    expect(passed.events).toContainEqual({ type: "deferExtraTurn", player: 4 });
    expect(passed.markers.find((m) => m.id === 2)?.holder).toBe(5);
  });
});
