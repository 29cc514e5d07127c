/**
 * 800.4a: an ability whose controller leaves as it resolves; 800.4f–i: choices and costs asked of a player
 * who has left the game, and what is known about them. No card in the pool asks a player other than its
 * controller to choose yet, so these tests pose such questions directly, the way a rules procedure does
 * (ask.ts), against a real game in which players have conceded.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import {
  askChoose,
  askWhetherToPay,
  type Chooser,
  collectAnswer,
  makeTask,
  Suspend,
} from "../src/engine/ask/ask.ts";
import { type Ctx, makeCtx } from "../src/engine/context/ctx.ts";
import { playerInfo, replacementChoosers, ruleChooser } from "../src/engine/players/players.ts";
import type { Answer, Decision, Game } from "../src/index.ts";
import { passUntil } from "./drive.ts";
import { advanceTo, submitOk, table, takeAction } from "./helpers.ts";

/** The decision a question would open (its id is given when it is opened: 0 here), or its result. */
type Asked<T> = { asked: Decision } | { result: T };

/**
 * Runs a question in a task, answering the decisions it opens with `answers` in order, as a submit does
 * (collectAnswer): the next decision, or the result.
 */
function pose<T>(game: Game, answers: Answer[], question: (g: Ctx) => T): Asked<T> {
  const g = makeCtx(cardDb, structuredClone(game.state), null);
  const task = makeTask("test");
  g.task = task;
  for (;;) {
    g.asked = 0;
    try {
      return { result: question(g) };
    } catch (e) {
      if (!(e instanceof Suspend)) throw e;
      const d = { ...e.decision, id: 0 } as Decision;
      const next = answers[task.answers.length];
      if (next === undefined) return { asked: d };
      collectAnswer(task, d, next, g.s.config.turnMarkers);
    }
  }
}

function asked<T>(a: Asked<T>): Decision {
  if (!("asked" in a)) throw new Error(`expected a decision, got the result ${JSON.stringify(a.result)}`);
  return a.asked;
}

function result<T>(a: Asked<T>): T {
  if (!("result" in a)) throw new Error(`expected a result, got a decision: ${a.asked.prompt}`);
  return a.result;
}

/** A, B, C, D (seats 0–3) with the given players conceded. */
function fourPlayers(...conceded: number[]): Game {
  const game = table([{ name: "A" }, { name: "B" }, { name: "C" }, { name: "D" }], { autoPass: false });
  for (const p of conceded) {
    const r = game.concede(p);
    if (!r.ok) throw new Error(r.message);
  }
  return game;
}

const options = [{ label: "left pile" }, { label: "right pile" }];
const choosePile = (who: Chooser) => (g: Ctx) => askChoose(g, who, "player", "Choose a pile", options, 1, 1);

describe("800.4g: a choice an object asks of a player who has left", () => {
  it("is made by the player asked while they are still in the game", () => {
    const game = fourPlayers();
    const d = asked(pose(game, [], choosePile({ player: 1, controller: 0, source: "Fact or Fiction" })));
    expect(d.player).toBe(1);
    expect(d.onBehalfOf).toBeUndefined();
    expect(d.prompt).toBe("Choose a pile");
  });

  it("goes to another opponent that the object's controller chooses", () => {
    const game = fourPlayers(1); // B has left
    const who: Chooser = { player: 1, controller: 0, source: "Fact or Fiction" };
    // First A (the controller) chooses who makes B's choice: an opponent of A, so C or D, not A.
    const first = asked(pose(game, [], choosePile(who)));
    expect(first.player).toBe(0);
    expect(first.kind).toBe("choose");
    if (first.kind !== "choose") return;
    expect(first.purpose).toBe("player");
    expect(first.departed).toBe(1); // the question says whose choice it is, as data
    expect(first.options).toEqual([
      { label: "C", ref: { player: 2 } },
      { label: "D", ref: { player: 3 } },
    ]);
    expect(first.prompt).toContain("B has left the game");
    expect(first.prompt).toContain("Fact or Fiction");
    // A picks D; D is asked B's question on B's behalf.
    const second = asked(pose(game, [{ choices: [1] }], choosePile(who)));
    expect(second.player).toBe(3);
    expect(second.onBehalfOf).toBe(1);
    expect(second.prompt).toBe("Choose a pile (for B, who has left the game)");
    // D's answer is the answer to the question.
    expect(result(pose(game, [{ choices: [1] }, { choices: [0] }], choosePile(who)))).toEqual([0]);
  });

  it("needs no question when only one other opponent is left", () => {
    const game = fourPlayers(1, 3); // B and D have left: C is A's only opponent
    const d = asked(pose(game, [], choosePile({ player: 3, controller: 0, source: "Fact or Fiction" })));
    expect(d.player).toBe(2);
    expect(d.onBehalfOf).toBe(3);
  });

  it("goes to the next player in turn order if the object's controller has left too", () => {
    const game = fourPlayers(0, 1); // A (the controller) and B have left
    const d = asked(pose(game, [], choosePile({ player: 1, controller: 0, source: "Fact or Fiction" })));
    expect(d.player).toBe(2);
  });

  it("offers any other player when the player asked was not an opponent of the controller", () => {
    const game = fourPlayers(1);
    // Without teams the only player who is not your opponent is you: B's object asked B.
    expect(replacementChoosers(game.state, 1, 1)).toEqual([2, 3, 0]);
    // B asked, A's object: only A's opponents.
    expect(replacementChoosers(game.state, 1, 0)).toEqual([2, 3]);
  });
});

describe("800.4h: a choice a rule asks of a player who has left", () => {
  it("is made by the next player in turn order still in the game", () => {
    const game = fourPlayers(1, 2); // B and C have left: D is next after B
    const d = asked(pose(game, [], choosePile({ player: 1, by: "rule" })));
    expect(d.player).toBe(3);
    expect(d.onBehalfOf).toBe(1);
    expect(ruleChooser(game.state, 2)).toBe(3); // C has left too
    expect(ruleChooser(game.state, 0)).toBe(0); // A is still in the game: A chooses
  });

  it("wraps around the table: after the last seat comes the first", () => {
    const game = fourPlayers(3);
    expect(asked(pose(game, [], choosePile({ player: 3, by: "rule" }))).player).toBe(0);
  });

  for (const n of [3, 4, 6])
    it(`with ${n} players: the next player in turn order still in the game chooses for seats that left`, () => {
      const names = ["A", "B", "C", "D", "E", "F"].slice(0, n);
      const game = table(
        names.map((name) => ({ name })),
        { autoPass: false },
      );
      for (const p of [1, 2]) if (!game.concede(p).ok) throw new Error("concede refused");
      // B (seat 1) and C (seat 2) have left: the seat after C, or A when C was the last seat.
      const next = n === 3 ? 0 : 3;
      const d = asked(pose(game, [], choosePile({ player: 1, by: "rule" })));
      expect([d.player, d.onBehalfOf]).toEqual([next, 1]);
      expect(ruleChooser(game.state, n - 1)).toBe(n === 3 ? 0 : n - 1);
    });
});

describe("asking a player who has left without saying who asks", () => {
  it("is an internal error, not a decision nobody can answer", () => {
    const game = fourPlayers(1);
    expect(() => pose(game, [], choosePile(1))).toThrow(/who has left the game/);
  });
});

describe("800.4f: a cost asked of a player who has left is not paid", () => {
  const pay = (p: number) => (g: Ctx) => askWhetherToPay(g, p, "Pay {3}?");

  it("asks a player in the game whether they pay", () => {
    const game = fourPlayers();
    const d = asked(pose(game, [], pay(1)));
    expect(d.player).toBe(1);
    expect(d.kind === "choose" && d.purpose).toBe("pay");
    expect(d.kind === "choose" && d.options.map((o) => o.label)).toEqual(["yes", "no"]);
    expect(result(pose(game, [{ choices: [0] }], pay(1)))).toBe(true);
    expect(result(pose(game, [{ choices: [1] }], pay(1)))).toBe(false);
  });

  it("doesn't ask a player who has left, and the cost isn't paid", () => {
    const game = fourPlayers(1);
    expect(result(pose(game, [], pay(1)))).toBe(false);
  });
});

describe("800.4a: a player who leaves while their ability is resolving", () => {
  it("takes it with them: its resolution stops, and nothing more is asked of them", () => {
    // A's Luminarch Ascension triggers in B's end step; as it resolves it asks A "you may put a quest
    // counter" — and A concedes instead of answering.
    const game = table(
      [{ name: "A", battlefield: [{ card: "luminarch-ascension" }] }, { name: "B" }, { name: "C" }],
      { start: 1 },
    );
    const may = passUntil(game, (d) => d.kind === "choose" && d.purpose === "may", "A's may question");
    expect(may.player).toBe(0);
    const r = game.concede(0);
    expect(r.ok).toBe(true);
    expect(game.state.players[0].left).toBe(true);
    expect(game.state.stack).toEqual([]);
    expect(game.state.work.some((t) => t.t === "resolve")).toBe(false);
    const next = game.pending();
    expect(next?.player).not.toBe(0);
    expect(next?.kind).toBe("priority");
  });
});

describe("800.4i: information about a player who has left", () => {
  it("is the last known information before they left", () => {
    const game = table(
      [
        { name: "A" },
        { name: "B", life: 7, poison: 2, hand: ["forest", "shock", "island"], graveyard: ["shock"] },
        { name: "C" },
      ],
      { autoPass: false },
    );
    const before = playerInfo(game.state, 1);
    expect(before).toEqual({ life: 7, poison: 2, handSize: 3, librarySize: 40, graveyardSize: 1 });
    game.concede(1);
    // B's cards have left the game with B…
    expect(game.state.players[1].hand).toEqual([]);
    expect(game.state.players[1].graveyard).toEqual([]);
    // …but what the rules know about B is what was true as B left.
    expect(playerInfo(game.state, 1)).toEqual(before);
    // A player still in the game: current information.
    expect(playerInfo(game.state, 0).handSize).toBe(game.state.players[0].hand.length);
  });
});

describe("800.4a: a player who leaves while their spell or ability resolves", () => {
  it("takes it with them: nothing more of it happens, and the game goes on (Extractor Demon's may, mid-resolution)", () => {
    const game = table([
      {
        name: "A",
        hand: ["lightning-bolt"],
        battlefield: [{ card: "mountain" }, { card: "extractor-demon" }],
      },
      { name: "B", battlefield: [{ card: "grizzly-bears" }], library: ["island", "island", "island"] },
      { name: "C" },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Lightning Bolt");
    const pick = (label: string): void => {
      const d = game.pending()!;
      if (d.kind !== "choose") throw new Error(`expected a choice, got ${d.kind}: ${d.prompt}`);
      submitOk(game, { choices: [d.options.findIndex((o) => o.label === label)] });
    };
    pick("Grizzly Bears (B)");
    // The Bears die; Extractor Demon's ability targets B, resolves and asks A whether to mill B.
    pick("B");
    const may = game.pending()!;
    expect([may.player, may.kind, may.prompt]).toEqual([0, "choose", "Extractor Demon: do it?"]);
    const r = game.concede(0);
    expect(r.ok).toBe(true);
    // The ability ceased to exist with its controller (800.4a): B isn't milled, and nobody answers for A.
    const graveyard = game.state.players[1].graveyard.map((id) => game.state.objects[id].card);
    expect(graveyard).toEqual(["grizzly-bears"]);
    expect(game.state.stack).toEqual([]);
    expect(game.pending()?.player).not.toBe(0);
    expect(game.state.status).toBe("playing");
  });
});
