/**
 * A priority action (the engine's `PriorityAction`, 117.1) in words: the one labelling of the web table's
 * option buttons and planar die, the command line's numbered options and the replay's sentence of what a
 * player did. Offered, "cast Shock"; taken, after the player's name, "casts Shock". A label starts in
 * lower case: a client that shows it alone writes the capital (the web table's buttons: "Cast Shock").
 * Data only (the engine's types), so that the web table may bundle it.
 */
import type { PlayerView, PriorityAction } from "@roundtable/engine";

export interface ActionLabelOptions {
  /** The action as taken, after its player's name ("Carol casts Shock"); else as offered ("cast Shock"). */
  taken?: boolean;
  /**
   * The view of the reader, as the action was offered: a march then names the territory the creature
   * leaves when it isn't its controller's, and the reader's own territory as "your".
   */
  view?: PlayerView;
}

/**
 * "pass", "play Forest", "cast Shock", "activate Mogg Fanatic: Sacrifice Mogg Fanatic: …", "march Grizzly
 * Bears into Eve's territory", "roll the planar die (costs {1})"; taken, "passes priority", "plays Forest", ….
 */
export function actionLabel(a: PriorityAction, o: ActionLabelOptions = {}): string {
  const verb = (offered: string, taken: string): string => (o.taken === true ? taken : offered);
  switch (a.type) {
    case "pass":
      return verb("pass", "passes priority");
    case "play":
      return `${verb("play", "plays")} ${a.name}${a.fromExile === true ? " from exile" : ""}`;
    case "cast":
      // 702.34a: from the graveyard, for its flashback cost; 601.3: from exile, as an effect allows.
      return `${verb("cast", "casts")} ${a.name}${a.flashback === true ? " with flashback" : a.fromExile === true ? " from exile" : ""}`;
    case "activate":
      return `${verb("activate", "activates")} ${a.name}: ${a.text}`;
    case "march": // the classic Emperor's territories
      return `${verb("march", "marches")} ${a.name} ${marchWhere(a, o.view)}`;
    case "planarDie": // 901.9, 116.2i: {0} the first time each turn, then one more each time
      return `${verb("roll", "rolls")} the planar die (costs {${a.cost}})`;
  }
}

/** "into Eve's territory", or from a territory away from home: "from Eve's territory back into yours". */
function marchWhere(a: Extract<PriorityAction, { type: "march" }>, view?: PlayerView): string {
  const me = view?.viewer ?? null;
  const x = view?.battlefield.find((p) => p.id === a.object);
  const from = x?.territory;
  if (x === undefined || from === undefined || from === x.controller)
    return `into ${a.to === me ? "your" : `${a.territory}'s`} territory`;
  const there = from === me ? "your" : `${view?.players[from]?.name ?? `seat ${from + 1}`}'s`;
  return `from ${there} territory ${a.to === me ? "back into yours" : `into ${a.territory}'s`}`;
}
