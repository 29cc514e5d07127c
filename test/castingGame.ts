/**
 * A duel at the moment a spell can be cast, for the tests of a cast under way in the views (601.2a–d, 602.2a):
 * the command line's board (packages/cli/test/board-stack.test.ts) and the web table's stack panel
 * (packages/web/test/components/stack-being-cast.test.tsx) play the same game and answer it alike.
 */
import { cardDb } from "@roundtable/cards";
import { type Answer, type BackAnswer, type Decision, Game } from "@roundtable/engine";

/**
 * Ann, in her first main phase, with Shock and Lightning Bolt (or the cards of `hand`), two Mountains (or
 * the lands of `lands`) and a Prodigal Sorcerer; Bob with Grizzly Bears.
 */
export function castingGame(hand = ["shock", "lightning-bolt"], lands = ["mountain", "mountain"]): Game {
  const g = Game.fromLayout(cardDb, {
    variant: "duel",
    seed: 1,
    start: 0,
    autoPass: false,
    players: [
      {
        name: "Ann",
        hand,
        battlefield: [...lands.map((card) => ({ card })), { card: "prodigal-sorcerer" }],
      },
      { name: "Bob", battlefield: [{ card: "grizzly-bears" }] },
    ],
  });
  while (g.state.turn.step !== "main1") answer(g, { choice: 0 });
  return g;
}

/** Answers the open decision; a refusal throws. */
export function answer(g: Game, a: Answer | BackAnswer): void {
  const d = g.pending()!;
  const r = g.submit(d.player, d.id, a);
  if (!r.ok) throw new Error(r.message);
}

/** Takes the priority action of this type and name. */
export function act(g: Game, type: "cast" | "activate", name: string): void {
  const d = g.pending() as Extract<Decision, { kind: "priority" }>;
  answer(g, { choice: d.actions.findIndex((a) => a.type === type && "name" in a && a.name === name) });
}

/** Chooses the options whose labels begin with `labels`, one each. */
export function choose(g: Game, ...labels: string[]): void {
  const d = g.pending() as Extract<Decision, { kind: "choose" }>;
  answer(g, { choices: labels.map((label) => d.options.findIndex((o) => o.label.startsWith(label))) });
}
