/**
 * Starting a game (103): from a real setup (shuffle, starting player, opening hands, mulligans) or from
 * an exact table layout (scenario files) — at the beginning of turn 1, or in the starting sequence with its
 * mulligans under way (mulliganSetup.ts). Bad input throws SetupError naming the path of the problem.
 */

import { flatMapOf } from "../../arrays.ts";
import { partnerProblem } from "../../cards/partner.ts";
import { idsStoodFor } from "../../cards/tokens.ts";
import type { CardDb } from "../../cards/types.ts";
import type { GameEvent } from "../../events.ts";
import { writable } from "../../forkState.ts";
import { setBaseController, setCounters, setDamage, setFlag } from "../../objectFields.ts";
import { isSeed, randInt, SEED_RULE, type Seed, seedRng, shuffle } from "../../prng.ts";
import type { GameSetup, LayoutPermanent, TableLayout } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { GameState, PlayerId, PlayerState } from "../../state.ts";
import type { VariantConfig } from "../../variants/config.ts";
import { variantConfig } from "../../variants/presets.ts";
import { teamRun } from "../../variants/teams.ts";
import { anteAtStart, antePlayProblem } from "../actions/ante.ts";
import { settleControl } from "../actions/control.ts";
import { drawCard } from "../actions/draw.ts";
import { forgetBattlefieldIndex } from "../characteristics/battlefieldIndex.ts";
import { emptyPool } from "../characteristics/manaCost.ts";
import { makeCtx } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { teamChooser, teammates } from "../players/players.ts";
import { handSize } from "../players/vanguards.ts";
import { layoutChoiceProblem } from "../replacement/asEnters.ts";
import { firstTurn } from "../turn/turnBegins.ts";
import { newObject } from "../zones/zones.ts";
import { type Attachment, layAttachments } from "./attachSetup.ts";
import { layCommanderDamage } from "./commanderDamageSetup.ts";
import { layFirstSpellTriggers } from "./delayedSetup.ts";
import { setUpDepartures } from "./departureSetup.ts";
import { layLastingEffects } from "./effectsSetup.ts";
import { layExtraTurns } from "./extraTurnsSetup.ts";
import { layDesignations } from "./layDesignations.ts";
import { layControlEffects, layExileLinks, type Placed } from "./layoutEffects.ts";
import { runGame } from "./loop.ts";
import { layMayPlay } from "./mayPlaySetup.ts";
import { scheduleMulligans } from "./mulligan.ts";
import { layMulligans } from "./mulliganSetup.ts";
import { layPhasedOut } from "./phasedOutSetup.ts";
import { setUpPlanarDecks } from "./planarSetup.ts";
import { layPlayerRules } from "./playerRulesSetup.ts";
import { layPlayerEffects } from "./playersSetup.ts";
import { setUpSchemes } from "./schemeSetup.ts";
import { putVanguard } from "./vanguardSetup.ts";

export class SetupError extends Error {
  override name = "SetupError";
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
  }
}

function emptyState(config: VariantConfig, seed: Seed, names: string[], life: number): GameState {
  const players: PlayerState[] = names.map((name) => ({
    name,
    life,
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
  }));
  return {
    format: 1,
    config,
    rng: seedRng(seed),
    players,
    objects: {},
    battlefield: [],
    stack: [],
    nextId: 1,
    nextTimestamp: 1,
    turn: {
      number: 0,
      active: 0,
      step: "untap",
      priority: null,
      passed: [],
      stepStarted: false,
      cleanupPriority: false,
      extra: false,
      orderSeat: 0,
      inRange: null, // no ranges before the first turn begins (801.2c)
    },
    extraTurns: [],
    combat: null,
    effects: [],
    shields: [],
    links: [],
    delayed: [],
    triggers: [],
    work: [],
    pending: null,
    decisionSeq: 0,
    status: "starting",
    winners: [],
    removed: 0,
    spellsCast: [],
    autoPass: true,
  };
}

function checkSeed(seed: unknown): Seed {
  if (!isSeed(seed)) throw new SetupError("seed", `must be ${SEED_RULE}, got ${showValue(seed)}`);
  return seed;
}

function checkNames(names: unknown[]): void {
  const seen = new Set<string>();
  names.forEach((n, i) => {
    if (typeof n !== "string" || n.trim() === "")
      throw new SetupError(`players[${i}].name`, "must be a non-empty string");
    if (seen.has(n)) throw new SetupError(`players[${i}].name`, `duplicate player name "${n}"`);
    seen.add(n);
  });
}

function checkCard(db: CardDb, id: unknown, path: string, s: GameState): string {
  if (typeof id !== "string" || !db.has(id))
    throw new SetupError(path, `unknown card id ${JSON.stringify(id)}`);
  const ante = antePlayProblem(db, s, id); // 407.3
  if (ante !== null) throw new SetupError(path, ante);
  return id;
}

/**
 * A layout's card id. A token or emblem id of the earlier form, the kind and the name alone (cards/tokens.ts
 * idsStoodFor: "token-myr-token", "emblem-dovin-baans-emblem"), stands for the one definition of that name;
 * where tokens of that name differ in their characteristics (111.4), or emblems in their abilities (114.3),
 * it names none of them.
 */
function layoutCard(db: CardDb, id: unknown, path: string): unknown {
  if (typeof id !== "string") return id;
  const named = idsStoodFor(db, id);
  if (named.length > 1) {
    const which = id.startsWith("emblem-")
      ? "emblems with other abilities (114.3)"
      : "tokens with other characteristics (111.4)";
    throw new SetupError(
      path,
      `${JSON.stringify(id)} is the name of ${named.length} ${which}: name one by its id, ${named.map((t) => JSON.stringify(t)).join(" or ")}`,
    );
  }
  return named[0] ?? id;
}

/**
 * Who starts, chosen with the game's PRNG: 103.1 a random player; 809.4 a random emperor; 808.4 a random
 * team's centre seat — for an even team, the player to the left of its midpoint; 2004 draft 609.3 the
 * second player of a random team.
 */
function randomStart(s: GameState): number {
  const cfg = s.config;
  const seats = s.players.map((_, seat) => seat);
  if (cfg.starting === "randomEmperor" && cfg.roles !== null) {
    const emperors = seats.filter((seat) => cfg.roles![seat] === "emperor");
    return emperors[randInt(s.rng, emperors.length)];
  }
  if (cfg.starting !== "random" && cfg.starting !== "randomEmperor" && cfg.teams !== null) {
    const teams = cfg.teams;
    const t = randInt(s.rng, Math.max(...teams) + 1);
    // The team's seats in turn order, from the first of its run (808.2: teammates sit together).
    const run = teamRun(teams, teams.indexOf(t));
    // The classic Emperor: the general on one emperor's left, the last seat of the run; 2004 draft 609.3:
    // the team's second player; 808.4: the centre.
    if (cfg.starting === "leftGeneral") return run[run.length - 1];
    return cfg.starting === "secondOfTeam" ? run[1] : run[Math.floor(run.length / 2)];
  }
  return randInt(s.rng, s.players.length); // 103.1
}

/**
 * 903.3: `card` may be a commander: a legendary creature card (or a legendary Vehicle). Throws a
 * SetupError at `path` otherwise, outside a Commander game, or when `required` and none is given.
 */
function checkCommander(
  db: CardDb,
  s: GameState,
  card: string | undefined,
  path: string,
  required: boolean,
): string | undefined {
  if (!s.config.commander) {
    if (card !== undefined) throw new SetupError(path, `only a Commander game (903) has commanders`);
    return undefined;
  }
  if (card === undefined) {
    if (required)
      throw new SetupError(path, "a Commander game needs each player's commander (903.3): a card id");
    return undefined;
  }
  const def = db.get(checkCard(db, card, path, s))!;
  const legendary = (def.supertypes ?? []).includes("Legendary");
  const creature = def.types.includes("Creature") || (def.subtypes ?? []).includes("Vehicle");
  const walkers = s.config.planeswalkerCommanders === true; // 903.12c (Brawl)
  if (!legendary || !(creature || (walkers && def.types.includes("Planeswalker"))))
    throw new SetupError(
      path,
      `${def.name} can't be a commander: it isn't a legendary creature${walkers ? " or planeswalker" : ""} card (903.3${walkers ? ", 903.12c" : ""})`,
    );
  return card;
}

/**
 * 903.6: the deck's commander (a card of it) starts in the command zone, face up; the rest of the deck
 * is the library, shuffled next (103.3).
 */
function commanderFromDeck(
  db: CardDb,
  s: GameState,
  seat: number,
  p: { commander?: string; partner?: string },
  path: string,
): void {
  const ids = commandersOf(db, s, p, path, true);
  const pl = s.players[seat];
  for (const [i, id] of ids.entries()) {
    const at = pl.library.findIndex((o) => s.objects[o].card === id);
    const field = `${path}.${i === 0 ? "commander" : "partner"}`;
    if (at < 0) throw new SetupError(field, `"${id}" is not in the deck (903.3: the deck's own card)`);
    const [o] = pl.library.splice(at, 1);
    writable(s, o).zone = "command";
    pl.command.push(o);
  }
  if (ids.length > 0) pl.commanders = ids;
}

/** A player's commander and, with partner, their second one (702.124), checked; none outside Commander. */
function commandersOf(
  db: CardDb,
  s: GameState,
  p: { commander?: string; partner?: string },
  path: string,
  required: boolean,
): string[] {
  const first = checkCommander(db, s, p.commander, `${path}.commander`, required);
  if (p.partner === undefined) return first === undefined ? [] : [first];
  if (first === undefined)
    throw new SetupError(`${path}.partner`, "a second commander (702.124) needs a first one: `commander`");
  const second = checkCommander(db, s, p.partner, `${path}.partner`, true)!;
  const problem = partnerProblem(db.get(first)!, db.get(second)!);
  if (problem !== null) throw new SetupError(`${path}.partner`, problem);
  return [first, second];
}

/**
 * A layout's commanders (903.3), each one of its player's listed cards; the tax paid so far (903.8) and the
 * commander damage dealt so far (903.10a), by the commander's card id, or its owner's seat and card id
 * (commanderDamageSetup.ts).
 */
function layoutCommanders(db: CardDb, s: GameState, layout: TableLayout): void {
  layout.players.forEach((lp, seat) => {
    const path = `players[${seat}]`;
    // A position may leave a player without a commander (903.4f speaks of such a player).
    const ids = commandersOf(db, s, lp, path, false);
    if (ids.length === 0) return;
    for (const [i, id] of ids.entries())
      if (!Object.values(s.objects).some((o) => o.owner === seat && o.card === id))
        throw new SetupError(
          `${path}.${i === 0 ? "commander" : "partner"}`,
          `"${id}" is none of ${lp.name}'s listed cards`,
        );
    s.players[seat].commanders = ids;
    const given = lp.commanderCasts ?? 0;
    const casts = typeof given === "number" ? { [ids[0]]: given } : given;
    for (const [card, n] of Object.entries(casts)) {
      if (!ids.includes(card))
        throw new SetupError(
          `${path}.commanderCasts.${card}`,
          `"${card}" is none of ${lp.name}'s commanders`,
        );
      if (!Number.isInteger(n) || n < 0)
        throw new SetupError(`${path}.commanderCasts`, "must be a whole number ≥ 0");
      if (n > 0) s.players[seat].commanderCasts = { ...s.players[seat].commanderCasts, [card]: n };
    }
  });
  layCommanderDamage(s, layout, (path, message) => {
    throw new SetupError(path, message); // 903.10a: by the commander's owner and card
  });
}

/** 904.3, 904.5: the archenemies' scheme decks and life (schemeSetup.ts); a SetupError names a problem. */
function schemes(
  db: CardDb,
  s: GameState,
  decks: (string[] | undefined)[],
  paths: string[],
  full: boolean,
  lifeUnset: boolean[],
): void {
  const problem = setUpSchemes(db, s, decks, paths, full, lifeUnset);
  if (problem !== null) throw new SetupError(problem.path, problem.message);
}

/** What a GameSetup and a TableLayout share: checked, then turned into an empty state. */
function initialState(start: GameSetup | TableLayout): GameState {
  const seed = checkSeed(start.seed);
  if (!Array.isArray(start.players)) throw new SetupError("players", "must be a list");
  const names = start.players.map((p) => p.name);
  checkNames(names);
  const config = variantConfig(start.variant, start.players.length, start.options);
  const s = emptyState(config, seed, names, config.startingLife);
  s.autoPass = start.autoPass !== false;
  return s;
}

export function startFromSetup(db: CardDb, setup: GameSetup, events: GameEvent[] | null): GameState {
  const s = initialState(setup);
  const g = makeCtx(db, s, events);
  // 807.3: seated at random — seat i gets the player listed at order[i].
  const order = s.players.map((_, i) => i);
  if (s.config.randomSeating) shuffle(s.rng, order);
  s.players.forEach((pl, seat) => {
    pl.name = setup.players[order[seat]].name;
  });
  order
    .map((i) => setup.players[i])
    .forEach((p, seat) => {
      const path = `players[${order[seat]}].deck`;
      if (!Array.isArray(p.deck)) throw new SetupError(path, "must be a list of card ids");
      p.deck.forEach((id, i) => {
        const o = newObject(s, checkCard(db, id, `${path}[${i}]`, s), seat, "library");
        s.players[seat].library.push(o.id);
      });
      commanderFromDeck(db, s, seat, p, `players[${order[seat]}]`);
      const vanguard = putVanguard(db, s, seat, p.vanguard); // 902.3
      if (vanguard !== null) throw new SetupError(`players[${order[seat]}].vanguard`, vanguard);
    });
  const fail = (path: string, message: string) => new SetupError(path, message);
  setUpPlanarDecks(
    db,
    s,
    order.map((i) => setup.players[i].planarDeck),
    setup.planarDeck,
    fail,
    true,
  );
  for (const pl of s.players) shuffle(s.rng, pl.library); // 103.3
  schemes(
    db,
    s,
    order.map((i) => setup.players[i].schemes),
    order.map((i) => `players[${i}]`),
    true,
    s.players.map(() => true),
  );
  let start = setup.starting ?? "random";
  // 103.1b, 904.6: the archenemy takes the first turn.
  if (s.config.starting === "archenemy") {
    const archenemy = s.config.archenemies![0];
    if (start !== "random" && start !== archenemy)
      throw new SetupError(
        "starting",
        `the archenemy (seat ${archenemy}) takes the first turn (904.6, 103.1b)`,
      );
    start = archenemy;
  } else if (start === "random") start = randomStart(s);
  else if (!Number.isInteger(start) || start < 0 || start >= s.players.length)
    throw new SetupError("starting", `no seat ${start} (seats are 0–${s.players.length - 1})`);
  else start = order.indexOf(start); // the listed player, wherever they were seated
  start = teamChooser(s, start); // 805.3: the starting team, its primary player first (805.2)
  s.turn.active = start;
  s.turn.orderSeat = start;
  emit(g, { type: "gameStart", players: s.players.map((p) => p.name), starting: start });
  anteAtStart(g); // 407.2: after the starting player is determined, before anyone draws
  for (let seat = 0; seat < s.players.length; seat++)
    for (let k = 0; k < handSize(g, seat); k++) drawCard(g, seat); // 103.5, 902.5
  scheduleMulligans(g, start); // 103.5
  runGame(g);
  return s;
}

export function startFromLayout(db: CardDb, layout: TableLayout, events: GameEvent[] | null): GameState {
  const s = initialState(layout);
  const g = makeCtx(db, s, events);
  const setupError = (path: string, message: string): never => {
    throw new SetupError(path, message);
  };
  // 800.4: the players who have left, marked before anything is laid out (departureSetup.ts).
  setUpDepartures(s, layout, setupError);
  if (!db.has("wastes") && layout.players.some((p) => p.library === undefined && p.left === undefined))
    throw new SetupError(
      "players",
      'a player without a library gets 40 Wastes, but the card pool has no "wastes"',
    );
  const keyed = new Map<string, number>();
  const attach: Attachment[] = [];
  const sick: number[] = [];
  const placed: Placed[] = [];
  layout.players.forEach((lp, seat) => {
    const pl = s.players[seat];
    const path = `players[${seat}]`;
    // 902.3: a position may leave a player without a vanguard card; one given starts in the command zone.
    if (lp.vanguard !== undefined || s.config.vanguard !== true) {
      const vanguard = putVanguard(db, s, seat, lp.vanguard);
      if (vanguard !== null) throw new SetupError(`${path}.vanguard`, vanguard);
    }
    if (lp.life !== undefined) pl.life = lp.life;
    if (lp.poison !== undefined) pl.poison = lp.poison;
    const add = (
      zone: "hand" | "library" | "graveyard" | "exile" | "command" | "ante",
      list: string[] | undefined,
    ): void => {
      (list ?? []).forEach((id, i) => {
        const at = `${path}.${zone}[${i}]`;
        const o = newObject(s, checkCard(db, layoutCard(db, id, at), at, s), seat, zone);
        pl[zone].push(o.id);
      });
    };
    add("hand", lp.hand);
    add("library", lp.library ?? (lp.left === undefined ? new Array<string>(40).fill("wastes") : []));
    add("graveyard", lp.graveyard);
    add("exile", lp.exile);
    add("command", lp.command);
    if (lp.ante !== undefined && lp.ante.length > 0 && !s.config.ante)
      throw new SetupError(
        `${path}.ante`,
        'cards in the ante zone need a game played for ante (407): set the variant option "ante"',
      );
    add("ante", lp.ante);
    (lp.battlefield ?? []).forEach((bp: LayoutPermanent, i) => {
      const ppath = `${path}.battlefield[${i}]`;
      const o = newObject(
        s,
        checkCard(db, layoutCard(db, bp.card, `${ppath}.card`), `${ppath}.card`, s),
        seat,
        "battlefield",
      );
      s.battlefield.push(o.id);
      if (bp.controller !== undefined) {
        if (!Number.isInteger(bp.controller) || bp.controller < 0 || bp.controller >= layout.players.length)
          throw new SetupError(`${ppath}.controller`, `no seat ${bp.controller}`);
        o.controller = bp.controller;
        setBaseController(o, bp.controller);
      }
      if (bp.token === true) {
        if (db.get(o.card)?.token !== true)
          throw new SetupError(`${ppath}.token`, `"${bp.card}" is a card, not a token's definition (111)`);
        o.token = true;
      }
      setFlag(o, "tapped", bp.tapped ?? false);
      if (bp.skipsUntap === true) o.skipNextUntap = true; // statics/untapSkip.ts
      if (bp.kicked === true) setFlag(o, "kicked", true); // 702.33e
      if (bp.timesKicked !== undefined) {
        const n = bp.timesKicked;
        if (!Number.isInteger(n) || n < 1)
          throw new SetupError(
            `${ppath}.timesKicked`,
            `must be a whole number from 1, got ${JSON.stringify(n)}`,
          );
        setFlag(o, "kicked", true); // 702.33c
        o.timesKicked = n;
      }
      if (bp.sick) sick.push(o.id);
      setDamage(o, bp.damage ?? 0);
      if (bp.territory !== undefined) {
        if (!s.config.territories)
          throw new SetupError(
            `${ppath}.territory`,
            "only a game with territories (the classic Emperor) has them",
          );
        if (!Number.isInteger(bp.territory) || bp.territory < 0 || bp.territory >= layout.players.length)
          throw new SetupError(`${ppath}.territory`, `no seat ${bp.territory}`);
        o.territory = bp.territory;
      }
      const def = db.get(o.card)!;
      if (def.types.includes("Planeswalker") && def.loyalty !== undefined)
        setCounters(o, "loyalty", def.loyalty);
      for (const [k, n] of Object.entries(bp.counters ?? {})) {
        if (!Number.isInteger(n) || n < 0)
          throw new SetupError(`${ppath}.counters.${k}`, "must be a whole number ≥ 0");
        setCounters(o, k, n);
      }
      placed.push({ o, bp, path: ppath });
      if (bp.key !== undefined) keyed.set(bp.key, o.id);
      if (bp.attachedTo !== undefined)
        attach.push({ id: o.id, to: bp.attachedTo, path: `${ppath}.attachedTo` });
    });
  });
  layoutCommanders(db, s, layout);
  schemes(
    db,
    s,
    layout.players.map((p) => p.schemes),
    layout.players.map((_, seat) => `players[${seat}]`),
    false,
    layout.players.map((p) => p.life === undefined),
  );
  const fail = (path: string, message: string) => new SetupError(path, message);
  const planes = layout.players.map((p) => p.plane);
  setUpPlanarDecks(
    db,
    s,
    layout.players.map((p) => p.planarDeck),
    layout.planarDeck,
    fail,
    false,
    planes,
  );
  // 614.12: after every permanent has its controller (an opponent of it is chosen).
  for (const c of placed) {
    const problem = layoutChoiceProblem(db, s, c.o, c.bp.chosen);
    if (problem !== null) throw new SetupError(`${c.path}.chosen`, problem);
  }
  layAttachments(db, s, attach, keyed, setupError); // to a permanent, or an Aura to a player (303.4)
  layControlEffects(g, placed, setupError); // 611.2a, 804.2: controlledBy
  settleControl(g); // 613.1b: Control Magic's creature is its controller's before the first untap step
  layLastingEffects(g, placed, layout.start ?? 0, setupError); // 611.2a–b: effects, later than the above
  layExileLinks(g, placed, setupError); // 607.2a, 610.3: exiled
  layPhasedOut(g, placed, setupError); // 702.26b: phasedOut
  forgetBattlefieldIndex(s); // the layout set controllers, counters and damage after placing permanents
  if (s.config.sharedLife) sharedTotals(s, layout);
  if (layout.laterTurn === true) s.laterTurn = true;
  layTurnNumber(s, layout.turnNumber, setupError);
  layDesignations(s, db, layout, setupError); // 725, 726, 309
  layPlayerEffects(db, s, layout, setupError); // 500.11, 119.7, 723.1; 114.1: emblems in the command zone
  layPlayerRules(g, layout, checkStart(s, layout.start), setupError); // 611.2a: Teferi's Protection's
  layMayPlay(g, layout, checkStart(s, layout.start), setupError); // 601.3: cards in exile they may play
  layFirstSpellTriggers(g, layout, setupError); // 603.7, 103.6b: Chancellor of the Annex's
  if (layout.shuffle) for (const pl of s.players) shuffle(s.rng, pl.library);
  if (layout.rng !== undefined) s.rng = checkRng(layout.rng);
  const start = checkStart(s, layout.start);
  emit(g, { type: "gameStart", players: s.players.map((p) => p.name), starting: start });
  if (layout.mulligans !== undefined) {
    // 103.5: a position in the starting sequence; the first turn begins as its mulligans end.
    layMulligans(g, layout, start, setupError);
    return s;
  }
  s.status = "playing";
  firstTurn(g, start);
  layExtraTurns(s, layout, setupError); // 500.7: turn 1 an extra turn, extra turns to come
  for (const id of sick) writable(s, id).sick = true;
  runGame(g);
  return s;
}

/** A layout's `start`: the seat of the player who takes its first turn (default the first). */
function checkStart(s: GameState, start: unknown = 0): PlayerId {
  if (typeof start !== "number" || !Number.isInteger(start) || start < 0 || start >= s.players.length)
    throw new SetupError("start", `no seat ${showValue(start)}`);
  return start;
}

/** A layout's `rng`: four whole numbers from 0 to 2³² − 1 (prng.ts), copied. */
function checkRng(rng: unknown): [number, number, number, number] {
  const word = (x: unknown) => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 0xffffffff;
  if (!Array.isArray(rng) || rng.length !== 4 || !rng.every(word))
    throw new SetupError("rng", `must be four whole numbers from 0 to 4294967295, got ${showValue(rng)}`);
  return [rng[0], rng[1], rng[2], rng[3]];
}

/**
 * 810.4, 810.10: in a layout, a player's life or poison stands for the team's shared total — given once per
 * team, or the same by every player who gives it (poison only when shared: not under 2007 CR 606.5).
 */
function sharedTotals(s: GameState, layout: TableLayout): void {
  for (const key of s.config.sharedPoison ? (["life", "poison"] as const) : (["life"] as const)) {
    s.players.forEach((_, p) => {
      const team = [p, ...teammates(s, p)];
      const given = flatMapOf(team, (q) => {
        const v = layout.players[q][key];
        return v === undefined ? [] : [{ q, v }];
      });
      const differ = given.find((x) => x.v !== given[0].v);
      if (differ !== undefined)
        throw new SetupError(
          `players[${differ.q}].${key}`,
          `${s.players[differ.q].name} and ${s.players[given[0].q].name} share one ${key === "life" ? "life total" : "count of poison counters"} (810.4, 810.10): give it once, or the same`,
        );
      if (given.length > 0) s.players[p][key] = given[0].v;
    });
  }
}

/**
 * A layout's `turnNumber`: the number its turn 1 had in the game it was saved from (context/shownTurn.ts). Above
 * 1, the position is a later turn of that game (103.8: its first-turn draw rule doesn't apply).
 */
function layTurnNumber(
  s: GameState,
  n: number | undefined,
  fail: (path: string, message: string) => never,
): void {
  if (n === undefined || n === 1) return;
  if (!Number.isInteger(n) || n < 1) fail("turnNumber", `must be a whole number ≥ 1, got ${showValue(n)}`);
  s.firstTurnNumber = n;
  s.laterTurn = true;
}
