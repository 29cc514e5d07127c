import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { type CardDb, type CardDef, type Color, tokenDefsOf } from "@roundtable/engine";
import { buildLayout, loadScenarioFile, parseScenario } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf } from "./helpers.ts";

function base(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 1,
    name: "test",
    variant: "duel",
    players: [
      { name: "A", hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
      { name: "B", battlefield: ["Grizzly Bears"] },
    ],
    ...extra,
  };
}

describe("parseScenario", () => {
  it("accepts a minimal scenario and fills in defaults", () => {
    const r = parseScenario(base(), cardDb);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.seed).toBe(1);
    expect(r.scenario.shuffle).toBe(false);
    expect(r.scenario.actions).toEqual([]);
    expect(r.scenario.rules).toEqual([]);
  });

  it("names the path of an unknown card and suggests the right one", () => {
    const json = base();
    (json.players as { battlefield: string[] }[])[1].battlefield = ["Forest", "Forest", "Grizly Bears"];
    expect(errorsOf(json)).toEqual([
      {
        path: "players[1].battlefield[2]",
        message: 'unknown card "Grizly Bears" (did you mean "Grizzly Bears"?)',
      },
    ]);
  });

  it("names unknown players in actions, controllers and expectations", () => {
    const json = base({
      actions: [{ turn: 1, step: "main1", player: "C", cast: "Lightning Bolt", targets: ["Bb"] }],
      expect: { life: { D: 3 } },
    });
    (json.players as { battlefield: unknown[] }[])[0].battlefield = [{ card: "Mountain", controller: "Z" }];
    const errors = errorsOf(json);
    expect(errors.map((e) => e.path)).toEqual([
      "players[0].battlefield[0].controller",
      "actions[0].player",
      "actions[0].targets[0]",
      "expect.life.D",
    ]);
    expect(errors[1].message).toBe('unknown player "C" (players: A, B)');
  });

  it("111.4: a token is named by its name; one that tokens of other characteristics share is refused, whatever the pool's order", () => {
    const soldier = (colors: Color[], size: number): CardDef => ({
      id: `maker-${colors.join("")}`,
      name: `Maker ${colors.join("")}`,
      types: ["Sorcery"],
      spell: {
        effects: [
          {
            e: "createToken",
            amount: 1,
            token: { types: ["Creature"], subtypes: ["Soldier"], colors, power: size, toughness: size },
          },
        ],
      },
    });
    const dbOf = (...cards: CardDef[]): CardDb =>
      new Map([...cardDb, ...tokenDefsOf(cards).map((d): [string, CardDef] => [d.id, d])]);
    const json = base();
    (json.players as { battlefield: unknown[] }[])[0].battlefield = [{ card: "Soldier Token", token: true }];
    const white = dbOf(soldier(["W"], 1));
    const r = parseScenario(json, white);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(buildLayout(r.scenario, white).players[0].battlefield?.[0].card).toMatch(/^token-soldier-token-/);
    for (const db of [dbOf(soldier(["W"], 1), soldier(["R"], 2)), dbOf(soldier(["R"], 2), soldier(["W"], 1))])
      expect(parseScenario(json, db)).toMatchObject({
        ok: false,
        errors: [
          {
            path: "players[0].battlefield[0].card",
            message: expect.stringMatching(
              /^"Soldier Token" is the name of 2 tokens with other characteristics \(111\.4\): name one by its id — /,
            ),
          },
        ],
      });
  });

  it("114.3: an emblem's name that emblems with other abilities share is refused, said of emblems", () => {
    const maker = (n: number): CardDef => ({
      id: `warden-${n}`,
      name: `Warden ${n}`,
      types: ["Sorcery"],
      spell: {
        effects: [
          {
            e: "emblem",
            name: "Warden's emblem",
            abilities: [{ kind: "static", effect: { s: "opponentsUntapLimit", n } }],
          },
        ],
      },
    });
    const db: CardDb = new Map([
      ...cardDb,
      ...tokenDefsOf([maker(1), maker(2)]).map((d): [string, CardDef] => [d.id, d]),
    ]);
    const json = base();
    (json.players as { command?: unknown[] }[])[0].command = ["Warden's emblem"];
    expect(parseScenario(json, db)).toMatchObject({
      ok: false,
      errors: [
        {
          path: "players[0].command[0]",
          message: expect.stringMatching(
            /^"Warden's emblem" is the name of 2 emblems with other abilities \(114\.3\): name one by its id — /,
          ),
        },
      ],
    });
  });

  it("rejects a bad step name with a suggestion", () => {
    const errors = errorsOf(
      base({ actions: [{ turn: 1, step: "mian1", player: "A", cast: "Lightning Bolt" }] }),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0].path).toBe("actions[0].step");
    expect(errors[0].message).toContain('"mian1" is not one of');
    expect(errors[0].message).toContain('did you mean "main1"?');
  });

  it("rejects unknown fields and wrong types", () => {
    const json = base({ seed: "x", flavour: "red" });
    (json.players as Record<string, unknown>[])[0].lfe = 3;
    (json.players as Record<string, unknown>[])[1].battlefield = [{ card: "Grizzly Bears", tapped: "yes" }];
    const errors = errorsOf(json);
    expect(errors).toContainEqual({ path: "flavour", message: 'unknown field "flavour"' });
    expect(errors).toContainEqual({
      path: "players[0].lfe",
      message: 'unknown field "lfe" (did you mean "life"?)',
    });
    expect(errors).toContainEqual({
      path: "seed",
      message: 'must be an integer or 32 lowercase hexadecimal digits, got "x"',
    });
    expect(errors).toContainEqual({
      path: "players[1].battlefield[0].tapped",
      message: 'expected true or false, got "yes"',
    });
  });

  it("needs format 1 and exactly one verb per action", () => {
    const errors = errorsOf(
      base({
        format: 2,
        actions: [
          { turn: 1, step: "main1", player: "A" },
          { turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", play: "Mountain" },
          { turn: 1, step: "main1", player: "A", play: "Mountain", x: 3 },
          { turn: 1, step: "main1", player: "A", attack: { "Grizzly Bears": "B" } },
        ],
      }),
    );
    expect(errors.map((e) => e.path)).toEqual([
      "format",
      "actions[0]",
      "actions[1]",
      "actions[2].x",
      "actions[3].step",
    ]);
  });

  it("checks card references: player prefixes, copies, attachedTo", () => {
    const json = base({
      actions: [{ turn: 1, step: "main1", player: "A", cast: "Q:Lightning Bolt" }],
      expect: { permanents: { "B:Grizzly Bears#1": { power: 2 } }, hand: { A: ["Mountain x0"] } },
    });
    (json.players as { battlefield: unknown[] }[])[0].battlefield = [
      "Mountain",
      { card: "Pacifism", attachedTo: "Grizzly Bears" },
      { card: "Holy Strength", attachedTo: "Lightning Bolt" },
    ];
    expect(errorsOf(json)).toEqual([
      { path: "players[0].battlefield[2].attachedTo", message: '"Lightning Bolt" is not on the battlefield' },
      { path: "actions[0].cast", message: 'unknown player "Q" in "Q:Lightning Bolt" (players: A, B)' },
      { path: "expect.hand.A[0]", message: '"Mountain x0": the number of copies must be at least 1' },
    ]);
  });

  it("accepts card names that contain a colon only when the prefix is not a player", () => {
    const r = parseScenario(
      base({ actions: [{ turn: 1, step: "main1", player: "A", cast: "A:Lightning Bolt#1" }] }),
      cardDb,
    );
    expect(r.ok).toBe(true);
  });

  it("rejects actions that come at or after stopAt", () => {
    const errors = errorsOf(
      base({
        actions: [{ turn: 2, step: "main1", player: "A", play: "Mountain" }],
        stopAt: { turn: 2, step: "upkeep" },
      }),
    );
    expect(errors).toEqual([
      {
        path: "actions[0]",
        message: "turn 2 main1 is not before stopAt (turn 2 upkeep): it would never be taken",
      },
    ]);
  });

  it("checks the variant against the number of players", () => {
    const errors = errorsOf(base({ variant: "free-for-all" }));
    expect(errors).toEqual([
      { path: "variant", message: 'variant "free-for-all" needs 3 or more players, got 2' },
    ]);
    expect(errorsOf(base({ options: { attack: "left" } }))[0].path).toBe("options");
  });

  it("407.3: an ante card or an ante zone needs the option ante", () => {
    const json = base();
    const players = json.players as Record<string, unknown>[];
    players[0].hand = ["Demonic Attorney"];
    players[1].ante = ["Shock"];
    expect(errorsOf(json).map((e) => e.path)).toEqual(["players[0].hand[0]", "players[1].ante"]);
    expect(errorsOf(json)[0].message).toMatch(/Demonic Attorney says .*407\.3.*"ante": true/);
    const r = parseScenario({ ...json, options: { ante: true } }, cardDb);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(buildLayout(r.scenario, cardDb).players[1].ante).toEqual(["shock"]);
  });

  it("614.12: a permanent's choice as it entered: a player name becomes a seat, anything else stays text", () => {
    const json = base();
    const players = json.players as Record<string, unknown>[];
    players[0].battlefield = [
      { card: "Black Vise", chosen: "B" },
      { card: "Teferi's Moat", chosen: "black" },
    ];
    const r = parseScenario(json, cardDb);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(buildLayout(r.scenario, cardDb).players[0].battlefield?.map((p) => p.chosen)).toEqual([
      1,
      "black",
    ]);
  });
});

describe("buildLayout", () => {
  it('expands "Name x3", defaults the library to 40 Wastes and keys attachments', () => {
    const json = base({ start: "B", shuffle: true, seed: 7 });
    const players = json.players as Record<string, unknown>[];
    players[0].hand = ["Mountain x3", "Lightning Bolt"];
    players[0].library = ["Forest", "Island x2"];
    players[1].battlefield = [
      "Grizzly Bears",
      { card: "Pacifism", attachedTo: "B:Grizzly Bears", controller: "A" },
    ];
    const r = parseScenario(json, cardDb);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const layout = buildLayout(r.scenario, cardDb);
    expect(layout.start).toBe(1);
    expect(layout.shuffle).toBe(true);
    expect(layout.seed).toBe(7);
    expect(layout.players[0].hand).toEqual(["mountain", "mountain", "mountain", "lightning-bolt"]);
    expect(layout.players[0].library).toEqual(["forest", "island", "island"]);
    expect(layout.players[1].library).toEqual(Array(40).fill("wastes"));
    expect(layout.players[1].battlefield).toEqual([
      { card: "grizzly-bears", sick: false, key: "1/0/0" },
      { card: "pacifism", sick: false, controller: 0, attachedTo: "1/0/0" },
    ]);
  });
});

describe("loadScenarioFile", () => {
  const dir = mkdtempSync(join(tmpdir(), "scenario-"));

  it("reports a JSON syntax error with the file name", () => {
    const file = join(dir, "broken.json");
    writeFileSync(file, '{ "format": 1, "name": ');
    const r = loadScenarioFile(file, cardDb);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0].message).toContain(file);
    expect(r.errors[0].message).toContain("invalid JSON");
  });

  it("reads a valid file", () => {
    const file = join(dir, "ok.json");
    writeFileSync(file, JSON.stringify(base()));
    expect(loadScenarioFile(file, cardDb).ok).toBe(true);
  });
});
