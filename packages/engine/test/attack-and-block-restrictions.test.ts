/**
 * What scenario files can't show: declarations the engine refuses. Attack requirements (508.1d,
 * Juggernaut), landwalk (702.14c) with its multiplayer defending player (802.2a), and "can't be blocked
 * by Walls" (509.1b). Each refused answer is an `illegal` EngineError naming the rule, and leaves the
 * state unchanged.
 */
import { describe, expect, it } from "vitest";
import type { Decision, DefenderRef, Game } from "../src/index.ts";
import { advanceTo, expectRefused, idOf, perms, submitOk, table } from "./helpers.ts";

/** The blockers decision open now, or the first one of the declare blockers step. */
function blockersDecision(game: Game): Extract<Decision, { kind: "blockers" }> {
  const d = game.pending()?.kind === "blockers" ? game.pending()! : advanceTo(game, 1, "declare-blockers");
  if (d.kind !== "blockers") throw new Error(`expected a blockers decision, got ${d.kind}`);
  return d;
}

function attackersDecision(game: Game): Extract<Decision, { kind: "attackers" }> {
  const d = game.pending()!;
  if (d.kind !== "attackers") throw new Error(`expected an attackers decision, got ${d.kind}`);
  return d;
}

const to = (player: number): DefenderRef => ({ player });

describe("702.14 landwalk", () => {
  it("702.14c: a mountainwalker can't be blocked while the defending player controls a Mountain", () => {
    const game = table([
      { name: "A", battlefield: perms("goblin-mountaineer", "grizzly-bears") },
      { name: "B", battlefield: perms("mountain", "runeclaw-bear") },
    ]);
    advanceTo(game, 1, "declare-attackers");
    const walker = idOf(game, 0, "goblin-mountaineer");
    const bears = idOf(game, 0, "grizzly-bears");
    submitOk(game, {
      attacks: [
        { attacker: walker, defender: to(1) },
        { attacker: bears, defender: to(1) },
      ],
    });
    const d = blockersDecision(game);
    const blocker = idOf(game, 1, "runeclaw-bear");
    expect(d.candidates).toEqual([{ blocker, name: "Runeclaw Bear", attackers: [bears] }]);
    expectRefused(
      game,
      { blocks: [{ blocker, attacker: walker }] },
      /can't block Goblin Mountaineer .*509\.1b/,
    );
    submitOk(game, { blocks: [{ blocker, attacker: bears }] });
  });

  it("702.14c: a land of that type counts whatever else it is (islandwalk and Tundra, a Plains Island)", () => {
    const game = table(
      [
        { name: "A", battlefield: perms("rootwater-commando") },
        { name: "B", battlefield: perms("tundra", "grizzly-bears") },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "declare-attackers");
    submitOk(game, { attacks: [{ attacker: idOf(game, 0, "rootwater-commando"), defender: to(1) }] });
    // Nothing can block, so B isn't asked; the Commando deals its damage.
    expect(game.pending()?.kind).toBe("priority");
    advanceTo(game, 1, "main2");
    expect(game.state.players[1].life).toBe(18);
  });

  it("702.14c: with no land of that type, the landwalker can be blocked (other lands don't count)", () => {
    const game = table([
      { name: "A", battlefield: perms("rootwater-commando") },
      { name: "B", battlefield: perms("mountain", "plains", "grizzly-bears") },
    ]);
    advanceTo(game, 1, "declare-attackers");
    const commando = idOf(game, 0, "rootwater-commando");
    submitOk(game, { attacks: [{ attacker: commando, defender: to(1) }] });
    expect(blockersDecision(game).candidates.map((c) => c.attackers)).toEqual([[commando]]);
  });

  it("802.2a: only the player the landwalker attacks counts, not the other defending players", () => {
    // Rob (A) attacks Alex (B) with Runeclaw Bear and Carissa (C) with a mountainwalker (the 802.2a example).
    const game = table(
      [
        { name: "A", battlefield: perms("runeclaw-bear", "goblin-mountaineer", "goblin-mountaineer") },
        { name: "B", battlefield: perms("mountain", "wall-of-wood") },
        { name: "C", battlefield: perms("forest", "wall-of-wood") },
      ],
      { attack: "multiple", autoPass: false },
    );
    advanceTo(game, 1, "declare-attackers");
    const bear = idOf(game, 0, "runeclaw-bear");
    const [walkerB, walkerC] = game.state.battlefield.filter(
      (id) => game.state.objects[id].card === "goblin-mountaineer",
    );
    submitOk(game, {
      attacks: [
        { attacker: bear, defender: to(1) },
        { attacker: walkerB, defender: to(1) },
        { attacker: walkerC, defender: to(2) },
      ],
    });
    // B controls a Mountain: B's Wall may block the Bear but not the mountainwalker attacking B.
    const wallB = idOf(game, 1, "wall-of-wood");
    expect(blockersDecision(game).candidates).toEqual([
      { blocker: wallB, name: "Wall of Wood", attackers: [bear] },
    ]);
    expectRefused(game, { blocks: [{ blocker: wallB, attacker: walkerB }] }, /can't block/);
    submitOk(game, { blocks: [] });
    // C controls no Mountain: C may block the mountainwalker attacking C, although B controls one.
    const wallC = idOf(game, 2, "wall-of-wood");
    const d = blockersDecision(game);
    expect(d.player).toBe(2);
    expect(d.candidates).toEqual([{ blocker: wallC, name: "Wall of Wood", attackers: [walkerC] }]);
    submitOk(game, { blocks: [{ blocker: wallC, attacker: walkerC }] });
    advanceTo(game, 1, "main2");
    expect(game.state.players.map((p) => p.life)).toEqual([20, 17, 20]);
    expect(game.state.objects[wallC].damage).toBe(1);
  });
});

describe("Juggernaut: 509.1b can't be blocked by Walls", () => {
  it("offers only the non-Walls as blockers and refuses a Wall blocking it", () => {
    const game = table(
      [
        { name: "A", battlefield: perms("juggernaut", "grizzly-bears") },
        { name: "B", battlefield: perms("wall-of-wood", "wall-of-air", "pillarfield-ox") },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "declare-attackers");
    const jugg = idOf(game, 0, "juggernaut");
    const bears = idOf(game, 0, "grizzly-bears");
    submitOk(game, {
      attacks: [
        { attacker: jugg, defender: to(1) },
        { attacker: bears, defender: to(1) },
      ],
    });
    const wood = idOf(game, 1, "wall-of-wood");
    const air = idOf(game, 1, "wall-of-air");
    const ox = idOf(game, 1, "pillarfield-ox");
    expect(blockersDecision(game).candidates).toEqual([
      { blocker: wood, name: "Wall of Wood", attackers: [bears] },
      { blocker: air, name: "Wall of Air", attackers: [bears] },
      { blocker: ox, name: "Pillarfield Ox", attackers: [jugg, bears] },
    ]);
    expectRefused(game, { blocks: [{ blocker: wood, attacker: jugg }] }, /Wall of Wood can't block/);
    expectRefused(game, { blocks: [{ blocker: air, attacker: jugg }] }, /Wall of Air can't block/);
    submitOk(game, {
      blocks: [
        { blocker: ox, attacker: jugg },
        { blocker: wood, attacker: bears },
      ],
    });
    advanceTo(game, 1, "main2");
    expect(game.state.players[1].graveyard.map((id) => game.state.objects[id].card)).toEqual([
      "pillarfield-ox",
    ]);
    expect(game.state.objects[jugg].damage).toBe(2);
  });
});

describe("508.1d: attack requirements (Juggernaut attacks each combat if able)", () => {
  it("marks the requirement in the decision and refuses a declaration that leaves Juggernaut out", () => {
    const game = table(
      [
        { name: "A", battlefield: perms("juggernaut", "grizzly-bears") },
        { name: "B", battlefield: perms("wall-of-wood") },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "declare-attackers");
    const jugg = idOf(game, 0, "juggernaut");
    const bears = idOf(game, 0, "grizzly-bears");
    const d = attackersDecision(game);
    expect(d.candidates.map((c) => [c.name, c.mustAttack])).toEqual([
      ["Juggernaut", true],
      ["Grizzly Bears", false],
    ]);
    const message = /Juggernaut must attack: it attacks each combat if able.*\(508\.1d\)/;
    expectRefused(game, { attacks: [] }, message);
    expectRefused(game, { attacks: [{ attacker: bears, defender: to(1) }] }, message);
    // Juggernaut alone obeys the one requirement; the Bears may stay home.
    submitOk(game, { attacks: [{ attacker: jugg, defender: to(1) }] });
    advanceTo(game, 1, "main2");
    expect(game.state.players[1].life).toBe(15);
  });

  it("names every creature whose requirement is ignored", () => {
    const game = table([{ name: "A", battlefield: perms("juggernaut", "juggernaut") }, { name: "B" }]);
    advanceTo(game, 1, "declare-attackers");
    const [first] = game.state.battlefield;
    expectRefused(game, { attacks: [] }, /^Juggernaut, Juggernaut must attack: they attack/);
    expectRefused(game, { attacks: [{ attacker: first, defender: to(1) }] }, /^Juggernaut must attack/);
  });

  it("a creature that can't attack has no requirement to obey: summoning sick, or under Pacifism (restrictions win)", () => {
    const game = table([
      {
        name: "A",
        battlefield: [
          { card: "juggernaut", sick: true },
          { card: "juggernaut", key: "j3" },
          { card: "pacifism", attachedTo: "j3" },
          { card: "grizzly-bears" },
        ],
      },
      { name: "B" },
    ]);
    advanceTo(game, 1, "declare-attackers");
    const d = attackersDecision(game);
    expect(d.candidates.map((c) => c.name)).toEqual(["Grizzly Bears"]);
    submitOk(game, { attacks: [] });
  });

  it("803.1a: in attack left, Juggernaut attacks the player to the left, the only one it can", () => {
    const game = table([{ name: "A", battlefield: perms("juggernaut") }, { name: "B" }, { name: "C" }], {
      attack: "left",
    });
    advanceTo(game, 1, "declare-attackers");
    const d = attackersDecision(game);
    expect(d.candidates[0].defenders).toEqual([to(1)]);
    expectRefused(game, { attacks: [] }, /must attack/);
    expectRefused(game, { attacks: [{ attacker: d.candidates[0].attacker, defender: to(2) }] }, /803\.1/);
    submitOk(game, { attacks: [{ attacker: d.candidates[0].attacker, defender: to(1) }] });
  });

  it("802.3a: with attack multiple players, attacking any defending player obeys the requirement", () => {
    const game = table([{ name: "A", battlefield: perms("juggernaut") }, { name: "B" }, { name: "C" }], {
      attack: "multiple",
      autoPass: false,
    });
    advanceTo(game, 1, "declare-attackers");
    const jugg = idOf(game, 0, "juggernaut");
    expect(game.check(0, game.pending()!.id, { attacks: [{ attacker: jugg, defender: to(1) }] })).toBe(null);
    submitOk(game, { attacks: [{ attacker: jugg, defender: to(2) }] });
    advanceTo(game, 1, "main2");
    expect(game.state.players.map((p) => p.life)).toEqual([20, 20, 15]);
  });
});
