/**
 * 701.38: voting. "Starting with you, each player votes for …": each player, starting with the spell's or
 * ability's controller and going on in turn order, chooses one of the choices (701.38a) — words, each
 * connected to an effect, or objects (701.38b). A player with more than one vote makes them all when they
 * would vote (701.38d). Each voter's votes are one step of the resolution (resolve.ts: follow-ups), announced
 * as they are made (the `vote` event, public); the votes made stand if a later voter leaves the game, and
 * a player who has left doesn't vote.
 *
 * Multiplayer: "each player" is each player within the controller's range of influence (801.10); a
 * player voting for an object chooses one within their own range (801.5a), while words may be voted for
 * whatever they refer to (801.5b). Teammates vote as players, each their own votes (805 has no team vote).
 *
 * Will of the council: the effects of the choice with the most votes happen (or the tie's, "or the vote
 * is tied"); Council's Judgment exiles each permanent with the most votes or tied for most. Council's
 * dilemma: each choice's effects happen once for each vote for it (an amount in them multiplied).
 */
import type { Ballot, Effect } from "../../cards/types.ts";
import type { ChoiceOption } from "../../decisions.ts";
import type { GameObject, ObjId, PlayerId } from "../../state.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import type { EffectHandlers } from "../effects/effectTable.ts";
import { forEachTimes } from "../effects/forEachTimes.ts";
import type { Resolving } from "../effects/resolving.ts";
import { followUp } from "../effects/stepwise.ts";
import { inGame, inRange, playersInRangeOf, turnOrderFrom } from "../players/players.ts";
import { permanentsMatching, refOption } from "../targets/targets.ts";
import { additionalVotes } from "./additionalVotes.ts";

type WordVote = Effect & { e: "vote" };
type PermanentVote = Effect & { e: "votePermanent" };

/** 701.38a, 801.10: the voters — the players within the controller's range, in turn order from them. */
function votersOf(g: Ctx, controller: PlayerId): PlayerId[] {
  const near = new Set(playersInRangeOf(g.s, controller));
  return turnOrderFrom(g.s, controller).filter((p) => near.has(p));
}

/** The next voter still in the game from `ballot.next` on, and their index, or null when all have voted. */
function nextVoter(g: Ctx, ballot: Ballot): { voter: PlayerId; at: number } | null {
  for (let at = ballot.next; at < ballot.voters.length; at++)
    if (inGame(g.s, ballot.voters[at])) return { voter: ballot.voters[at], at };
  return null;
}

/** "(votes so far: Ann: death, Bo: torture)": the votes made, public (701.38a), for the next voter's prompt. */
function soFar(g: Ctx, ballot: Ballot, label: (choice: number) => string): string {
  if (ballot.votes.length === 0) return "";
  const made = ballot.votes.map((v) => `${g.s.players[v.player].name}: ${label(v.choice)}`);
  return ` (votes so far: ${made.join(", ")})`;
}

/**
 * One voter's votes (701.38d: all of them at once): their vote, then each additional vote (Brago's
 * Representative), or, for an optional one (Ballot Broker), a vote or "no additional vote". The votes
 * are the indices of `options` chosen.
 */
function castVotes(g: Ctx, voter: PlayerId, options: ChoiceOption[], prompt: string): number[] {
  const votes = [askChoose(g, voter, "vote", prompt, options, 1, 1)[0]];
  for (const extra of additionalVotes(g, voter)) {
    if (!extra.may) {
      votes.push(
        askChoose(g, voter, "vote", `${prompt} — your additional vote`, options, 1, 1, ADDITIONAL)[0],
      );
      continue;
    }
    const withNone = [...options, { label: "no additional vote" }];
    const may = `${prompt} — you may vote an additional time`;
    const k = askChoose(g, voter, "vote", may, withNone, 1, 1, ADDITIONAL)[0];
    if (k < options.length) votes.push(k);
  }
  return votes;
}

/** An additional vote's decision says so (`additional`): a client needn't read it in the prompt. */
const ADDITIONAL = { additional: true } as const;

/** The votes for each of `n` choices. */
function tally(ballot: Ballot, choices: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>(choices.map((c) => [c, 0]));
  for (const v of ballot.votes) counts.set(v.choice, (counts.get(v.choice) ?? 0) + 1);
  return counts;
}

/** The choices with the most votes (all of them tied for most). */
function mostVoted(counts: Map<number, number>): number[] {
  const most = Math.max(0, ...counts.values());
  return most === 0 ? [] : [...counts].filter(([, n]) => n === most).map(([c]) => c);
}

export function voteEffect(g: Ctx, r: Resolving, e: WordVote): void {
  const name = defOf(g, r.object).name;
  const ballot = e.ballot ?? { voters: votersOf(g, r.controller), next: 0, votes: [] };
  const turn = nextVoter(g, ballot);
  const label = (c: number) => e.choices[c];
  if (turn !== null) {
    const options = e.choices.map((c) => ({ label: c }));
    const prompt = `${name}: vote for ${e.choices.join(" or ")}${soFar(g, ballot, label)}`;
    const votes = castVotes(g, turn.voter, options, prompt);
    for (const c of votes) emit(g, { type: "vote", player: turn.voter, card: name, choice: e.choices[c] });
    const made = votes.map((choice) => ({ player: turn.voter, choice }));
    followUp(r, { ...e, ballot: { ...ballot, next: turn.at + 1, votes: [...ballot.votes, ...made] } });
    return;
  }
  const counts = tally(
    ballot,
    e.choices.map((_, i) => i),
  );
  emit(g, {
    type: "votesCounted",
    card: name,
    tally: e.choices.map((c, i) => ({ choice: c, votes: counts.get(i) ?? 0 })),
  });
  if (e.council === "dilemma") {
    // Council's dilemma: each vote adds to the effect (Lieutenants of the Guard rulings).
    e.outcomes.forEach((effects, i) => {
      for (const x of effects) for (const y of forEachTimes(x, counts.get(i) ?? 0)) followUp(r, y);
    });
    return;
  }
  const top = mostVoted(counts);
  const winner = top.length === 1 ? top[0] : e.tie;
  if (winner !== undefined) for (const x of e.outcomes[winner]) followUp(r, x);
}

/** 801.5a: the permanents a voter may vote for — matching the filter (from the controller's view), in the voter's range. */
function votablePermanents(g: Ctx, e: PermanentVote, controller: PlayerId, voter: PlayerId): GameObject[] {
  return permanentsMatching(g, e.filter, controller).filter((o) => inRange(g.s, voter, o.controller));
}

export function votePermanentEffect(g: Ctx, r: Resolving, e: PermanentVote): void {
  const s = g.s;
  const name = defOf(g, r.object).name;
  const ballot = e.ballot ?? { voters: votersOf(g, r.controller), next: 0, votes: [] };
  const turn = nextVoter(g, ballot);
  const label = (id: number) =>
    s.objects[id] === undefined ? "a permanent gone" : refOption(g, { object: id }).label;
  if (turn !== null) {
    const candidates = votablePermanents(g, e, r.controller, turn.voter);
    let made: { player: PlayerId; choice: ObjId }[] = [];
    // A player with nothing to vote for can't vote.
    if (candidates.length > 0) {
      const options = candidates.map((o) => refOption(g, { object: o.id }));
      const prompt = `${name}: vote for a permanent${soFar(g, ballot, label)}`;
      const votes = castVotes(g, turn.voter, options, prompt);
      for (const k of votes)
        emit(g, { type: "vote", player: turn.voter, card: name, choice: options[k].label });
      made = votes.map((k) => ({ player: turn.voter, choice: candidates[k].id }));
    }
    followUp(r, { ...e, ballot: { ...ballot, next: turn.at + 1, votes: [...ballot.votes, ...made] } });
    return;
  }
  const voted = [...new Set(ballot.votes.map((v) => v.choice))];
  const counts = tally(ballot, voted);
  emit(g, {
    type: "votesCounted",
    card: name,
    tally: voted.map((id) => ({ choice: label(id), votes: counts.get(id) ?? 0 })),
  });
  // "Exile each permanent with the most votes or tied for most votes" — at once, those still there.
  for (const id of mostVoted(counts)) if (s.objects[id]?.zone === "battlefield") moveObject(g, id, "exile");
}

/** The effect table's entries for voting (701.38; effectTable.ts). */
export const voteEffects: EffectHandlers = { vote: voteEffect, votePermanent: votePermanentEffect };
