/**
 * Saving a position with an Aura attached to a player (303.4; savePositionNow, the web table's "Save this
 * position"), which was refused ("Curse of Vengeance is attached to a player"): the file attaches it by the
 * player's name (`"attachedTo": "B"`) and, loaded and run, gives every seat the same view as the live game —
 * and the Curse goes on working as in the game: "whenever enchanted player casts a spell" (603.2), "when
 * enchanted player loses the game" as they leave (800.4a), then the state-based action for an Aura attached
 * to a player no longer in the game (704.5m). The Curses of the pool: Curse of Vengeance alone.
 */
import { cardDb } from "@roundtable/cards";
import { type GameState, layoutProblems } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { drive, driver, savedAndRun, settle, twelvePositions } from "./drive.ts";
import { setupFor, type Table } from "./support.ts";

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));

/** The Curse of Vengeance on the battlefield: the player it enchants and its spite counters; null if none. */
function curse(s: GameState): { player: string; spite: number } | null {
  const o = s.battlefield.map((id) => s.objects[id]).find((x) => x.card === "curse-of-vengeance");
  if (o === undefined || o.enchantedPlayer === undefined) return null;
  return { player: s.players[o.enchantedPlayer].name, spite: o.counters?.spite ?? 0 };
}

/** What the Curse did for A and what became of it: A's life and hand, and where the Curse is. */
function forA(s: GameState) {
  const a = s.players[0];
  return { life: a.life, hand: a.hand.length, graveyard: a.graveyard.map((id) => s.objects[id].card) };
}

describe("303.4: saving the position now with a Curse attached to a player", () => {
  it("603.2, 800.4a, 704.5m: A's Curse of Vengeance on B, saved in B's turn after B cast a spell: the file attaches it to B, and in both games B's next spell counts, C's doesn't, and as B loses A gains and draws", () => {
    const { game, act, choose, until } = drive({
      variant: "free-for-all",
      seed: 5,
      players: [
        { name: "A", hand: ["curse-of-vengeance"], battlefield: lands("swamp", 1) },
        {
          name: "B",
          life: 3,
          hand: ["grizzly-bears", "lightning-bolt"],
          battlefield: [...lands("forest", 2), ...lands("mountain", 2)],
        },
        { name: "C", hand: ["lightning-bolt"], battlefield: lands("mountain", 1) },
      ],
    });
    until(1, "main1");
    act("cast", "Curse of Vengeance");
    if (game.pending()?.kind === "choose") choose("B");
    settle(game);
    expect(curse(game.state)).toEqual({ player: "B", spite: 0 });
    until(2, "upkeep");
    // The turn's beginning, which the file holds, was refused: "Curse of Vengeance is attached to a player".
    expect(layoutProblems(cardDb, game.state)).toEqual([]);
    until(2, "main1");
    act("cast", "Grizzly Bears");
    settle(game);
    expect(curse(game.state)).toEqual({ player: "B", spite: 1 });

    const { file, loaded } = savedAndRun(game);
    const players = file.players as { battlefield: Record<string, unknown>[] }[];
    // The turn's beginning, with B's Grizzly Bears as the file's action.
    expect(players[0].battlefield[1]).toEqual({ card: "Curse of Vengeance", sick: true, attachedTo: "B" });
    expect(file.actions).toMatchObject([{ player: "B", cast: "B:Grizzly Bears#1" }]);
    expect(curse(loaded.state)).toEqual({ player: "B", spite: 1 });

    for (const g of [game, loaded]) {
      const d = driver(g);
      d.act("cast", "Lightning Bolt"); // B's, at C: the enchanted player's spell
      d.choose("C");
      settle(g);
      expect(curse(g.state)).toEqual({ player: "B", spite: 2 });
      d.until(g.state.turn.number + 1, "main1"); // C's turn: the loaded game's turn 1 is the live game's 2
      d.act("cast", "Lightning Bolt"); // C's, at B: not the enchanted player's, and B is at 0 life
      d.choose("B");
      settle(g);
      expect(g.state.players[1].left).toBe(true);
      expect(curse(g.state)).toBeNull();
    }
    expect(forA(loaded.state)).toEqual(forA(game.state));
    // X = 2: A gains 2 life and draws 2 cards (beside the one drawn in turn 1); the Curse is in the graveyard.
    expect(forA(game.state)).toEqual({ life: 22, hand: 3, graveyard: ["curse-of-vengeance"] });
  });

  it("random pool-deck games: every position with a Curse of Vengeance on a player — all refused before — is saved exactly (a duel, seed 13; Free-for-All, seed 81)", () => {
    for (const { table, seed, cursed } of CURSED) {
      const names = setupFor(table, seed).players.map((p) => p.name);
      let found = 0;
      for (const { n, saved } of twelvePositions(table, seed).positions) {
        expect(saved.note, `${table.variant}, seed ${seed}, ${n} inputs`).toMatch(/^the position now/);
        const players = saved.file.players as { battlefield?: { card: string; attachedTo?: string }[] }[];
        const entries = players.flatMap((p) => p.battlefield ?? []);
        if (entries.some((b) => b.card === "Curse of Vengeance" && names.includes(b.attachedTo ?? "")))
          found++;
      }
      expect(found, `${table.variant}, seed ${seed}`).toBe(cursed);
    }
  });
});

/**
 * Random pool-deck games, twelve positions each (as bench/_save.ts takes them), and how many have a Curse on a player.
 * The decks are dealt from the pinned pool (pinnedPool.ts), so these seeds stay as cards are added.
 */
const CURSED: { table: Table; seed: number; cursed: number }[] = [
  { table: { variant: "duel", players: 2, decks: "pool" }, seed: 13, cursed: 6 },
  { table: { variant: "free-for-all", players: 4, decks: "pool" }, seed: 81, cursed: 11 },
];
