/**
 * `roundtable play`: a person plays one seat at the terminal, bots play the others. Every decision of
 * the person's seat is shown after a compact board, as numbered options, item by item. Typing `concede`
 * at any prompt concedes. The loop reads lines from a `PlayIO`, so tests can script it. In Grand Melee
 * (807.4) several decisions are open at once, one per turn marker: the loop answers them in a random
 * order, and when the person has more than one they pick which to answer first. The person's stops
 * (docs/server.md, "Stops and passing": `--stops default` or `all`) pass priority for them where they
 * wouldn't want to act; at a priority prompt they may pass until end of turn, until their turn, or until
 * something happens to them.
 */
import { type Bot, botRng, checkAnswer } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import {
  type Answer,
  type Decision,
  type DefenderRef,
  Game,
  type GameEvent,
  type GameState,
  markerCount,
  type ObjId,
  type PermanentView,
  type PlayerView,
  type PriorityAction,
  randInt,
  seedRng,
} from "@roundtable/engine";
import {
  autoPass,
  nextSettings,
  type PassUntilKind,
  passAnswer,
  STOP_PRESETS,
  type StopPreset,
  type StopSettings,
  startPassUntil,
} from "@roundtable/protocol";
import { permanentLabel, renderBoard } from "../board.ts";
import { LogFormatter, resultLine } from "../log.ts";
import { markerOfDecision, markerTitle } from "../markers.ts";
import { joinNames, seatingInfo, seatLines, tableWords } from "../seating.ts";
import {
  botsFor,
  buildSetup,
  bySeat,
  listedBySeat,
  type TableOptions,
  turnsPlayed,
  UsageError,
} from "../table.ts";

export interface PlayIO {
  /** Shows `prompt` and resolves with the line typed, or null at the end of input. */
  ask(prompt: string): Promise<string | null>;
  write(line: string): void;
}

export interface PlayOptions extends TableOptions {
  /** 0-based seat of the person. */
  seat: number;
  /** A bot name for every seat, or a comma-separated name per seat. */
  bot: string;
  /** Safety cap on decisions (default 100000). */
  maxDecisions?: number;
  /** Where the person is asked for priority (default "default"; "all": at every priority). */
  stops?: StopPreset;
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

/**
 * The label of a priority action. With the view of the player choosing, a march names the territory the
 * creature leaves when it isn't its controller's, and the player's own territory as "your"
 * ("march Grizzly Bears from Eve's territory back into yours").
 */
export function actionLabel(a: PriorityAction, view?: PlayerView): string {
  switch (a.type) {
    case "pass":
      return "pass";
    case "play":
      return `play ${a.name}`;
    case "cast":
      return `cast ${a.name}`;
    case "activate":
      return `activate ${a.name}: ${a.text}`;
    case "march":
      return marchLabel(a, view);
  }
}

function marchLabel(a: Extract<PriorityAction, { type: "march" }>, view?: PlayerView): string {
  const me = view?.viewer ?? null;
  const x = view?.battlefield.find((p) => p.id === a.object);
  const from = x?.territory;
  if (x === undefined || from === undefined || from === x.controller) {
    // From the controller's own territory: "march Grizzly Bears into Eve's territory".
    return `march ${a.name} into ${a.to === me ? "your" : `${a.territory}'s`} territory`;
  }
  const there = from === me ? "your" : `${view?.players[from]?.name ?? `seat ${from + 1}`}'s`;
  const to = a.to === me ? "back into yours" : `into ${a.territory}'s`;
  return `march ${a.name} from ${there} territory ${to}`;
}

class Prompter {
  constructor(private readonly io: PlayIO) {}

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
      this.io.write(`Please type a number from ${first} to ${first + labels.length - 1} (or "concede").`);
    }
  }

  async number(title: string, min: number, max: number): Promise<number> {
    for (;;) {
      const t = await this.line(`${title} (${min}–${max}) > `);
      const n = Number(t);
      if (t !== "" && Number.isInteger(n) && n >= min && n <= max) return n;
      this.io.write(`Please type a whole number from ${min} to ${max} (or "concede").`);
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
      const labels = d.actions.map((a) => actionLabel(a, view));
      const help = words.length > 0 ? `; ${PASS_WORDS_HELP}` : "";
      const choice = await p.pick(`Your options (Enter = pass${help}):`, labels, 0, aliases);
      if (choice >= 0) return { choice };
      passUntil?.(PASS_WORDS[words[-1 - choice]]);
      return { choice: pass };
    }
    case "choose":
      return { choices: await askChoose(p, d) };
    case "number":
      return { value: await p.number("Choose X", d.min, d.max) };
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

export async function playCommand(opts: PlayOptions, io: PlayIO): Promise<number> {
  if (!Number.isInteger(opts.seat) || opts.seat < 0 || opts.seat >= opts.players)
    throw new UsageError(`--seat must be between 1 and ${opts.players}, got ${opts.seat + 1}`);
  const { setup, deckNames } = buildSetup(opts);
  const game = Game.create(cardDb, setup);
  // 807.3: with seats drawn at random, the person is the player listed at --seat, wherever they sit.
  const me = listedBySeat(game.state, setup).indexOf(opts.seat);
  const log = new LogFormatter(game, me);
  const show = (events: GameEvent[], marker?: number): void => {
    for (const l of log.lines(events, marker)) io.write(l);
  };
  const cfg = game.state.config;
  const preset = opts.stops ?? "default";
  const words = tableWords(cfg, opts.players);
  io.write(`Roundtable — ${words.join(", ")}, seed ${opts.seed}`);
  for (const l of seatLines(game.state, bySeat(game.state, setup, deckNames), me)) io.write(l);
  if (cfg.randomSeating)
    io.write(
      `The players were seated at random (807.3): you are ${game.state.players[me].name}, in seat ${me + 1}.`,
    );
  if (cfg.turnMarkers)
    io.write(
      `Turn markers take turns at the same time (807.4), each with its own stack (807.5): ${markerCount(opts.players)} at this table.`,
    );
  io.write(`Type the number of an option; "concede" concedes the game.`);
  io.write(
    preset === "default"
      ? "You are asked for priority only where a player would act (--stops all: at every priority)."
      : "You are asked at every priority (--stops all).",
  );
  show(game.startEvents);
  const bots: Bot[] = bySeat(game.state, setup, botsFor(opts.bot, setup.players.length));
  const rngs = setup.players.map((_, seat) => botRng(opts.seed, seat));
  // Grand Melee (807.4): several decisions are open at once; the next one answered is drawn at random, as
  // the bots' driver does, so that every turn marker's turn goes on while the person thinks.
  const order = seedRng((opts.seed ^ 0x5f3759df) >>> 0);
  const prompter = new Prompter(io);
  const max = opts.maxDecisions ?? 100000;
  let stops: StopSettings = STOP_PRESETS[preset];
  /** Priority passed for the person by their stops: since they were last asked, and in all. */
  let passed = 0;
  let passedInAll = 0;
  let decisions = 0;
  const accepted = (events: GameEvent[], marker: number | undefined): void => {
    decisions++;
    show(events, marker);
    const before = stops.passUntil;
    stops = nextSettings(game, me, stops);
    if (before !== null && stops.passUntil === null)
      io.write(`(You pass no longer: ${passUntilWords(before.until)} is over.)`);
  };
  while (!game.isOver() && decisions < max) {
    const open = game.decisions();
    if (open.length === 0) break;
    const next = open.length === 1 ? open[0] : open[randInt(order, open.length)];
    if (next.player === me && next.kind === "priority" && autoPass(game, next, stops)) {
      const marker = markerOfDecision(game.state, next.id);
      const r = game.submit(me, next.id, passAnswer(next));
      if (!r.ok) throw new Error(`passing for you was rejected (${r.code}): ${r.message}`);
      passed++;
      passedInAll++;
      accepted(r.events, marker);
      continue;
    }
    if (next.player !== me) {
      const d = next;
      const answer = bots[d.player].decide({ game, player: d.player, decision: d, rng: rngs[d.player] });
      const marker = markerOfDecision(game.state, d.id);
      const r = game.submit(d.player, d.id, answer);
      if (!r.ok)
        throw new Error(
          `bot for seat ${d.player + 1} gave a rejected answer (${r.code}): ${r.message} (seed ${opts.seed})`,
        );
      accepted(r.events, marker);
      continue;
    }
    const view = game.view(me);
    io.write("");
    if (passed > 0)
      io.write(`(Your stops passed priority for you ${times(passed)} since you were last asked.)`);
    passed = 0;
    let d: Decision;
    let answer: Answer;
    try {
      d = await chooseDecision(
        prompter,
        io,
        view,
        open.filter((x) => x.player === me && !autoPass(game, x, stops)),
        game.state,
      );
      const title = decisionTitle(view, d.id);
      if (title !== null) io.write(`Your decision for ${title}:`);
      const asked = d;
      answer = await askHuman(prompter, io, view, d, (until) => {
        stops = { ...stops, passUntil: startPassUntil(game, asked, until) };
        io.write(`You pass ${passUntilWords(until)}.`);
      });
    } catch (err) {
      if (!(err instanceof Concede)) throw err;
      io.write(err.endOfInput ? "End of input: you concede." : "You concede.");
      const r = game.concede(me);
      if (r.ok) show(r.events);
      continue;
    }
    const problem = checkAnswer(game, me, d.id, answer);
    if (problem !== null) {
      io.write(`That is not allowed: ${problem.message}`);
      continue;
    }
    const marker = markerOfDecision(game.state, d.id);
    const r = game.submit(me, d.id, answer);
    if (!r.ok) {
      io.write(`That is not allowed: ${r.message}`);
      continue;
    }
    accepted(r.events, marker);
  }
  io.write("");
  if (passedInAll > 0)
    io.write(`Your stops (--stops ${preset}) passed priority for you ${times(passedInAll)} in this game.`);
  if (!game.isOver()) io.write(`The game was stopped after ${decisions} decisions.`);
  else if (!log.sawResult) io.write(resultLine(game));
  io.write(`Game over after ${turnsPlayed(game.state)} turns.`);
  return 0;
}

const times = (n: number): string => (n === 1 ? "once" : `${n} times`);

function passUntilWords(until: PassUntilKind): string {
  switch (until) {
    case "end-of-turn":
      return "until end of turn";
    case "my-turn":
      return "until your turn";
    case "something-happens":
      return "until something happens to you";
  }
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
  s: GameState,
): Promise<Decision> {
  for (const l of renderBoard(view, seatingInfo(s), { decision: mine[0].id })) io.write(l);
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
