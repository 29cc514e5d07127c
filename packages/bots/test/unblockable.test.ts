/**
 * 509.1b at the heuristic bot's attack: a creature an effect says can't be blocked (Rogue's Passage) attacks
 * past a blocker that would kill it — the bot reads `cantBeBlocked` in the table view — and without the effect it
 * stays home.
 */
import { cardDb } from "@roundtable/cards";
import { type Decision, Game, seedRng } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { heuristicBot } from "../src/index.ts";

/** A with Grizzly Bears, Rogue's Passage and four Wastes; B with Giant Spider (2/4, reach), which kills the Bears. */
function game(): Game {
  const library = ["craw-wurm"]; // uncastable: nothing else happens
  return Game.fromLayout(cardDb, {
    variant: "duel",
    seed: 1,
    players: [
      {
        name: "A",
        library,
        battlefield: [
          { card: "grizzly-bears" },
          { card: "rogues-passage" },
          ...Array.from({ length: 4 }, () => ({ card: "wastes" })),
        ],
      },
      { name: "B", library, battlefield: [{ card: "giant-spider" }] },
    ],
  });
}

/** Answers every decision up to A's attackers question; with `passage`, A first gives the Bears Rogue's Passage's effect. */
function toAttackers(g: Game, passage: boolean): Decision {
  let used = !passage;
  for (let n = 0; n < 50; n++) {
    const d = g.pending()!;
    if (d.kind === "attackers") return d;
    let answer: object = { choice: 0 };
    if (d.kind === "priority" && !used) {
      const i = d.actions.findIndex((a) => a.type === "activate" && a.name === "Rogue's Passage" && !a.mana);
      if (i >= 0) {
        answer = { choice: i };
        used = true;
      }
    } else if (d.kind === "choose" && d.purpose === "targets")
      answer = { choices: [d.options.findIndex((o) => o.label.startsWith("Grizzly Bears"))] };
    const r = g.submit(d.player, d.id, answer as never);
    if (!r.ok) throw new Error(JSON.stringify(r));
  }
  throw new Error("no attackers question");
}

describe("509.1b: the heuristic bot attacks with a creature that can't be blocked", () => {
  it.each([
    [true, 1],
    [false, 0],
  ])("with Rogue's Passage's effect %s: the Bears attack (%i)", (passage, attacking) => {
    const g = game();
    const d = toAttackers(g, passage);
    const bears = g.state.battlefield.find((id) => g.state.objects[id].card === "grizzly-bears")!;
    expect(g.view(0).battlefield.find((p) => p.id === bears)?.cantBeBlocked).toBe(passage ? true : undefined);
    const answer = heuristicBot.decide({ game: g, player: 0, decision: d, rng: seedRng(1) });
    expect(g.check(0, d.id, answer)).toBe(null);
    expect("attacks" in answer && answer.attacks.filter((a) => a.attacker === bears).length).toBe(attacking);
  });
});
