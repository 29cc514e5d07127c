/**
 * A player's `mayPlay` (docs/scenarios.md, "Cards a player may play from exile"): 601.3, 611.2a — the cards in the
 * player's own `exile` they may play through effects of resolved spells or abilities lasting beyond this turn
 * ("Until the end of your next turn, you may play those cards": Reckless Impulse), an entry per effect, each card
 * by name (the first card of that name in the exile that no earlier entry names), and how long it lasts. The
 * engine's layout says the same by card id (setup.ts `LayoutPlayer.mayPlay`), and checks the duration against the
 * file's first turn.
 */
import { type CardDb, departedProblems, type LayoutMayPlay, type LayoutPlayer } from "@roundtable/engine";
import { cardId } from "./names.ts";
import { type Scenario, type ScenarioPlayer, splitCopies } from "./schema.ts";

type Path = (string | number)[];

/**
 * validate.ts: each card of each entry is a card in the player's `exile` that no earlier entry names (as many
 * of a name as the exile holds), and a player who has left has none (800.4a).
 */
export function checkMayPlay(
  scn: Scenario,
  db: CardDb,
  err: (path: Path, message: string) => void,
  checkCard: (name: string, path: Path) => void,
): void {
  scn.players.forEach((p, seat) => {
    const list = p.mayPlay ?? [];
    if (list.length === 0) return;
    if (p.left !== undefined) err(["players", seat, "mayPlay"], departedProblems.mayPlay(p.name));
    const there = new Map<string, number>();
    for (const e of p.exile ?? []) {
      const { name, copies } = splitCopies(e);
      const id = cardId(db, name) ?? name;
      there.set(id, (there.get(id) ?? 0) + copies);
    }
    const named = new Map<string, number>();
    list.forEach((entry, i) => {
      entry.cards.forEach((card, k) => {
        const at: Path = ["players", seat, "mayPlay", i, "cards", k];
        checkCard(card, at);
        const id = cardId(db, card);
        if (id === undefined) return;
        const n = (named.get(id) ?? 0) + 1;
        named.set(id, n);
        const held = there.get(id) ?? 0;
        if (n > held)
          err(
            at,
            held === 0
              ? `${p.name}'s exile has no "${card}"`
              : `${p.name}'s exile has ${held} "${card}", each named by an earlier entry already: an exiled card is named once`,
          );
      });
    });
  });
}

/** layout.ts: the player's `mayPlay` for the engine's layout, cards by id (`id`). */
export function layoutMayPlay(p: ScenarioPlayer, lp: LayoutPlayer, id: (name: string) => string): void {
  if (p.mayPlay !== undefined && p.mayPlay.length > 0)
    lp.mayPlay = p.mayPlay.map((e): LayoutMayPlay => ({ cards: e.cards.map(id), duration: e.duration }));
}

/** save.ts: the layout's `mayPlay` for the file, cards by name (`cardName`). */
export function fileMayPlay(lp: LayoutPlayer, cardName: (id: string) => string): Record<string, unknown> {
  if (lp.mayPlay === undefined || lp.mayPlay.length === 0) return {};
  return { mayPlay: lp.mayPlay.map((e) => ({ cards: e.cards.map(cardName), duration: e.duration })) };
}
