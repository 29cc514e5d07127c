/**
 * The evasion keywords (509.1b blocking restrictions): fear (702.36), intimidate (702.13), shadow (702.28),
 * horsemanship (702.31), skulk (702.118), with flying (702.9) and menace (702.111) beside them — and shroud
 * (702.18). Each test offers the blockers decision and checks that its candidates are exactly the legal
 * blocks, and that an illegal block is refused as `illegal` with the state unchanged. The creatures with these
 * keywords are test-only vanilla cards added to this file's card database; the blockers are pool cards.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import {
  type CardDb,
  type CardDef,
  type Decision,
  Game,
  type Keyword,
  type LayoutPlayer,
} from "../src/index.ts";
import {
  advanceTo,
  chooseLabels,
  expectRefused,
  idOf,
  lands,
  perms,
  submitOk,
  takeAction,
} from "./helpers.ts";

/** A test-only vanilla creature (its colours are its cost's, 202.2). */
function vanilla(name: string, cost: string, pt: [number, number], keywords: Keyword[]): CardDef {
  const id = `test-${name.toLowerCase().replaceAll(" ", "-")}`;
  return { id, name, cost, types: ["Creature"], power: pt[0], toughness: pt[1], keywords };
}

const FEAR = vanilla("Fear Shade", "{1}{B}", [2, 2], ["fear"]);
const FLYING_FEAR = vanilla("Fear Bat", "{B}", [1, 1], ["flying", "fear"]);
const MENACE_FEAR = vanilla("Fear Brute", "{1}{B}", [2, 2], ["menace", "fear"]);
const INTIMIDATE = vanilla("Intimidate Raider", "{R}{G}", [2, 2], ["intimidate"]);
/** Colourless but not an artifact. */
const COLOURLESS_INTIMIDATE = vanilla("Intimidate Golem", "{3}", [2, 2], ["intimidate"]);
const SHADOW = vanilla("Shadow Soltari", "{1}{W}", [2, 2], ["shadow"]);
const HORSEMANSHIP = vanilla("Horse Rider", "{1}{W}", [2, 2], ["horsemanship"]);
const SKULK = vanilla("Skulk Prowler", "{1}{U}", [2, 2], ["skulk"]);
const SHROUD = vanilla("Shroud Mongoose", "{G}", [1, 1], ["shroud"]);

/** "Enchant creature / Enchanted creature has fear." */
const FEAR_AURA: CardDef = {
  id: "test-fear-aura",
  name: "Fear Aura",
  cost: "{B}{B}",
  types: ["Enchantment"],
  subtypes: ["Aura"],
  enchant: { kind: "creature" },
  abilities: [
    {
      kind: "static",
      effect: { s: "continuous", affects: "enchanted", mods: [{ m: "keywords", keywords: ["fear"] }] },
    },
  ],
};

/** "Equipped creature has shroud." (Equip isn't needed: the layout attaches it.) */
const SHROUD_GREAVES: CardDef = {
  id: "test-shroud-greaves",
  name: "Shroud Greaves",
  cost: "{0}",
  types: ["Artifact"],
  subtypes: ["Equipment"],
  abilities: [
    {
      kind: "static",
      effect: { s: "continuous", affects: "equipped", mods: [{ m: "keywords", keywords: ["shroud"] }] },
    },
  ],
};

const TEST_CARDS = [
  FEAR,
  FLYING_FEAR,
  MENACE_FEAR,
  INTIMIDATE,
  COLOURLESS_INTIMIDATE,
  SHADOW,
  HORSEMANSHIP,
  SKULK,
  SHROUD,
  FEAR_AURA,
  SHROUD_GREAVES,
];
const db: CardDb = new Map([...cardDb, ...TEST_CARDS.map((c): [string, CardDef] => [c.id, c])]);

function table(players: LayoutPlayer[], autoPass = true): Game {
  return Game.fromLayout(db, {
    variant: players.length === 2 ? "duel" : "free-for-all",
    seed: 1,
    players,
    start: 0,
    autoPass,
    ...(players.length > 2 ? { options: { attack: "multiple" as const } } : {}),
  });
}

/** The blockers decision open now, or the first one of turn 1's declare blockers step. */
function blockersDecision(game: Game): Extract<Decision, { kind: "blockers" }> {
  const d = game.pending()?.kind === "blockers" ? game.pending()! : advanceTo(game, 1, "declare-blockers");
  if (d.kind !== "blockers") throw new Error(`expected a blockers decision, got ${d.kind}`);
  return d;
}

/** A (seat 0) attacks seat `at` with each of `cards`, on turn 1; the ids of the attackers, in that order. */
function attackWith(game: Game, attacks: [card: string, at: number][]): number[] {
  advanceTo(game, 1, "declare-attackers");
  const ids = attacks.map(([card]) => idOf(game, 0, card));
  submitOk(game, { attacks: attacks.map(([, at], i) => ({ attacker: ids[i], defender: { player: at } })) });
  return ids;
}

/** The blockers decision's candidates as [blocker's card name, the attackers it may block]. */
function offered(game: Game): [string, number[]][] {
  return blockersDecision(game).candidates.map((c) => [c.name, c.attackers]);
}

describe("702.36 fear", () => {
  it("702.36b: fear — only artifact and/or black creatures block it", () => {
    const game = table([
      { name: "A", battlefield: perms(FEAR.id) },
      {
        name: "B",
        battlefield: perms("walking-corpse", "memnite", "porcelain-legionnaire", "grizzly-bears"),
      },
    ]);
    const [shade] = attackWith(game, [[FEAR.id, 1]]);
    // Black; artifact and colourless; artifact and white — but not the green Bears.
    expect(offered(game)).toEqual([
      ["Walking Corpse", [shade]],
      ["Memnite", [shade]],
      ["Porcelain Legionnaire", [shade]],
    ]);
    const bears = idOf(game, 1, "grizzly-bears");
    expectRefused(game, { blocks: [{ blocker: bears, attacker: shade }] }, /Grizzly Bears can't block/);
    submitOk(game, { blocks: [{ blocker: idOf(game, 1, "walking-corpse"), attacker: shade }] });
  });

  it("702.36b with 702.9b: flying and fear — only a black or artifact creature with flying or reach blocks it", () => {
    const game = table([
      { name: "A", battlefield: perms(FLYING_FEAR.id) },
      { name: "B", battlefield: perms("bog-imp", "ornithopter", "walking-corpse", "wind-drake") },
    ]);
    const [bat] = attackWith(game, [[FLYING_FEAR.id, 1]]);
    expect(offered(game)).toEqual([
      ["Bog Imp", [bat]],
      ["Ornithopter", [bat]],
    ]);
    const drake = idOf(game, 1, "wind-drake");
    expectRefused(game, { blocks: [{ blocker: drake, attacker: bat }] }, /Wind Drake can't block/);
  });

  it("702.36b with 702.111b: menace and fear — two or more creatures, each an artifact or black one", () => {
    const game = table([
      { name: "A", battlefield: perms(MENACE_FEAR.id) },
      { name: "B", battlefield: perms("walking-corpse", "scathe-zombies", "grizzly-bears") },
    ]);
    const [brute] = attackWith(game, [[MENACE_FEAR.id, 1]]);
    const corpse = idOf(game, 1, "walking-corpse");
    const zombies = idOf(game, 1, "scathe-zombies");
    const bears = idOf(game, 1, "grizzly-bears");
    expect(offered(game)).toEqual([
      ["Walking Corpse", [brute]],
      ["Scathe Zombies", [brute]],
    ]);
    expectRefused(game, { blocks: [{ blocker: corpse, attacker: brute }] }, /menace.*702\.111b/);
    expectRefused(
      game,
      {
        blocks: [
          { blocker: corpse, attacker: brute },
          { blocker: bears, attacker: brute },
        ],
      },
      /Grizzly Bears can't block/,
    );
    submitOk(game, {
      blocks: [
        { blocker: corpse, attacker: brute },
        { blocker: zombies, attacker: brute },
      ],
    });
  });

  it("702.36b: fear given by an effect (an Aura's, layer 6) restricts the blocks like printed fear", () => {
    const game = table([
      {
        name: "A",
        battlefield: [
          { card: "grizzly-bears", key: "bears" },
          { card: FEAR_AURA.id, attachedTo: "bears" },
        ],
      },
      { name: "B", battlefield: perms("runeclaw-bear", "walking-corpse") },
    ]);
    const [bears] = attackWith(game, [["grizzly-bears", 1]]);
    expect(game.view(null).battlefield.find((p) => p.id === bears)?.keywords).toEqual(["fear"]);
    expect(offered(game)).toEqual([["Walking Corpse", [bears]]]);
    const bear = idOf(game, 1, "runeclaw-bear");
    expectRefused(game, { blocks: [{ blocker: bear, attacker: bears }] }, /Runeclaw Bear can't block/);
  });
});

describe("702.13 intimidate", () => {
  it("702.13b: intimidate — only artifact creatures and creatures sharing a colour with it (a red-green attacker)", () => {
    const game = table([
      { name: "A", battlefield: perms(INTIMIDATE.id) },
      {
        name: "B",
        battlefield: perms(
          "gray-ogre",
          "grizzly-bears",
          "watchwolf",
          "boros-swiftblade",
          "memnite",
          "walking-corpse",
          "savannah-lions",
          "wind-drake",
        ),
      },
    ]);
    const [raider] = attackWith(game, [[INTIMIDATE.id, 1]]);
    // Red; green; green-white and red-white (one colour shared is enough); an artifact. Not black, white, blue.
    expect(offered(game)).toEqual([
      ["Gray Ogre", [raider]],
      ["Grizzly Bears", [raider]],
      ["Watchwolf", [raider]],
      ["Boros Swiftblade", [raider]],
      ["Memnite", [raider]],
    ]);
    const lions = idOf(game, 1, "savannah-lions");
    expectRefused(game, { blocks: [{ blocker: lions, attacker: raider }] }, /Savannah Lions can't block/);
    submitOk(game, { blocks: [{ blocker: idOf(game, 1, "watchwolf"), attacker: raider }] });
  });

  it("702.13b: a colourless creature with intimidate shares a colour with nothing — only artifact creatures block it", () => {
    const game = table([
      { name: "A", battlefield: perms(COLOURLESS_INTIMIDATE.id) },
      { name: "B", battlefield: perms("memnite", "grizzly-bears", COLOURLESS_INTIMIDATE.id) },
    ]);
    const [golem] = attackWith(game, [[COLOURLESS_INTIMIDATE.id, 1]]);
    // B's own Golem is colourless too, but colourless isn't a colour (105.2c): it can't block.
    expect(offered(game)).toEqual([["Memnite", [golem]]]);
    const theirs = idOf(game, 1, COLOURLESS_INTIMIDATE.id);
    expectRefused(game, { blocks: [{ blocker: theirs, attacker: golem }] }, /Intimidate Golem can't block/);
  });
});

describe("702.28 shadow", () => {
  it("702.28b: shadow both ways — a creature with shadow blocks only and is blocked only by creatures with shadow", () => {
    const game = table([
      { name: "A", battlefield: perms(SHADOW.id, "grizzly-bears") },
      { name: "B", battlefield: perms(SHADOW.id, "runeclaw-bear") },
    ]);
    const [soltari, bears] = attackWith(game, [
      [SHADOW.id, 1],
      ["grizzly-bears", 1],
    ]);
    const theirs = idOf(game, 1, SHADOW.id);
    const bear = idOf(game, 1, "runeclaw-bear");
    expect(offered(game)).toEqual([
      ["Shadow Soltari", [soltari]],
      ["Runeclaw Bear", [bears]],
    ]);
    expectRefused(
      game,
      { blocks: [{ blocker: theirs, attacker: bears }] },
      /can't block Grizzly Bears .*509\.1b/,
    );
    expectRefused(
      game,
      { blocks: [{ blocker: bear, attacker: soltari }] },
      /can't block Shadow Soltari .*509\.1b/,
    );
    submitOk(game, {
      blocks: [
        { blocker: theirs, attacker: soltari },
        { blocker: bear, attacker: bears },
      ],
    });
  });
});

describe("702.31 horsemanship", () => {
  it("702.31b: horsemanship — blocked only by creatures with horsemanship, which may block creatures without it", () => {
    const game = table([
      { name: "A", battlefield: perms(HORSEMANSHIP.id, "grizzly-bears") },
      { name: "B", battlefield: perms(HORSEMANSHIP.id, "runeclaw-bear", "giant-spider") },
    ]);
    const [rider, bears] = attackWith(game, [
      [HORSEMANSHIP.id, 1],
      ["grizzly-bears", 1],
    ]);
    // Reach is no help against horsemanship.
    expect(offered(game)).toEqual([
      ["Horse Rider", [rider, bears]],
      ["Runeclaw Bear", [bears]],
      ["Giant Spider", [bears]],
    ]);
    const bear = idOf(game, 1, "runeclaw-bear");
    expectRefused(
      game,
      { blocks: [{ blocker: bear, attacker: rider }] },
      /can't block Horse Rider .*509\.1b/,
    );
    submitOk(game, { blocks: [{ blocker: idOf(game, 1, HORSEMANSHIP.id), attacker: bears }] });
  });
});

describe("702.118 skulk", () => {
  it("702.118b: skulk — not blocked by creatures with greater power; equal or less power may block", () => {
    const game = table([
      { name: "A", battlefield: perms(SKULK.id) },
      { name: "B", battlefield: perms("memnite", "grizzly-bears", "hill-giant") },
    ]);
    const [prowler] = attackWith(game, [[SKULK.id, 1]]);
    expect(offered(game)).toEqual([
      ["Memnite", [prowler]],
      ["Grizzly Bears", [prowler]],
    ]);
    const giant = idOf(game, 1, "hill-giant");
    expectRefused(game, { blocks: [{ blocker: giant, attacker: prowler }] }, /Hill Giant can't block/);
    submitOk(game, { blocks: [{ blocker: idOf(game, 1, "grizzly-bears"), attacker: prowler }] });
  });

  it("702.118b: the powers compared are those as blockers are declared (Giant Growth on the attacker first)", () => {
    const game = table(
      [
        { name: "A", hand: ["giant-growth"], battlefield: [...perms(SKULK.id), ...lands("forest", 1)] },
        { name: "B", battlefield: perms("hill-giant") },
      ],
      false,
    );
    const [prowler] = attackWith(game, [[SKULK.id, 1]]);
    takeAction(game, "cast", "Giant Growth");
    chooseLabels(game, "Skulk Prowler");
    // Once it resolves the Prowler is 5/5: the 3/3 Giant's power isn't greater.
    expect(offered(game)).toEqual([["Hill Giant", [prowler]]]);
  });
});

describe("802.4a: with several defending players, each one's own creatures are checked", () => {
  it("702.36b, 702.13b: in a four-player Free-for-All, fear and intimidate are checked against the blockers of the player attacked", () => {
    const game = table([
      { name: "A", battlefield: perms(FEAR.id, INTIMIDATE.id) },
      { name: "B", battlefield: perms("walking-corpse", "gray-ogre") },
      { name: "C", battlefield: perms("walking-corpse", "gray-ogre") },
      { name: "D", battlefield: perms("walking-corpse", "gray-ogre") },
    ]);
    const [shade, raider] = attackWith(game, [
      [FEAR.id, 1],
      [INTIMIDATE.id, 3],
    ]);
    // B, attacked by the fear creature, may block it with the black Corpse only; C isn't attacked and isn't asked;
    // D, attacked by the red-green intimidate creature, may block it with the red Ogre only.
    let d = blockersDecision(game);
    expect(d.player).toBe(1);
    expect(offered(game)).toEqual([["Walking Corpse", [shade]]]);
    const ogreB = idOf(game, 1, "gray-ogre");
    expectRefused(game, { blocks: [{ blocker: ogreB, attacker: shade }] }, /Gray Ogre can't block/);
    submitOk(game, { blocks: [] });
    d = blockersDecision(game);
    expect(d.player).toBe(3);
    expect(offered(game)).toEqual([["Gray Ogre", [raider]]]);
    submitOk(game, { blocks: [] });
    advanceTo(game, 1, "main2");
    expect(game.state.players.map((p) => p.life)).toEqual([20, 18, 20, 18]);
  });
});

describe("702.18 shroud", () => {
  /** The labels of the targets offered by the choose decision open now. */
  function targetLabels(game: Game): string[] {
    const d = game.pending()!;
    if (d.kind !== "choose") throw new Error(`expected a choose decision, got ${d.kind}`);
    return d.options.map((o) => o.label);
  }

  it("702.18a: shroud stops its controller's own spell, unlike hexproof (702.11b)", () => {
    const game = table([
      {
        name: "A",
        hand: ["giant-growth"],
        battlefield: [...perms(SHROUD.id, "gladecover-scout"), ...lands("forest", 1)],
      },
      { name: "B", battlefield: perms("grizzly-bears") },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Giant Growth");
    expect(targetLabels(game)).toEqual(["Gladecover Scout (A)", "Grizzly Bears (B)"]);
  });

  it("702.18a: shroud stops an opponent's ability; shroud given by Equipment (layer 6) too", () => {
    const game = table([
      {
        name: "A",
        battlefield: [
          ...perms(SHROUD.id),
          { card: "walking-corpse", key: "corpse" },
          { card: SHROUD_GREAVES.id, attachedTo: "corpse" },
          { card: "grizzly-bears" },
        ],
      },
      { name: "B", battlefield: perms("prodigal-pyromancer") },
    ]);
    advanceTo(game, 1, "main1");
    submitOk(game, { choice: 0 }); // A passes; B may activate the Pyromancer
    expect(game.pending()?.player).toBe(1);
    takeAction(game, "activate", "Prodigal Pyromancer");
    expect(targetLabels(game)).toEqual(["B", "A", "Grizzly Bears (A)", "Prodigal Pyromancer (B)"]);
  });
});
