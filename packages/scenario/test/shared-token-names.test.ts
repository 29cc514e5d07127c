/**
 * 111.4, 114.3: tokens of one name with other characteristics (a 1/1 red Elemental and a 1/1 red Elemental
 * with haste), and emblems of one name with other abilities, are named by their definition ids wherever a
 * card name may stand (docs/scenarios.md, "Card references"); the bare name is refused with each id and what
 * its token or emblem is; a saved position writes the ids and loads back to the same position.
 */
import { cardDb } from "@roundtable/cards";
import {
  type CardDb,
  type CardDef,
  Game,
  layoutOf,
  type TokenSpec,
  tokenDefsOf,
  tokenId,
} from "@roundtable/engine";
import {
  buildLayout,
  parseScenario,
  runScenario,
  type Scenario,
  savePositionNow,
  scenarioOfLayout,
} from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { explain } from "./helpers.ts";

const elemental = (keywords?: TokenSpec["keywords"]): TokenSpec => ({
  types: ["Creature"],
  subtypes: ["Elemental"],
  colors: ["R"],
  power: 1,
  toughness: 1,
  ...(keywords === undefined ? {} : { keywords }),
});
const plain = elemental();
const hasty = elemental(["haste"]);
const PLAIN = tokenId(plain);
const HASTY = tokenId(hasty);

/** A sorcery for {R} creating one token of `token`. */
const maker = (name: string, token: TokenSpec): CardDef => ({
  id: name.toLowerCase().replace(/ /g, "-"),
  name,
  cost: "{R}",
  types: ["Sorcery"],
  spell: { effects: [{ e: "createToken", amount: 1, token }] },
});

/** A sorcery for {W} giving its caster an emblem of `n` (114.3: one name, other abilities). */
const warden = (n: number): CardDef => ({
  id: `test-warden-${n}`,
  name: `Test Warden ${n}`,
  cost: "{W}",
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

/** The pool with two test cards whose Elemental tokens share a name, and two whose emblems do. */
const extra = [maker("Test Pyromancy", plain), maker("Test Vengeance", hasty), warden(2), warden(3)];
const db: CardDb = new Map([
  ...cardDb,
  ...[...extra, ...tokenDefsOf(extra)].map((d): [string, CardDef] => [d.id, d]),
]);
/** The two Warden's emblems' ids, Test Warden 2's first. */
const [WARDEN_2, WARDEN_3] = tokenDefsOf(extra).flatMap((d) => (d.id.startsWith("emblem-") ? [d.id] : []));

function parsedIn(json: unknown): Scenario {
  const r = parseScenario(json, db);
  if (!r.ok) throw new Error(JSON.stringify(r.errors, null, 2));
  return r.scenario;
}

/** A duel where A has `battlefield` (and a Mountain, Lightning Bolt in hand) and B nothing. */
const duel = (battlefield: unknown[], more: Record<string, unknown> = {}) => ({
  format: 1,
  name: "Elementals",
  variant: "duel",
  players: [
    { name: "A", hand: ["Lightning Bolt"], battlefield: ["Mountain", ...battlefield] },
    { name: "B" },
  ],
  actions: [],
  stopAt: { turn: 1, step: "main1" },
  expect: {},
  ...more,
});

describe("111.4: a token whose name tokens of other characteristics share is named by its id", () => {
  it("the bare name is refused at its path, each id listed with the token it is", () => {
    const r = parseScenario(duel([{ card: "Elemental Token", token: true }]), db);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      {
        path: "players[0].battlefield[1].card",
        message:
          `"Elemental Token" is the name of 3 tokens with other characteristics (111.4): name one by its id — ` +
          `"${PLAIN}": 1/1 red Elemental creature token; "${HASTY}": 1/1 red Elemental creature token with haste; ` +
          `"token-elemental-token-074f08bc": 7/7 green Elemental creature token with trample`,
      },
    ]);
  });

  it("the bare name is refused in expectations and in a reference with a player and a number too", () => {
    const r = parseScenario(
      duel([{ card: PLAIN, token: true }], {
        expect: {
          battlefield: { A: ["Mountain", "Elemental Token"] },
          permanents: { "A:Elemental Token#1": {} },
        },
      }),
      db,
    );
    expect(r.ok ? [] : r.errors.map((e) => [e.path, e.message.split(": ")[0]])).toEqual([
      [
        "expect.battlefield.A[1]",
        `"Elemental Token" is the name of 3 tokens with other characteristics (111.4)`,
      ],
      [
        'expect.permanents["A:Elemental Token#1"]',
        `"Elemental Token" is the name of 3 tokens with other characteristics (111.4)`,
      ],
    ]);
  });

  it("each id stands on a battlefield and in expectations for its own token: the hasty one has haste", () => {
    const r = runScenario(
      parsedIn(
        duel(
          [
            { card: PLAIN, token: true },
            { card: HASTY, token: true, sick: true },
          ],
          {
            expect: {
              battlefield: { A: ["Mountain", PLAIN, HASTY] },
              permanents: {
                [PLAIN]: { power: 1, keywords: [] },
                [`A:${HASTY}`]: { sick: true, keywords: ["haste"] },
              },
            },
          },
        ),
      ),
      db,
    );
    expect(r.passed, explain(r)).toBe(true);
  });

  it("an id of a token its name names is no name: the message gives the name", () => {
    const soldier = [...cardDb.values()].find((d) => d.name === "Soldier Token")!.id;
    const r = parseScenario(duel([{ card: soldier, token: true }]), db);
    expect(r.ok ? [] : r.errors).toEqual([
      {
        path: "players[0].battlefield[1].card",
        message: `unknown card "${soldier}" (its name names it: "Soldier Token")`,
      },
    ]);
  });

  it('"id#2" is the second of A\'s tokens of that id: the Bolt kills it, the one with the counter stays', () => {
    const bolt = (target: string) =>
      runScenario(
        parsedIn(
          duel(
            [
              { card: HASTY, token: true, counters: { "+1/+1": 1 } },
              { card: HASTY, token: true },
            ],
            {
              actions: [{ turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", targets: [target] }],
              stopAt: { turn: 1, step: "main2" },
              expect: {
                battlefield: { A: ["Mountain", HASTY] },
                permanents: { [HASTY]: { power: 2, counters: { "+1/+1": 1 } } },
              },
            },
          ),
        ),
        db,
      );
    const second = bolt(`${HASTY}#2`);
    expect(second.passed, explain(second)).toBe(true);
    const first = bolt(`A:${HASTY}#1`);
    expect(first.failures.map((f) => f.message)).toContain(`${HASTY}'s power: expected 2, got 1`);
    expect(bolt(HASTY).error).toBe(
      `actions[0].targets[0]: "${HASTY}" is ambiguous: 2 objects: "${HASTY}#1" (A's battlefield), "${HASTY}#2" (A's battlefield)`,
    );
  });

  it("tokens the game creates are named by their ids in actions and expectations", () => {
    const r = runScenario(
      parsedIn({
        format: 1,
        name: "Both Elementals, then Giant Growth on the plain one",
        variant: "duel",
        players: [
          {
            name: "A",
            hand: ["Test Pyromancy", "Test Vengeance", "Giant Growth"],
            battlefield: ["Mountain x2", "Forest"],
          },
          { name: "B" },
        ],
        actions: [
          { turn: 1, step: "main1", player: "A", cast: "Test Vengeance" },
          { turn: 1, step: "main1", player: "A", cast: "Test Pyromancy", stackEmpty: true },
          { turn: 1, step: "main1", player: "A", cast: "Giant Growth", targets: [PLAIN], stackEmpty: true },
        ],
        stopAt: { turn: 1, step: "main2" },
        expect: {
          battlefield: { A: ["Mountain x2", "Forest", HASTY, PLAIN] },
          permanents: { [PLAIN]: { power: 4 }, [HASTY]: { power: 1, keywords: ["haste"] } },
        },
      }),
      db,
    );
    expect(r.passed, explain(r)).toBe(true);
  });
  it("an attack names a token by its id, and the run's trace says it so", () => {
    const r = runScenario(
      parsedIn(
        duel(
          [
            { card: PLAIN, token: true },
            { card: HASTY, token: true, sick: true },
          ],
          {
            actions: [{ turn: 1, step: "declare-attackers", player: "A", attack: { [HASTY]: "B" } }],
            stopAt: { turn: 1, step: "main2" },
            expect: { life: { B: 19 } },
          },
        ),
      ),
      db,
    );
    expect(r.passed, explain(r)).toBe(true);
    expect(r.trace.filter((line) => line.includes(`${HASTY} -> B`))).toHaveLength(1);
  });

  it("a choice names a token by its id: Wake the Reflections populates the hasty one (701.36a)", () => {
    const r = runScenario(
      parsedIn(
        duel([], {
          players: [
            {
              name: "A",
              hand: ["Wake the Reflections"],
              battlefield: ["Plains", { card: PLAIN, token: true }, { card: HASTY, token: true }],
            },
            { name: "B" },
          ],
          actions: [{ turn: 1, step: "main1", player: "A", cast: "Wake the Reflections" }],
          choices: { A: [HASTY] },
          stopAt: { turn: 1, step: "main2" },
          expect: { battlefield: { A: ["Plains", PLAIN, `${HASTY} x2`] } },
        }),
      ),
      db,
    );
    expect(r.passed, explain(r)).toBe(true);
  });
});

describe("114.3: an emblem whose name emblems of other abilities share is named by its id", () => {
  it("the bare name is refused with each id and its emblem's abilities; the id stands in the command zone", () => {
    const json = duel([]);
    (json.players[0] as { command?: string[] }).command = ["Warden's emblem"];
    const r = parseScenario(json, db);
    expect(r.ok ? [] : r.errors.map((e) => e.path)).toEqual(["players[0].command[0]"]);
    const message = r.ok ? "" : r.errors[0].message;
    expect(message).toBe(
      `"Warden's emblem" is the name of 2 emblems with other abilities (114.3): name one by its id — ` +
        `"${WARDEN_2}": emblem with "Your opponents can't untap more than two permanents during their untap steps."; ` +
        `"${WARDEN_3}": emblem with "Your opponents can't untap more than three permanents during their untap steps."`,
    );
    (json.players[0] as { command?: string[] }).command = [WARDEN_2];
    const run = runScenario(parsedIn({ ...json, expect: { command: { A: [WARDEN_2] } } }), db);
    expect(run.passed, explain(run)).toBe(true);
  });
});

describe("saved positions write the id of a token or emblem whose name others share", () => {
  /** A made both Elementals and an emblem in turn 1; the game stopped in B's upkeep. */
  const played = () => {
    const r = runScenario(
      parsedIn({
        format: 1,
        name: "Two Elementals and an emblem",
        variant: "duel",
        players: [
          {
            name: "A",
            hand: ["Test Pyromancy", "Test Vengeance", "Test Warden 2"],
            battlefield: ["Mountain x2", "Plains"],
          },
          { name: "B" },
        ],
        actions: [
          { turn: 1, step: "main1", player: "A", cast: "Test Pyromancy" },
          { turn: 1, step: "main1", player: "A", cast: "Test Vengeance", stackEmpty: true },
          { turn: 1, step: "main1", player: "A", cast: "Test Warden 2", stackEmpty: true },
        ],
        stopAt: { turn: 2, step: "upkeep" },
        expect: {},
      }),
      db,
    );
    expect(r.passed, explain(r)).toBe(true);
    return r.game!;
  };

  it("the file names them by id and loads back to the same hash", () => {
    const game = played();
    const layout = layoutOf(db, game.state, 1);
    const file = JSON.parse(JSON.stringify(scenarioOfLayout(db, layout, "saved", "ids")));
    const a = file.players[0];
    expect(a.battlefield.map((p: { card: string }) => p.card)).toEqual([
      "Mountain",
      "Mountain",
      "Plains",
      PLAIN,
      HASTY,
    ]);
    expect(a.command).toEqual([WARDEN_2]);
    const back = Game.fromLayout(db, buildLayout(parsedIn(file), db));
    expect(back.hash()).toBe(Game.fromLayout(db, layout).hash());
  });

  it("the position now (savePositionNow) is exact: the saved file runs to the same position", () => {
    const now = savePositionNow(db, played().record());
    expect(now.exact, now.note).toBe(true);
    expect(JSON.stringify(now.file)).toContain(`"${HASTY}"`);
  });
});
