/**
 * What a scenario file's players carry beyond their zones: `skipDraws` (500.11: the draw steps they will
 * skip), `cantGainLife` (119.7: for the rest of the game), `rules` (611.2a: Teferi's Protection's, until their next
 * turn), `controlledNextTurnBy` (723.1: the player who
 * controls them during their next turn — turn 1 if it is theirs), `castThisGame` (the spells they cast
 * earlier that "another spell named … this game" looks back for) and `firstSpellTriggers` (603.7, 103.6b:
 * Chancellor of the Annex's delayed triggered abilities, checked by the engine as it loads); and the emblems among their cards, in the
 * command zone only (114.1). Checked (validate.ts) with the engine's words (playersSetup.ts); carried to the
 * engine's layout by seat (layout.ts) and back by name (save.ts).
 */
import {
  type CardDb,
  castByDeparted,
  castThisGameProblem,
  controllerDeparted,
  departedProblems,
  emblemZoneProblem,
  firstSpellTriggerProblem,
  type LayoutPlayer,
} from "@roundtable/engine";
import { cardId } from "./names.ts";
import { type Scenario, type ScenarioPlayer, splitCopies } from "./schema.ts";

type Path = (string | number)[];

const ZONES = ["hand", "library", "graveyard", "exile", "ante"] as const;

/**
 * validate.ts: each player's fields — none given to a player who has left (800.4k: their turns don't
 * begin; 800.4a), the controller a player of the file still in the game — and no emblem listed outside a
 * command zone (114.1); `err` gets each problem at its path.
 */
export function checkPlayerEffects(
  scn: Scenario,
  db: CardDb,
  err: (path: Path, message: string) => void,
  checkPlayer: (name: string, path: Path) => boolean,
): void {
  const departed = (who: string): boolean => scn.players.find((p) => p.name === who)?.left !== undefined;
  scn.players.forEach((p, seat) => {
    const at = (...rest: Path): Path => ["players", seat, ...rest];
    const emblem = (card: string, zone: string, path: Path): void => {
      const def = db.get(cardId(db, splitCopies(card).name) ?? "");
      const problem = def === undefined ? null : emblemZoneProblem(def, zone);
      if (problem !== null) err(path, problem);
    };
    for (const zone of ZONES) for (const [i, e] of (p[zone] ?? []).entries()) emblem(e, zone, at(zone, i));
    for (const [i, e] of (p.battlefield ?? []).entries()) {
      if (typeof e === "string") emblem(e, "battlefield", at("battlefield", i));
      else emblem(e.card, "battlefield", at("battlefield", i, "card"));
    }
    const left = p.left !== undefined;
    if (left && (p.castThisGame ?? []).length > 0) err(at("castThisGame"), castByDeparted(p.name));
    for (const [i, e] of (p.castThisGame ?? []).entries()) {
      const def = db.get(cardId(db, splitCopies(e).name) ?? "");
      const problem = def === undefined ? null : castThisGameProblem(db, def);
      if (problem !== null) err(at("castThisGame", i), problem);
    }
    for (const [i, e] of (p.firstSpellTriggers ?? []).entries()) {
      const def = db.get(cardId(db, e.card) ?? "");
      const problem = def === undefined ? null : firstSpellTriggerProblem(def);
      if (problem !== null) err(at("firstSpellTriggers", i, "card"), problem);
    }
    if (left && (p.skipDraws ?? 0) > 0) err(at("skipDraws"), departedProblems.start(p.name));
    if (left && p.cantGainLife === true) err(at("cantGainLife"), departedProblems.start(p.name));
    const by = p.controlledNextTurnBy;
    if (by === undefined) return;
    if (left) err(at("controlledNextTurnBy"), departedProblems.start(p.name));
    else if (checkPlayer(by, at("controlledNextTurnBy")) && departed(by))
      err(at("controlledNextTurnBy"), controllerDeparted(by));
  });
}

/** layout.ts: the player's fields for the engine's layout, the controller by seat (`seat`), cards by id (`id`). */
export function layoutPlayerEffects(
  p: ScenarioPlayer,
  lp: LayoutPlayer,
  seat: (name: string) => number,
  id: (name: string) => string,
): void {
  if (p.skipDraws !== undefined && p.skipDraws > 0) lp.skipDraws = p.skipDraws; // 500.11
  if (p.cantGainLife === true) lp.cantGainLife = true; // 119.7
  if (p.rules !== undefined && p.rules.length > 0) lp.rules = [...p.rules]; // 611.2a: Teferi's Protection's
  if (p.controlledNextTurnBy !== undefined) lp.controlledNextTurnBy = seat(p.controlledNextTurnBy); // 723.1
  const cast = (p.castThisGame ?? []).flatMap((e) => {
    const { name, copies } = splitCopies(e); // "Approach of the Second Sun x2"
    return Array<string>(copies).fill(id(name));
  });
  if (cast.length > 0) lp.castThisGame = cast;
  const first = (p.firstSpellTriggers ?? []).map((e) => ({ card: id(e.card), player: seat(e.player) }));
  if (first.length > 0) lp.firstSpellTriggers = first; // 603.7, 103.6b
}

/** save.ts: the layout's fields for the file, the controller by name, cards by name (`cardName`). */
export function filePlayerEffects(
  lp: LayoutPlayer,
  names: readonly string[],
  cardName: (id: string) => string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (lp.skipDraws !== undefined && lp.skipDraws > 0) out.skipDraws = lp.skipDraws;
  if (lp.cantGainLife === true) out.cantGainLife = true;
  if (lp.rules !== undefined && lp.rules.length > 0) out.rules = [...lp.rules]; // 611.2a
  if (lp.controlledNextTurnBy !== undefined) out.controlledNextTurnBy = names[lp.controlledNextTurnBy];
  if (lp.castThisGame !== undefined && lp.castThisGame.length > 0)
    out.castThisGame = lp.castThisGame.map(cardName);
  if (lp.firstSpellTriggers !== undefined && lp.firstSpellTriggers.length > 0)
    out.firstSpellTriggers = lp.firstSpellTriggers.map((e) => ({
      card: cardName(e.card),
      player: names[e.player],
    }));
  return out;
}
