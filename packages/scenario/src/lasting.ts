/**
 * What a battlefield entry says of resolved abilities whose results last (docs/scenarios.md, "Battlefield
 * entries"): `exiled`, the cards the permanent exiled with its linked exile ability (607.2a, 610.3), each
 * `"Owner:Card"` in that player's exile (or `{"card": "Owner:Card", "from": "graveyard"}`); and
 * `controlledBy`, the player who controls it through an effect that lasts indefinitely (611.2a, 804.2).
 * The engine's layout says the same (setup.ts `LayoutPermanent.exiled`, `controlledBy`).
 */
import { type CardDb, type LayoutExiled, linkedExileUntil } from "@roundtable/engine";
import { cardId } from "./names.ts";
import { parseRef } from "./resolve.ts";
import { type Scenario, type ScenarioPermanent, splitCopies } from "./schema.ts";

type Path = (string | number)[];
type Exiled = NonNullable<ScenarioPermanent["exiled"]>[number];

/** An entry of `exiled` read: the owner's seat (null if it names none), the card's name, where it came from. */
function readExiled(
  e: Exiled,
  names: readonly string[],
): { seat: number | null; name: string; index: number | null; from?: "battlefield" | "graveyard" } {
  const { card, from } = typeof e === "string" ? { card: e, from: undefined } : e;
  const ref = parseRef(card, names);
  return from === undefined ? ref : { ...ref, from };
}

/**
 * validate.ts: each `exiled` entry names its owner (a listed player) and a card among that player's `exile`
 * not named by an earlier entry (in the file's order: player by player, permanent by permanent), and the
 * permanent has a linked exile ability; `controlledBy` is a player.
 */
export function checkLasting(
  scn: Scenario,
  db: CardDb,
  err: (path: Path, message: string) => void,
  checkPlayer: (name: string, path: Path) => boolean,
  checkCard: (name: string, path: Path) => void,
): void {
  const names = scn.players.map((p) => p.name);
  const named = new Map<string, number>();
  scn.players.forEach((p, seat) => {
    (p.battlefield ?? []).forEach((e, i) => {
      if (typeof e === "string") return;
      const path: Path = ["players", seat, "battlefield", i];
      const gaining = e.controlledBy;
      if (typeof gaining === "string") checkPlayer(gaining, [...path, "controlledBy"]);
      else
        gaining?.forEach((who, k) => {
          checkPlayer(who, [...path, "controlledBy", k]);
        });
      if (e.exiled === undefined) return;
      const def = db.get(cardId(db, e.card) ?? "");
      if (def !== undefined && linkedExileUntil(def) === null)
        err([...path, "exiled"], `${def.name} has no ability that exiles cards linked to it (607.2a, 610.3)`);
      e.exiled.forEach((x, k) => {
        const at: Path = typeof x === "string" ? [...path, "exiled", k] : [...path, "exiled", k, "card"];
        const text = typeof x === "string" ? x : x.card;
        const r = readExiled(x, names);
        if (r.seat === null || r.index !== null) {
          err(
            at,
            `"${text}": name the exiled card by its owner and name alone, as "${names[seat]}:${r.name}" — each entry is the first such card in that player's exile that no earlier entry names`,
          );
          return;
        }
        checkCard(r.name, at);
        const key = `${r.seat}:${r.name}`;
        const n = (named.get(key) ?? 0) + 1;
        named.set(key, n);
        const there = (scn.players[r.seat].exile ?? [])
          .map(splitCopies)
          .reduce((sum, c) => sum + (c.name === r.name ? c.copies : 0), 0);
        if (n > there)
          err(
            at,
            there === 0
              ? `${names[r.seat]}'s exile has no "${r.name}"`
              : `${names[r.seat]}'s exile has ${there} "${r.name}", each named by an earlier entry already: an exiled card is named once`,
          );
      });
    });
  });
}

/** layout.ts: the entries of `exiled` for the engine's layout (a validated file). */
export function layoutExiled(
  exiled: readonly Exiled[],
  names: readonly string[],
  id: (name: string) => string,
): LayoutExiled[] {
  return exiled.map((x) => {
    const r = readExiled(x, names);
    const out: LayoutExiled = { owner: r.seat ?? 0, card: id(r.name) };
    if (r.from !== undefined) out.from = r.from;
    return out;
  });
}
