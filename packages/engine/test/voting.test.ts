/**
 * 701.38 voting, through the decision protocol: the voters are asked in turn order from the spell's
 * controller (701.38a), each vote is a `choose` decision with purpose `vote` whose prompt lists the votes
 * made so far, and each vote is a public event as it is made (every recipient sees it: `eventFor`), then
 * the count. What a scenario can't show: who is asked, in what order, and what each player hears.
 */
import { describe, expect, it } from "vitest";
import { type Decision, eventFor, type Game, type GameEvent } from "../src/index.ts";
import { advanceTo, submitEvents, table } from "./helpers.ts";

const many = (card: string, n: number) => Array.from({ length: n }, () => card);
const lands = (card: string, n: number) => many(card, n).map((c) => ({ card: c }));
const library = many("wastes", 10);

/** Casts `name` and passes priority until something other than priority is asked. */
function cast(game: Game, name: string): void {
  const d = game.pending();
  if (d === null || d.kind !== "priority") throw new Error("expected priority");
  submitEvents(game, { choice: d.actions.findIndex((a) => a.type === "cast" && a.name === name) });
  for (let i = 0; i < 50 && game.pending()?.kind === "priority"; i++) submitEvents(game, { choice: 0 });
}

function vote(game: Game): Decision & { kind: "choose" } {
  const d = game.pending();
  if (d === null || d.kind !== "choose" || d.purpose !== "vote")
    throw new Error(`expected a vote, got ${d?.prompt}`);
  return d;
}

describe("701.38a voting", () => {
  it("asks each player in turn order from the caster; the prompt lists the votes so far; each vote is public", () => {
    const game = table(
      [
        { name: "A", battlefield: [{ card: "grizzly-bears" }], library },
        { name: "B", battlefield: [{ card: "grizzly-bears" }], library },
        { name: "C", hand: ["tyrants-choice"], battlefield: lands("swamp", 2), library },
        { name: "D", battlefield: [{ card: "grizzly-bears" }], library },
      ],
      { start: 2 },
    );
    advanceTo(game, 1, "main1");
    cast(game, "Tyrant's Choice");
    const asked: number[] = [];
    const prompts: string[] = [];
    const events: GameEvent[] = [];
    const ballots = ["torture", "death", "death", "torture"];
    for (const word of ballots) {
      const d = vote(game);
      asked.push(d.player);
      prompts.push(d.prompt);
      expect(d.options.map((o) => o.label)).toEqual(["death", "torture"]);
      const made = submitEvents(game, { choices: [d.options.findIndex((o) => o.label === word)] });
      // The vote is announced as it is made, before the next player votes.
      const shown = made.filter((e) => e.type === "vote");
      expect(shown).toEqual([{ type: "vote", player: d.player, card: "Tyrant's Choice", choice: word }]);
      for (const viewer of [0, 1, 2, 3, null]) for (const e of shown) expect(eventFor(e, viewer)).toEqual(e);
      events.push(...made);
    }
    expect(asked).toEqual([2, 3, 0, 1]);
    expect(prompts[0]).toBe("Tyrant's Choice: vote for death or torture");
    expect(prompts[2]).toBe(
      "Tyrant's Choice: vote for death or torture (votes so far: C: torture, D: death)",
    );
    const counted = events.find((e) => e.type === "votesCounted");
    expect(counted).toEqual({
      type: "votesCounted",
      card: "Tyrant's Choice",
      tally: [
        { choice: "death", votes: 2 },
        { choice: "torture", votes: 2 },
      ],
    });
    // Tied: torture — each opponent of C loses 4 life.
    expect(game.state.players.map((p) => p.life)).toEqual([16, 16, 20, 16]);
  });

  it("701.38d: an optional additional vote offers 'no additional vote'; a required one doesn't", () => {
    const game = table([
      {
        name: "A",
        hand: ["plea-for-power"],
        battlefield: [...lands("island", 4), { card: "bragos-representative" }],
        library,
      },
      { name: "B", battlefield: [{ card: "ballot-broker" }], library },
      { name: "C", library },
    ]);
    advanceTo(game, 1, "main1");
    cast(game, "Plea for Power");
    const first = vote(game);
    submitEvents(game, { choices: [0] });
    const extra = vote(game);
    expect(extra.player).toBe(0);
    expect([first.additional, extra.additional]).toEqual([undefined, true]); // said as data, not in words
    expect(extra.options.map((o) => o.label)).toEqual(["time", "knowledge"]);
    submitEvents(game, { choices: [0] });
    submitEvents(game, { choices: [1] });
    const optional = vote(game);
    expect(optional.player).toBe(1);
    expect(optional.additional).toBe(true);
    expect(optional.options.map((o) => o.label)).toEqual(["time", "knowledge", "no additional vote"]);
    expect(first.player).toBe(0);
    submitEvents(game, { choices: [2] });
    submitEvents(game, { choices: [1] });
    // time 2, knowledge 2: tied — A draws three cards.
    expect(game.state.players[0].hand.length).toBe(3 + 1);
  });
});
