/**
 * What a layout's players carry beyond their zones (setup.ts `LayoutPlayer`): the draw steps they will skip
 * (500.11, `skipDraws`), that they can't gain life for the rest of the game (119.7, `cantGainLife`), and the
 * player who will control them during their next turn (723.1, `controlledNextTurnBy`) — checked, then given
 * to the state as the game's effects leave them (turn.ts addSkips, effects.ts, playerControl.ts
 * controlNextTurn) before the first turn begins; the spells they cast earlier in the game that "you've cast
 * another spell named … this game" looks back for (`castThisGame`: Approach of the Second Sun), in the
 * game's record of spells cast (records/history.ts); and the emblems among their cards, which are in the
 * command zone only (114.1).
 */
import { idsStoodFor, isEmblemDef } from "../../cards/tokens.ts";
import type { CardDb, CardDef } from "../../cards/types.ts";
import type { LayoutPlayer, TableLayout } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { CastRecord, GameState, PlayerId } from "../../state.ts";
import { inGame, teamChooser } from "../players/players.ts";
import { looksBackThisGame } from "../records/history.ts";
import { newStackInfo } from "../spells/stackInfo.ts";
import { departedProblems } from "./departureSetup.ts";

/** Reports a problem of the layout at `path` (start.ts: a SetupError). */
type Fail = (path: string, message: string) => never;

/**
 * 114.1, 114.5: why a card entry of the definition `def` can't be listed in `zone` — it is an emblem, which
 * is only ever in the command zone; null if it can be. The scenario format's validation says the same.
 */
export function emblemZoneProblem(def: CardDef, zone: string): string | null {
  if (zone === "command" || !isEmblemDef(def)) return null;
  return `${def.name} is an emblem (114): it is only ever in its owner's command zone (114.1), never in a ${zone === "battlefield" ? "permanent's place (114.5: it is no permanent)" : `player's ${zone}`}`;
}

/** 723.1: a player's controller during their next turn who has left the game (by name). */
export const controllerDeparted = (name: string): string =>
  `${name} has left the game: the effects that gave them control of a player ended as they left (800.4a)`;

/**
 * Why a card can't be in a player's `castThisGame`: it doesn't say "if you've cast another spell named [this
 * card] this game", and the game keeps the spells of earlier turns only of cards that do (records/history.ts
 * forgetSpellsCast); null if it can. The scenario format's validation says the same.
 */
export function castThisGameProblem(db: CardDb, def: CardDef): string | null {
  if (looksBackThisGame(db, def.id)) return null;
  const which = [...db.values()].filter((d) => looksBackThisGame(db, d.id)).map((d) => d.name);
  return `${def.name} doesn't say "if you've cast another spell named ${def.name} this game": the spells cast earlier that a position keeps are those of cards that do (${which.join(", ") || "none in this card pool"})`;
}

/** A player who has left the game, given spells cast earlier (`castThisGame`), by name. */
export const castByDeparted = (name: string): string =>
  `${name} has left the game: no spell of theirs will ask what they cast before (800.4a)`;

/**
 * A spell cast before the layout's first turn, in the game's record (turn 0: before turn 1, so never "this
 * turn", 702.40a). Its object is none of the game's (-1): only "another spell named … this game" reads it,
 * by its player and card; where it was cast from and its choices count only while it is on the stack.
 */
function castEarlier(player: PlayerId, card: string): CastRecord {
  return {
    turn: 0,
    player,
    card,
    object: -1,
    from: "hand",
    stack: newStackInfo("spell"),
  };
}

/**
 * Each player's `castThisGame` (card ids), checked — known cards that "another spell named … this game" looks
 * back for, of a player in the game — and put in the game's record of spells cast, in order.
 */
function layCastThisGame(db: CardDb, s: GameState, lp: LayoutPlayer, seat: PlayerId, fail: Fail): void {
  const path = `players[${seat}].castThisGame`;
  const cast: unknown = lp.castThisGame;
  if (cast === undefined) return;
  if (!Array.isArray(cast)) fail(path, `must be a list of card ids, got ${showValue(cast)}`);
  if (cast.length > 0 && !inGame(s, seat)) fail(path, castByDeparted(lp.name));
  for (const [i, card] of (cast as unknown[]).entries()) {
    const def = typeof card === "string" ? db.get(card) : undefined;
    if (def === undefined) fail(`${path}[${i}]`, `unknown card id ${showValue(card)}`);
    const problem = castThisGameProblem(db, def);
    if (problem !== null) fail(`${path}[${i}]`, problem);
    s.spellsCast.push(castEarlier(seat, def.id));
  }
}

const ZONES = ["hand", "library", "graveyard", "exile", "ante"] as const;

/** 114.1: no emblem in a zone other than the command zone, each reported at its path. */
function checkEmblems(db: CardDb, lp: LayoutPlayer, path: string, fail: Fail): void {
  const check = (card: unknown, zone: string, at: string): void => {
    // An id of the earlier form stands for its one definition (start.ts refused one standing for several).
    const [id] = typeof card === "string" ? idsStoodFor(db, card) : [];
    const def = id === undefined ? undefined : db.get(id);
    const problem = def === undefined ? null : emblemZoneProblem(def, zone);
    if (problem !== null) fail(`${path}.${at}`, problem);
  };
  for (const zone of ZONES)
    for (const [i, card] of (lp[zone] ?? []).entries()) check(card, zone, `${zone}[${i}]`);
  for (const [i, bp] of (lp.battlefield ?? []).entries())
    check(bp?.card, "battlefield", `battlefield[${i}].card`);
}

/**
 * Lays each player's `skipDraws`, `cantGainLife`, `controlledNextTurnBy` and `castThisGame`, before the first
 * turn begins (start.ts): a controlled player's next turn is turn 1 if it is theirs (723.1: it begins as the
 * game's does, turnBegins.ts). With shared team turns a team skips its draw steps and is controlled as one
 * (805.8: under its primary player, as the game keeps them). A player who has left can't be given any (800.4a,
 * 800.4k), nor control a player; an emblem outside the command zone (114.1) is reported too.
 */
export function layPlayerEffects(db: CardDb, s: GameState, layout: TableLayout, fail: Fail): void {
  const controlled = new Map<PlayerId, string>();
  layout.players.forEach((lp, seat) => {
    const path = `players[${seat}]`;
    checkEmblems(db, lp, path, fail);
    layCastThisGame(db, s, lp, seat, fail);
    const given = (field: string): void => {
      if (!inGame(s, seat)) fail(`${path}.${field}`, departedProblems.start(lp.name));
    };
    const skips = lp.skipDraws;
    if (skips !== undefined) {
      if (typeof skips !== "number" || !Number.isInteger(skips) || skips < 0)
        fail(
          `${path}.skipDraws`,
          `must be a whole number ≥ 0 (500.11: draw steps to skip), got ${showValue(skips)}`,
        );
      if (skips > 0) given("skipDraws");
      const player = teamChooser(s, seat); // 805.8
      const more = Array.from({ length: skips }, () => ({ player, step: "draw" as const }));
      if (more.length > 0) s.skips = [...(s.skips ?? []), ...more];
    }
    const cant = lp.cantGainLife;
    if (cant !== undefined) {
      if (typeof cant !== "boolean")
        fail(`${path}.cantGainLife`, `must be true or false, got ${showValue(cant)}`);
      if (cant) {
        given("cantGainLife");
        s.players[seat].cantGainLife = true; // 119.7: for the rest of the game
      }
    }
    const by = lp.controlledNextTurnBy;
    if (by === undefined) return;
    const at = `${path}.controlledNextTurnBy`;
    if (typeof by !== "number" || !Number.isInteger(by) || by < 0 || by >= s.players.length)
      fail(at, `must be a seat from 0 to ${s.players.length - 1}, got ${showValue(by)}`);
    given("controlledNextTurnBy");
    if (!inGame(s, by)) fail(at, controllerDeparted(s.players[by].name));
    const team = teamChooser(s, seat); // 805.8: the team is controlled
    const other = controlled.get(team);
    if (other !== undefined)
      fail(
        at,
        `${other} and ${lp.name} take their turns as one team (805.8): only one player controls that team during its next turn (723.1a)`,
      );
    controlled.set(team, lp.name);
    s.playerControl = [...(s.playerControl ?? []), { player: seat, by, turn: null }];
  });
}
