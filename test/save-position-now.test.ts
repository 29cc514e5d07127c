/**
 * Saving the position a game is at now (savePositionNow; the server's GET /api/tables/:id/position, the web
 * table's "Save this position"): a saved file, loaded again and run to its stopAt, gives every seat the
 * same view as the live game — or, when the file can't reach the position now, it holds the beginning of
 * the turn and says why; a turn whose beginning can't be saved is refused, naming why.
 */
import { botRng, makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { Game, LayoutError, layoutProblems } from "@roundtable/engine";
import { parseScenario, runScenario, savePositionNow } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { drive, driver, type Open, savedAndRun } from "./drive.ts";
import { setupFor, type Table } from "./support.ts";
import { normalised, places } from "./views.ts";

function run(file: unknown) {
  const parsed = parseScenario(JSON.parse(JSON.stringify(file)), cardDb);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const r = runScenario(parsed.scenario, cardDb);
  expect(r.error).toBeUndefined();
  expect(r.passed).toBe(true);
  return r.game!;
}

describe("saving the position now (savePositionNow)", () => {
  for (const t of [
    { variant: "duel", players: 2 },
    { variant: "free-for-all", players: 4 },
    { variant: "free-for-all", players: 4, planechase: true }, // 901: the planechase option
    // Seat 0 asked at every priority (Game.setFullControl): the record answers what the game didn't pass.
    { variant: "free-for-all", players: 4, fullControl: true },
  ] as (Table & { fullControl?: true })[])
    it(`${t.variant}${t.planechase ? " with Planechase" : ""}${t.fullControl ? " with full control for seat 0" : ""}: a saved layout with the actions since, loaded again, gives the same view; else the turn's beginning with the reason`, () => {
      const game = Game.create(cardDb, setupFor(t, 5), { events: false }); // passes by itself, as a server's
      if (t.fullControl) expect(game.setFullControl(0, true).ok).toBe(true);
      const bot = makeBot("random");
      const rngs = game.state.players.map((_, seat) => botRng(5, seat));
      const counts = { exact: 0, withActions: 0, mulligans: 0 };
      for (let i = 0; i < 160 && game.pending() !== null; i++) {
        const d = game.pending()!;
        const answer = bot.decide({ game, player: d.player, decision: d, rng: rngs[d.player] });
        expect(game.submit(d.player, d.id, answer).ok).toBe(true);
        if (i % 10 !== 0) continue;
        let saved: ReturnType<typeof savePositionNow>;
        try {
          saved = savePositionNow(cardDb, game.record());
        } catch (e) {
          if (!(e instanceof LayoutError)) throw e;
          expect(e.problems.length).toBeGreaterThan(0);
          continue;
        }
        const loaded = run(saved.file);
        if (!saved.exact) {
          expect(saved.note).toMatch(
            /^the beginning of turn \d+ .*(, not the position now: |: the game is over)/,
          );
          expect(loaded.state.turn.step).toBe("upkeep");
          continue;
        }
        counts.exact++;
        if (saved.file.mulligans !== undefined) counts.mulligans++; // 103.5: saved before the first turn
        if ((saved.file.actions as unknown[]).length > 0) counts.withActions++;
        const ids = new Map(
          [...places(game.state)].map(([place, id]) => [id, places(loaded.state).get(place)!] as const),
        );
        for (const seat of [...game.state.players.keys(), null]) {
          const live = normalised(game.view(seat), ids) as Record<string, unknown>;
          const file = normalised(loaded.view(seat), new Map()) as Record<string, unknown>;
          expect({ ...file, config: null }, `seat ${seat}`).toEqual({ ...live, config: null });
        }
      }
      expect(counts.exact).toBeGreaterThan(0);
      expect(counts.withActions).toBeGreaterThan(0); // casts, lands, attacks written as actions
      expect(counts.mulligans).toBeGreaterThan(0); // the first save, during the mulligans, is exact too
    });

  it("903.7: a Commander game at 30 life (the French rules, 2011 CR 103.3c) is saved with its option, and the loaded game has it", () => {
    const setup = setupFor({ variant: "commander", players: 4 }, 7);
    const options = { ...setup.options, commanderLife: 30 as const };
    const game = Game.create(cardDb, { ...setup, options }, { events: false });
    const saved = savePositionNow(cardDb, game.record()); // the opening hands (103.5)
    expect(saved.file.options).toMatchObject({ commanderLife: 30 });
    const loaded = run(saved.file);
    expect(loaded.state.config).toEqual(game.state.config);
    expect(loaded.state.players.map((p) => p.life)).toEqual([30, 30, 30, 30]);
  });

  it("104.3c: a game over in a draw step (a player drew from an empty library) saves its last turn's beginning, which runs", () => {
    const game = Game.create(cardDb, setupFor({ variant: "duel", players: 2 }, 5), { events: false });
    playGame(game, [makeBot("random"), makeBot("random")], { seed: 5, maxDecisions: 5000 });
    expect(game.isOver()).toBe(true);
    expect(game.state.turn.step).toBe("draw"); // before the turn's first main phase
    const saved = savePositionNow(cardDb, game.record());
    expect(saved.exact).toBe(false);
    expect(saved.note).toMatch(/^the beginning of turn \d+ \(.*'s upkeep\): the game is over$/);
    // The file numbers its turns as the game did (turnNumber): it stops at the upkeep of the game's last turn.
    const last = game.state.turn.number;
    expect(saved.file).toMatchObject({ turnNumber: last, stopAt: { turn: last, step: "upkeep" } });
    expect(run(saved.file).state.turn.step).toBe("upkeep");
  });

  it("400.7: the order of triggers whose source has left its zone (a creature's dies trigger) is written with the triggers' names: the position is reached", () => {
    // Four heuristic bots until one orders triggers, one of them from an object that is in no zone now.
    const gone = (g: Game) => {
      const d = g.pending();
      return (
        d?.kind === "order" &&
        d.items.some(
          (i) => i.ref !== undefined && "object" in i.ref && g.state.objects[i.ref.object] === undefined,
        )
      );
    };
    let saved: ReturnType<typeof savePositionNow> | null = null;
    for (let seed = 1; seed <= 20 && saved === null; seed++) {
      const game = Game.create(cardDb, setupFor({ variant: "free-for-all", players: 4 }, seed), {
        events: false,
      });
      const bot = makeBot("heuristic");
      const rngs = game.state.players.map((_, p) => botRng(seed, p));
      for (let i = 0; i < 2000 && game.pending() !== null && saved === null; i++) {
        const d = game.pending()!;
        const ordering = gone(game);
        const answer = bot.decide({ game, player: d.player, decision: d, rng: rngs[d.player] });
        expect(game.submit(d.player, d.id, answer).ok).toBe(true);
        if (!ordering) continue;
        try {
          saved = savePositionNow(cardDb, game.record()); // it threw "object … is nowhere"
        } catch (e) {
          if (!(e instanceof LayoutError)) throw e; // the turn's beginning can't be saved: play on
        }
      }
    }
    if (saved === null) throw new Error("no game ordered triggers of an object gone from its zone");
    expect(saved.note).toMatch(/^the position now/);
    expect(saved.exact).toBe(true);
    const orders = Object.values(saved.file.choices ?? {}).flatMap((xs) =>
      (xs as unknown[]).filter(
        (x) => Array.isArray(x) && x.some((y) => typeof y === "string" && y.includes(": ")),
      ),
    );
    expect(orders.length).toBeGreaterThan(0); // an order written by the triggers' labels ("Name: its text")
    expect(run(saved.file).state.turn.step).not.toBe("upkeep");
  });

  it("505.6b: a land played after a spell cast earlier in the main phase resolved waits for the empty stack in the file: the position is reached", () => {
    const { game, pass, act } = drive({
      variant: "duel",
      seed: 3,
      players: [
        {
          name: "A",
          hand: ["grizzly-bears", "forest"],
          battlefield: [{ card: "forest" }, { card: "forest" }],
        },
        { name: "B" },
      ],
    });
    while (game.state.turn.step !== "main1") pass();
    act("cast", "Grizzly Bears");
    pass(); // A passes with the Bears on the stack
    pass(); // B passes: the Bears resolve, A has priority again
    expect(game.state.stack).toEqual([]);
    act("play", "Forest");
    const saved = savePositionNow(cardDb, game.record());
    expect(saved.note).toBe("the position now: turn 1, main1 after the 2 actions taken since the turn began");
    expect(saved.exact).toBe(true);
    expect(saved.file.actions).toContainEqual({
      turn: 1,
      step: "main1",
      player: "A",
      play: "A:Forest#3",
      stackEmpty: true,
    });
    expect(run(saved.file).state.battlefield).toHaveLength(4);
  });

  it("117.3c: a spell cast in response to a triggered ability, after an earlier spell resolved, waits in the file for that stack (onStack): the position is reached", () => {
    const { game, answer, pass } = drive({
      variant: "duel",
      seed: 3,
      players: [
        {
          name: "A",
          hand: ["grizzly-bears", "lightning-bolt"],
          battlefield: [
            { card: "soul-warden" },
            { card: "forest" },
            { card: "forest" },
            { card: "mountain" },
          ],
        },
        { name: "B" },
      ],
    });
    while (game.state.turn.step !== "main1") pass();
    answer((d) => ({ choice: d.kind === "priority" ? d.actions.findIndex((a) => a.type === "cast") : -1 }));
    answer(() => ({ choices: [0] })); // the Forests or the Mountain for {1}: "Pay automatically"
    pass(); // A passes with the Bears on the stack
    pass(); // B passes: the Bears resolve; Soul Warden's ability triggers and goes on the stack
    expect(game.state.stack.map((id) => game.state.objects[id].card)).toEqual(["soul-warden"]);
    answer((d) => ({ choice: d.kind === "priority" ? d.actions.findIndex((a) => a.type === "cast") : -1 }));
    answer((d) => ({ choices: [d.kind === "choose" ? d.options.findIndex((o) => o.label === "B") : -1] }));
    const saved = savePositionNow(cardDb, game.record());
    expect(saved.exact).toBe(true);
    expect(saved.file.actions).toContainEqual({
      turn: 1,
      step: "main1",
      player: "A",
      cast: "A:Lightning Bolt#1",
      onStack: ["Soul Warden (ability)"],
      targets: [["B"]],
    });
    const loaded = run(saved.file);
    expect(loaded.state.stack.map((id) => loaded.state.objects[id].card)).toEqual([
      "soul-warden",
      "lightning-bolt",
    ]);
  });

  it("117.3c, 603.3: a response to a creature's enters trigger, which has the name of the creature spell before it, waits in the file for the ability, not the spell: the position is reached", () => {
    const { game, answer, pass, act, choose } = drive({
      variant: "duel",
      seed: 3,
      players: [
        {
          name: "A",
          hand: ["man-o-war", "lightning-bolt"],
          battlefield: [{ card: "island" }, { card: "island" }, { card: "island" }, { card: "mountain" }],
        },
        { name: "B", battlefield: [{ card: "grizzly-bears" }] },
      ],
    });
    while (game.state.turn.step !== "main1") pass();
    act("cast", "Man-o'-War");
    answer(() => ({ choices: [0] })); // "Pay automatically"
    pass(); // A passes with Man-o'-War on the stack
    pass(); // B passes: it resolves, and its ability triggers
    choose("Grizzly Bears"); // the ability's target, as it goes on the stack
    const { objects, stack } = game.state;
    expect(stack.map((id) => objects[id].stack?.kind)).toEqual(["triggered"]);
    act("cast", "Lightning Bolt"); // in response to the ability
    choose("Man-o'-War");
    const saved = savePositionNow(cardDb, game.record());
    expect(saved.note).toMatch(/^the position now/);
    expect(saved.exact).toBe(true);
    expect(saved.file.actions).toContainEqual(
      expect.objectContaining({ cast: "A:Lightning Bolt#1", onStack: ["Man-o'-War (ability)"] }),
    );
    const loaded = run(saved.file);
    expect(loaded.state.stack.map((id) => loaded.state.objects[id].stack?.kind)).toEqual([
      "triggered",
      "spell",
    ]);
  });

  it("118.12, 603.5: a cost an opponent's trigger asks (Rhystic Study's {1}), paid automatically, isn't written as a choice the file would never ask: the position is reached", () => {
    const lands = ["forest", "forest", "mountain", "island"].map((card) => ({ card }));
    const { game, answer, pass } = drive({
      variant: "duel",
      seed: 3,
      players: [
        { name: "A", hand: ["grizzly-bears"], battlefield: lands },
        { name: "B", battlefield: [{ card: "rhystic-study" }] },
      ],
    });
    while (game.state.turn.step !== "main1") pass();
    answer((d) => ({ choice: d.kind === "priority" ? d.actions.findIndex((a) => a.type === "cast") : -1 }));
    // The Bears' payment; Rhystic Study's trigger; A pays its {1} with the Mountain or the Island.
    const asked: string[] = [];
    while (!asked.includes("A pay") || game.state.stack.length > 1) {
      const d = game.pending()!;
      const who = game.state.players[d.player].name;
      asked.push(`${who} ${d.kind === "choose" ? d.purpose : d.kind}`);
      if (d.kind === "choose")
        answer(() => ({ choices: [0] })); // "Pay automatically"; "yes", A pays
      else pass();
    }
    expect(asked.filter((x) => x === "A mana")).toHaveLength(2); // the Bears', then Rhystic Study's {1}
    const saved = savePositionNow(cardDb, game.record());
    expect(saved.note).toMatch(/^the position now/);
    expect(saved.exact).toBe(true);
    expect(saved.file.choices).toEqual({ A: [true] });
    run(saved.file);
  });

  it('602.2b, 601.2c: a question of an activation no action field answers (which opponent chooses the target "of an opponent’s choice", in Two-Headed Giant) is written as a choice: the position is reached', () => {
    const { game, asked, answer } = drive({
      variant: "two-headed-giant",
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
      seed: 3,
      players: [
        { name: "A", battlefield: [{ card: "cuombajj-witches" }] },
        { name: "B" },
        { name: "C", battlefield: [{ card: "grizzly-bears" }] },
        { name: "D" },
      ],
    });
    const label = (l: string) => (d: Open) => ({
      choices: [d.kind === "choose" ? d.options.findIndex((o) => o.label === l) : -1],
    });
    while (game.state.turn.step !== "main1") answer(() => ({ choice: 0 }));
    answer((d) => ({
      choice: d.kind === "priority" ? d.actions.findIndex((a) => a.type === "activate") : -1,
    }));
    answer(label("C")); // its first target
    answer(label("D")); // the opponent who chooses the other target
    answer((d) => ({
      choices: [d.kind === "choose" ? d.options.findIndex((o) => o.label.startsWith("Grizzly")) : -1],
    }));
    expect(asked.slice(-3).map((x) => x.split(":")[0])).toEqual(["A", "A", "D"]);
    const saved = savePositionNow(cardDb, game.record());
    expect(saved.note).toMatch(/^the position now/);
    expect(saved.exact).toBe(true);
    expect(saved.file.choices).toEqual({ A: [["D"]], D: [["C:Grizzly Bears#1"]] });
  });

  it("full control: C, asked with only 'pass', turns it off and then passes — the record answers that decision, and the position now is saved exactly", () => {
    const library = Array(20).fill("grizzly-bears");
    const game = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      start: 0,
      players: [
        { name: "A", library },
        { name: "B", library, hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] },
        { name: "C", library },
      ],
    });
    const pass = () => {
      const d = game.pending()!;
      expect(game.submit(d.player, d.id, { choice: 0 }).ok).toBe(true);
    };
    expect(game.setFullControl(2, true).ok).toBe(true);
    pass(); // B, in A's upkeep; C is asked next, with only "pass"
    expect(game.pending()?.player).toBe(2);
    expect(game.setFullControl(2, false).ok).toBe(true);
    pass(); // C answers the decision asked; B is asked in the draw step
    pass();
    expect(game.state.turn.step).toBe("main1");
    const saved = savePositionNow(cardDb, game.record());
    expect(saved.note).toBe("the position now: turn 1, main1");
    expect(saved.exact).toBe(true);
  });

  it("807.4: a Grand Melee's position is refused, naming the turn markers — not an error replaying its several turns at once", () => {
    const game = Game.create(cardDb, setupFor({ variant: "grand-melee", players: 12 }, 2), { events: false });
    playGame(
      game,
      game.state.players.map(() => makeBot("random")),
      { seed: 2, maxDecisions: 300 },
    );
    expect(game.record().inputs.length).toBeGreaterThan(100);
    let problems: string[] = [];
    try {
      savePositionNow(cardDb, game.record());
    } catch (e) {
      if (!(e instanceof LayoutError)) throw e;
      problems = e.problems;
    }
    expect(problems).toEqual(["Grand Melee's turn markers and their turns (807.4)"]);
  });

  it("701.9b: a random discard after the turn began comes out as in the game, the file carrying the game's random numbers (rng)", () => {
    const lands = ["forest", "island", "swamp", "mountain", "plains"];
    const discarded = (seed: number) => {
      const { game, answer } = drive({
        variant: "duel",
        seed,
        shuffle: true, // random numbers used before the position: the saved file's seed alone would differ
        players: [
          { name: "A", battlefield: [{ card: "hypnotic-specter" }], library: lands },
          { name: "B", hand: lands, library: lands },
        ],
      });
      while (game.state.turn.step !== "declare-attackers") answer(() => ({ choice: 0 }));
      const specter = game.state.battlefield[0];
      answer(() => ({ attacks: [{ attacker: specter, defender: { player: 1 } }] }));
      while (game.state.players[1].graveyard.length === 0) answer(() => ({ choice: 0 }));
      const saved = savePositionNow(cardDb, game.record());
      expect(saved.exact).toBe(true);
      expect(saved.file.rng).toHaveLength(4);
      const loaded = run(saved.file);
      const card = (g: Game) => g.state.objects[g.state.players[1].graveyard[0]].card;
      expect(card(loaded)).toBe(card(game));
      return card(game);
    };
    // Different seeds, different discards — each as the game had it.
    expect(new Set([1, 2, 3, 4, 5, 6].map(discarded)).size).toBeGreaterThan(1);
  });

  it("503.1a: a turn whose upkeep began with a triggered ability on the stack (Phyrexian Arena) is saved: loaded, the turn begins again and puts it there again", () => {
    const { game, pass } = drive({
      variant: "duel",
      seed: 4,
      players: [
        { name: "A", battlefield: [{ card: "phyrexian-arena" }] },
        { name: "B", hand: ["grizzly-bears"], battlefield: [{ card: "forest" }, { card: "forest" }] },
      ],
    });
    // To turn 3, A's, with Arena's ability on the stack; then B casts nothing, both pass once.
    while (game.state.turn.number < 3 || game.state.stack.length === 0) pass();
    expect(game.state.turn.step).toBe("upkeep");
    const atStart = savePositionNow(cardDb, game.record());
    expect(atStart.exact).toBe(true);
    const loaded = run(atStart.file);
    expect(loaded.state.stack.map((id) => loaded.state.objects[id].card)).toEqual(["phyrexian-arena"]);
    pass(); // A passes; the ability is still there, B to act
    const later = savePositionNow(cardDb, game.record());
    expect(later.exact).toBe(true);
    expect(later.file.stopAt).toEqual({ turn: 3, step: "upkeep", decision: 2 });
  });

  it("503.1a, 603.3b: two Phyrexian Arenas' triggers (one card's one ability: nothing asked of their order) on the stack at the upkeep's first priority: saved, and loaded they are put there again", () => {
    const { game, pass } = drive({
      variant: "duel",
      seed: 4,
      players: [
        { name: "A", battlefield: [{ card: "phyrexian-arena" }, { card: "phyrexian-arena" }] },
        { name: "B", battlefield: [{ card: "forest" }] },
      ],
    });
    while (game.state.turn.number < 3 || game.state.stack.length === 0) pass();
    expect(game.state.stack).toHaveLength(2);
    const saved = savePositionNow(cardDb, game.record());
    expect(saved.note).toMatch(/^the position now/);
    const loaded = run(saved.file);
    expect(loaded.state.stack.map((id) => loaded.state.objects[id].card)).toEqual([
      "phyrexian-arena",
      "phyrexian-arena",
    ]);
  });

  it("503.1a, 603.3b, 805.7: in Two-Headed Giant, White Plume Adventurers of C and of D trigger at each opponent's upkeep — four abilities, nothing asked of their order — saved at the first priority, and loaded they are put there again and resolve the same", () => {
    const plume = {
      battlefield: [{ card: "white-plume-adventurer" }, { card: "grizzly-bears", tapped: true }],
    };
    const { game, pass, answer } = drive({
      variant: "two-headed-giant",
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
      seed: 4,
      players: [{ name: "A" }, { name: "B" }, { name: "C", ...plume }, { name: "D", ...plume }],
      start: 2,
    });
    while (game.state.turn.number < 2 || game.state.stack.length === 0)
      if (game.pending()?.kind === "attackers") answer(() => ({ attacks: [] }));
      else pass();
    expect(game.state.stack).toHaveLength(4); // A's upkeep and B's (805.4a), for each Adventurer
    expect(layoutProblems(cardDb, game.state)).toEqual([]);
    const { loaded } = savedAndRun(game);
    const stackOf = (g: Game) => g.state.stack.map((id) => g.state.objects[id].stack?.triggering);
    expect(stackOf(loaded)).toEqual(stackOf(game));
    for (const g of [game, loaded]) {
      const d = driver(g); // each Adventurer asks which creature to untap: the first
      while (g.state.stack.length > 0)
        d.answer((x) => (x.kind === "choose" ? { choices: [0] } : { choice: 0 }));
    }
    const tapped = (g: Game) => g.state.battlefield.filter((id) => g.state.objects[id].tapped).length;
    expect(tapped(loaded)).toBe(tapped(game));
    expect(tapped(game)).toBe(0); // each Adventurer untapped its controller's Bears
  });

  it("503.1a, 603.3b, 603.3d: upkeep triggers that ask their order and a target (Phyrexian Arena and Bloodgift Demon) are saved from the turn's beginning: loaded, they trigger again and the file's choices answer the same questions", () => {
    const { game, pass, choose, asked } = drive({
      variant: "duel",
      seed: 4,
      players: [
        { name: "A", battlefield: [{ card: "phyrexian-arena" }, { card: "bloodgift-demon" }] },
        { name: "B", battlefield: [{ card: "forest" }] },
      ],
    });
    // Turn 1, A's upkeep: the order of the two triggers (Bloodgift Demon's first: it resolves last), its target.
    expect(game.state.turn.step).toBe("upkeep");
    const d = game.pending()!;
    expect(d.kind).toBe("order");
    const demonFirst = d.kind === "order" ? d.items.findIndex((i) => i.label.startsWith("Bloodgift")) : -1;
    const arena = 1 - demonFirst;
    const before = asked.length;
    game.submit(d.player, d.id, { order: [demonFirst, arena] });
    choose("B"); // the Demon's target player
    expect(asked.length).toBe(before + 1);
    pass(); // A passes with both on the stack; B to act
    const saved = savePositionNow(cardDb, game.record());
    expect(saved.note).toMatch(/^the position now/);
    expect(saved.exact).toBe(true);
    expect(saved.file.choices).toEqual({ A: [["A:Bloodgift Demon#1", "A:Phyrexian Arena#1"], ["B"]] });
    const loaded = run(saved.file);
    expect(loaded.state.stack.map((id) => loaded.state.objects[id].card)).toEqual([
      "bloodgift-demon",
      "phyrexian-arena",
    ]);
  });

  it("103.5: before the first turn, the mulligans under way are the position: the file stops there (turn 0), exact", () => {
    const game = Game.create(cardDb, setupFor({ variant: "duel", players: 2 }, 1), { events: false });
    const saved = savePositionNow(cardDb, game.record());
    expect(saved.exact).toBe(true);
    expect(saved.note).toBe("the position now: turn 0, the mulligans (103.5), before the first turn");
    expect(saved.file).toMatchObject({ mulligans: {}, stopAt: { turn: 0 } });
    const loaded = run(saved.file);
    const { id: _, ...asked } = game.pending()!;
    expect(loaded.pending()).toEqual({ ...asked, id: loaded.pending()!.id });
    expect(loaded.state.players.map((p) => p.hand.length)).toEqual([7, 7]);
  });
});
