/**
 * `roundtable play`: a person plays one seat at the terminal, bots play the others. Every decision of
 * the person's seat is shown after a compact board, as numbered options, item by item (prompts.ts, the
 * screen `connect` shows too). Typing `concede` at any prompt concedes. The loop reads lines from a
 * `PlayIO`, so tests can script it. In Grand Melee (807.4) several decisions are open at once, one per
 * turn marker: the loop answers them in a random order, and when the person has more than one they pick
 * which to answer first. The person's stops (docs/server.md, "Stops and passing": `--stops default` or
 * `all`) pass priority for them where they wouldn't want to act; at a priority prompt they may pass until
 * end of turn, until their turn, or until something happens to them. `full on` at any prompt turns full
 * control on for their seat (the engine's Game.setFullControl: asked even where they can only pass,
 * principle 4), `full off` off.
 */
import { type Bot, botRng, checkAnswer, driverRng } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { Game, type GameEvent, hasFullControl, markerCount, randInt } from "@roundtable/engine";
import {
  autoPass,
  nextSettings,
  passAnswer,
  STOP_PRESETS,
  type StopPreset,
  type StopSettings,
  startPassUntil,
} from "@roundtable/protocol";
import { fullControlLine, fullControlWord } from "../fullControl.ts";
import { LogFormatter, resultLine } from "../log.ts";
import { askPerson, type PlayIO, passUntilWords, stopsLine, withCommands } from "../prompts.ts";
import { seatLines, tableWords } from "../seating.ts";
import {
  botsFor,
  buildSetup,
  bySeat,
  listedBySeat,
  type TableOptions,
  turnsPlayed,
  UsageError,
} from "../table.ts";

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

export { askDecision, type PlayIO } from "../prompts.ts";

export async function playCommand(opts: PlayOptions, io: PlayIO): Promise<number> {
  if (!Number.isInteger(opts.seat) || opts.seat < 0 || opts.seat >= opts.players)
    throw new UsageError(`--seat must be between 1 and ${opts.players}, got ${opts.seat + 1}`);
  const { setup, deckNames } = buildSetup(opts);
  const game = Game.create(cardDb, setup);
  // 807.3: with seats drawn at random, the person is the player listed at --seat, wherever they sit.
  const me = listedBySeat(game.state, setup).indexOf(opts.seat);
  // The screen reads only the person's view, taken once after every change.
  let view = game.view(me);
  const log = new LogFormatter({ db: game.db, tableView: () => view }, me);
  const show = (events: GameEvent[]): void => {
    view = game.view(me);
    for (const l of log.lines(events)) io.write(l);
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
  io.write(stopsLine(preset));
  io.write(fullControlLine(false));
  show(game.startEvents);
  const bots: Bot[] = bySeat(game.state, setup, botsFor(opts.bot, setup.players.length));
  const rngs = setup.players.map((_, seat) => botRng(opts.seed, seat));
  // Grand Melee (807.4): several decisions are open at once; the next one answered is drawn at random, as
  // the bots' driver does, so that every turn marker's turn goes on while the person thinks.
  const order = driverRng(opts.seed);
  const max = opts.maxDecisions ?? 100000;
  let stops: StopSettings = STOP_PRESETS[preset];
  /** Priority passed for the person by their stops: since they were last asked, and in all. */
  let passed = 0;
  let passedInAll = 0;
  let decisions = 0;
  /** `full on|off` typed at a prompt: full control for the person's seat, an input of the game. */
  const typed = (line: string): boolean => {
    const on = fullControlWord(line);
    if (on === null) return false;
    if (typeof on === "string") io.write(on);
    else if (on === hasFullControl(game.state, me)) io.write(fullControlLine(on));
    else {
      const r = game.setFullControl(me, on);
      io.write(r.ok ? fullControlLine(on) : `That is not allowed: ${r.message}`);
    }
    return true;
  };
  const prompts = withCommands(io, typed);
  const accepted = (events: GameEvent[]): void => {
    decisions++;
    show(events);
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
      const r = game.submit(me, next.id, passAnswer(next));
      if (!r.ok) throw new Error(`passing for you was rejected (${r.code}): ${r.message}`);
      passed++;
      passedInAll++;
      accepted(r.events);
      continue;
    }
    if (next.player !== me) {
      const d = next;
      const answer = bots[d.player].decide({ game, player: d.player, decision: d, rng: rngs[d.player] });
      const r = game.submit(d.player, d.id, answer);
      if (!r.ok)
        throw new Error(
          `bot for seat ${d.player + 1} gave a rejected answer (${r.code}): ${r.message} (seed ${opts.seed})`,
        );
      accepted(r.events);
      continue;
    }
    io.write("");
    if (passed > 0)
      io.write(`(Your stops passed priority for you ${times(passed)} since you were last asked.)`);
    passed = 0;
    const mine = open.filter((x) => x.player === me && !autoPass(game, x, stops));
    const reply = await askPerson(prompts, view, mine, (until, asked) => {
      stops = { ...stops, passUntil: startPassUntil(game, asked, until) };
      io.write(`You pass ${passUntilWords(until)}.`);
    });
    if ("concede" in reply) {
      const r = game.concede(me);
      if (r.ok) show(r.events);
      continue;
    }
    const { decision: d, answer } = reply;
    const problem = checkAnswer(game, me, d.id, answer);
    if (problem !== null) {
      io.write(`That is not allowed: ${problem.message}`);
      continue;
    }
    const r = game.submit(me, d.id, answer);
    if (!r.ok) {
      io.write(`That is not allowed: ${r.message}`);
      continue;
    }
    accepted(r.events);
  }
  io.write("");
  if (passedInAll > 0)
    io.write(`Your stops (--stops ${preset}) passed priority for you ${times(passedInAll)} in this game.`);
  if (!game.isOver()) io.write(`The game was stopped after ${decisions} decisions.`);
  else if (!log.sawResult) io.write(resultLine(view));
  io.write(`Game over after ${turnsPlayed(game.state)} turns.`);
  return 0;
}

const times = (n: number): string => (n === 1 ? "once" : `${n} times`);
