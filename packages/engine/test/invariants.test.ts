import { describe, expect, it } from "vitest";
import { writable } from "../src/forkState.ts";
import { checkInvariants } from "../src/invariants.ts";
import type { GameObject, GameState, PlayerState } from "../src/state.ts";
import { variantConfig } from "../src/variants/presets.ts";

const emptyPool = () => ({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });

function player(name: string): PlayerState {
  return {
    name,
    life: 20,
    poison: 0,
    left: false,
    result: null,
    reason: null,
    library: [],
    hand: [],
    graveyard: [],
    exile: [],
    command: [],
    ante: [],
    pool: emptyPool(),
    landsPlayed: 0,
    drewFromEmpty: false,
    mulligans: 0,
  };
}

function obj(id: number, owner: number, zone: GameObject["zone"], card = "grizzly-bears"): GameObject {
  return {
    id,
    card,
    owner,
    controller: owner,
    zone,
    timestamp: id,
  };
}

/**
 * A consistent three-player position: seat 0 has a library card (1), a hand card (2), a creature (3)
 * with an Aura (4), a spell on the stack (5) and a triggered ability from the creature (6); seat 1 has
 * a graveyard card (7), an exiled card (8) and an attacking creature (9) blocked by seat 0's creature;
 * seat 2 a command-zone card (10) and a token (11). 9 cards in all (the token and the ability are not cards).
 */
function goodState(): GameState {
  const players = [player("Ann"), player("Bob"), player("Cid")];
  const objects: Record<number, GameObject> = {};
  const add = (o: GameObject) => {
    objects[o.id] = o;
    return o;
  };
  add(obj(1, 0, "library"));
  add(obj(2, 0, "hand"));
  add(obj(3, 0, "battlefield"));
  add({ ...obj(4, 0, "battlefield", "holy-strength"), attachedTo: 3 });
  const stackInfo = {
    kind: "spell" as const,
    source: null,
    ability: null,
    targets: [[{ player: 1 }]],
    x: null,
    modes: [],
    divide: null,
    triggering: null,
  };
  add({ ...obj(5, 0, "stack", "lightning-bolt"), stack: stackInfo });
  add({
    ...obj(6, 0, "stack"),
    stack: { ...stackInfo, kind: "triggered", source: 3, ability: 0, targets: [] },
  });
  add(obj(7, 1, "graveyard"));
  add(obj(8, 1, "exile"));
  add({ ...obj(9, 1, "battlefield"), tapped: true, counters: { "+1/+1": 2 } });
  add(obj(10, 2, "command"));
  add({ ...obj(11, 2, "battlefield", "soldier-token"), token: true });
  players[0].library = [1];
  players[0].hand = [2];
  players[1].graveyard = [7];
  players[1].exile = [8];
  players[2].command = [10];
  return {
    format: 1,
    config: variantConfig("free-for-all", 3),
    rng: [1, 2, 3, 4],
    players,
    objects,
    battlefield: [3, 4, 9, 11],
    stack: [5, 6],
    nextId: 12,
    nextTimestamp: 12,
    turn: {
      number: 3,
      active: 1,
      step: "declare-blockers",
      priority: 0,
      passed: [],
      stepStarted: true,
      cleanupPriority: false,
      extra: false,
      orderSeat: 1,
    },
    extraTurns: [],
    combat: {
      attacks: [{ attacker: 9, defender: { player: 0 }, defendingPlayer: 0, blockers: [3], blocked: true }],
      blocks: { 3: [9] },
      declared: true,
      dealtFirstStrike: [],
    },
    effects: [],
    shields: [],
    links: [],
    delayed: [],
    triggers: [],
    work: [],
    pending: { id: 7, player: 0, prompt: "priority", kind: "priority", actions: [{ type: "pass" }] },
    decisionSeq: 7,
    status: "playing",
    winners: [],
    removed: 0,
    spellsCast: [],
    autoPass: true,
  };
}

/** Expects exactly the breakage `break_` introduces to be reported, by a message matching `pattern`. */
function expectViolation(break_: (s: GameState) => void, pattern: RegExp, initialCards?: number): string[] {
  const s = goodState();
  break_(s);
  const v = checkInvariants(s, initialCards);
  expect(v.length, "a violation is reported").toBeGreaterThan(0);
  expect(
    v.some((m) => pattern.test(m)),
    `one of ${JSON.stringify(v)} matches ${pattern}`,
  ).toBe(true);
  return v;
}

describe("checkInvariants", () => {
  it("accepts a consistent state, with and without the card count", () => {
    expect(checkInvariants(goodState())).toEqual([]);
    expect(checkInvariants(goodState(), 9)).toEqual([]);
  });

  it("accepts a finished game with no decision pending", () => {
    const s = goodState();
    s.status = "over";
    s.pending = null;
    s.turn.priority = null;
    s.winners = [0];
    s.players[0].result = "won";
    expect(checkInvariants(s)).toEqual([]);
  });

  it("accepts a game that ended mid-combat with an Aura on a departed creature (no more SBAs, 104.4)", () => {
    const s = goodState();
    s.status = "over";
    s.pending = null;
    s.turn.priority = null;
    s.winners = [1];
    s.players[1].result = "won";
    // Seat 0's creature died in combat damage and seat 2 left: the game is over before SBAs clean up.
    s.battlefield = [4, 9, 11];
    delete s.objects[3];
    s.players[0].graveyard.push(12);
    s.objects[12] = obj(12, 0, "graveyard");
    s.nextId = 13;
    expect(checkInvariants(s)).toEqual([]);
    // The same state while the game goes on is broken.
    s.status = "playing";
    s.players[1].result = null;
    s.pending = { id: 7, player: 1, prompt: "priority", kind: "priority", actions: [{ type: "pass" }] };
    s.turn.priority = 1;
    const v = checkInvariants(s).join("\n");
    expect(v).toMatch(/attached to object 3, which doesn't exist/);
    expect(v).toMatch(/blocking object 3 is not on the battlefield/);
  });

  it("accepts a mulligan decision while the game is starting", () => {
    const s = goodState();
    s.status = "starting";
    s.turn.priority = null;
    s.pending = { id: 1, player: 2, prompt: "keep?", kind: "mulligan", handSize: 7, mulligans: 0 };
    expect(checkInvariants(s)).toEqual([]);
  });

  it("accepts a departed player whose cards are gone (800.4a)", () => {
    const s = goodState();
    s.players[2].left = true;
    s.players[2].result = "lost";
    s.players[2].command = [];
    delete s.objects[10];
    delete s.objects[11];
    s.battlefield = [3, 4, 9];
    s.removed = 1; // the token is not a card
    expect(checkInvariants(s, 9)).toEqual([]);
  });

  describe("zones", () => {
    it("an object in no zone list", () => {
      expectViolation((s) => {
        s.players[0].hand = [];
      }, /object 2 .* is in no zone list/);
    });
    it("an object in two zone lists", () => {
      expectViolation((s) => {
        s.players[0].graveyard.push(2);
      }, /object 2 .* listed 2 times: hand of seat 0, graveyard of seat 0/);
    });
    it("an object listed twice in the same list", () => {
      expectViolation((s) => {
        s.battlefield.push(3);
      }, /object 3 .* listed 2 times/);
    });
    it("a listed id that doesn't exist", () => {
      expectViolation((s) => {
        s.stack.push(99);
      }, /object 99 is listed in stack but doesn't exist/);
    });
    it("a zone list that disagrees with obj.zone", () => {
      expectViolation((s) => {
        writable(s, 2).zone = "graveyard";
      }, /object 2 .* is listed in hand of seat 0 but its zone is graveyard/);
    });
    it("a card in another player's hand", () => {
      expectViolation((s) => {
        s.players[0].hand = [];
        s.players[1].hand = [2];
      }, /object 2 .* is in the hand of seat 1 but is owned by seat 0/);
    });
    it("a card in another player's library, graveyard, exile or command zone", () => {
      for (const z of ["library", "graveyard", "exile", "command"] as const) {
        expectViolation(
          (s) => {
            writable(s, 2).zone = z;
            s.players[0].hand = [];
            s.players[2][z].push(2);
          },
          new RegExp(`object 2 .* is in the ${z} of seat 2 but is owned by seat 0`),
        );
      }
    });
    it("an objects key that doesn't match the id", () => {
      expectViolation((s) => {
        writable(s, 2).id = 5;
      }, /objects\[2\] has id 5/);
    });
    it("an id not below nextId", () => {
      expectViolation((s) => {
        s.nextId = 11;
      }, /object 11 .* not below nextId/);
    });
  });

  describe("departed players (800.4)", () => {
    const leave = (s: GameState, seat: number) => {
      s.players[seat].left = true;
      s.players[seat].result = "lost";
    };
    it("a departed player with cards in their zones", () => {
      expectViolation(
        (s) => leave(s, 1),
        /seat 1 has left the game but still has 2 card\(s\) in graveyard, exile/,
      );
    });
    it("an object owned by a departed player", () => {
      expectViolation((s) => leave(s, 2), /object 11 .* owned by seat 2, who has left/);
    });
    it("a permanent controlled by a departed player", () => {
      expectViolation((s) => {
        leave(s, 2);
        s.players[2].command = [];
        delete s.objects[10];
        delete s.objects[11];
        s.battlefield = [3, 4, 9];
        writable(s, 9).controller = 2; // seat 1's creature, stolen by seat 2
      }, /object 9 .* on the battlefield is controlled by seat 2, who has left/);
    });
    it("a stack object controlled by a departed player", () => {
      expectViolation((s) => {
        s.players[2].left = true;
        s.players[2].result = "lost";
        writable(s, 5).controller = 2;
      }, /object 5 .* on the stack is controlled by seat 2, who has left/);
    });
    it("a departed player without a result", () => {
      expectViolation((s) => {
        s.players[2].left = true;
      }, /seat 2 has left the game without a result/);
    });
    it("a pending decision for a departed player", () => {
      expectViolation((s) => {
        s.players[0].left = true;
        s.players[0].result = "lost";
      }, /pending decision 7 belongs to seat 0, who has left/);
    });
    it("priority held by a departed player", () => {
      expectViolation((s) => {
        s.players[0].left = true;
        s.players[0].result = "lost";
      }, /seat 0 has priority but has left/);
    });
  });

  describe("pending decision and status", () => {
    it("no decision while playing", () => {
      expectViolation((s) => {
        s.pending = null;
      }, /status is "playing" but no decision is pending/);
    });
    it("a decision after the game is over", () => {
      expectViolation((s) => {
        s.status = "over";
      }, /game is over but decision 7 \(priority\) is pending/);
    });
    it("a priority decision for someone without priority", () => {
      expectViolation((s) => {
        s.turn.priority = 1;
      }, /priority decision 7 is for seat 0 but turn.priority is 1/);
    });
    it("a non-mulligan decision while starting", () => {
      expectViolation((s) => {
        s.status = "starting";
      }, /status is "starting" but the pending decision is priority/);
    });
    it("a decision for a seat that doesn't exist", () => {
      expectViolation((s) => {
        s.pending = { id: 7, player: 5, prompt: "keep?", kind: "mulligan", handSize: 7, mulligans: 0 };
      }, /belongs to 5, which is not a seat/);
    });
    it("an active player or priority that is not a seat", () => {
      expectViolation((s) => {
        s.turn.active = 3;
      }, /turn.active 3 is not a seat/);
      expectViolation((s) => {
        s.turn.priority = -1;
      }, /turn.priority -1 is not a seat/);
    });
    it("a winner whose result is not won", () => {
      expectViolation((s) => {
        s.status = "over";
        s.pending = null;
        s.winners = [2];
      }, /winner seat 2 has result null/);
    });
    it("a player who lost but is still in the game, or won while it goes on", () => {
      expectViolation((s) => {
        s.players[1].result = "lost";
      }, /seat 1 has lost but is still in the game/);
      expectViolation((s) => {
        s.players[1].result = "won";
      }, /seat 1 has won but the game is not over/);
    });
    it("a winner that is not a seat", () => {
      expectViolation((s) => {
        s.status = "over";
        s.pending = null;
        s.winners = [4];
      }, /winner 4 is not a seat/);
    });
  });

  describe("stack info", () => {
    it("a stack object without stack info", () => {
      expectViolation((s) => {
        delete writable(s, 5).stack;
      }, /object 5 .* is on the stack without stack info/);
    });
    it("a non-stack object with stack info", () => {
      expectViolation((s) => {
        writable(s, 3).stack = writable(s, 5).stack;
      }, /object 3 .* is in the battlefield but has stack info/);
    });
  });

  describe("numbers", () => {
    it("life must be an integer", () => {
      expectViolation((s) => {
        s.players[1].life = 2.5;
      }, /seat 1: life 2.5 is not an integer/);
      expectViolation((s) => {
        s.players[1].life = Number.NaN;
      }, /seat 1: life NaN/);
    });
    it("negative life is allowed (it is a state-based loss, not a broken state)", () => {
      const s = goodState();
      s.players[1].life = -3;
      expect(checkInvariants(s)).toEqual([]);
    });
    it("poison must be a non-negative integer", () => {
      expectViolation((s) => {
        s.players[2].poison = 1.5;
      }, /seat 2: poison 1.5/);
      expectViolation((s) => {
        s.players[2].poison = -1;
      }, /seat 2: poison -1/);
    });
    it("counters must be positive integers", () => {
      expectViolation((s) => {
        writable(s, 9).counters = { "+1/+1": 0 };
      }, /object 9 .*: 0 \+1\/\+1 counters/);
      expectViolation((s) => {
        writable(s, 9).counters = { loyalty: -1 };
      }, /object 9 .*: -1 loyalty counters/);
      expectViolation((s) => {
        writable(s, 9).counters = { charge: 0.5 };
      }, /0.5 charge counters/);
    });
    it("damage must be a positive integer", () => {
      expectViolation((s) => {
        writable(s, 3).damage = -2;
      }, /object 3 .*: damage -2/);
    });
  });

  describe("one form per object: a field at its default is absent (state.ts)", () => {
    const stored: [string, (o: Record<string, unknown>) => void, RegExp][] = [
      [
        "a flag stored false",
        (o) => (o.tapped = false),
        /object 3 .*: tapped false is stored at its default/,
      ],
      ["no damage stored as 0", (o) => (o.damage = 0), /object 3 .*: damage 0 is stored/],
      ["no counters stored as {}", (o) => (o.counters = {}), /object 3 .*: counters \{\} is stored/],
      ["attached to nothing stored as null", (o) => (o.attachedTo = null), /object 3 .*: attachedTo null/],
      ["no stack info stored as null", (o) => (o.stack = null), /object 3 .*: stack null is stored/],
      [
        "the owner stored as base controller",
        (o) => (o.baseController = 0),
        /object 3 .*: baseController 0 \(its owner\)/,
      ],
    ];
    for (const [what, change, pattern] of stored)
      it(what, () => {
        expectViolation((s) => change(writable(s, 3) as unknown as Record<string, unknown>), pattern);
      });
    // objectFields.ts: an object has every field on the battlefield and the stack (undefined at the
    // default), only those set elsewhere.
    it("a field set to undefined in a hand", () => {
      expectViolation((s) => {
        (writable(s, 2) as unknown as Record<string, unknown>).sick = undefined;
      }, /object 2 .*: sick undefined is stored/);
    });
    it("a field undefined on the battlefield is its default (the full shape)", () => {
      const s = goodState();
      writable(s, 3).sick = undefined;
      expect(checkInvariants(s)).toEqual([]);
    });
    it("the good state has none", () => {
      expect(checkInvariants(goodState())).toEqual([]);
    });
    it("mana in pool must be a non-negative integer", () => {
      expectViolation((s) => {
        s.players[0].pool.G = -1;
      }, /seat 0: -1 \{G\} mana/);
    });
    it("owner and controller must be seats", () => {
      expectViolation((s) => {
        writable(s, 3).controller = 7;
      }, /object 3 .*: controller 7 is not a seat/);
      expectViolation((s) => {
        writable(s, 11).owner = 9;
      }, /object 11 .*: owner 9 is not a seat/);
    });
  });

  describe("attachments", () => {
    it("attached to an object in another zone", () => {
      expectViolation((s) => {
        writable(s, 4).attachedTo = 7;
      }, /object 4 .* is attached to object 7 .*, which is in the graveyard/);
    });
    it("attached to an object that doesn't exist", () => {
      expectViolation((s) => {
        writable(s, 4).attachedTo = 42;
      }, /object 4 .* is attached to object 42, which doesn't exist/);
    });
    it("attached to itself", () => {
      expectViolation((s) => {
        writable(s, 4).attachedTo = 4;
      }, /object 4 .* is attached to itself/);
    });
    it("an attached object off the battlefield", () => {
      expectViolation((s) => {
        writable(s, 7).attachedTo = 3;
      }, /object 7 .* in the graveyard is attached to object 3/);
    });
  });

  describe("tokens", () => {
    it("a token outside the battlefield (704.5d)", () => {
      expectViolation((s) => {
        s.battlefield = [3, 4, 9];
        s.players[2].graveyard = [11];
        writable(s, 11).zone = "graveyard";
      }, /object 11 .* is a token in the graveyard/);
    });
  });

  describe("combat", () => {
    it("an attacker off the battlefield", () => {
      expectViolation((s) => {
        s.combat!.attacks[0].attacker = 7;
      }, /attacking object 7 .* is not on the battlefield/);
    });
    it("a blocker off the battlefield", () => {
      expectViolation((s) => {
        s.combat!.attacks[0].blockers = [8];
      }, /object 8 .* blocking 9 is not on the battlefield/);
      expectViolation((s) => {
        s.combat!.blocks = { 2: [9] };
      }, /blocking object 2 .* is not on the battlefield/);
    });
    it("a block of a creature that isn't attacking", () => {
      expectViolation((s) => {
        s.combat!.blocks = { 3: [11] };
      }, /object 3 blocks object 11, which is not attacking/);
    });
  });

  describe("conservation", () => {
    it("a card that vanished", () => {
      expectViolation(
        (s) => {
          s.players[1].graveyard = [];
          delete s.objects[7];
        },
        /conservation: 8 card\(s\) in the game \+ 0 removed = 8, expected 9/,
        9,
      );
    });
    it("a card that appeared from nowhere", () => {
      expectViolation(
        (s) => {
          s.objects[12] = obj(12, 1, "graveyard");
          s.players[1].graveyard.push(12);
          s.nextId = 13;
        },
        /conservation: 10 card\(s\)/,
        9,
      );
    });
    it("a removed count that's wrong", () => {
      expectViolation(
        (s) => {
          s.removed = 1;
        },
        /conservation: 9 card\(s\) in the game \+ 1 removed = 10, expected 9/,
        9,
      );
    });
    it("tokens and abilities on the stack don't count", () => {
      const s = goodState();
      s.objects[12] = { ...obj(12, 1, "battlefield", "soldier-token"), token: true };
      s.battlefield.push(12);
      s.nextId = 13;
      expect(checkInvariants(s, 9)).toEqual([]);
    });
  });
});

describe("checkInvariants: teams (104.2c, 809.5b)", () => {
  const teamed = (s: GameState, variant = "team-vs-team"): void => {
    s.config = variantConfig(variant, 3, { teams: [[0], [1, 2]] });
  };
  it("a team state that follows the rules passes", () => {
    const s = goodState();
    teamed(s);
    expect(checkInvariants(s)).toEqual([]);
  });
  it("the game can't go on with one team in it", () => {
    expectViolation((s) => {
      teamed(s);
      s.players[0].left = true;
    }, /goes on with 1 team/);
  });
  it("the winners of a finished game are one whole team", () => {
    expectViolation((s) => {
      teamed(s);
      s.status = "over";
      s.winners = [1];
    }, /aren't team 2's players \[1,2\]/);
  });
  it("809.5b: nobody plays on once their emperor has lost", () => {
    expectViolation((s) => {
      s.config = {
        ...variantConfig("free-for-all", 3, { teams: [[0], [1, 2]] }),
        roles: ["emperor", "emperor", "general"],
      };
      s.players[1].left = true;
      s.players[1].result = "lost";
    }, /seat 2 is still in the game though their emperor \(seat 1\) lost/);
  });
});
