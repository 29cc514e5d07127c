/**
 * The range-of-influence invariant (test/rangeInvariant.ts) catches what it is meant to catch: events
 * that reach out of range, given to it by hand, and games whose state was tampered with, through the fuzz
 * harness (which then names the rule, the seats, the card, the seed and the command that replays it).
 */
import {
  DEPLOY_TEXT,
  type Game,
  type GameEvent,
  type GameObject,
  type PlayerId,
  turnRanges,
  writable,
} from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { expectedRanges, RangeChecker } from "./rangeInvariant.ts";
import { firstTurn, fuzzGame, newGame, type Table } from "./support.ts";

/** Puts the first card of `seat`'s hand onto the battlefield under their control (no events). */
function permanent(game: Game, seat: PlayerId): GameObject {
  const s = game.state;
  const id = s.players[seat].hand.shift()!;
  const o = writable(s, id);
  o.zone = "battlefield";
  o.controller = seat;
  s.battlefield.push(id);
  return o;
}

/** A checker that has seen `game` so far, and a function giving the violations of some new events. */
function checker(game: Game): (events: GameEvent[]) => string[] {
  const c = new RangeChecker(game.state, game.db);
  expect(c.check(game.state)).toEqual([]);
  return (events) => {
    c.observe(events);
    return c.check(game.state);
  };
}

// Six players, range 1: seat 0's range is seats 5, 0 and 1; seat 3 (Dave) is out of it.
const LEFT: Table = { variant: "free-for-all", players: 6, attack: "left", range: 1 };
const TEAMS: Table = { variant: "free-for-all", players: 6, range: 1, teams: 2, deploy: true };

describe("the range invariant", () => {
  it("computes the players in range as a turn begins (801.2a–c), without the seats of departed players", () => {
    const all = [false, false, false, false, false, false];
    expect(expectedRanges([1, 1, 1, 1, 1, 1], all)).toEqual([
      [0, 1, 5],
      [0, 1, 2],
      [1, 2, 3],
      [2, 3, 4],
      [3, 4, 5],
      [0, 4, 5],
    ]);
    const seat2Gone = [false, false, true, false, false, false];
    expect(expectedRanges([1, 1, 1, 1, 1, 1], seat2Gone)).toEqual([
      [0, 1, 5],
      [0, 1, 3],
      [2],
      [1, 3, 4],
      [3, 4, 5],
      [0, 4, 5],
    ]);
    expect(expectedRanges([2, 2, 2, 2, 2], [false, false, false, false, false])?.[0]).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(expectedRanges(null, all)).toBe(null);
  });

  it("catches damage out of range (801.10), combat damage too", () => {
    const game = firstTurn(LEFT, 1);
    const mine = permanent(game, 0);
    const theirs = permanent(game, 3);
    const near = permanent(game, 1);
    const events = checker(game);
    const damage = (to: DamageTo, combat = false) => damageEvent(mine, "Lightning Bolt", to, 3, combat);
    expect(events([damage({ player: 1 }), damage({ player: 0 }), damage({ object: near.id })])).toEqual([]);
    expect(events([damage({ player: 3 })])).toEqual([
      expect.stringMatching(
        /^801\.10: Lightning Bolt \(source controlled by seat 0\) deals 3 damage to seat 3, out of range \(seat 0's range this turn is seats 0, 1, 5, turn \d+\)$/,
      ),
    ]);
    expect(events([damage({ object: theirs.id }, true)])).toEqual([
      expect.stringMatching(
        new RegExp(
          `^801\\.3, 510\\.1a: combat damage goes to what a creature attacks, .* deals 3 combat damage to object ${theirs.id}, controlled by seat 3, out of range`,
        ),
      ),
    ]);
  });

  it("limits the damage an ability deals as it resolves by the ability's controller's range, not its source's (603.3a, 801.10)", () => {
    // Vindictive Vampire triggered under seat 0, then changed hands: its ability is seat 0's (603.3a).
    const game = firstTurn(LEFT, 1);
    const vampire = permanent(game, 3);
    const ability = writable(game.state, game.state.players[0].hand.shift()!);
    ability.zone = "stack";
    ability.controller = 0;
    game.state.stack.push(ability.id);
    const events = checker(game);
    const resolve: GameEvent = { type: "resolve", object: ability.id, card: "Vindictive Vampire" };
    const hit = (seat: PlayerId) => damageEvent(vampire, "Vindictive Vampire", { player: seat }, 1, false);
    // Seat 1 is in seat 0's range (0, 1, 5), not in seat 3's (2, 3, 4).
    expect(events([resolve, hit(1)])).toEqual([]);
    expect(events([resolve, hit(4)])).toEqual([
      expect.stringMatching(
        /^801\.10: Vindictive Vampire \(source controlled by seat 3, by a spell or ability of seat 0\) deals 1 damage to seat 4, out of range/,
      ),
    ]);
  });

  it("lets a blocker and the attacker it blocks deal combat damage to each other across range (805.10d, 509.1a), nothing else", () => {
    const game = firstTurn(LEFT, 1);
    const mine = permanent(game, 0);
    const theirs = permanent(game, 3);
    const other = permanent(game, 3);
    const events = checker(game);
    const hit = (from: GameObject, to: GameObject, combat: boolean) =>
      damageEvent(from, "Grizzly Bears", { object: to.id }, 2, combat);
    const block: GameEvent = { type: "block", blocker: theirs.id, attacker: mine.id, card: "Grizzly Bears" };
    expect(events([block, hit(mine, theirs, true), hit(theirs, mine, true)])).toEqual([]);
    // Not the creature it blocks, or not combat damage: still out of range.
    expect(events([hit(mine, other, true)])).toEqual([
      expect.stringMatching(
        new RegExp(`^801\\.3, 510\\.1a: .* combat damage to object ${other.id}, controlled by seat 3`),
      ),
    ]);
    expect(events([hit(mine, theirs, false)])).toEqual([
      expect.stringMatching(
        new RegExp(`^801\\.10: .* deals 2 damage to object ${theirs.id}, controlled by seat 3`),
      ),
    ]);
  });

  it("under the 2004 draft's range rules (Melee), catches combat damage between a blocker and the attacker it blocks across range (2004 draft 601.1)", () => {
    // Melee: six players, range 2, rangeRules "2004"; seat 3 is out of seat 0's range and seat 0 of 3's.
    const game = firstTurn({ variant: "melee", players: 6 }, 1);
    expect(game.state.config.rangeRules).toBe("2004");
    const mine = permanent(game, 0);
    const theirs = permanent(game, 3);
    const events = checker(game);
    const hit = (from: GameObject, to: GameObject): GameEvent => ({
      type: "damage",
      source: from.id,
      card: "Grizzly Bears",
      controller: from.controller,
      to: { object: to.id },
      amount: 2,
      combat: true,
    });
    const block: GameEvent = { type: "block", blocker: theirs.id, attacker: mine.id, card: "Grizzly Bears" };
    expect(events([block, hit(theirs, mine)])).toEqual([
      expect.stringMatching(
        new RegExp(
          `^2004 draft 601\\.1: range covers damage, Grizzly Bears \\(source controlled by seat 3\\) deals 2 combat damage to object ${mine.id}, controlled by seat 0, out of range`,
        ),
      ),
    ]);
  });

  it("catches targets out of range (801.4), from the event labels and from the stack", () => {
    const game = firstTurn(LEFT, 2);
    const events = checker(game);
    const cast = (targets: string[]): GameEvent => ({
      type: "cast",
      player: 0,
      object: 9999,
      card: "Shock",
      targets,
    });
    expect(
      events([cast(["Bob", "Frank", "Alice", "Bear (Dave's graveyard)", "Bear (Bob)", "object 12"])]),
    ).toEqual([]);
    expect(events([cast(["Dave"])])).toEqual([
      expect.stringMatching(
        /^801\.4: spell Shock \(controller seat 0\) targets seat 3, out of range \(seat 0's range/,
      ),
    ]);
    const trigger: GameEvent = {
      type: "trigger",
      player: 0,
      source: 9999,
      card: "Prodigal Pyromancer",
      text: "",
      targets: ["Grizzly Bears (Carol)"],
    };
    expect(events([trigger])).toEqual([
      expect.stringMatching(
        /^801\.4: triggered ability of Prodigal Pyromancer \(controller seat 0\) targets Grizzly Bears \(Carol\), controlled by seat 2, out of range/,
      ),
    ]);
    // 707.10c: a copy (Twincast) may keep the copied spell's target, even out of its controller's range.
    const unsummon: GameEvent = {
      type: "cast",
      player: 2,
      object: 9998,
      card: "Unsummon",
      targets: ["Grizzly Bears (Dave)"],
    };
    const copy = (targets: string[]): GameEvent => ({
      type: "copy",
      player: 0,
      object: 9997,
      card: "Unsummon",
      targets,
    });
    expect(events([unsummon, copy(["Grizzly Bears (Dave)"])])).toEqual([]);
    expect(events([copy(["Hill Giant (Dave)"])])).toEqual([
      expect.stringMatching(
        /^801\.4: copy \(with a new target, 707\.10c\) of Unsummon \(controller seat 0\) targets Hill Giant \(Dave\), controlled by seat 3, out of range/,
      ),
    ]);
    // An ability put on the stack since the last check, targeting a player out of range.
    const s = game.state;
    const ab = writable(s, s.players[0].hand[0]);
    ab.zone = "stack";
    ab.stack = {
      kind: "activated",
      source: null,
      ability: 0,
      targets: [[{ player: 4 }]],
      x: null,
      modes: [],
      divide: null,
      triggering: null,
    };
    s.stack.push(ab.id);
    expect(events([])).toEqual([
      expect.stringMatching(
        new RegExp(
          `^801\\.4: activated ability of .+ \\(object ${ab.id}, controller seat 0\\) targets seat 4, out of range`,
        ),
      ),
    ]);
    expect(events([])).toEqual([]); // reported once
  });

  it("catches attacks out of range (801.3) or on the wrong side (803.1a), and teammates attacked (102.3)", () => {
    const game = firstTurn(LEFT, 3);
    const bear = permanent(game, 0);
    const events = checker(game);
    const attack = bearAttacks(bear.id);
    expect(events([attack(1)])).toEqual([]);
    expect(events([attack(5)])).toEqual([
      expect.stringMatching(
        /^803\.1a: under attack left, Grizzly Bears of seat 0 attacks seat 5, but the nearest player still in the game on that side is seat 1/,
      ),
    ]);
    expect(events([attack(3)])).toEqual([
      expect.stringMatching(/^801\.3: Grizzly Bears of seat 0 attacks seat 3, out of range/),
      expect.stringMatching(/^803\.1a: /),
    ]);
    // Seat 1 has left: seat 2 is now the nearest on the left (803.1a), though this turn still out of range.
    expect(events([{ type: "leave", player: 1, reason: "conceded" }, attack(2)])).toEqual([
      expect.stringMatching(/^801\.3: Grizzly Bears of seat 0 attacks seat 2, out of range/),
    ]);

    const teams = firstTurn(TEAMS, 4);
    const knight = permanent(teams, 0);
    const teamEvents = checker(teams);
    expect(
      teamEvents([{ type: "attack", attacker: knight.id, card: "Knight", defender: { player: 1 } }]),
    ).toEqual([
      expect.stringMatching(/^508\.1b, 102\.3: Knight of seat 0 attacks seat 1, who isn't an opponent/),
    ]);
  });

  it("in Pentagon, catches a neighbour attacked: only the two seated across are opponents (2004 draft 611.1)", () => {
    const { game } = newGame({ variant: "pentagon", players: 5 }, 1, false);
    const bear = permanent(game, 0);
    const events = checker(game);
    const attack = bearAttacks(bear.id);
    expect(events([attack(2), attack(3)])).toEqual([]);
    expect(events([attack(1)])).toEqual([
      expect.stringMatching(
        /^508\.1b, 102\.3: Grizzly Bears of seat 0 attacks seat 1, who isn't an opponent/,
      ),
    ]);
  });

  it("catches deploy to a player who isn't a teammate, or out of range (804.2)", () => {
    const game = firstTurn(TEAMS, 5); // teams: seats 0–2 and 3–5
    const elf = permanent(game, 0);
    const events = checker(game);
    const deployTo = (player: PlayerId): GameEvent[] => [
      { type: "activate", player: 0, source: elf.id, card: "Llanowar Elves", text: DEPLOY_TEXT, targets: [] },
      { type: "resolve", object: 9999, card: "Llanowar Elves" },
      { type: "control", object: elf.id, card: "Llanowar Elves", player },
    ];
    expect(events(deployTo(1))).toEqual([]);
    expect(events(deployTo(3))).toEqual([
      expect.stringMatching(
        /^804\.2: deploy of Llanowar Elves by seat 0 gave control to seat 3, who isn't their teammate/,
      ),
    ]);
    expect(events(deployTo(2))).toEqual([
      expect.stringMatching(
        /^804\.2, 801\.4: deploy of Llanowar Elves by seat 0 gave control to seat 2, out of range/,
      ),
    ]);
    // Another control change of the same creature (Act of Treason resolving) isn't the deploy.
    expect(
      events([
        {
          type: "activate",
          player: 0,
          source: elf.id,
          card: "Llanowar Elves",
          text: DEPLOY_TEXT,
          targets: [],
        },
        { type: "resolve", object: 9998, card: "Act of Treason" },
        { type: "control", object: elf.id, card: "Llanowar Elves", player: 5 },
      ]),
    ).toEqual([]);
  });

  it("catches players in range that change during a turn or are wrong as it begins (801.2c)", () => {
    const game = firstTurn(LEFT, 6);
    const events = checker(game);
    const s = game.state;
    const right = turnRanges(s) ?? [];
    s.turn.inRange = right.map((r) => (r.includes(3) ? r : [...r, 3].sort((a, b) => a - b)));
    expect(events([])).toEqual([
      expect.stringMatching(/^801\.2c: the players in range changed during turn \d+/),
    ]);
    s.turn.inRange = right;
    expect(
      events([{ type: "turn", number: s.turn.number, player: s.turn.active, players: [s.turn.active] }]),
    ).toEqual([]);
    s.turn.inRange = right.map((r, p) => (p === 0 ? [0] : r));
    expect(
      events([{ type: "turn", number: s.turn.number, player: s.turn.active, players: [s.turn.active] }]),
    ).toEqual([expect.stringMatching(/^801\.2c: as turn \d+ began, the players in range are \[\[0\],/)]);
  });
});

describe("the fuzz harness with a range of influence", () => {
  it("stops at an attack the attack rule doesn't allow (803.1a), with the seed and the command", () => {
    const t: Table = { variant: "free-for-all", players: 6, attack: "left", range: 2 };
    const clean = fuzzGame(t, 5, { maxDecisions: 60 });
    expect(clean.failure).toBe(null);
    expect(clean.rangeChecks.attacks).toBeGreaterThan(0);
    // The engine is made to forget attack left: it now lets a player attack anyone within range 2.
    const broken = fuzzGame(t, 5, {
      maxDecisions: 150,
      tamper: (g, n) => {
        if (n === 1) g.state.config.attack = "multiple";
      },
    });
    expect(broken.failure).toMatch(
      /^seed 5 \(free-for-all, 6 players, attack left, range 2\), after decision \d+ /,
    );
    expect(broken.failure).toMatch(
      /803\.1a: under attack left, .+ of seat \d attacks seat \d, but the nearest player still in the game on that side is seat \d/,
    );
    expect(broken.failure).toContain(
      "reproduce: npx tsx packages/cli/src/main.ts simulate --variant free-for-all --players 6 --attack left --range 2 --games 1 --seed 5 --bot random",
    );
  });

  it("stops at a deploy to a player the engine was made to think a teammate (804.2)", () => {
    const t: Table = { variant: "free-for-all", players: 6, range: 2, teams: 3, deploy: true };
    const broken = fuzzGame(t, 1, {
      maxDecisions: 200,
      tamper: (g, n) => {
        if (n === 1) g.state.config.teams = [0, 0, 0, 1, 1, 1];
      },
    });
    expect(broken.failure).toMatch(
      /^seed 1 \(free-for-all, 6 players, range 2, 3 teams, deploy\), after decision \d+ /,
    );
    expect(broken.failure).toMatch(/ {4}- (804\.2|508\.1b, 102\.3): /);
    expect(broken.failure).toContain("--range 2 --teams 3 --deploy --games 1 --seed 1 --bot random");
  });

  it("stops when the players in range are wrong as a turn begins or change during one (801.2c)", () => {
    const t: Table = { variant: "free-for-all", players: 6, range: 1 };
    const wider = fuzzGame(t, 1, {
      maxDecisions: 100,
      tamper: (g, n) => {
        if (n === 1) g.state.config.range = [3, 3, 3, 3, 3, 3];
      },
    });
    expect(wider.failure).toMatch(
      /801\.2c: as turn \d+ began, the players in range are \[\[0,1,2,3,4,5\],.*but with ranges \[1,1,1,1,1,1\] and every seat in the game they are \[\[0,1,5\],/,
    );
    const unlimited = fuzzGame(t, 1, {
      maxDecisions: 100,
      tamper: (g, n) => {
        if (n === 20) g.state.turn.inRange = null;
      },
    });
    expect(unlimited.failure).toMatch(/after decision 20 .*\n {4}- 801\.2c: /);
  });
});

/** The attack event of Grizzly Bears (object `id`) attacking a player. */
function bearAttacks(id: number): (player: PlayerId) => GameEvent {
  return (player) => ({ type: "attack", attacker: id, card: "Grizzly Bears", defender: { player } });
}

type DamageTo = Extract<GameEvent, { type: "damage" }>["to"];

/** The damage event of `amount` damage from `source` (shown as `card`) to a player or object. */
function damageEvent(
  source: GameObject,
  card: string,
  to: DamageTo,
  amount: number,
  combat: boolean,
): GameEvent {
  return { type: "damage", source: source.id, card, controller: source.controller, to, amount, combat };
}
