/**
 * Costs to attack and to block (508.1d, 508.1h–j, 509.1c–f, 802.3a) with the pool's pillow-fort cards: the
 * total cost is locked in as the declaration is made and paid with mana abilities activated then; a creature
 * whose cost its controller couldn't pay isn't offered, and nobody is made to pay by a requirement.
 */
import { describe, expect, it } from "vitest";
import { attackDeclarationProblem } from "../src/engine/combat/combat.ts";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { attackDeclarationCostProblem, type Decision, type DefenderRef, type Game } from "../src/index.ts";
import { advanceTo, expectRefused, idOf, idsOf, perms, submitEvents, submitOk, table } from "./helpers.ts";

const to = (player: number): DefenderRef => ({ player });

function attackersDecision(game: Game): Extract<Decision, { kind: "attackers" }> {
  const d = game.pending()!;
  if (d.kind !== "attackers") throw new Error(`expected an attackers decision, got ${d.kind}`);
  return d;
}

/** The defenders offered to the creature `id`. */
function defendersOf(game: Game, id: number): DefenderRef[] | undefined {
  return attackersDecision(game).candidates.find((c) => c.attacker === id)?.defenders;
}

const untapped = (game: Game, seat: number, card: string) =>
  idsOf(game, seat, card).filter((id) => !game.state.objects[id].tapped).length;

describe("508.1h–j, 802.3a: costs to attack", () => {
  it("802.3a: Ghostly Prison counts only the creatures attacking its controller; the total is paid with mana abilities (508.1i)", () => {
    const game = table([
      {
        name: "A",
        battlefield: perms("forest", "forest", "forest", "forest", "grizzly-bears", "grizzly-bears"),
      },
      { name: "B", battlefield: perms("ghostly-prison") },
      { name: "C", battlefield: perms("grizzly-bears") },
    ]);
    advanceTo(game, 1, "declare-attackers");
    const [b1, b2] = idsOf(game, 0, "grizzly-bears");
    submitOk(game, {
      attacks: [
        { attacker: b1, defender: to(1) },
        { attacker: b2, defender: to(1) },
      ],
    });
    // {2} for each of the two creatures attacking B: all four Forests tapped, both attack.
    expect(untapped(game, 0, "forest")).toBe(0);
    expect(game.state.players[1].life).toBe(16);
  });

  it("802.3a: a creature attacking another player costs nothing; one the controller couldn't pay for isn't offered that player", () => {
    const game = table([
      { name: "A", battlefield: perms("forest", "grizzly-bears") },
      { name: "B", battlefield: perms("ghostly-prison") },
      { name: "C", battlefield: perms("plains") },
    ]);
    advanceTo(game, 1, "declare-attackers");
    const bears = idOf(game, 0, "grizzly-bears");
    expect(defendersOf(game, bears)).toEqual([to(2)]);
    expectRefused(game, { attacks: [{ attacker: bears, defender: to(1) }] }, /can't pay \{2\}.*508\.1h–j/);
    submitOk(game, { attacks: [{ attacker: bears, defender: to(2) }] });
    expect(untapped(game, 0, "forest")).toBe(1);
  });

  it("508.1h–j: a declaration whose total cost can't be paid is refused, though each creature alone could be paid for", () => {
    const game = table([
      { name: "A", battlefield: perms("forest", "forest", "forest", "grizzly-bears", "grizzly-bears") },
      { name: "B", battlefield: perms("propaganda") },
    ]);
    advanceTo(game, 1, "declare-attackers");
    const [b1, b2] = idsOf(game, 0, "grizzly-bears");
    const before = attackersDecision(game);
    const both = [
      { attacker: b1, defender: to(1) },
      { attacker: b2, defender: to(1) },
    ];
    // The declaration's check with the game names the total cost each creature alone doesn't show.
    const g = makeCtx(game.db, game.state, null);
    expect(attackDeclarationProblem(before.candidates, both, g)).toMatch(
      /A can't pay \{4\}.*508\.1d, 508\.1h–j/,
    );
    expect(attackDeclarationCostProblem(game.db, game.state, [both[0]])).toBeNull();
    // {4} with three Forests: refused, nothing tapped, the same question still open.
    expectRefused(game, { attacks: both }, /A can't pay \{4\}.*508\.1h–j/);
    expect(untapped(game, 0, "forest")).toBe(3);
    expect(game.state.combat?.attacks ?? []).toEqual([]);
    expect(attackersDecision(game)).toEqual(before);
    submitOk(game, { attacks: [{ attacker: b1, defender: to(1) }] });
    expect(untapped(game, 0, "forest")).toBe(1);
  });

  it("508.1d: a requirement doesn't make its controller pay: Juggernaut needn't attack through Ghostly Prison", () => {
    const game = table([
      { name: "A", battlefield: perms("juggernaut", "forest", "forest") },
      { name: "B", battlefield: perms("ghostly-prison") },
    ]);
    advanceTo(game, 1, "declare-attackers");
    const jug = idOf(game, 0, "juggernaut");
    expect(attackersDecision(game).candidates).toEqual([
      { attacker: jug, name: "Juggernaut", defenders: [to(1)], mustAttack: false },
    ]);
    submitOk(game, { attacks: [] });
    expect(game.state.combat?.attacks ?? []).toEqual([]);
  });

  it("508.1h: Sphere of Safety's X is the number of enchantments its controller controls, with Propaganda's {2} besides", () => {
    const game = table([
      { name: "A", battlefield: perms("forest", "forest", "forest", "forest", "forest", "grizzly-bears") },
      { name: "B", battlefield: perms("sphere-of-safety", "propaganda") },
    ]);
    advanceTo(game, 1, "declare-attackers");
    submitOk(game, { attacks: [{ attacker: idOf(game, 0, "grizzly-bears"), defender: to(1) }] });
    expect(untapped(game, 0, "forest")).toBe(1); // {2} (X = 2) + {2}
  });

  it("107.4f, 119.4: Norn's Annex's {W/P} for each attacker, paid with 2 life each without white mana", () => {
    const game = table([
      { name: "A", battlefield: perms("forest", "grizzly-bears", "grizzly-bears") },
      { name: "B", battlefield: perms("norns-annex") },
    ]);
    advanceTo(game, 1, "declare-attackers");
    const [b1, b2] = idsOf(game, 0, "grizzly-bears");
    submitOk(game, {
      attacks: [
        { attacker: b1, defender: to(1) },
        { attacker: b2, defender: to(1) },
      ],
    });
    expect(game.state.players[0].life).toBe(16);
    expect(untapped(game, 0, "forest")).toBe(1);
  });

  it("Archangel of Tithes taxes attacks only while untapped", () => {
    const game = table([
      { name: "A", battlefield: perms("grizzly-bears") },
      { name: "B", battlefield: [{ card: "archangel-of-tithes", tapped: true }] },
    ]);
    advanceTo(game, 1, "declare-attackers");
    expect(defendersOf(game, idOf(game, 0, "grizzly-bears"))).toEqual([to(1)]);
    const untappedAngel = table([
      { name: "A", battlefield: perms("forest", "grizzly-bears") },
      { name: "B", battlefield: perms("archangel-of-tithes") },
    ]);
    advanceTo(untappedAngel, 1, "declare-attackers");
    submitOk(untappedAngel, {
      attacks: [{ attacker: idOf(untappedAngel, 0, "grizzly-bears"), defender: to(1) }],
    });
    expect(untapped(untappedAngel, 0, "forest")).toBe(0);
  });
});

describe("509.1c–f: costs to block", () => {
  it("509.1d–f: while Archangel of Tithes attacks, a blocker costs {1}; a mana creature may pay its own (509.1e)", () => {
    const game = table([
      { name: "A", battlefield: perms("archangel-of-tithes", "grizzly-bears") },
      { name: "B", battlefield: perms("llanowar-elves", "runeclaw-bear") },
    ]);
    advanceTo(game, 1, "declare-attackers");
    const bears = idOf(game, 0, "grizzly-bears");
    submitOk(game, {
      attacks: [
        { attacker: idOf(game, 0, "archangel-of-tithes"), defender: to(1) },
        { attacker: bears, defender: to(1) },
      ],
    });
    const elves = idOf(game, 1, "llanowar-elves");
    const bear = idOf(game, 1, "runeclaw-bear");
    const d = game.pending()!;
    // Either could block (the Elves' mana pays {1}); not both: {2}, and partial payments aren't allowed.
    expect(d.kind === "blockers" && d.candidates).toEqual([
      { blocker: elves, name: "Llanowar Elves", attackers: [bears] },
      { blocker: bear, name: "Runeclaw Bear", attackers: [bears] },
    ]);
    expectRefused(
      game,
      {
        blocks: [
          { blocker: elves, attacker: bears },
          { blocker: bear, attacker: bears },
        ],
      },
      /B can't pay \{2\}.*509\.1c–f/,
    );
    const events = submitEvents(game, { blocks: [{ blocker: elves, attacker: bears }] });
    // The Elves, chosen to block, tap for the {G} that pays their cost (509.1f), then block (509.1g); the Bears
    // are blocked (only the Angel's 3 hit).
    expect(events.filter((e) => e.type === "block" || e.type === "mana")).toEqual([
      { type: "mana", player: 1, mana: "{G}" },
      { type: "block", blocker: elves, card: "Llanowar Elves", attacker: bears },
    ]);
    expect(game.state.players[1].life).toBe(17);
  });
});
