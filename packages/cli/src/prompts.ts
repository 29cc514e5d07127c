/**
 * The person's side of the screen, shared by `play` and `connect`: the prompts that ask for an answer to a
 * decision, item by item, as numbered options (typing `concede` at any prompt concedes), after a compact
 * board. A caller may take other lines at any prompt (`connect`'s chat: `/say TEXT`; full control's `full
 * on`: withCommands), told in the prompts' help or as the game begins. Everything here reads only the person's view (a PlayerView), so a client of a table server,
 * which has no Game, shows the same screen. In Grand Melee (807.4) several decisions may be open at once,
 * one per turn marker: the person picks which to answer first.
 */
import type { Answer, Decision, DefenderRef, ObjId, PermanentView, PlayerView } from "@roundtable/engine";
import {
  actionLabel,
  joinNames,
  type PassUntilKind,
  passAnswer,
  type StopPreset,
} from "@roundtable/protocol";
import { permanentLabel, renderBoard } from "./board.ts";
import { markerTitle } from "./markers.ts";
import { viewSeating } from "./seating.ts";

export interface PlayIO {
  /** Shows `prompt` and resolves with the line typed, or null at the end of input. */
  ask(prompt: string): Promise<string | null>;
  /**
   * Writes a line. It may come while an `ask` or `listen` waits (`connect`'s chat): the terminal shows it
   * above the prompt and what has been typed.
   */
  write(line: string): void;
  /**
   * A line typed while nothing is asked (`connect`: the chat's `/say`, while the person waits), without a
   * prompt; null at the end of input or once `signal` aborts (a line not read by then waits for the next
   * `ask`). Absent: the person types only when asked (e.g. input from a pipe: its lines are answers).
   */
  listen?(signal: AbortSignal): Promise<string | null>;
  /**
   * From a pipe (no `listen`), whose lines answer prompts: the next line if it is a command (isCommandLine),
   * read while nothing is asked (`connect`'s `/leave`, `/say TEXT` while the table waits for its players);
   * null at the end of input or once `signal` aborts. A line that is not one is an answer: it is left for
   * the next `ask`, and this waits for the abort.
   */
  command?(signal: AbortSignal): Promise<string | null>;
}

/** Whether a line typed is a command of the caller's (`connect`'s `/say TEXT`, `/leave`), not an answer. */
export function isCommandLine(line: string): boolean {
  return line.trim().startsWith("/");
}

/**
 * `io` whose prompts take the caller's commands too (`full on`, `connect`'s chat): a line `command` has
 * done (true) is no answer, and the prompt is asked again.
 */
export function withCommands(io: PlayIO, command: (line: string) => boolean): PlayIO {
  return {
    write: (l) => io.write(l),
    ask: async (prompt) => {
      for (;;) {
        const l = await io.ask(prompt);
        if (l === null || !command(l)) return l;
      }
    },
  };
}

/** What the person types at a priority prompt to pass until … (stops.ts). */
const PASS_WORDS: Record<string, PassUntilKind> = {
  eot: "end-of-turn",
  turn: "my-turn",
  watch: "something-happens",
};
const PASS_WORDS_HELP =
  "eot = pass until end of turn, turn = until your turn, watch = until something happens to you";

/** Thrown by a prompt when the person types `concede` or the input ends. */
class Concede {
  constructor(readonly endOfInput: boolean) {}
}

type Of<K extends Decision["kind"]> = Extract<Decision, { kind: K }>;

class Prompter {
  /** `more`: what else the person may type at any prompt (e.g. "/say TEXT talks to the table"), for the help. */
  constructor(
    private readonly io: PlayIO,
    readonly more?: string,
  ) {}

  /** How to type: '(or "concede")', with what else may be typed. */
  private or(): string {
    return `(or "concede"${this.more === undefined ? "" : `; ${this.more}`})`;
  }

  private async line(prompt: string): Promise<string> {
    const l = await this.io.ask(prompt);
    if (l === null) throw new Concede(true);
    const t = l.trim();
    if (t.toLowerCase() === "concede") throw new Concede(false);
    return t;
  }

  /** Shows numbered options (numbering from `first`) and reads a valid index. `aliases` map words to numbers. */
  async pick(
    title: string,
    labels: string[],
    first = 0,
    aliases: Record<string, number> = {},
  ): Promise<number> {
    this.io.write(title);
    labels.forEach((l, i) => {
      this.io.write(`  ${i + first} = ${l}`);
    });
    for (;;) {
      const t = (await this.line("> ")).toLowerCase();
      if (t in aliases) return aliases[t];
      const n = Number(t);
      if (t !== "" && Number.isInteger(n) && n >= first && n < first + labels.length) return n;
      this.io.write(`Please type a number from ${first} to ${first + labels.length - 1} ${this.or()}.`);
    }
  }

  async number(title: string, min: number, max: number): Promise<number> {
    for (;;) {
      const t = await this.line(`${title} (${min}–${max}) > `);
      const n = Number(t);
      if (t !== "" && Number.isInteger(n) && n >= min && n <= max) return n;
      this.io.write(`Please type a whole number from ${min} to ${max} ${this.or()}.`);
    }
  }
}

/**
 * Asks the person for an answer to `d`, item by item. With `passUntil`, a priority prompt also takes the
 * PASS_WORDS: `passUntil` is told which, and the answer passes.
 */
async function askHuman(
  p: Prompter,
  io: PlayIO,
  view: PlayerView,
  d: Decision,
  passUntil?: (until: PassUntilKind) => void,
): Promise<Answer> {
  const perm = new Map(view.battlefield.map((x) => [x.id, x]));
  const myTeam = view.viewer === null ? null : (view.players[view.viewer]?.team ?? null);
  const teammate = (seat: number): boolean =>
    seat !== view.viewer && myTeam !== null && view.players[seat]?.team === myTeam;
  // The controller of anything not the viewer's: an opponent, or a teammate whose creatures the team
  // declares as one (805.10a–b: the active team attacks, the defending team blocks).
  const whose = (seat: number): string => {
    const n = view.players[seat]?.name ?? `seat ${seat + 1}`;
    return teammate(seat) ? `${n}, your teammate` : n;
  };
  // Classic Emperor: "in Eve's territory" for a creature that stands outside its controller's territory.
  const territoryNote = (x: PermanentView): string | null => {
    const t = x.territory;
    if (t === undefined || t === x.controller) return null;
    return `in ${t === view.viewer ? "your" : `${view.players[t]?.name ?? `seat ${t + 1}`}'s`} territory`;
  };
  const objName = (id: ObjId): string => {
    const x = perm.get(id);
    if (x === undefined) return `#${id}`;
    const notes = [x.controller !== view.viewer ? whose(x.controller) : null, territoryNote(x)].filter(
      (n) => n !== null,
    );
    return `${permanentLabel(x)}${notes.length > 0 ? ` (${notes.join("; ")})` : ""}`;
  };
  /** "Your team attacks as one (805.10): …" when the creatures of a declaration aren't all the viewer's. */
  const teamNote = (creatures: ObjId[], what: string): void => {
    const seats = new Set(creatures.map((id) => perm.get(id)?.controller ?? view.viewer));
    const mates = [...seats].filter((q): q is number => q !== null && teammate(q));
    if (mates.length === 0) return;
    const names = mates.sort((a, b) => a - b).map((q) => view.players[q]?.name ?? `seat ${q + 1}`);
    io.write(`Your team ${what} as one (805.10): you declare for ${joinNames(names)}'s creatures too.`);
  };
  const defName = (def: DefenderRef): string =>
    "player" in def
      ? (view.players[def.player]?.name ?? `seat ${def.player + 1}`)
      : `${perm.get(def.planeswalker)?.name ?? `#${def.planeswalker}`} (planeswalker)`;
  io.write(`${d.prompt}`);
  switch (d.kind) {
    case "priority": {
      const pass = passAnswer(d).choice;
      const aliases: Record<string, number> = { "": pass, pass, p: pass };
      // The pass-until words as -1, -2, …: no option has a negative number.
      const words = passUntil === undefined ? [] : Object.keys(PASS_WORDS);
      words.forEach((w, i) => {
        aliases[w] = -1 - i;
      });
      const labels = d.actions.map((a) => actionLabel(a, { view }));
      const help = [words.length > 0 ? PASS_WORDS_HELP : null, p.more ?? null]
        .filter((h) => h !== null)
        .map((h) => `; ${h}`)
        .join("");
      const choice = await p.pick(`Your options (Enter = pass${help}):`, labels, 0, aliases);
      if (choice >= 0) return { choice };
      passUntil?.(PASS_WORDS[words[-1 - choice]]);
      return { choice: pass };
    }
    case "choose":
      return { choices: await askChoose(p, d) };
    case "number":
      // 702.33c: how many times a multikicker cost is paid; else X (107.3).
      return {
        value: await p.number(d.purpose === "multikicker" ? "How many times" : "Choose X", d.min, d.max),
      };
    case "mulligan": {
      const held = view.players[d.player]?.hand?.length ?? d.handSize;
      const bottom = held - d.handSize;
      const after = bottom > 0 ? ` (then put ${bottom} on the bottom: ${d.handSize} cards)` : "";
      const n = await p.pick(`Keep this hand${after}? Mulligans so far: ${d.mulligans}.`, [
        "keep",
        "mulligan",
      ]);
      return { keep: n === 0 };
    }
    case "order": {
      const left = d.items.map((_, i) => i);
      const order: number[] = [];
      while (left.length > 1) {
        // lifeTotals: the k-th answer is the total the k-th player named in the prompt gets.
        const question =
          d.purpose === "lifeTotals"
            ? `${d.prompt}: which life total goes to the ${order.length === 0 ? "first" : "next"} of them?`
            : `Which goes on the stack ${order.length === 0 ? "first" : "next"}?`;
        const k = await p.pick(
          question,
          left.map((i) => d.items[i].label),
          1,
        );
        order.push(left.splice(k - 1, 1)[0]);
      }
      order.push(...left);
      return { order };
    }
    case "divide": {
      const amounts: number[] = [];
      let rest = d.amount;
      for (let i = 0; i < d.recipients.length; i++) {
        const after = d.recipients.length - i - 1;
        if (after === 0) {
          io.write(`The remaining ${rest} go to ${d.recipients[i].label}.`);
          amounts.push(rest);
          break;
        }
        const n = await p.number(
          `How much to ${d.recipients[i].label}?`,
          d.minEach,
          Math.max(d.minEach, rest - after * d.minEach),
        );
        amounts.push(n);
        rest -= n;
      }
      return { amounts };
    }
    case "damage": {
      io.write(`Assign ${d.amount} damage from ${objName(d.attacker)}${d.trample ? " (trample)" : ""}.`);
      const amounts: number[] = [];
      let rest = d.amount;
      for (let i = 0; i < d.recipients.length; i++) {
        const r = d.recipients[i];
        if (i === d.recipients.length - 1) {
          io.write(`The remaining ${rest} go to ${r.label}.`);
          amounts.push(rest);
          break;
        }
        const n = await p.number(`Damage to ${r.label} (lethal: ${r.lethal})`, 0, rest);
        amounts.push(n);
        rest -= n;
      }
      return { amounts };
    }
    case "attackers": {
      teamNote(
        d.candidates.map((c) => c.attacker),
        "attacks",
      );
      const attacks: { attacker: ObjId; defender: DefenderRef }[] = [];
      for (const c of d.candidates) {
        // 508.1d: a creature that attacks if able gets no "don't attack" choice.
        const skip = c.mustAttack ? [] : ["don't attack"];
        const k = await p.pick(`${objName(c.attacker)}${c.mustAttack ? " (attacks if able)" : ""}:`, [
          ...skip,
          ...c.defenders.map((def) => `attack ${defName(def)}`),
        ]);
        const i = k - skip.length;
        if (i >= 0) attacks.push({ attacker: c.attacker, defender: c.defenders[i] });
      }
      return { attacks };
    }
    case "blockers": {
      teamNote(
        d.candidates.map((c) => c.blocker),
        "blocks",
      );
      // Classic Emperor: a creature blocks only for the territory it stands in, one declaration a territory.
      const here = d.candidates.length > 0 ? perm.get(d.candidates[0].blocker)?.territory : undefined;
      if (here !== undefined && here !== view.viewer)
        io.write(`You block for ${defName({ player: here })}'s territory, where these creatures stand.`);
      const blocks: { blocker: ObjId; attacker: ObjId }[] = [];
      for (const c of d.candidates) {
        const k = await p.pick(`${objName(c.blocker)}:`, [
          "don't block",
          ...c.attackers.map((a) => `block ${objName(a)}`),
        ]);
        if (k > 0) blocks.push({ blocker: c.blocker, attacker: c.attackers[k - 1] });
      }
      return { blocks };
    }
  }
}

/** The person's reply to their open decisions: an answer to one of them, or a concession. */
export type Reply = { decision: Decision; answer: Answer } | { concede: true };

/**
 * Shows the board and asks the person at `io` for an answer to one of `mine`, their open decisions, shown
 * with their `view`; on "concede" (or the end of input) says so and returns a concession. With
 * `passUntil`, a priority prompt also takes the pass-until words: `passUntil` is told which, for which
 * decision, and the answer passes. `more`: what else the caller's `io` takes at any prompt, for the
 * prompts' help (`connect`: the chat's commands).
 */
export async function askPerson(
  io: PlayIO,
  view: PlayerView,
  mine: Decision[],
  passUntil?: (until: PassUntilKind, d: Decision) => void,
  more?: string,
): Promise<Reply> {
  const p = new Prompter(io, more);
  try {
    const d = await chooseDecision(p, io, view, mine);
    const title = decisionTitle(view, d.id);
    if (title !== null) io.write(`Your decision for ${title}:`);
    const until = passUntil === undefined ? undefined : (u: PassUntilKind) => passUntil(u, d);
    return { decision: d, answer: await askHuman(p, io, view, d, until) };
  } catch (err) {
    if (!(err instanceof Concede)) throw err;
    io.write(err.endOfInput ? "End of input: you concede." : "You concede.");
    return { concede: true };
  }
}

/**
 * Asks the person at `io` for an answer to one decision `d`, shown with `view` (the decision's player's);
 * the play loop's prompts, for a caller that drives the game itself.
 */
export function askDecision(io: PlayIO, view: PlayerView, d: Decision): Promise<Answer> {
  return askHuman(new Prompter(io), io, view, d);
}

async function askChoose(p: Prompter, d: Of<"choose">): Promise<number[]> {
  const max = Math.min(d.max, d.options.length);
  if (max === 1) {
    if (d.min >= 1)
      return [
        await p.pick(
          "Choose one:",
          d.options.map((o) => o.label),
        ),
      ];
    const k = await p.pick("Choose one, or none:", ["none", ...d.options.map((o) => o.label)]);
    return k === 0 ? [] : [k - 1];
  }
  const chosen: number[] = [];
  while (chosen.length < max) {
    const left = d.options.map((_, i) => i).filter((i) => !chosen.includes(i));
    const canStop = chosen.length >= d.min;
    const title = `Choose ${d.min === max ? max : `${d.min}–${max}`} (${chosen.length} chosen so far):`;
    const labels = left.map((i) => d.options[i].label);
    const k = canStop ? await p.pick(title, ["done", ...labels]) : await p.pick(title, labels, 1);
    if (k === 0) break;
    chosen.push(left[k - 1]);
  }
  return chosen.sort((a, b) => a - b);
}

/** Grand Melee: "marker 2 — Carol's turn 37, declare attackers step", the marker of open decision `id`. */
function decisionTitle(view: PlayerView, id: number): string | null {
  const m = view.markers?.find((k) => k.pending?.id === id);
  if (m === undefined) return null;
  return markerTitle(m, (seat) => view.players[seat]?.name ?? `seat ${seat + 1}`, view.viewer);
}

/**
 * Shows the board, and with several open decisions of the person's (Grand Melee: one per turn marker,
 * 807.4–807.5) asks which to answer first, naming each one's marker and stack.
 */
async function chooseDecision(
  p: Prompter,
  io: PlayIO,
  view: PlayerView,
  mine: Decision[],
): Promise<Decision> {
  for (const l of renderBoard(view, viewSeating(view), { decision: mine[0].id })) io.write(l);
  if (mine.length === 1) return mine[0];
  const labels = mine.map((d) => {
    const m = view.markers?.find((k) => k.pending?.id === d.id);
    const stack =
      m === undefined || m.stack.length === 0
        ? "its stack is empty"
        : `its stack, top first: ${[...m.stack]
            .reverse()
            .map((x) => x.name)
            .join(", ")}`;
    const what = d.kind === "priority" ? "priority" : d.prompt;
    return `${decisionTitle(view, d.id) ?? `decision ${d.id}`}: ${what} (${stack})`;
  });
  const k = await p.pick(
    `You have ${mine.length} open decisions, one for each of these turn markers and their stacks (807.5). Which first?`,
    labels,
    1,
  );
  return mine[k - 1];
}

/** "until end of turn", "until your turn", "until something happens to you". */
export function passUntilWords(until: PassUntilKind): string {
  switch (until) {
    case "end-of-turn":
      return "until end of turn";
    case "my-turn":
      return "until your turn";
    case "something-happens":
      return "until something happens to you";
  }
}

/** What the person's stops mean for them: where they are asked for priority. */
export function stopsLine(preset: StopPreset): string {
  return preset === "default"
    ? "You are asked for priority only where a player would act (--stops all: at every priority)."
    : "You are asked at every priority (--stops all).";
}
