/**
 * A duel at the moment a spell can be cast, for the tests of a cast under way in the views (601.2a, 602.2a):
 * the command line's board (packages/cli/test/board-stack.test.ts) and the web table's stack panel
 * (packages/web/test/components/stack-being-cast.test.tsx) play the same game and answer it alike.
 */
import { cardDb } from "@roundtable/cards";
import { type Decision, Game } from "@roundtable/engine";

/** Ann, in her first main phase, with Shock, Lightning Bolt, two Mountains and a Prodigal Sorcerer; Bob with Grizzly Bears. */
export function castingGame(): Game {
  const g = Game.fromLayout(cardDb, {
    variant: "duel",
    seed: 1,
    start: 0,
    autoPass: false,
    players: [
      {
        name: "Ann",
        hand: ["shock", "lightning-bolt"],
        battlefield: [{ card: "mountain" }, { card: "mountain" }, { card: "prodigal-sorcerer" }],
      },
      { name: "Bob", battlefield: [{ card: "grizzly-bears" }] },
    ],
  });
  while (g.state.turn.step !== "main1") answer(g, { choice: 0 });
  return g;
}

/** Answers the open decision; a refusal throws. */
export function answer(g: Game, a: { choice: number } | { choices: number[] }): void {
  const d = g.pending()!;
  const r = g.submit(d.player, d.id, a);
  if (!r.ok) throw new Error(r.message);
}

/** Takes the priority action of this type and name. */
export function act(g: Game, type: "cast" | "activate", name: string): void {
  const d = g.pending() as Extract<Decision, { kind: "priority" }>;
  answer(g, { choice: d.actions.findIndex((a) => a.type === type && "name" in a && a.name === name) });
}

/** Chooses the option whose label begins with `label`. */
export function choose(g: Game, label: string): void {
  const d = g.pending() as Extract<Decision, { kind: "choose" }>;
  answer(g, { choices: [d.options.findIndex((o) => o.label.startsWith(label))] });
}
