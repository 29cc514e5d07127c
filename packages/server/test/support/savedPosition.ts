/** A saved position for tests of tables from a position (position-table.test.ts, position-start.test.ts). */
import { botRng, makeBot } from "@roundtable/bots";
import { cardDb, decks } from "@roundtable/cards";
import { Game, LayoutError } from "@roundtable/engine";
import { type SavedNow, savePositionNow } from "@roundtable/scenario";

/** A 3-player Free-for-All played by heuristic bots, saved once the position now is exact, with actions. */
export function savedFromBots(): SavedNow {
  for (let seed = 1; seed <= 10; seed++) {
    const players = decks
      .slice(seed, seed + 3)
      .map((d, i) => ({ name: ["Ann", "Ben", "Cy"][i], deck: d.cards }));
    const game = Game.create(cardDb, { variant: "free-for-all", seed, players }, { events: false });
    const bot = makeBot("heuristic");
    const rngs = game.state.players.map((_, p) => botRng(seed, p));
    for (let i = 0; i < 400 && game.pending() !== null; i++) {
      const d = game.pending()!;
      game.submit(d.player, d.id, bot.decide({ game, player: d.player, decision: d, rng: rngs[d.player] }));
      if (i < 60 || i % 7 !== 0) continue;
      try {
        const saved = savePositionNow(cardDb, game.record());
        if (saved.exact && (saved.file.actions as unknown[]).length > 0 && !game.isOver()) return saved;
      } catch (e) {
        if (!(e instanceof LayoutError)) throw e;
      }
    }
  }
  throw new Error("no exact position with actions saved");
}
