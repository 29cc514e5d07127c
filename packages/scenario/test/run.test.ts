import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { parseScenario, type RunResult, runScenario, scenarioCommand } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";

function run(json: Record<string, unknown>): RunResult {
  const parsed = parseScenario({ format: 1, name: "test", variant: "duel", ...json }, cardDb);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return runScenario(parsed.scenario, cardDb);
}

function passes(json: Record<string, unknown>): RunResult {
  const r = run(json);
  if (!r.passed)
    throw new Error(`${r.error ?? ""}\n${JSON.stringify(r.failures, null, 2)}\n${r.trace.join("\n")}`);
  return r;
}

describe("runScenario", () => {
  it("casts a creature spell, paying with the listed mana source first", () => {
    const r = passes({
      players: [
        { name: "A", hand: ["Grizzly Bears"], battlefield: ["Forest", "Forest", "Mountain"] },
        { name: "B", hand: ["Wastes"] },
      ],
      actions: [{ turn: 1, step: "main1", player: "A", cast: "Grizzly Bears", pay: ["Mountain"] }],
      stopAt: { turn: 2, step: "main1" },
      expect: {
        battlefield: { A: ["Grizzly Bears", "Forest x2", "Mountain"] },
        hand: { A: [] },
        permanents: {
          Mountain: { tapped: true },
          "Grizzly Bears": { power: 2, toughness: 2, controller: "A" },
        },
      },
    });
    expect(r.trace.some((l) => l.includes("Mountain: add {R}") && l.includes("actions[0].pay[0]"))).toBe(
      true,
    );
  });

  it("answers other decisions from `choices`, in order", () => {
    passes({
      players: [{ name: "A", hand: ["Mountain x7", "Lightning Bolt"] }, { name: "B" }],
      choices: { A: ["Lightning Bolt"] },
      stopAt: { turn: 2, step: "main1" },
      expect: { hand: { A: ["Mountain x7"] }, graveyard: { A: ["Lightning Bolt"] } },
    });
  });

  it("answers an action's follow-up questions from its own fields: x, modes, targets", () => {
    passes({
      players: [
        { name: "A", hand: ["Fireball", "Boros Charm"], battlefield: ["Mountain x5", "Plains"] },
        { name: "B", hand: ["Wastes"] },
      ],
      actions: [
        { turn: 1, step: "main1", player: "A", cast: "Fireball", x: 3, targets: ["B"], pay: ["Mountain#1"] },
        {
          turn: 1,
          step: "main1",
          player: "A",
          cast: "Boros Charm",
          modes: [1],
          targets: [["B"]],
          stackEmpty: true,
        },
      ],
      stopAt: { turn: 2, step: "main1" },
      expect: { life: { B: 13 }, graveyard: { A: ["Fireball", "Boros Charm"] } },
    });
  });

  it("603.3b: an order of triggers lists those of one text by their label, as many times as they are (Midnight Reaper's, for itself and another creature that died with it)", () => {
    const reaper =
      "Midnight Reaper: Whenever a nontoken creature you control dies, this creature deals 1 damage to you and you draw a card.";
    const traveler =
      "Doomed Traveler: When this creature dies, create a 1/1 white Spirit creature token with flying.";
    const r = passes({
      players: [
        {
          name: "A",
          hand: ["Pyroclasm"],
          library: ["Island x3"],
          battlefield: ["Midnight Reaper", "Doomed Traveler", "Mountain x2"],
        },
        { name: "B" },
      ],
      actions: [{ turn: 1, step: "main1", player: "A", cast: "Pyroclasm" }],
      // The Traveler's first: it goes on the stack first and resolves last.
      choices: { A: [[traveler, reaper, reaper]] },
      stopAt: { turn: 1, step: "main1", decision: 5 },
    });
    const s = r.game!.state;
    expect(s.stack.map((id) => s.objects[id].card)).toEqual([
      "doomed-traveler",
      "midnight-reaper",
      "midnight-reaper",
    ]);
  });

  it("takes a triggered ability's targets from `choices`", () => {
    passes({
      players: [
        { name: "A", hand: ["Flametongue Kavu"], battlefield: ["Mountain x4"] },
        { name: "B", hand: ["Wastes"], battlefield: ["Grizzly Bears", "Llanowar Elves"] },
      ],
      actions: [{ turn: 1, step: "main1", player: "A", cast: "Flametongue Kavu" }],
      choices: { A: ["Grizzly Bears"] },
      stopAt: { turn: 2, step: "main1" },
      expect: { battlefield: { B: ["Llanowar Elves"] }, graveyard: { B: ["Grizzly Bears"] } },
    });
  });

  it("fails with the choice's path when an answer doesn't fit the decision", () => {
    const r = run({
      players: [{ name: "A", hand: ["Flametongue Kavu"], battlefield: ["Mountain x4"] }, { name: "B" }],
      actions: [{ turn: 1, step: "main1", player: "A", cast: "Flametongue Kavu" }],
      choices: { A: [3] },
    });
    expect(r.error).toMatch(
      /^choices\.A\[0\] for the choose \(targets\) decision .* needs a name or a list of names, got 3$/,
    );
  });

  it("fails, naming the decision, when nothing answers it", () => {
    const r = run({
      players: [{ name: "A", hand: ["Mountain x7", "Lightning Bolt"] }, { name: "B" }],
      stopAt: { turn: 2, step: "main1" },
    });
    expect(r.passed).toBe(false);
    expect(r.error).toMatch(/^nothing answers the choose \(discard\) decision ".*" for A in turn 1 cleanup/);
    expect(r.error).toContain('"choices": {"A": [...]}');
  });

  it("fails when an action is not legal, listing the legal ones", () => {
    const r = run({
      players: [{ name: "A", hand: ["Grizzly Bears", "Forest"] }, { name: "B" }],
      actions: [{ turn: 1, step: "main1", player: "A", cast: "Grizzly Bears" }],
    });
    expect(r.error).toBe(
      'actions[0] (A: cast "Grizzly Bears", turn 1 main1): cast Grizzly Bears was not among the legal actions: pass, play Forest',
    );
  });

  it("fails when an action's step passes without it being taken", () => {
    const r = run({
      players: [
        { name: "A", hand: ["Forest"], battlefield: [{ card: "Grizzly Bears", sick: true }] },
        { name: "B" },
      ],
      actions: [{ turn: 1, step: "declare-attackers", player: "A", attack: { "Grizzly Bears": "B" } }],
    });
    expect(r.error).toMatch(
      /^actions\[0\] \(A: attack .*\) was not taken: A was never asked to declare attackers there/,
    );
  });

  it("803.1a, 800.4: says why an attack left can't be declared — the nearest player still in the game on the left is a teammate", () => {
    // A and C play together; B, seated between them, has left: A's left-hand neighbour is C.
    const r = run({
      variant: "free-for-all",
      options: { attack: "left" },
      laterTurn: true,
      players: [
        { name: "A", team: "1", battlefield: ["Grizzly Bears"] },
        { name: "B", team: "2", left: true },
        { name: "C", team: "1" },
        { name: "D", team: "2" },
      ],
      actions: [{ turn: 1, step: "declare-attackers", player: "A", attack: { "Grizzly Bears": "D" } }],
    });
    expect(r.error).toMatch(
      /A was never asked to declare attackers there .*; under attack left A can attack only the player seated next on the left, C, a teammate: no one at all \(803\.1a\)/,
    );
  });

  it("reports the engine's refusal of an illegal block (702.9b)", () => {
    const r = run({
      players: [
        { name: "A", battlefield: ["Suntail Hawk"] },
        { name: "B", battlefield: ["Grizzly Bears"] },
      ],
      actions: [
        { turn: 1, step: "declare-attackers", player: "A", attack: { "Suntail Hawk": "B" } },
        { turn: 1, step: "declare-blockers", player: "B", block: { "Grizzly Bears": "Suntail Hawk" } },
      ],
    });
    // No creature of B's can block the Hawk, so B is not even asked.
    expect(r.error).toMatch(
      /^actions\[1\] \(B: block .*\) was not taken: B was never asked to declare blockers there/,
    );
  });

  it("with stackEmpty, waits for the stack to be empty", () => {
    const players = [
      { name: "A", hand: ["Grizzly Bears", "Ambush Viper"], battlefield: ["Forest x4"] },
      { name: "B", hand: ["Wastes"] },
    ];
    const bears = { turn: 1, step: "main1", player: "A", cast: "Grizzly Bears" };
    const viper = { turn: 1, step: "main1", player: "A", cast: "Ambush Viper" };
    const stopAt = { turn: 2, step: "main1" };
    const entered = (r: RunResult) => {
      const s = r.game!.state;
      return s.battlefield.map((id) => s.objects[id].card).filter((c) => c !== "forest");
    };
    // Without it, A casts the Viper (flash) while the Bears are still on the stack: the Viper resolves first.
    expect(entered(passes({ players, actions: [bears, viper], stopAt }))).toEqual([
      "ambush-viper",
      "grizzly-bears",
    ]);
    const waiting = passes({ players, actions: [bears, { ...viper, stackEmpty: true }], stopAt });
    expect(entered(waiting)).toEqual(["grizzly-bears", "ambush-viper"]);
  });

  it("117.3c: with onStack, waits for exactly those objects on the stack — a response to a trigger, not to the spell before it", () => {
    const players = [
      { name: "A", hand: ["Grizzly Bears", "Ambush Viper"], battlefield: ["Forest x4", "Soul Warden"] },
      { name: "B", hand: ["Wastes"] },
    ];
    const bears = { turn: 1, step: "main1", player: "A", cast: "Grizzly Bears" };
    const viper = { turn: 1, step: "main1", player: "A", cast: "Ambush Viper", onStack: ["Soul Warden"] };
    // The Bears resolve, Soul Warden's ability triggers, and the Viper is cast in response to it.
    const r = passes({ players, actions: [bears, viper], stopAt: { turn: 1, step: "main1", decision: 6 } });
    const s = r.game!.state;
    expect(s.stack.map((id) => s.objects[id].card)).toEqual(["soul-warden", "ambush-viper"]);
    // A stack that never comes: the action is never taken, and the run says so.
    const never = run({ players, actions: [bears, { ...viper, onStack: ["Lightning Bolt"] }] });
    expect(never.error).toMatch(/^actions\[1\] \(A: cast .*\) was not taken/);
    expect(
      parseScenario(
        {
          format: 1,
          name: "x",
          variant: "duel",
          players,
          actions: [bears, { ...viper, stackEmpty: true }],
        },
        cardDb,
      ),
    ).toMatchObject({
      ok: false,
      errors: [
        {
          path: "actions[1].onStack",
          message: '"onStack" and "stackEmpty" wait for different stacks: give one',
        },
      ],
    });
  });

  it('117.3c, 603.3: an onStack entry "Name (spell)" or "Name (ability)" waits for only that kind: Man-o\'-War\'s spell, or the ability it puts on the stack as it enters', () => {
    const players = [
      { name: "A", hand: ["Man-o'-War", "Lightning Bolt"], battlefield: ["Island x3", "Mountain"] },
      { name: "B", battlefield: ["Grizzly Bears"] },
    ];
    const manOWar = { turn: 1, step: "main1", player: "A", cast: "Man-o'-War" };
    const bolt = (onStack: string) => ({
      turn: 1,
      step: "main1",
      player: "A",
      cast: "Lightning Bolt",
      targets: [["B"]],
      onStack: [onStack],
    });
    const kinds = (r: RunResult) => r.game!.state.stack.map((id) => r.game!.state.objects[id].stack?.kind);
    // Stopped at A's priority once the Bolt is cast: the step's decisions are the Man-o'-War's cast and
    // payment, then (both passing, the ability's target) the Bolt's cast and target.
    const at = (onStack: string, decision: number, choices = {}) =>
      passes({
        players,
        actions: [manOWar, bolt(onStack)],
        choices,
        stopAt: { turn: 1, step: "main1", decision },
      });
    expect(kinds(at("Man-o'-War (spell)", 5))).toEqual(["spell", "spell"]);
    // The ability's target (Grizzly Bears) is chosen as it goes on the stack, from A's choices.
    const choices = { A: [["B:Grizzly Bears"]] };
    expect(kinds(at("Man-o'-War (ability)", 8, choices))).toEqual(["triggered", "spell"]);
    // The name alone is either: the first stack that has it, the spell's.
    expect(kinds(at("Man-o'-War", 5))).toEqual(["spell", "spell"]);
  });

  it("stops in a step where nobody has anything to do: every player gets priority in a scenario (117.3a)", () => {
    passes({
      players: [{ name: "A" }, { name: "B" }],
      stopAt: { turn: 1, step: "upkeep" },
      expect: { activePlayer: "A", handCount: { A: 0 } },
    });
  });

  it("fails when stopAt names a step in which nobody receives priority (514.3)", () => {
    const r = run({
      players: [{ name: "A", hand: ["Forest"] }, { name: "B" }],
      stopAt: { turn: 1, step: "cleanup" },
    });
    expect(r.error).toMatch(/^stopAt: the game never stopped in turn 1 cleanup/);
  });

  it("concedes at the first decision of the given step (104.3a)", () => {
    passes({
      variant: "free-for-all",
      players: [{ name: "A", hand: ["Forest"] }, { name: "B" }, { name: "C" }],
      actions: [{ turn: 1, step: "main1", player: "B", concede: true }],
      stopAt: { turn: 1, step: "main2" },
      expect: { inGame: ["A", "C"], lost: ["B"], gameOver: false, activePlayer: "A" },
    });
  });

  it("reports each failed expectation with its path, expected and actual values", () => {
    const r = run({
      players: [{ name: "A", hand: ["Forest"] }, { name: "B" }],
      stopAt: { turn: 1, step: "main1" },
      expect: { life: { A: 20, B: 3 }, hand: { A: ["Island"] }, permanents: { Forest: { tapped: false } } },
    });
    expect(r.failures).toEqual([
      { path: "expect.life.B", expected: 3, actual: 20, message: "B's life: expected 3, got 20" },
      {
        path: "expect.hand.A",
        expected: ["Island"],
        actual: ["Forest"],
        message: "A's hand: missing Island; unexpected Forest",
      },
      {
        path: "expect.permanents.Forest",
        expected: "on the battlefield",
        actual: "hand",
        message: "Forest: not a permanent: it is in A's hand",
      },
    ]);
  });
});

describe("scenarioCommand", () => {
  const dir = mkdtempSync(join(tmpdir(), "scenario-cmd-"));
  const file = (name: string, json: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, typeof json === "string" ? json : JSON.stringify(json));
    return path;
  };
  const good = {
    format: 1,
    name: "good",
    variant: "duel",
    players: [{ name: "A", hand: ["Forest"] }, { name: "B" }],
    stopAt: { turn: 1, step: "main1" },
    expect: { handCount: { A: 1 } },
  };

  it("returns 0 when everything passes, 1 on a failed expectation, 2 on an invalid file", async () => {
    const lines: string[] = [];
    const write = (l: string) => lines.push(l);
    expect(await scenarioCommand([file("good.json", good)], write)).toBe(0);
    expect(lines[0]).toMatch(/^PASS .*good\.json: good \(stopped at turn 1 main1\)$/);

    lines.length = 0;
    const bad = { ...good, name: "bad", expect: { handCount: { A: 5 } } };
    expect(await scenarioCommand([file("good.json", good), file("bad.json", bad)], write)).toBe(1);
    expect(lines).toContain("  expect.handCount.A: A's handCount: expected 5, got 1");

    lines.length = 0;
    const invalid = file("invalid.json", {
      ...good,
      players: [{ name: "A", hand: ["Forrest"] }, { name: "B" }],
    });
    expect(await scenarioCommand([file("bad.json", bad), invalid], write)).toBe(2);
    expect(lines).toContain(`INVALID ${invalid}`);
    expect(lines).toContain('  players[0].hand[0]: unknown card "Forrest" (did you mean "Forest"?)');
    expect(lines.at(-1)).toBe("2 scenarios: 0 passed, 1 failed, 1 invalid");
  });
});
