/**
 * Choices made as a permanent enters (614.12) and what scenario files can't show because the rules make
 * an action or a declaration illegal: Teferi's Moat ("choose a color"; creatures of that color without
 * flying can't attack its controller, 508.1c, 802.3a), Pithing Needle ("choose a card name"; activated
 * abilities of sources with that name can't be activated unless they're mana abilities, 602.5), and
 * Captive Audience (enters under the control of an opponent of its caster's choice; modes already chosen
 * can't be chosen again, 700.2b).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Decision, Game, type LayoutPermanent } from "../src/index.ts";
import {
  actionNames,
  advanceTo,
  chooseLabels,
  expectRefused,
  idOf,
  perms,
  submitOk,
  table,
  takeAction,
} from "./helpers.ts";

/** Passes every priority decision (and declares nothing) until `seat` gets a decision of `kind`. */
function until(game: Game, seat: number, kind: Decision["kind"]): Decision {
  for (let guard = 0; guard < 1000; guard++) {
    const d = game.pending()!;
    if (d.player === seat && d.kind === kind) return d;
    if (d.kind === "priority") submitOk(game, { choice: 0 });
    else if (d.kind === "attackers") submitOk(game, { attacks: [] });
    else if (d.kind === "blockers") submitOk(game, { blocks: [] });
    else throw new Error(`unexpected ${d.kind} decision for seat ${d.player}: ${d.prompt}`);
  }
  throw new Error("guard");
}

function castAndResolve(game: Game, name: string): void {
  takeAction(game, "cast", name);
  const pay = game.pending()!;
  if (pay.kind === "choose" && pay.purpose === "mana") submitOk(game, { choices: [0] }); // pay automatically
  // Everyone passes: the spell resolves and asks its controller the choice.
  for (let guard = 0; guard < 10 && game.pending()?.kind === "priority"; guard++)
    submitOk(game, { choice: 0 });
}

describe("Teferi's Moat: 'Creatures of the chosen color without flying can't attack you'", () => {
  function moatGame(attack?: "right"): Game {
    const game = table(
      [
        {
          name: "A",
          hand: ["teferis-moat"],
          battlefield: perms("plains", "plains", "plains", "island", "island", "jace-beleren"),
        },
        { name: "B", battlefield: perms("walking-corpse", "bog-imp", "hill-giant") },
        { name: "C" },
      ],
      { autoPass: false, ...(attack ? { attack } : {}) },
    );
    advanceTo(game, 1, "main1");
    return game;
  }

  it("614.12, 105.4: its controller chooses one of the five colors as it enters", () => {
    const game = moatGame();
    castAndResolve(game, "Teferi's Moat");
    const d = game.pending()!;
    expect(d.kind).toBe("choose");
    if (d.kind === "choose") {
      expect(d.player).toBe(0);
      expect(d.options.map((o) => o.label)).toEqual(["white", "blue", "black", "red", "green"]);
    }
    chooseLabels(game, "black");
    expect(game.state.objects[idOf(game, 0, "teferis-moat")].chosenColor).toBe("B");
  });

  it("508.1c, 802.3a: a black creature without flying can attack the other opponent and the Moat's controller's planeswalker, not the controller", () => {
    const game = moatGame();
    castAndResolve(game, "Teferi's Moat");
    chooseLabels(game, "black");
    const d = until(game, 1, "attackers");
    if (d.kind !== "attackers") throw new Error("expected attackers");
    const corpse = idOf(game, 1, "walking-corpse");
    const imp = idOf(game, 1, "bog-imp");
    const giant = idOf(game, 1, "hill-giant");
    const jace = idOf(game, 0, "jace-beleren");
    const defenders = (id: number) => d.candidates.find((c) => c.attacker === id)?.defenders;
    expect(defenders(corpse)).toEqual([{ player: 2 }, { planeswalker: jace }]);
    expect(defenders(imp)).toEqual([{ player: 2 }, { player: 0 }, { planeswalker: jace }]);
    expect(defenders(giant)).toEqual([{ player: 2 }, { player: 0 }, { planeswalker: jace }]);
    expectRefused(
      game,
      { attacks: [{ attacker: corpse, defender: { player: 0 } }] },
      /can't attack .*508\.1b/,
    );
    submitOk(game, {
      attacks: [
        { attacker: corpse, defender: { planeswalker: jace } },
        { attacker: imp, defender: { player: 0 } },
        { attacker: giant, defender: { player: 0 } },
      ],
    });
  });

  it("attack right (803.1a): a creature whose only defender is the Moat's controller can't attack at all", () => {
    const game = moatGame("right");
    castAndResolve(game, "Teferi's Moat");
    chooseLabels(game, "black");
    const d = until(game, 1, "attackers");
    if (d.kind !== "attackers") throw new Error("expected attackers");
    // B attacks to the right: only A, the Moat's controller (and Jace). The Corpse may attack only Jace.
    const corpse = idOf(game, 1, "walking-corpse");
    expect(d.candidates.find((c) => c.attacker === corpse)?.defenders).toEqual([
      { planeswalker: idOf(game, 0, "jace-beleren") },
    ]);
    expect(d.candidates.map((c) => c.name)).toEqual(["Walking Corpse", "Bog Imp", "Hill Giant"]);
  });
});

describe("Pithing Needle: 'Activated abilities of sources with the chosen name can't be activated unless they're mana abilities'", () => {
  function needleGame(): Game {
    const game = table(
      [
        {
          name: "A",
          hand: ["pithing-needle", "secluded-steppe"],
          battlefield: perms("plains", "plains", "prodigal-sorcerer", "jace-beleren"),
        },
        { name: "B", battlefield: perms("prodigal-sorcerer", "llanowar-elves") },
        { name: "C", hand: ["secluded-steppe"], battlefield: perms("plains") },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    castAndResolve(game, "Pithing Needle");
    return game;
  }

  it("201.4: the names offered are the cards' names, not tokens' or emblems'", () => {
    const game = needleGame();
    const d = game.pending()!;
    if (d.kind !== "choose") throw new Error(`expected choose, got ${d.kind}`);
    expect(d.purpose).toBe("name");
    const labels = d.options.map((o) => o.label);
    expect(labels).toContain("Prodigal Sorcerer");
    expect(labels).toContain("Pithing Needle");
    expect(labels).not.toContain("Zombie Token"); // Captive Audience's token (111.4)
    expect(labels).not.toContain("Myr Token"); // a token
    expect(new Set(labels).size).toBe(labels.length);
    expect([...labels].sort()).toEqual(labels);
  });

  it("602.5: no one may activate the named card's abilities, whoever controls it; other cards' are unaffected", () => {
    const game = needleGame();
    chooseLabels(game, "Prodigal Sorcerer");
    const mine = actionNames(until(game, 0, "priority"));
    expect(mine).not.toContain("activate Prodigal Sorcerer");
    expect(mine).toContain("activate Jace Beleren");
    submitOk(game, { choice: 0 });
    const bs = actionNames(until(game, 1, "priority"));
    expect(bs).not.toContain("activate Prodigal Sorcerer");
    expect(bs).toContain("activate Llanowar Elves");
  });

  it("605.1a: mana abilities of the named card can still be activated", () => {
    const game = needleGame();
    chooseLabels(game, "Llanowar Elves");
    submitOk(game, { choice: 0 });
    expect(actionNames(until(game, 1, "priority"))).toContain("activate Llanowar Elves");
  });

  it("606: loyalty abilities are activated abilities", () => {
    const game = needleGame();
    chooseLabels(game, "Jace Beleren");
    expect(actionNames(until(game, 0, "priority"))).not.toContain("activate Jace Beleren");
  });

  it("702.29: a named card's cycling ability can't be activated from any hand", () => {
    const game = needleGame();
    chooseLabels(game, "Secluded Steppe");
    expect(actionNames(until(game, 0, "priority"))).not.toContain("activate Secluded Steppe");
    submitOk(game, { choice: 0 });
    submitOk(game, { choice: 0 });
    expect(actionNames(until(game, 2, "priority"))).not.toContain("activate Secluded Steppe");
  });

  it("614.12: the name is the Needle's, shown to everyone", () => {
    const game = needleGame();
    chooseLabels(game, "Prodigal Sorcerer");
    const needle = idOf(game, 0, "pithing-needle");
    expect(game.state.objects[needle].chosenName).toBe("Prodigal Sorcerer");
    expect(game.view(2).battlefield.find((p) => p.id === needle)?.chosenName).toBe("Prodigal Sorcerer");
  });
});

describe("Captive Audience: 'enters under the control of an opponent of your choice'", () => {
  function audienceGame(players = 4): Game {
    const names = ["A", "B", "C", "D"].slice(0, players);
    return table(
      names.map((name, i) =>
        i === 0
          ? {
              name,
              hand: ["captive-audience"],
              battlefield: perms("swamp", "swamp", "swamp", "swamp", "swamp", "swamp", "mountain"),
            }
          : { name, hand: ["grizzly-bears"] },
      ),
      { autoPass: false },
    );
  }

  it("110.2, 614.12: the caster chooses among their opponents; it enters under that player's control, owned by the caster", () => {
    const game = audienceGame();
    advanceTo(game, 1, "main1");
    castAndResolve(game, "Captive Audience");
    const d = game.pending()!;
    if (d.kind !== "choose") throw new Error(`expected choose, got ${d.kind}`);
    expect(d.player).toBe(0);
    expect(d.options.map((o) => o.label)).toEqual(["B", "C", "D"]);
    chooseLabels(game, "C");
    const o = game.state.objects[idOf(game, 2, "captive-audience")];
    expect(o.owner).toBe(0);
    expect(o.baseController).toBe(2);
  });

  it("with one opponent there is nothing to ask", () => {
    const game = audienceGame(2);
    advanceTo(game, 1, "main1");
    castAndResolve(game, "Captive Audience");
    expect(game.state.objects[idOf(game, 1, "captive-audience")].owner).toBe(0);
  });

  it("700.2b: its controller chooses the mode in their upkeep; a mode once chosen isn't offered again; the last is forced", () => {
    const game = audienceGame(3);
    advanceTo(game, 1, "main1");
    castAndResolve(game, "Captive Audience");
    chooseLabels(game, "B");
    const first = until(game, 1, "choose");
    if (first.kind !== "choose") throw new Error("expected choose");
    expect(first.purpose).toBe("modes");
    expect(first.options.map((o) => o.label)).toEqual([
      "Mode 1: Your life total becomes 4.",
      "Mode 2: Discard your hand.",
      "Mode 3: Each opponent creates five 2/2 black Zombie creature tokens.",
    ]);
    expectRefused(game, { choices: [0, 1] }, /choose 1 option/);
    chooseLabels(game, "Mode 2");
    const second = until(game, 1, "choose");
    if (second.kind !== "choose") throw new Error("expected choose");
    expect(second.options.map((o) => o.label)).toEqual([
      "Mode 1: Your life total becomes 4.",
      "Mode 3: Each opponent creates five 2/2 black Zombie creature tokens.",
    ]);
    chooseLabels(game, "Mode 1");
    const audience = idOf(game, 1, "captive-audience");
    expect(game.state.objects[audience].chosenModes).toEqual([1, 0]);
  });
});

describe("614.12: a permanent returned to the battlefield makes its choice again (400.7), as it enters", () => {
  it("Oblivion Ring leaves (a resolving ability): the returning Teferi's Moat's owner chooses a color", () => {
    const game = table(
      [
        { name: "A", hand: ["oblivion-ring"], battlefield: perms("plains", "plains", "plains") },
        {
          name: "B",
          hand: ["naturalize"],
          battlefield: [{ card: "teferis-moat", chosen: "black" }, ...perms("forest", "forest")],
        },
        { name: "C" },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    castAndResolve(game, "Oblivion Ring");
    chooseLabels(game, "Teferi's Moat"); // its enters trigger's target
    until(game, 0, "priority");
    submitOk(game, { choice: 0 });
    submitOk(game, { choice: 0 });
    submitOk(game, { choice: 0 }); // the trigger resolves: the Moat is exiled
    expect(game.state.players[1].exile).toHaveLength(1);
    until(game, 1, "priority");
    takeAction(game, "cast", "Naturalize");
    chooseLabels(game, "Oblivion Ring");
    for (let i = 0; i < 6 && game.pending()?.kind === "priority"; i++) submitOk(game, { choice: 0 });
    const d = game.pending()!;
    expect(d.kind === "choose" && d.player === 1 && d.prompt).toBe("Teferi's Moat: choose a color");
    chooseLabels(game, "green");
    expect(game.state.objects[idOf(game, 1, "teferis-moat")].chosenColor).toBe("G");
  });

  it("Grasp of Fate leaves (610.3: at once, not as an ability resolves): the returning Captive Audience's owner chooses the opponent who controls it", () => {
    const game = table(
      [
        { name: "A", battlefield: [{ card: "captive-audience", controller: 2 }] },
        {
          name: "B",
          hand: ["grasp-of-fate", "naturalize"],
          battlefield: perms("plains", "plains", "plains", "forest", "forest"),
        },
        { name: "C" },
        { name: "D" },
      ],
      { autoPass: false, start: 1 },
    );
    advanceTo(game, 1, "main1");
    castAndResolve(game, "Grasp of Fate");
    // For each opponent, up to one target nonland permanent that player controls: C's Captive Audience.
    for (let d = game.pending()!; d.kind === "choose"; d = game.pending()!) {
      const i = d.options.findIndex((o) => o.label.startsWith("Captive Audience"));
      submitOk(game, { choices: i >= 0 ? [i] : [] });
    }
    for (let i = 0; i < 4 && game.state.stack.length > 0; i++) submitOk(game, { choice: 0 });
    expect(game.state.players[0].exile).toHaveLength(1);
    until(game, 1, "priority");
    takeAction(game, "cast", "Naturalize");
    chooseLabels(game, "Grasp of Fate");
    for (let i = 0; i < 6 && game.pending()?.kind === "priority"; i++) submitOk(game, { choice: 0 });
    const d = game.pending()!;
    if (d.kind !== "choose") throw new Error(`expected choose, got ${d.kind}`);
    expect(d.player).toBe(0);
    expect(d.options.map((o) => o.label)).toEqual(["B", "C", "D"]);
    chooseLabels(game, "D");
    const audience = idOf(game, 3, "captive-audience");
    expect(game.state.objects[audience].owner).toBe(0);
    expect(game.state.players[1].graveyard.map((id) => game.state.objects[id].card).sort()).toEqual([
      "grasp-of-fate",
      "naturalize",
    ]);
  });
});

describe("614.12 in a table layout: a permanent set up on the battlefield has made its choice", () => {
  const layout = (perm: LayoutPermanent) =>
    Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      players: [{ name: "A", battlefield: [perm] }, { name: "B" }, { name: "C" }],
    });

  it("records the choice the layout gives", () => {
    const moat = layout({ card: "teferis-moat", chosen: "black" });
    expect(moat.state.objects[idOf(moat, 0, "teferis-moat")].chosenColor).toBe("B");
    const vise = layout({ card: "black-vise", chosen: 2 });
    expect(vise.state.objects[idOf(vise, 0, "black-vise")].chosenPlayer).toBe(2);
    const needle = layout({ card: "pithing-needle", chosen: "Prodigal Sorcerer" });
    expect(needle.state.objects[idOf(needle, 0, "pithing-needle")].chosenName).toBe("Prodigal Sorcerer");
  });

  it("refuses a missing or impossible choice, naming the path", () => {
    expect(() => layout({ card: "teferis-moat" })).toThrow(
      /players\[0\]\.battlefield\[0\]\.chosen: Teferi's Moat chose a color as it entered/,
    );
    expect(() => layout({ card: "teferis-moat", chosen: "colorless" })).toThrow(/not a color/);
    expect(() => layout({ card: "black-vise", chosen: 0 })).toThrow(/not an opponent/);
    expect(() => layout({ card: "pithing-needle", chosen: "Zombie Token" })).toThrow(
      /not the name of a card/,
    );
    expect(() => layout({ card: "grizzly-bears", chosen: "black" })).toThrow(/makes no choice/);
  });
});
