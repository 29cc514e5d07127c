/**
 * Keyboard play, the rule lines under the prompts (a choice of players as the engine's options and views
 * say who they are, in real engine games: 801.5a), and piles shown as two piles.
 */
import { cardDb } from "@roundtable/cards";
import { type Decision, Game, type VariantOptions } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { initialDraft } from "../src/decision/draft.ts";
import { onKey } from "../src/decision/keys.ts";
import { pilesOf } from "../src/decision/piles.ts";
import { promptContext, ruleLine } from "../src/decision/prompts.ts";

const base = { id: 7, player: 0, prompt: "…" };
const open = { opponents: [], inRange: null };

function draftAfter(d: Decision, keys: string[]) {
  let draft = initialDraft(d);
  for (const k of keys) {
    const r = onKey(d, draft, k);
    if (r === null || !("draft" in r)) throw new Error(`${k}: ${JSON.stringify(r)}`);
    draft = r.draft;
  }
  return draft;
}

describe("keyboard play (decision/keys.ts)", () => {
  const targets: Decision = {
    ...base,
    kind: "choose",
    purpose: "targets",
    min: 1,
    max: 1,
    back: true,
    options: [
      { label: "Ben", ref: { player: 1 } },
      { label: "Grizzly Bears", ref: { object: 50 } },
    ],
  };

  it("a digit picks that option, Enter confirms, Escape goes back within a cast (601.2)", () => {
    expect(draftAfter(targets, ["2"]).picks).toEqual([1]);
    expect(onKey(targets, initialDraft(targets), "Enter")).toEqual({ confirm: true });
    expect(onKey(targets, initialDraft(targets), "Escape")).toEqual({ back: true });
    expect(onKey({ ...targets, back: undefined }, initialDraft(targets), "Escape")).toBeNull();
    expect(onKey(targets, initialDraft(targets), "9")).toBeNull();
  });

  it("a yes/no (one of two plain options: a 'may', 603.5): its digit answers at once, no Confirm to press", () => {
    const may: Decision = {
      ...base,
      kind: "choose",
      purpose: "may",
      min: 1,
      max: 1,
      options: [{ label: "yes" }, { label: "no" }],
    };
    expect(onKey(may, initialDraft(may), "1")).toEqual({ answer: { choices: [0] } });
    expect(onKey(may, initialDraft(may), "2")).toEqual({ answer: { choices: [1] } });
    expect(onKey(may, initialDraft(may), "3")).toBeNull();
    // Two options standing for a player and a card are picked, then confirmed, as before.
    expect(draftAfter(targets, ["1"]).picks).toEqual([0]);
  });

  it("priority: a digit takes that action; mulligan: 1 keeps, 2 mulligans", () => {
    const p: Decision = {
      ...base,
      kind: "priority",
      actions: [{ type: "pass" }, { type: "play", object: 4, name: "Island" }],
    };
    expect(onKey(p, initialDraft(p), "2")).toEqual({ answer: { choice: 1 } });
    const m: Decision = { ...base, kind: "mulligan", handSize: 7, mulligans: 0 };
    expect(onKey(m, initialDraft(m), "1")).toEqual({ answer: { keep: true } });
    expect(onKey(m, initialDraft(m), "2")).toEqual({ answer: { keep: false } });
  });

  it("X: digits type the number within its bounds, + and − step", () => {
    const x: Decision = { ...base, kind: "number", purpose: "x", min: 0, max: 12 };
    expect(draftAfter(x, ["1", "2"]).value).toBe(12);
    expect(draftAfter(x, ["1", "3"]).value).toBe(3); // 13 is too big: a new number
    expect(draftAfter(x, ["+", "+", "-"]).value).toBe(1);
    expect(draftAfter(x, ["-"]).value).toBe(0);
  });

  it("attackers (508.1): a digit picks a creature, the next its defender; Escape drops the half-made pick", () => {
    const d: Decision = {
      ...base,
      kind: "attackers",
      candidates: [
        { attacker: 10, name: "Grizzly Bears", defenders: [{ player: 1 }, { player: 2 }] },
        { attacker: 11, name: "Savannah Lions", defenders: [{ player: 1 }] },
      ],
    };
    const picked = draftAfter(d, ["1"]);
    expect(picked.selected).toBe(10);
    expect(onKey(d, picked, "Escape")).toEqual({ draft: { ...picked, selected: null } });
    expect(draftAfter(d, ["1", "2"]).attacks).toEqual([{ attacker: 10, defender: { player: 2 } }]);
    expect(draftAfter(d, ["2"]).attacks).toEqual([{ attacker: 11, defender: { player: 1 } }]);
  });

  it("blockers (509.1): a digit picks a blocker, the next the attacker it blocks", () => {
    const d: Decision = {
      ...base,
      kind: "blockers",
      candidates: [{ blocker: 20, name: "Wall", attackers: [10, 11] }],
    };
    expect(draftAfter(d, ["1", "2"]).blocks).toEqual([{ blocker: 20, attacker: 11 }]);
  });

  it("divide (601.2d): a digit gives that recipient one more, taken from another above the minimum", () => {
    const d: Decision = {
      ...base,
      kind: "divide",
      amount: 4,
      minEach: 1,
      recipients: [{ label: "Ben" }, { label: "Cat" }],
    };
    expect(initialDraft(d).amounts).toEqual([3, 1]);
    expect(draftAfter(d, ["2"]).amounts).toEqual([2, 2]);
    expect(draftAfter(d, ["2", "2"]).amounts).toEqual([1, 3]);
    expect(draftAfter(d, ["2", "2", "2"]).amounts).toEqual([1, 3]); // Ben keeps 1 (minEach)
  });

  it("order (603.3b): a digit moves that item one place earlier", () => {
    const d: Decision = {
      ...base,
      kind: "order",
      purpose: "triggers",
      items: [{ label: "a" }, { label: "b" }, { label: "c" }],
    };
    expect(draftAfter(d, ["3"]).order).toEqual([0, 2, 1]);
  });
});

describe("rule lines (decision/prompts.ts)", () => {
  it("names the rule by kind and purpose", () => {
    const choose = (purpose: string, extra = {}) =>
      ({ ...base, kind: "choose", purpose, min: 1, max: 1, options: [], ...extra }) as Decision;
    expect(ruleLine(choose("targets"), open)).toBe("Choose 1 target (601.2c)");
    expect(ruleLine(choose("targets", { intent: "harmful", max: 2 }), open)).toBe(
      "Choose 1 to 2 targets (601.2c) — harmful to what you choose",
    );
    expect(ruleLine(choose("modes"), open)).toBe("Choose 1 mode (601.2b, 700.2)");
    const bens = { options: [{ label: "Ben", ref: { player: 1 } }] };
    expect(ruleLine(choose("player", bens), { opponents: [1, 2], inRange: [0, 1, 2] })).toBe(
      "Choose an opponent within your range of influence (801.5a)",
    );
    expect(ruleLine(choose("player", bens), { opponents: [2], inRange: null })).toBe("Choose a player");
    expect(ruleLine(choose("legend"), open)).toMatch(/704\.5j/);
    expect(ruleLine(choose("search", { min: 0 }), open)).toMatch(/701\.23/);
    expect(ruleLine(choose("defender"), open)).toMatch(/307\.1/);
    expect(ruleLine(choose("openingHand", { min: 0 }), open)).toMatch(/103\.6a/);
    expect(ruleLine({ ...base, kind: "number", purpose: "x", min: 0, max: 5 }, open)).toBe(
      "Choose X, from 0 to 5 (601.2b)",
    );
    expect(ruleLine({ ...base, kind: "divide", amount: 3, minEach: 1, recipients: [] }, open)).toMatch(
      /601\.2d/,
    );
    expect(ruleLine({ ...base, kind: "priority", actions: [] }, open)).toBeNull();
    expect(ruleLine({ ...base, kind: "blockers", candidates: [] }, open)).toMatch(/509\.1/);
  });

  it("800.4g: the choice of who chooses for a player who has left is told by the decision's `departed`, not its words", () => {
    const options = [{ label: "Cat", ref: { player: 2 } }];
    const player = (extra: object) =>
      ({ ...base, kind: "choose", purpose: "player", min: 1, max: 1, options, ...extra }) as Decision;
    const line = "Choose who makes the choice of a player who has left the game (800.4g)";
    expect(
      ruleLine(player({ prompt: "Fact or Fiction: choose who separates the cards", departed: 1 }), open),
    ).toBe(line);
    // The words alone (a card's own prompt may say them) make it an ordinary choice of a player.
    expect(ruleLine(player({ prompt: "Ben has left the game: choose who …" }), open)).toBe("Choose a player");
  });

  it("701.38d: an additional vote is told by the decision's `additional`, not its words", () => {
    const options = [{ label: "time" }, { label: "knowledge" }];
    const vote = (extra: object) =>
      ({ ...base, kind: "choose", purpose: "vote", min: 1, max: 1, options, ...extra }) as Decision;
    expect(ruleLine(vote({ prompt: "Plea for Power: vote", additional: true }), open)).toMatch(/701\.38d/);
    // A card's name may say "additional": it is the player's vote all the same.
    expect(ruleLine(vote({ prompt: "Additional Ballot: vote" }), open)).toMatch(/701\.38a/);
  });

  it("attackers: 508.1, and 802.1/803 when there is more than one player or planeswalker to attack", () => {
    const one: Decision = {
      ...base,
      kind: "attackers",
      candidates: [{ attacker: 1, name: "Bears", defenders: [{ player: 1 }] }],
    };
    expect(ruleLine(one, open)).toBe("Declare attackers (508.1)");
    const two: Decision = {
      ...one,
      candidates: [{ attacker: 1, name: "Bears", defenders: [{ player: 1 }, { planeswalker: 9 }] }],
    } as Decision;
    expect(ruleLine(two, open)).toMatch(/802\.1, 803/);
  });
});

/**
 * A game of five at range of influence `range` (none: unlimited), Ann with `card` in hand and eight Plains,
 * played to Ann's first choice of players: she casts the card in her first main phase and everyone passes.
 */
function playerChoice(card: string, range?: number): { game: Game; d: Decision } {
  const options: VariantOptions = range === undefined ? {} : { range };
  const game = Game.fromLayout(cardDb, {
    variant: "free-for-all",
    options,
    seed: 1,
    start: 0,
    players: [
      { name: "Ann", hand: [card], battlefield: Array.from({ length: 8 }, () => ({ card: "plains" })) },
      ...["Ben", "Cy", "Di", "Ed"].map((name) => ({ name })),
    ],
  });
  for (let i = 0; i < 50; i++) {
    const d = game.decisions()[0];
    if (d.kind === "choose" && d.purpose === "player") return { game, d };
    if (d.kind !== "priority") throw new Error(`unexpected ${d.kind}: ${d.prompt}`);
    const cast = d.actions.findIndex((a) => a.type === "cast" && a.object === game.state.players[0].hand[0]);
    const pass = d.actions.findIndex((a) => a.type === "pass");
    expect(game.submit(d.player, d.id, { choice: d.player === 0 && cast >= 0 ? cast : pass }).ok).toBe(true);
  }
  throw new Error("no choice of players");
}

describe("801.5a rule lines of a choice of players, as the engine's options and views say", () => {
  it("Black Vise at range 1: an opponent within your range — the engine offers just those", () => {
    const { game, d } = playerChoice("black-vise", 1);
    const view = game.view(0);
    expect(view.opponents).toEqual([1, 2, 3, 4]);
    expect(view.players[0].inRange).toEqual([0, 1, 4]);
    expect(d.kind === "choose" && d.options.map((o) => o.ref)).toEqual([{ player: 1 }, { player: 4 }]);
    expect(ruleLine(d, promptContext(view, d))).toBe(
      "Choose an opponent within your range of influence (801.5a)",
    );
  });

  it("Black Vise with unlimited range: an opponent, every one", () => {
    const { game, d } = playerChoice("black-vise");
    expect(d.kind === "choose" && d.options.length).toBe(4);
    expect(ruleLine(d, promptContext(game.view(0), d))).toBe("Choose an opponent");
  });

  it("Reverse the Sands at range 1: players within your range, Ann herself among them — not opponents", () => {
    const { game, d } = playerChoice("reverse-the-sands", 1);
    expect(d.kind === "choose" && d.options.map((o) => o.ref)).toEqual([
      { player: 0 },
      { player: 1 },
      { player: 4 },
    ]);
    expect(ruleLine(d, promptContext(game.view(0), d))).toBe(
      "Choose up to 3 players within your range of influence (801.5a)",
    );
    // A spectator's view knows no opponents of Ann's: players, as the options are.
    expect(ruleLine(d, promptContext(game.view(null), d))).toBe(
      "Choose up to 3 players within your range of influence (801.5a)",
    );
  });
});

describe("piles (700.3)", () => {
  it("separating: the cards picked are pile 1, the rest pile 2", () => {
    const d: Decision = {
      ...base,
      kind: "choose",
      purpose: "piles",
      min: 0,
      max: 3,
      options: [
        { label: "Island", ref: { object: 1 } },
        { label: "Shock", ref: { object: 2 } },
        { label: "Opt", ref: { object: 3 } },
      ],
    };
    expect(pilesOf(d, { ...initialDraft(d), picks: [1] })).toEqual({
      choosing: false,
      piles: [["Shock"], ["Island", "Opt"]],
    });
    expect(ruleLine(d, open)).toMatch(/700\.3a/);
  });

  it("choosing a pile: the two piles the prompt lists", () => {
    const d: Decision = {
      ...base,
      prompt: "Fact or Fiction: choose a pile — Pile 1: Island, Shock; Pile 2: (empty)",
      kind: "choose",
      purpose: "piles",
      min: 1,
      max: 1,
      options: [{ label: "Pile 1" }, { label: "Pile 2" }],
    };
    expect(pilesOf(d, initialDraft(d))).toEqual({ choosing: true, piles: [["Island", "Shock"], []] });
    expect(ruleLine(d, open)).toBe("Choose one of the two piles (700.3)");
  });
});
