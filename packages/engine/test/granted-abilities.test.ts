/**
 * 613.1f, 113.10: static abilities that grant a triggered ability in quotes ("Creatures you control have
 * "Whenever this creature attacks, …""). The layers add the ability to the affected permanents in layer 6, in
 * timestamp order with the effects that remove abilities (613.7); it is each permanent's own (113.7): "this
 * creature" is that permanent, it triggers from it and its controller controls it (603.3a), every instance
 * triggers (113.2c), and once triggered it resolves whatever happens to the grant (113.7a).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { abilityAt } from "../src/cards/keywords.ts";
import { rulesText } from "../src/cards/rulesText.ts";
import type { CardDef, Modification, ObjectFilter } from "../src/cards/types.ts";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import { staleCharacteristics } from "../src/engine/characteristics/layers.ts";
import { type Answer, type CardDb, Game, type GameEvent, type LayoutPlayer } from "../src/index.ts";
import { passUntil, priorityFor } from "./drive.ts";
import { chooseLabels, idOf, passAnswer, perms, submitEvents, takeAction } from "./helpers.ts";

/** "Whenever this creature attacks, you gain 1 life." */
const gainOnAttack = (): Modification => ({
  m: "ability",
  ability: {
    kind: "triggered",
    when: { on: "attacks" },
    effects: [{ e: "gainLife", who: "you", amount: 1 }],
  },
});

/** A test enchantment granting `gainOnAttack` to the creatures it names. */
const granting = (name: string, each: ObjectFilter): CardDef => ({
  id: name.toLowerCase().replaceAll(" ", "-"),
  name,
  cost: "{1}",
  types: ["Enchantment"],
  abilities: [{ kind: "static", effect: { s: "continuous", affects: { each }, mods: [gainOnAttack()] } }],
  oracle: "",
});

/** "Creatures you control have "Whenever this creature attacks, you gain 1 life."" */
const BANNER = granting("Test War Banner", { types: ["Creature"], controller: "you" });
/** "All creatures have "…"": every creature, whoever controls it. */
const HORN = granting("Test War Horn", { types: ["Creature"] });

const DB: CardDb = new Map([...cardDb, [BANNER.id, BANNER], [HORN.id, HORN]]);
const BEARS = "grizzly-bears";
const THALIA = "thalia-heretic-cathar";
const DEMON = "demon-of-wailing-agonies";
const KRAKEN = "stormsurge-kraken";
const FAMILIAR = "tyrants-familiar";

function game(players: LayoutPlayer[]): Game {
  return Game.fromLayout(DB, { variant: "duel", seed: 1, players, start: 0, autoPass: false });
}

/** Seat 0 attacks seat 1 with `cards`; passes and orders triggers as recorded to `until`. The events. */
function attack(g: Game, cards: string[], until: (g: Game) => boolean): GameEvent[] {
  passUntil(g, (d) => d.kind === "attackers", "A's attack");
  const events = submitEvents(g, {
    attacks: cards.map((card) => ({ attacker: idOf(g, 0, card), defender: { player: 1 } })),
  });
  for (let d = g.pending(); d !== null && !until(g); d = g.pending()) {
    const a: Answer = d.kind === "order" ? { order: d.items.map((_, i) => i) } : passAnswer(d);
    events.push(...submitEvents(g, a));
  }
  return events;
}

const inMain2 = (g: Game) => g.state.turn.step === "main2";
const triggers = (events: GameEvent[]) => events.filter((e) => e.type === "trigger");

describe("613.1f: a static ability grants a quoted triggered ability", () => {
  it("613.1f, 113.7: the creatures you control have it and each triggers as its own; the granting card has none", () => {
    const g = game([{ name: "A", battlefield: perms(BANNER.id, BEARS, "llanowar-elves") }, { name: "B" }]);
    const bears = g.state.objects[idOf(g, 0, BEARS)];
    expect(characteristics(DB, g.state, bears).abilities).toMatchObject([{ kind: "triggered" }]);
    expect(characteristics(DB, g.state, g.state.objects[idOf(g, 0, BANNER.id)]).abilities).toEqual(
      BANNER.abilities,
    );
    const events = attack(g, [BEARS, "llanowar-elves"], inMain2);
    expect(triggers(events).map((e) => e.type === "trigger" && [e.card, e.source])).toEqual([
      ["Grizzly Bears", bears.id],
      ["Llanowar Elves", idOf(g, 0, "llanowar-elves")],
    ]);
    expect(g.state.players.map((p) => p.life)).toEqual([22, 17]);
  });

  it("113.2c: two grants are two instances, each triggering", () => {
    const g = game([{ name: "A", battlefield: perms(BANNER.id, BANNER.id, BEARS) }, { name: "B" }]);
    const events = attack(g, [BEARS], inMain2);
    expect(triggers(events)).toHaveLength(2);
    expect(g.state.players[0].life).toBe(22);
  });

  it("603.3a: the ability is controlled by the controller of the permanent that has it, not of the granting card", () => {
    // A's horn gives every creature the ability: B's Bears attacking in B's turn, B gains the life.
    const g = game([
      { name: "A", battlefield: perms(HORN.id) },
      { name: "B", battlefield: perms(BEARS) },
    ]);
    passUntil(g, (d, x) => d.kind === "attackers" && x.state.turn.number === 2, "B's attack");
    const events = submitEvents(g, { attacks: [{ attacker: idOf(g, 1, BEARS), defender: { player: 0 } }] });
    passUntil(g, () => inMain2(g), "B's second main phase");
    expect(triggers(events)).toMatchObject([{ player: 1, card: "Grizzly Bears" }]);
    expect(g.state.players.map((p) => p.life)).toEqual([18, 21]);
  });

  it("613.7: an ability-removing effect with a later timestamp removes it (Turn to Frog after the banner)", () => {
    const g = game([
      { name: "A", hand: ["turn-to-frog"], battlefield: perms(BANNER.id, BEARS, "island", "island") },
      { name: "B" },
    ]);
    priorityFor(g, 0, 1, "main1");
    takeAction(g, "cast", "Turn to Frog");
    chooseLabels(g, "Grizzly Bears");
    passUntil(g, (d, x) => d.kind === "priority" && x.state.stack.length === 0, "Turn to Frog resolving");
    const bears = g.state.objects[idOf(g, 0, BEARS)];
    expect(characteristics(DB, g.state, bears)).toMatchObject({ abilities: [], subtypes: ["Frog"] });
    const events = attack(g, [BEARS], inMain2);
    expect(triggers(events)).toHaveLength(0);
    expect(g.state.players.map((p) => p.life)).toEqual([20, 19]);
  });

  it("613.1f, 613.7: a permanent that lost all its abilities doesn't trigger its printed ones either (Pulse Tracker as a Frog)", () => {
    const tracker = "pulse-tracker";
    const g = game([
      { name: "A", hand: ["turn-to-frog"], battlefield: perms(tracker, "island", "island") },
      { name: "B" },
    ]);
    priorityFor(g, 0, 1, "main1");
    takeAction(g, "cast", "Turn to Frog");
    chooseLabels(g, "Pulse Tracker");
    passUntil(g, (d, x) => d.kind === "priority" && x.state.stack.length === 0, "Turn to Frog resolving");
    const events = attack(g, [tracker], inMain2);
    // "Whenever Pulse Tracker attacks, each opponent loses 1 life." is gone: only the 1/1 Frog's damage.
    expect(triggers(events)).toHaveLength(0);
    expect(g.state.players.map((p) => p.life)).toEqual([20, 19]);
  });

  it("603.2: without the effect the printed ability triggers (the same attack: 1 life and 1 damage)", () => {
    const g = game([{ name: "A", battlefield: perms("pulse-tracker") }, { name: "B" }]);
    const events = attack(g, ["pulse-tracker"], inMain2);
    expect(triggers(events)).toHaveLength(1);
    expect(g.state.players.map((p) => p.life)).toEqual([20, 18]);
  });

  it("613.7: a grant with a later timestamp than the ability-removing effect applies after it (the banner after Turn to Frog)", () => {
    const g = game([
      {
        name: "A",
        hand: ["turn-to-frog", BANNER.id],
        battlefield: perms(BEARS, "island", "island", "island"),
      },
      { name: "B" },
    ]);
    priorityFor(g, 0, 1, "main1");
    takeAction(g, "cast", "Turn to Frog");
    chooseLabels(g, "Grizzly Bears");
    passUntil(g, (d, x) => d.kind === "priority" && x.state.stack.length === 0, "Turn to Frog resolving");
    takeAction(g, "cast", "Test War Banner");
    passUntil(g, (d, x) => d.kind === "priority" && x.state.stack.length === 0, "the banner resolving");
    const bears = g.state.objects[idOf(g, 0, BEARS)];
    expect(characteristics(DB, g.state, bears).abilities).toHaveLength(1);
    const events = attack(g, [BEARS], inMain2);
    expect(triggers(events)).toHaveLength(1);
    expect(g.state.players.map((p) => p.life)).toEqual([21, 19]);
    expect(staleCharacteristics(DB, g.state)).toEqual([]);
  });

  it("613.1f: the granted ability is numbered after the granting card's own, and reads as it is quoted", () => {
    const harmonic = cardDb.get("harmonic-sliver")!;
    expect(abilityAt(harmonic, 1000)).toMatchObject({ kind: "triggered", when: { on: "entersBattlefield" } });
    expect(abilityAt(harmonic, 1001)).toBeUndefined();
    expect(rulesText(harmonic)).toBe(
      'All Slivers have "When this permanent enters, destroy target artifact or enchantment."',
    );
  });
});

describe("903.3d lieutenant: Demon of Wailing Agonies has the ability as long as you control your commander", () => {
  const commander = (aBattlefield: string[], bBattlefield: string[], command: string[] = []): Game =>
    Game.fromLayout(DB, {
      variant: "commander",
      seed: 1,
      start: 0,
      autoPass: false,
      players: [
        { name: "A", commander: THALIA, command, battlefield: perms(...aBattlefield) },
        { name: "B", hand: ["murder"], battlefield: perms(...bBattlefield) },
      ],
    });

  it("903.3d, 613.1f: with the commander it is 6/6 and its combat damage makes B sacrifice a creature of B's choice", () => {
    const g = commander([THALIA, DEMON], [BEARS, "llanowar-elves"]);
    const demon = g.state.objects[idOf(g, 0, DEMON)];
    expect(characteristics(DB, g.state, demon)).toMatchObject({ power: 6, toughness: 6 });
    attack(g, [DEMON], (x) => x.pending()?.kind === "choose");
    expect(g.pending()).toMatchObject({ kind: "choose", player: 1 });
    chooseLabels(g, "Llanowar Elves");
    passUntil(g, () => inMain2(g), "the second main phase");
    expect(g.state.players[1].life).toBe(34);
    expect(g.state.battlefield.map((id) => g.state.objects[id].card)).toEqual([THALIA, DEMON, BEARS]);
  });

  it("611.3a: without the commander it is 4/4 and has no such ability: B sacrifices nothing", () => {
    const g = commander([DEMON], [BEARS, "llanowar-elves"], [THALIA]);
    const demon = g.state.objects[idOf(g, 0, DEMON)];
    expect(characteristics(DB, g.state, demon)).toMatchObject({ power: 4, toughness: 4 });
    expect(characteristics(DB, g.state, demon).abilities).toEqual(cardDb.get(DEMON)!.abilities);
    const events = attack(g, [DEMON], inMain2);
    expect(triggers(events)).toHaveLength(0);
    expect(g.state.players[1].life).toBe(36);
    expect(g.state.battlefield).toHaveLength(3);
  });

  /** A attacks with Stormsurge Kraken and B blocks it with both Bears; A answers "may" with `answer`. */
  const krakenBlocked = (g: Game, answer: "yes" | "no"): GameEvent[] => {
    passUntil(g, (d) => d.kind === "attackers", "A's attack");
    const kraken = idOf(g, 0, KRAKEN);
    const events = submitEvents(g, { attacks: [{ attacker: kraken, defender: { player: 1 } }] });
    passUntil(g, (d) => d.kind === "blockers", "B's blocks");
    const bears = g.state.battlefield.filter((id) => g.state.objects[id].card === BEARS);
    events.push(...submitEvents(g, { blocks: bears.map((blocker) => ({ blocker, attacker: kraken })) }));
    for (let d = g.pending(); d !== null && !inMain2(g); d = g.pending()) {
      if (d.kind === "choose" && d.purpose === "may") chooseLabels(g, answer);
      // Its combat damage: lethal damage to each Bear in turn, the rest to the last.
      else if (d.kind === "damage")
        submitEvents(g, { amounts: d.recipients.map((r, i) => (i === 0 ? r.lethal : d.amount - r.lethal)) });
      else events.push(...submitEvents(g, passAnswer(d)));
    }
    return events;
  };

  it("509.3c, 613.1f: Stormsurge Kraken with the commander: blocked by two creatures, it triggers once and A may draw two cards", () => {
    const g = commander([THALIA, KRAKEN], [BEARS, BEARS]);
    const hand = g.state.players[0].hand.length;
    const events = krakenBlocked(g, "yes");
    expect(triggers(events)).toMatchObject([{ card: "Stormsurge Kraken", player: 0 }]);
    expect(g.state.players[0].hand.length).toBe(hand + 2);
  });

  it('509.3c: "you may": A declines and draws nothing', () => {
    const g = commander([THALIA, KRAKEN], [BEARS, BEARS]);
    const hand = g.state.players[0].hand.length;
    krakenBlocked(g, "no");
    expect(g.state.players[0].hand.length).toBe(hand);
  });

  it("611.3a: without the commander the Kraken is 5/5 and has no such ability", () => {
    const g = commander([KRAKEN], [BEARS, BEARS], [THALIA]);
    expect(characteristics(DB, g.state, g.state.objects[idOf(g, 0, KRAKEN)])).toMatchObject({ power: 5 });
    const hand = g.state.players[0].hand.length;
    expect(triggers(krakenBlocked(g, "no"))).toEqual([]);
    expect(g.state.players[0].hand.length).toBe(hand);
  });

  it("113.7a: once triggered, it resolves even if A stops controlling the commander in response", () => {
    const g = commander([THALIA, DEMON], [BEARS, "swamp", "swamp", "swamp"]);
    attack(g, [DEMON], (x) => x.state.stack.length > 0 && x.pending()?.player === 1);
    takeAction(g, "cast", "Murder");
    chooseLabels(g, "Thalia");
    passUntil(g, (d) => d.kind === "choose" && d.purpose === "may", "the 903.9a choice");
    chooseLabels(g, "yes");
    expect(characteristics(DB, g.state, g.state.objects[idOf(g, 0, DEMON)]).power).toBe(4);
    passUntil(g, () => inMain2(g), "the second main phase");
    expect(g.state.battlefield.map((id) => g.state.objects[id].card)).toEqual([
      DEMON,
      "swamp",
      "swamp",
      "swamp",
    ]);
  });
});

describe("508.5, 802.2a: Tyrant's Familiar's \"target creature defending player controls\" is a creature of the player it attacks", () => {
  /** Three players: A with the commander and the Familiar, B and C each with a Grizzly Bears and a Wall of Wood. */
  const table = (): Game =>
    Game.fromLayout(DB, {
      variant: "commander",
      seed: 1,
      start: 0,
      autoPass: false,
      players: [
        { name: "A", commander: THALIA, battlefield: perms(THALIA, FAMILIAR) },
        { name: "B", battlefield: perms(BEARS, "wall-of-wood") },
        { name: "C", battlefield: perms(BEARS, "wall-of-wood") },
      ],
    });

  it("802.2a: attacking C, it may target only C's creatures (not B's, not A's own), and deals 7 damage to the one chosen", () => {
    const g = table();
    passUntil(g, (d) => d.kind === "attackers", "A's attack");
    const familiar = idOf(g, 0, FAMILIAR);
    submitEvents(g, { attacks: [{ attacker: familiar, defender: { player: 2 } }] });
    const d = g.pending()!;
    expect(d).toMatchObject({ kind: "choose", purpose: "targets", player: 0 });
    if (d.kind !== "choose") return;
    const ids = d.options.map((o) => (o.ref !== undefined && "object" in o.ref ? o.ref.object : null));
    expect(ids.sort()).toEqual([idOf(g, 2, BEARS), idOf(g, 2, "wall-of-wood")].sort());
    chooseLabels(g, "Wall of Wood");
    passUntil(
      g,
      (_, x) => x.state.stack.length === 0 && x.pending()?.kind === "priority",
      "the ability resolving",
    );
    expect(g.state.players[2].graveyard.map((id) => g.state.objects[id].card)).toEqual(["wall-of-wood"]);
    expect(g.state.battlefield.filter((id) => g.state.objects[id].card === "wall-of-wood")).toHaveLength(1);
  });

  it("611.3a: without the commander it has no such ability: nothing triggers as it attacks", () => {
    const g = Game.fromLayout(DB, {
      variant: "commander",
      seed: 1,
      start: 0,
      autoPass: false,
      players: [
        { name: "A", commander: THALIA, command: [THALIA], battlefield: perms(FAMILIAR) },
        { name: "B", battlefield: perms(BEARS) },
      ],
    });
    const events = attack(g, [FAMILIAR], inMain2);
    expect(triggers(events)).toEqual([]);
    expect(g.state.players[1].life).toBe(35);
  });
});
