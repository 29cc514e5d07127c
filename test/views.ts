/** Views of two games compared as positions: object ids mapped by place, turn and decision numbers left out. */
import type { Game, GameState, ObjId } from "@roundtable/engine";

const ZONES = ["hand", "library", "graveyard", "exile", "command", "ante"] as const;

/** Each object's place: owner, zone and position (on the battlefield: among the owner's permanents), or its place on the stack. */
export function places(s: GameState): Map<string, ObjId> {
  const out = new Map<string, ObjId>();
  s.players.forEach((pl, seat) => {
    for (const z of ZONES)
      pl[z].forEach((id, i) => {
        out.set(`${seat}/${z}/${i}`, id);
      });
    s.battlefield
      .filter((id) => s.objects[id].owner === seat)
      .forEach((id, i) => {
        out.set(`${seat}/battlefield/${i}`, id);
      });
  });
  s.stack.forEach((id, i) => {
    out.set(`stack/${i}`, id);
  });
  // 901: the planar cards: each planar deck (top first) and the face-up planes and phenomena.
  s.planechase?.decks.forEach((deck, seat) => {
    deck.forEach((id, i) => {
      out.set(`${seat}/planar/${i}`, id);
    });
  });
  s.planechase?.faceUp.forEach((id, i) => {
    out.set(`faceUp/${i}`, id);
  });
  return out;
}

/**
 * A view with the original game's object ids renamed to the loaded game's (a layout numbers its objects
 * afresh), the battlefield — and so the options and actions of a decision, in battlefield order — in owner order (a
 * layout lists permanents by owner: the order they entered is kept for each owner, not across owners), and what is the turn's
 * and the decision's number left out (the saved turn is turn 1 of the loaded game).
 */
/** The keys whose numbers are object ids, and the lists of object ids (attacks, blocks, combat decisions). */
const ID_KEYS = new Set(["id", "attachedTo", "object", "attacker", "blocker", "planeswalker", "source"]);
const ID_LISTS = new Set(["attackers", "blockers"]);

export function normalised(view: unknown, ids: Map<ObjId, ObjId>): unknown {
  const v = JSON.parse(
    JSON.stringify(view, (key, value) =>
      ID_KEYS.has(key) && typeof value === "number"
        ? (ids.get(value) ?? value)
        : ID_LISTS.has(key) && Array.isArray(value)
          ? value.map((x) => (typeof x === "number" ? (ids.get(x) ?? x) : x))
          : value,
    ),
  );
  v.turn.number = 0;
  v.battlefield.sort((a: { id: number }, b: { id: number }) => a.id - b.id);
  for (const d of [v.pending, ...v.decisions])
    if (d !== null) {
      d.id = 0;
      d.prompt = d.prompt?.replace(/turn \d+/, "turn N");
      for (const list of [d.options, d.actions])
        list?.sort((a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    }
  return v;
}

/**
 * Every seat's view, and an onlooker's (seat null), of `live` and of `loaded` — a game loaded from a saved
 * position of it and run to where it is — normalised to be compared, the variant's configuration left out.
 */
export function seatViews(
  live: Game,
  loaded: Game,
): { seat: number | null; live: unknown; loaded: unknown }[] {
  const ids = new Map(
    [...places(live.state)].map(([place, id]) => [id, places(loaded.state).get(place)!] as const),
  );
  const plain = (v: unknown) => ({ ...(v as Record<string, unknown>), config: null });
  return [...live.state.players.keys(), null].map((seat) => ({
    seat,
    live: plain(normalised(live.view(seat), ids)),
    loaded: plain(normalised(loaded.view(seat), new Map())),
  }));
}
