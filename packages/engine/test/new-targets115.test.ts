/**
 * 115.7: new targets for a spell or ability on the stack (engine/spells/newTargets.ts), chosen by the controller
 * of the effect — Deflecting Swat's "You may choose new targets for target spell or ability" (115.7d), Bolt Bend's
 * "Change the target of target spell or ability with a single target" (115.7a, 115.9a) — among the targets legal
 * for the spell or ability as its controller controls it, within the chooser's range too (801.5a); and Bolt Bend's
 * "costs {3} less to cast if you control a creature with power 4 or greater" (601.2f).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, type LayoutPermanent, type LayoutPlayer } from "../src/index.ts";
import {
  actionNames,
  advanceTo,
  chooseLabels,
  idOf,
  lands,
  openChoice,
  submitEvents,
  submitOk,
  table,
  takeAction,
} from "./helpers.ts";

/**
 * On B's turn, B casts Forked Bolt (a sorcery) at `targets` (two: 1 damage each); then A — with `answer` in hand,
 * `mountains` Mountains and Grizzly Bears — has priority.
 */
function forkedBolt(answer: string, mountains: number, targets: string[]): Game {
  const game = table(
    [
      {
        name: "A",
        hand: [answer],
        battlefield: [...lands("mountain", mountains), { card: "grizzly-bears" }],
      },
      { name: "B", hand: ["forked-bolt"], battlefield: lands("mountain", 1) },
    ],
    { autoPass: false, start: 1 },
  );
  advanceTo(game, 1, "main1");
  takeAction(game, "cast", "Forked Bolt");
  chooseLabels(game, ...targets);
  if (targets.length === 2) submitOk(game, { amounts: [1, 1] });
  submitOk(game, { choice: 0 }); // B passes: A has priority
  return game;
}

/** Passes priority until someone other than a passing player is asked something, or the stack is empty. */
function passWhileStacked(game: Game): void {
  for (let d = game.pending(); d?.kind === "priority" && game.state.stack.length > 0; d = game.pending())
    submitOk(game, { choice: 0 });
}

/** A (Deflecting Swat, three Mountains, Grizzly Bears) against B, who casts Shock or activates Prodigal Sorcerer. */
function duel(b: LayoutPlayer): Game {
  const a: LayoutPlayer = {
    name: "A",
    hand: ["deflecting-swat"],
    battlefield: [...lands("mountain", 3), { card: "grizzly-bears" }],
  };
  const game = table([a, b], { autoPass: false });
  advanceTo(game, 1, "main1");
  submitOk(game, { choice: 0 }); // A passes: B has priority
  return game;
}

/** B casts Shock at A's Grizzly Bears; A answers with Deflecting Swat on it, and both pass. */
function swatOnShock(): Game {
  const game = duel({ name: "B", hand: ["shock"], battlefield: lands("mountain", 1) });
  takeAction(game, "cast", "Shock");
  chooseLabels(game, "Grizzly Bears (A)");
  submitOk(game, { choice: 0 }); // B passes: A has priority
  takeAction(game, "cast", "Deflecting Swat");
  chooseLabels(game, "Shock (B)");
  passWhileStacked(game);
  return game;
}

describe("115.7d: choose new targets for target spell or ability (Deflecting Swat)", () => {
  it("115.7d: A chooses a new target for B's Shock, legal for B's spell: it deals its damage to B instead", () => {
    const game = swatOnShock();
    const d = openChoice(game, "targets", 0);
    // The target it has (kept if chosen), then the other legal targets of B's "any target".
    expect(d.options.map((o) => o.label)).toEqual(["Grizzly Bears (A)", "B", "A"]);
    chooseLabels(game, "B");
    passWhileStacked(game);
    expect(game.state.players[1].life).toBe(18);
    expect(idOf(game, 0, "grizzly-bears")).toBeGreaterThan(0);
  });

  it("115.7: the change is a public retarget event — the chooser, the spell, its targets now; none when kept", () => {
    const changed = swatOnShock();
    const d = openChoice(changed, "targets", 0);
    const events = submitEvents(changed, { choices: [d.options.findIndex((o) => o.label === "B")] });
    expect(events.filter((e) => e.type === "retarget")).toEqual([
      { type: "retarget", player: 0, object: expect.any(Number), card: "Shock", targets: ["B"] },
    ]);
    const kept = swatOnShock();
    expect(submitEvents(kept, { choices: [0] }).some((e) => e.type === "retarget")).toBe(false);
  });

  it("115.7d: the player may leave the target unchanged: Shock still deals its damage to Grizzly Bears", () => {
    const game = swatOnShock();
    chooseLabels(game, "Grizzly Bears (A)");
    passWhileStacked(game);
    expect(game.state.players[1].life).toBe(20);
    expect(game.state.battlefield.some((id) => game.state.objects[id].card === "grizzly-bears")).toBe(false);
  });

  it("115.7: an activated ability is a target too: Prodigal Sorcerer's ping at A turned on the Sorcerer itself", () => {
    const game = duel({ name: "B", battlefield: [{ card: "prodigal-sorcerer" }] });
    takeAction(game, "activate", "Prodigal Sorcerer");
    chooseLabels(game, "A");
    submitOk(game, { choice: 0 }); // B passes: A has priority
    takeAction(game, "cast", "Deflecting Swat");
    chooseLabels(game, "Prodigal Sorcerer (B)");
    passWhileStacked(game);
    chooseLabels(game, "Prodigal Sorcerer (B)");
    passWhileStacked(game);
    expect(game.state.players[0].life).toBe(20);
    expect(game.state.players[1].graveyard.map((id) => game.state.objects[id].card)).toEqual([
      "prodigal-sorcerer",
    ]);
  });

  it("115.3, 115.7e: two targets of one \"target\" may trade places, and an earlier place's choice isn't offered again", () => {
    // On B's turn, B's Forked Bolt has A and Grizzly Bears (A) as its two targets; A answers with Deflecting Swat.
    const game = forkedBolt("deflecting-swat", 3, ["A", "Grizzly Bears (A)"]);
    takeAction(game, "cast", "Deflecting Swat");
    chooseLabels(game, "Forked Bolt (B)");
    passWhileStacked(game);
    chooseLabels(game, "Grizzly Bears (A)"); // the first place: A → Grizzly Bears
    // The second place can't keep Grizzly Bears, now the first's (115.3), and must change: B or A.
    expect(openChoice(game, "targets", 0).options.map((o) => o.label)).toEqual(["B", "A"]);
    chooseLabels(game, "A");
    const bolt = game.state.objects[game.state.stack[0]];
    expect(bolt.stack?.targets).toEqual([[{ object: idOf(game, 0, "grizzly-bears") }, { player: 0 }]]);
  });

  it("801.4, 801.5a: the new target is within the range of both the spell's controller and the chooser", () => {
    // Range 1 at five seats: B's Shock at A may go to A, B or C (B's range); A chooses within A, B and E.
    const game = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      options: { range: 1 },
      players: [
        { name: "A", hand: ["deflecting-swat"], battlefield: lands("mountain", 3) },
        { name: "B", hand: ["shock"], battlefield: lands("mountain", 1) },
        { name: "C" },
        { name: "D" },
        { name: "E" },
      ],
      start: 0,
      autoPass: false,
    });
    advanceTo(game, 1, "main1");
    submitOk(game, { choice: 0 }); // A passes: B has priority
    takeAction(game, "cast", "Shock");
    chooseLabels(game, "A");
    for (let d = game.pending(); d?.kind === "priority" && d.player !== 0; d = game.pending())
      submitOk(game, { choice: 0 });
    takeAction(game, "cast", "Deflecting Swat");
    chooseLabels(game, "Shock (B)");
    passWhileStacked(game);
    expect(openChoice(game, "targets", 0).options.map((o) => o.label)).toEqual(["A", "B"]);
  });
});

/** B casts `spell` at `target` (A's permanent or a player); A, with four Mountains and `more`, holds Bolt Bend. */
function bendDuel(b: LayoutPlayer, more: LayoutPermanent[] = []): Game {
  const a: LayoutPlayer = {
    name: "A",
    hand: ["bolt-bend"],
    battlefield: [...lands("mountain", 4), { card: "grizzly-bears" }, ...more],
  };
  const game = table([a, b], { autoPass: false });
  advanceTo(game, 1, "main1");
  submitOk(game, { choice: 0 }); // A passes: B has priority
  return game;
}

/** A answers the spell on the stack with Bolt Bend aimed at `spell`, and both pass. */
function bend(game: Game, spell: string): void {
  submitOk(game, { choice: 0 }); // B passes: A has priority
  takeAction(game, "cast", "Bolt Bend");
  chooseLabels(game, spell);
  passWhileStacked(game);
}

describe("115.7a: change the target of target spell or ability with a single target (Bolt Bend)", () => {
  it("115.7a: the target becomes another legal target, the current one not among the choices: Shock hits B", () => {
    const game = bendDuel({ name: "B", hand: ["shock"], battlefield: lands("mountain", 1) });
    takeAction(game, "cast", "Shock");
    chooseLabels(game, "Grizzly Bears (A)");
    bend(game, "Shock (B)");
    expect(openChoice(game, "targets", 0).options.map((o) => o.label)).toEqual(["B", "A"]);
    chooseLabels(game, "B");
    passWhileStacked(game);
    expect(game.state.players[1].life).toBe(18);
    expect(idOf(game, 0, "grizzly-bears")).toBeGreaterThan(0);
  });

  it("115.7a: with no other legal target the target is unchanged: Murder still destroys the only creature", () => {
    const game = bendDuel({ name: "B", hand: ["murder"], battlefield: lands("swamp", 3) });
    takeAction(game, "cast", "Murder");
    chooseLabels(game, "Grizzly Bears (A)");
    bend(game, "Murder (B)");
    passWhileStacked(game); // nothing is asked: Murder resolves
    expect(game.state.battlefield.some((id) => game.state.objects[id].card === "grizzly-bears")).toBe(false);
    expect(game.state.players[0].graveyard.map((id) => game.state.objects[id].card)).toContain(
      "grizzly-bears",
    );
  });

  it("115.9a: a spell with two targets is no target for it; with one target it is", () => {
    const boltBend = (targets: string[]) => forkedBolt("bolt-bend", 4, targets);
    expect(actionNames(boltBend(["A", "Grizzly Bears (A)"]).pending()!)).not.toContain("cast Bolt Bend");
    expect(actionNames(boltBend(["A"]).pending()!)).toContain("cast Bolt Bend");
  });
});

describe("601.2f: This spell costs {3} less to cast if you control a creature with power 4 or greater", () => {
  /** A, with one Mountain and `creature`, has priority with B's Shock on the stack. */
  function oneMountain(creature: string): Game {
    const game = table(
      [
        { name: "A", hand: ["bolt-bend"], battlefield: [{ card: "mountain" }, { card: creature }] },
        { name: "B", hand: ["shock"], battlefield: lands("mountain", 1) },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    submitOk(game, { choice: 0 }); // A passes: B has priority
    takeAction(game, "cast", "Shock");
    chooseLabels(game, "A");
    submitOk(game, { choice: 0 }); // B passes: A has priority
    return game;
  }

  it("601.2f: with Serra Angel (power 4) Bolt Bend costs {R}: cast with one Mountain", () => {
    const game = oneMountain("serra-angel");
    takeAction(game, "cast", "Bolt Bend");
    chooseLabels(game, "Shock (B)");
    expect(game.state.stack.map((id) => game.state.objects[id].card)).toEqual(["shock", "bolt-bend"]);
  });

  it("601.2f: with Hill Giant (power 3) it costs {3}{R}: one Mountain can't cast it", () => {
    expect(actionNames(oneMountain("hill-giant").pending()!)).not.toContain("cast Bolt Bend");
  });
});
