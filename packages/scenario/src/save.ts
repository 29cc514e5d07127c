/**
 * Saving a position (docs/scenarios.md, "Saving a position"): the engine's TableLayout of a game
 * (layoutOf) written as a scenario file in the public format — card ids become card names (a token's or an
 * emblem's stays its id where its name names another: names.ts), seats become player names, layout keys
 * become card references — with no actions and no expectations, ready for a judge to add them. Before the
 * first turn, the position of the mulligans under way (mulligans.ts).
 */
import {
  type CardDb,
  type Game,
  LayoutError,
  layoutOf,
  shownTurn,
  type TableLayout,
} from "@roundtable/engine";
import { UNANSWERED } from "./choices.ts";
import { fileCommanderDamage } from "./commanderDamage.ts";
import { fileEffect } from "./effects.ts";
import { fileExtraTurns } from "./extraTurns.ts";
import { fileMayPlay } from "./mayPlay.ts";
import { fileMulligans } from "./mulligans.ts";
import { fileName } from "./names.ts";
import { parseScenario } from "./parse.ts";
import { filePlayerEffects } from "./playerEffects.ts";
import { runScenario } from "./runner.ts";

/** A scenario file as written (the input of parseScenario): plain JSON. */
export type ScenarioFile = Record<string, unknown>;

/** The layout as a scenario file; `description` says where the position came from. */
export function scenarioOfLayout(
  db: CardDb,
  layout: TableLayout,
  name: string,
  description: string,
): ScenarioFile {
  // 901.15: a file has no single planar deck option (nor its communal deck) yet: said, never left out.
  if (layout.planarDeck !== undefined)
    throw new LayoutError([
      "the single planar deck option (901.15): a scenario file can't hold the communal planar deck",
    ]);
  const names = layout.players.map((p) => p.name);
  // A card's name, or the id of a token or emblem its name doesn't name (111.4, 114.3: names.ts).
  const cardName = (id: string): string => {
    const n = fileName(db, id);
    if (n === undefined) throw new Error(`card "${id}" is not in the pool`);
    return n;
  };
  // Card references for the keyed permanents: "Controller:Name#k", k counted among the controller's
  // permanents of that name in layout order (docs/scenarios.md, "Card references").
  const refs = new Map<string, string>();
  const seen = new Map<string, number>();
  names.forEach((_, seat) => {
    layout.players.forEach((lp, owner) => {
      for (const bp of lp.battlefield ?? []) {
        if ((bp.controller ?? owner) !== seat) continue;
        const base = `${names[seat]}:${cardName(bp.card)}`;
        const k = (seen.get(base) ?? 0) + 1;
        seen.set(base, k);
        if (bp.key !== undefined) refs.set(bp.key, `${base}#${k}`);
      }
    });
  });
  const teams = layout.options?.teams;
  const players = layout.players.map((lp, seat) => {
    const out: Record<string, unknown> = { name: lp.name };
    const team = teams?.findIndex((t) => t.includes(seat));
    if (team !== undefined) out.team = String(team + 1);
    if (lp.life !== undefined) out.life = lp.life;
    if (lp.poison !== undefined) out.poison = lp.poison;
    if (lp.vanguard !== undefined) out.vanguard = cardName(lp.vanguard); // 902.3
    if (lp.left !== undefined) out.left = lp.left === true ? true : structuredClone(lp.left); // 800.4
    Object.assign(out, filePlayerEffects(lp, names, cardName)); // 500.11, 119.7, 723.1; spells cast earlier
    for (const zone of ["hand", "library", "graveyard", "exile", "command", "ante"] as const)
      if (lp[zone] !== undefined && (zone === "library" || lp[zone].length > 0))
        out[zone] = lp[zone].map(cardName);
    Object.assign(out, fileMayPlay(lp, cardName)); // 601.3: after the exile it names
    // 800.4a: a player who has left owns no permanent (nor any card but in the ante zone: layoutOf).
    if (lp.left === undefined)
      out.battlefield = (lp.battlefield ?? []).map((bp) => {
        const p: Record<string, unknown> = { card: cardName(bp.card) };
        if (bp.token) p.token = true;
        if (bp.tapped) p.tapped = true;
        if (bp.sick) p.sick = true;
        if (bp.counters !== undefined) p.counters = bp.counters;
        if (bp.controller !== undefined) p.controller = names[bp.controller];
        const to = bp.attachedTo; // a permanent's key, or the seat of a Curse's player (303.4)
        if (to !== undefined) p.attachedTo = typeof to === "number" ? names[to] : refs.get(to);
        if (bp.damage !== undefined) p.damage = bp.damage;
        if (bp.chosen !== undefined) p.chosen = typeof bp.chosen === "number" ? names[bp.chosen] : bp.chosen;
        if (bp.territory !== undefined) p.territory = names[bp.territory];
        if (bp.skipsUntap) p.skipsUntap = true;
        if (bp.kicked === true) p.kicked = true; // 702.33e
        if (bp.timesKicked !== undefined) p.timesKicked = bp.timesKicked; // 702.33c
        if (bp.unearthed !== undefined) p.unearthed = bp.unearthed; // 702.84a
        if (bp.phasedOut !== undefined) p.phasedOut = bp.phasedOut; // 702.26b
        if (bp.modesChosen !== undefined) p.modesChosen = [...bp.modesChosen]; // 700.2b, 1-based
        if (bp.exiled !== undefined)
          p.exiled = bp.exiled.map((x) => {
            const card = `${names[x.owner]}:${cardName(x.card)}`; // 607.2a, 610.3: its owner's exile
            return x.from === "graveyard" ? { card, from: x.from } : card;
          });
        const gaining = bp.controlledBy; // 611.2a
        if (gaining !== undefined)
          p.controlledBy = typeof gaining === "number" ? names[gaining] : gaining.map((x) => names[x]);
        if (bp.effects !== undefined)
          p.effects = bp.effects.map((e) =>
            fileEffect(e, names[e.controller], e.source === undefined ? undefined : refs.get(e.source)),
          ); // 611.2a–b
        return p;
      });
    // 901.3, 901.6: the planar deck (top first) and the face-up plane the player owns, by name.
    if (lp.planarDeck !== undefined && lp.planarDeck.length > 0) out.planarDeck = lp.planarDeck.map(cardName);
    const plane = lp.plane;
    if (plane !== undefined) {
      out.plane = cardName(typeof plane === "string" ? plane : plane.card);
      if (typeof plane !== "string" && plane.counters !== undefined)
        out.planeCounters = { ...plane.counters }; // 122
    }
    // 309.4, 309.7: the dungeon and the room of the venture marker (by name), with its place in the command
    // zone when objects came there after it (`at`), the dungeons completed.
    if (lp.dungeon !== undefined) {
      const rooms = db.get(lp.dungeon.card)?.rooms ?? [];
      const at = lp.dungeon.at === undefined ? {} : { at: lp.dungeon.at };
      out.dungeon = { card: cardName(lp.dungeon.card), room: rooms[lp.dungeon.room]?.name ?? "", ...at };
    }
    if (lp.completedDungeons !== undefined) out.completedDungeons = lp.completedDungeons.map(cardName);
    // 903.3, 903.8, 903.10a: commanders by name, the tax paid, the commander damage dealt to the player (a
    // commander two players have by its owner's name and card name, "B:Griselbrand").
    if (lp.commander !== undefined)
      out.commander =
        lp.partner === undefined ? cardName(lp.commander) : [cardName(lp.commander), cardName(lp.partner)];
    const casts = lp.commanderCasts;
    if (casts !== undefined)
      out.commanderCasts =
        typeof casts === "number"
          ? casts
          : Object.fromEntries(Object.entries(casts).map(([c, n]) => [cardName(c), n]));
    if (lp.commanderDamage !== undefined)
      out.commanderDamage = fileCommanderDamage(lp.commanderDamage, names, cardName); // by owner if shared
    return out;
  });
  const { teams: _teams, range, ...options } = layout.options ?? {};
  const file: ScenarioFile = { format: 1, name, description, variant: layout.variant };
  if (range !== undefined)
    Object.assign(options, {
      range: typeof range === "number" ? range : Object.fromEntries(names.map((n, seat) => [n, range[seat]])),
    });
  if (Object.keys(options).length > 0) file.options = options;
  Object.assign(file, { seed: layout.seed, players, start: names[layout.start ?? 0] });
  Object.assign(file, fileExtraTurns(layout, names)); // 500.7
  if (layout.laterTurn) file.laterTurn = true;
  if (layout.turnNumber !== undefined) file.turnNumber = layout.turnNumber; // as the game showed it
  if (layout.rng !== undefined) file.rng = [...layout.rng];
  if (layout.monarch !== undefined) file.monarch = names[layout.monarch]; // 725
  if (layout.initiative !== undefined) file.initiative = names[layout.initiative]; // 726
  Object.assign(file, fileMulligans(layout, names)); // 103.5
  // Stop where a judge most often adds the first action: the first main phase of the saved turn, numbered
  // as the game numbered it (`turnNumber`) — or, in the mulligans, where they are (turn 0), the next
  // answers the judge's to add as `choices`.
  const stopAt =
    layout.mulligans === undefined ? { turn: layout.turnNumber ?? 1, step: "main1" } : { turn: 0 };
  return { ...file, actions: [], stopAt, expect: {} };
}

/**
 * The game's current position as a scenario file. Throws the engine's LayoutError, naming what cannot be
 * saved, if the position isn't one a layout holds (layoutProblems). A turn's beginning saved as its upkeep's
 * triggered abilities ask their order, modes or a target (603.3b, 700.2b, 603.3d: layoutOf.ts) stops at
 * that question, the upkeep's first: the file has no answer to it, and a later stop would need one.
 */
export function savePosition(game: Game, name = "A saved position"): ScenarioFile {
  const seed = "setup" in game.start ? game.start.setup.seed : game.start.layout.seed;
  const layout = layoutOf(game.db, game.state, seed);
  const s = game.state;
  const turn = `${s.players[s.turn.active].name}'s ${s.turn.extra ? "extra turn" : "turn"}`; // 500.7
  const shown = shownTurn(s, s.turn.number);
  const d = s.status === "playing" ? game.pending() : null;
  const asked = d === null || d.kind === "priority" ? null : d;
  const rule =
    d?.kind === "order" ? "603.3b" : d?.kind === "choose" && d.purpose === "modes" ? "700.2b" : "603.3d";
  const description =
    s.status === "starting"
      ? `Saved from a ${s.config.name} game during its mulligans (103.5), before its first turn (${s.players[s.turn.active].name}'s); the file stops there, at turn 0${s.config.freeFirstMulligan ? ". Each player's first mulligan is free (103.5c)" : ""}.`
      : `Saved from a ${s.config.name} game at the upkeep of turn ${shown} (${turn}), the file's first turn${asked === null ? "" : `, as its triggered abilities ask ${s.players[asked.player].name} "${asked.prompt}" (${rule})`}.`;
  const file = scenarioOfLayout(game.db, layout, name, description);
  const atUpkeep = { ...file, stopAt: { ...(file.stopAt as object), step: "upkeep" } };
  if (asked !== null) return atUpkeep;
  if (s.status !== "playing") return file;
  const later = unansweredBeforeMain(game.db, file);
  return later === null ? file : { ...atUpkeep, description: `${description.slice(0, -1)}; ${later}.` };
}

/**
 * Whether the file, which has no answers, reaches its stop (the first main phase) — else where it is asked
 * first, in words: a triggered ability asking as it resolves (608.2: an upkeep cost paid or not; a
 * ventured room), before the first main phase. Such a file stops at the upkeep's first priority, where the
 * position was saved: a file never claims a position it doesn't reach.
 */
function unansweredBeforeMain(db: CardDb, file: ScenarioFile): string | null {
  const parsed = parseScenario(file, db);
  if (!parsed.ok) throw new Error(`a saved position is not a valid file: ${JSON.stringify(parsed.errors)}`);
  const run = runScenario(parsed.scenario, db);
  const d = run.game?.pending();
  if (!run.error?.startsWith(UNANSWERED) || d === undefined || d === null) return null;
  const what = `${run.game?.state.players[d.player].name} "${d.prompt}"`;
  return `the file stops there, at the first priority: before the first main phase the game asks ${what}, which the file doesn't answer`;
}
