/**
 * Costs that sacrifice other permanents or discard cards (118.3, 701.21a): offered only when they can be paid;
 * what pays them is chosen after the targets and before the mana (601.2h, 602.2b), asked only when there is a
 * choice, and sacrificed or discarded as the costs are paid — nothing changes before (601.2: going back).
 */
import { describe, expect, it } from "vitest";
import type { Decision, Game, LayoutPermanent } from "../src/index.ts";
import {
  actionNames,
  advanceTo,
  chooseLabels,
  findAction,
  goBack,
  lands,
  openChoice,
  perms,
  submitOk,
  table,
  takeAction,
} from "./helpers.ts";

/** A game where every player is asked at every priority (nothing passes or resolves by itself). */
const manual = (players: Parameters<typeof table>[0]): Game => table(players, { autoPass: false });

/** The card ids in a list of object ids. */
function cards(game: Game, ids: readonly number[]): string[] {
  return ids.map((id) => game.state.objects[id].card);
}

/** The card ids of the permanents `seat` controls. */
function battlefield(game: Game, seat: number): string[] {
  return cards(
    game,
    game.state.battlefield.filter((id) => game.state.objects[id].controller === seat),
  );
}

/** The card ids of the objects a choice offers, sorted. */
function offered(game: Game, d: Decision & { kind: "choose" }): string[] {
  return d.options
    .map((o) => (o.ref && "object" in o.ref ? game.state.objects[o.ref.object].card : o.label))
    .sort();
}

describe("costs that sacrifice permanents or discard cards", () => {
  it("602.2b, 601.2h: an ability's sacrifice is chosen after its targets and before its mana is paid, among its controller's matching permanents", () => {
    const game = manual([
      { name: "A", battlefield: perms("attrition", "swamp", "grizzly-bears", "memnite", "sol-ring") },
      { name: "B", battlefield: perms("serra-angel", "hill-giant") },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Attrition");
    expect(openChoice(game, "targets").back).toBe(true);
    chooseLabels(game, "Serra Angel");
    const d = openChoice(game, "sacrifice");
    // A's creatures only: not Sol Ring, not Attrition, not B's creatures.
    expect(offered(game, d)).toEqual(["grizzly-bears", "memnite"]);
    expect(d).toMatchObject({ min: 1, max: 1, back: true });
    // Nothing is paid yet: the Swamp is untapped, the creatures are where they were.
    expect(game.state.battlefield.some((id) => game.state.objects[id].tapped)).toBe(false);
    expect(battlefield(game, 0)).toContain("grizzly-bears");
    chooseLabels(game, "Memnite");
    expect(battlefield(game, 0).sort()).toEqual(["attrition", "grizzly-bears", "sol-ring", "swamp"]);
    expect(cards(game, game.state.players[0].graveyard)).toEqual(["memnite"]);
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    expect(cards(game, game.state.players[1].graveyard)).toEqual(["serra-angel"]);
  });

  it("701.21a: 'Sacrifice another creature' — the ability's own source isn't among the choices", () => {
    const game = manual([
      { name: "A", battlefield: perms("blood-bairn", "grizzly-bears", "memnite") },
      { name: "B" },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Blood Bairn");
    const d = openChoice(game, "sacrifice");
    expect(offered(game, d)).toEqual(["grizzly-bears", "memnite"]);
    chooseLabels(game, "Grizzly Bears");
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    const bairn = game.view(0).battlefield.find((p) => p.name === "Blood Bairn");
    expect(bairn).toMatchObject({ power: 4, toughness: 4 });
  });

  it("118.3: without enough permanents to sacrifice, the spell or ability isn't among the priority actions", () => {
    const alone = manual([
      {
        name: "A",
        hand: ["goblin-grenade", "bone-splinters"],
        graveyard: ["dread-return", "hill-giant"],
        battlefield: [
          ...lands("mountain", 2),
          ...lands("swamp", 2),
          ...perms("blood-bairn", "grizzly-bears"),
        ],
      },
      { name: "B" },
    ]);
    const d = advanceTo(alone, 1, "main1");
    const names = actionNames(d);
    expect(names).not.toContain("cast Goblin Grenade"); // no Goblin
    expect(names).not.toContain("cast Dread Return"); // two creatures, its flashback cost sacrifices three
    expect(names).toContain("cast Bone Splinters");
    expect(names).toContain("activate Blood Bairn"); // Grizzly Bears is another creature

    const goblins = manual([
      {
        name: "A",
        hand: ["goblin-grenade"],
        graveyard: ["dread-return", "hill-giant"],
        battlefield: [...lands("mountain", 1), ...perms("blood-bairn", "grizzly-bears", "goblin-hero")],
      },
      { name: "B" },
    ]);
    const names2 = actionNames(advanceTo(goblins, 1, "main1"));
    expect(names2).toContain("cast Goblin Grenade");
    expect(names2).toContain("cast Dread Return");

    const bairn = manual([{ name: "A", battlefield: perms("blood-bairn") }, { name: "B" }]);
    expect(actionNames(advanceTo(bairn, 1, "main1"))).not.toContain("activate Blood Bairn");
  });

  it("601.2h: with exactly as many candidates as the cost needs, nothing is asked and all are sacrificed", () => {
    const game = manual([
      {
        name: "A",
        graveyard: ["dread-return", "serra-angel"],
        battlefield: perms("grizzly-bears", "memnite", "llanowar-elves"),
      },
      { name: "B" },
    ]);
    advanceTo(game, 1, "main1");
    const d = game.pending()!;
    const k = findAction(d, "cast", "Dread Return");
    expect(d.kind === "priority" && d.actions[k]).toMatchObject({ flashback: true });
    submitOk(game, { choice: k });
    chooseLabels(game, "Serra Angel"); // its target; then no sacrifice question: the spell is cast
    expect(game.pending()!.kind).toBe("priority");
    expect(cards(game, game.state.stack)).toEqual(["dread-return"]);
    expect(battlefield(game, 0)).toEqual([]);
    expect(cards(game, game.state.players[0].graveyard).sort()).toEqual([
      "grizzly-bears",
      "llanowar-elves",
      "memnite",
      "serra-angel",
    ]);
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    expect(battlefield(game, 0)).toEqual(["serra-angel"]);
    expect(cards(game, game.state.players[0].exile)).toEqual(["dread-return"]);
  });

  it("702.34a: Dread Return's flashback cost asks for three of the player's creatures, exactly three", () => {
    const game = manual([
      {
        name: "A",
        graveyard: ["dread-return", "serra-angel"],
        battlefield: [
          ...lands("swamp", 1),
          ...perms("grizzly-bears", "memnite", "llanowar-elves", "hill-giant"),
        ],
      },
      { name: "B", battlefield: perms("craw-wurm") },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Dread Return");
    chooseLabels(game, "Serra Angel");
    const d = openChoice(game, "sacrifice");
    expect(d).toMatchObject({ min: 3, max: 3 });
    expect(offered(game, d)).toEqual(["grizzly-bears", "hill-giant", "llanowar-elves", "memnite"]);
    chooseLabels(game, "Grizzly Bears", "Memnite", "Llanowar Elves");
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    expect(battlefield(game, 0).sort()).toEqual(["hill-giant", "serra-angel", "swamp"]);
  });

  it("701.21a, 603.2: a creature sacrificed as a spell is cast dies: its ability triggers and goes on the stack above the spell", () => {
    const game = manual([
      {
        name: "A",
        hand: ["village-rites"],
        battlefield: [...lands("swamp", 1), ...perms("doomed-traveler", "grizzly-bears")],
        library: ["island", "island"],
      },
      { name: "B" },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Village Rites");
    chooseLabels(game, "Doomed Traveler");
    const stack = game.state.stack.map((id) => game.state.objects[id]);
    expect(stack.map((o) => o.card)).toEqual(["village-rites", "doomed-traveler"]);
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    const names = game
      .view(0)
      .battlefield.filter((p) => p.controller === 0)
      .map((p) => p.name);
    expect(names.sort()).toEqual(["Grizzly Bears", "Spirit Token", "Swamp"]);
    expect(game.state.players[0].hand).toHaveLength(2);
  });

  it("605.1a, 701.21a: a mana ability whose cost sacrifices a creature asks which, and adds its mana at once", () => {
    const game = manual([
      {
        name: "A",
        hand: ["hill-giant"],
        battlefield: [...lands("mountain", 2), ...perms("ashnods-altar", "grizzly-bears", "memnite")],
      },
      { name: "B" },
    ]);
    const d = advanceTo(game, 1, "main1");
    const k = findAction(d, "activate", "Ashnod's Altar");
    expect(d.kind === "priority" && d.actions[k]).toMatchObject({ mana: true });
    submitOk(game, { choice: k });
    const s = openChoice(game, "sacrifice");
    expect(offered(game, s)).toEqual(["grizzly-bears", "memnite"]);
    chooseLabels(game, "Memnite");
    expect(game.state.stack).toEqual([]); // 605.3b: it doesn't use the stack
    expect(game.state.players[0].pool.C).toBe(2);
    expect(cards(game, game.state.players[0].graveyard)).toEqual(["memnite"]);
    takeAction(game, "cast", "Hill Giant"); // {3}{R}: the {C}{C} and both Mountains
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    expect(battlefield(game, 0).sort()).toEqual([
      "ashnods-altar",
      "grizzly-bears",
      "hill-giant",
      "mountain",
      "mountain",
    ]);
  });

  it("601.2b: an additional cost that discards can't discard the spell itself, nor be paid without another card", () => {
    const game = manual([
      { name: "A", hand: ["tormenting-voice", "forest", "shock"], battlefield: lands("mountain", 2) },
      { name: "B" },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Tormenting Voice");
    const d = openChoice(game, "discard");
    expect(offered(game, d)).toEqual(["forest", "shock"]);
    chooseLabels(game, "Shock");
    expect(cards(game, game.state.players[0].graveyard)).toEqual(["shock"]);

    const alone = manual([
      { name: "A", hand: ["tormenting-voice"], battlefield: lands("mountain", 2) },
      { name: "B" },
    ]);
    expect(actionNames(advanceTo(alone, 1, "main1"))).not.toContain("cast Tormenting Voice");
  });

  it("601.2: the caster may go back from the sacrifice choice; going back to the start, nothing has changed", () => {
    const layout = () =>
      manual([
        {
          name: "A",
          hand: ["bone-splinters"],
          battlefield: [...lands("swamp", 1), ...perms("grizzly-bears", "memnite")],
        },
        { name: "B", battlefield: perms("serra-angel") },
      ]);
    const game = layout();
    advanceTo(game, 1, "main1");
    const hash = game.hash();
    takeAction(game, "cast", "Bone Splinters");
    chooseLabels(game, "Serra Angel");
    expect(openChoice(game, "sacrifice").back).toBe(true);
    goBack(game); // to the targets
    expect(openChoice(game, "targets").back).toBe(true);
    goBack(game); // the cast is cancelled
    expect(game.pending()!.kind).toBe("priority");
    expect(battlefield(game, 0).sort()).toEqual(["grizzly-bears", "memnite", "swamp"]);
    expect(cards(game, game.state.players[0].hand)).toEqual(["bone-splinters"]);
    expect(game.state.battlefield.some((id) => game.state.objects[id].tapped)).toBe(false);
    const same = layout();
    advanceTo(same, 1, "main1");
    expect(same.hash()).toBe(hash);
    const { decisionSeq: _a, pending: _b, ...now } = game.state;
    const { decisionSeq: _c, pending: _d, ...then } = same.state;
    expect(now).toEqual(then);
  });
});

describe("608.2h: the sacrificed creature's power", () => {
  /** Passes priority until the stack is empty; a copy's new target (707.10c), asked on the way, is B. */
  const resolveAll = (game: Game): void => {
    while (game.state.stack.length > 0) {
      if (game.pending()?.kind === "choose") chooseLabels(game, "B");
      else submitOk(game, { choice: 0 });
    }
  };

  /** A game where A has cast Giant Growth on Grizzly Bears (a 5/5 until end of turn) and it has resolved. */
  function pumpedBears(hand: string[], battlefield: LayoutPermanent[]): Game {
    const game = manual([
      {
        name: "A",
        hand: ["giant-growth", ...hand],
        battlefield: [...lands("forest", 1), ...perms("grizzly-bears"), ...battlefield],
      },
      { name: "B" },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Giant Growth");
    chooseLabels(game, "Grizzly Bears");
    resolveAll(game);
    expect(game.view(0).battlefield.find((p) => p.name === "Grizzly Bears")).toMatchObject({ power: 5 });
    return game;
  }

  it("608.2h: Fling deals damage equal to the power the creature had as it was sacrificed — 5 for Grizzly Bears under Giant Growth, not its printed 2", () => {
    const game = pumpedBears(["fling"], lands("mountain", 2));
    takeAction(game, "cast", "Fling");
    chooseLabels(game, "B");
    // Grizzly Bears is A's only creature: it pays the cost without a question, and is in the graveyard (a 2/2
    // card again) before Fling resolves.
    expect(cards(game, game.state.players[0].graveyard)).toEqual(["giant-growth", "grizzly-bears"]);
    const fling = game.state.objects[game.state.stack[0]];
    expect(fling.stack?.sacrificed).toEqual({ power: 5, toughness: 5 });
    resolveAll(game);
    expect(game.state.players[1].life).toBe(15);
  });

  it("608.2h: an ability's too — Altar of Dementia mills the target player for Bloodthrone Vampire's power as it was sacrificed", () => {
    const game = manual([
      { name: "A", battlefield: perms("altar-of-dementia", "bloodthrone-vampire", "memnite") },
      { name: "B" },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Bloodthrone Vampire");
    chooseLabels(game, "Memnite");
    resolveAll(game); // the Vampire is a 3/3 until end of turn
    takeAction(game, "activate", "Altar of Dementia");
    chooseLabels(game, "B");
    // The Vampire is A's only creature now: it pays the cost without a question.
    const ability = game.state.objects[game.state.stack[0]];
    expect(ability.stack?.sacrificed).toEqual({ power: 3, toughness: 3 });
    const library = game.state.players[1].library.length;
    resolveAll(game);
    expect(game.state.players[1].library).toHaveLength(library - 3);
    expect(game.state.players[1].graveyard).toHaveLength(3);
  });

  it("608.2h: Momentous Fall reads the sacrificed creature's power and toughness, each as it last existed", () => {
    const game = pumpedBears(["momentous-fall"], lands("forest", 4));
    takeAction(game, "cast", "Momentous Fall");
    resolveAll(game);
    expect(game.state.players[0].hand).toHaveLength(5);
    expect(game.state.players[0].life).toBe(25);
  });

  it("707.10: a copy of Fling deals damage by the creature sacrificed to cast the original, and sacrifices nothing", () => {
    const game = pumpedBears(["fling", "reverberate"], [...lands("mountain", 4), ...perms("memnite")]);
    takeAction(game, "cast", "Fling");
    chooseLabels(game, "B");
    chooseLabels(game, "Grizzly Bears");
    takeAction(game, "cast", "Reverberate");
    chooseLabels(game, "Fling");
    resolveAll(game);
    expect(game.state.players[1].life).toBe(10); // 5 and 5
    expect(battlefield(game, 0)).toContain("memnite");
  });

  it("107.1b: a sacrificed creature with negative power makes Fling deal no damage", () => {
    const game = manual([
      {
        name: "A",
        hand: ["agony-warp", "fling"],
        battlefield: [
          ...lands("island", 1),
          ...lands("swamp", 1),
          ...lands("mountain", 2),
          ...perms("grizzly-bears", "craw-wurm"),
        ],
      },
      { name: "B" },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Agony Warp");
    chooseLabels(game, "Grizzly Bears"); // -3/-0
    chooseLabels(game, "Craw Wurm"); // -0/-3
    resolveAll(game);
    expect(game.view(0).battlefield.find((x) => x.name === "Grizzly Bears")).toMatchObject({ power: -1 });
    takeAction(game, "cast", "Fling");
    chooseLabels(game, "B");
    chooseLabels(game, "Grizzly Bears");
    resolveAll(game);
    expect(game.state.players[1].life).toBe(20);
  });
});
