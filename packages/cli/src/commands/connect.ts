/**
 * `roundtable connect URL`: a person takes a seat at a table server's table (or spectates) and plays with
 * the screen of `play` (prompts.ts, the board and the log), from what the server sends: a table view and
 * a seat view, then patches and events (docs/server-protocol.md). A lost connection is opened again with
 * the last `seq` seen, so nothing is missed; a seat's token, printed as the seat is taken, rejoins it
 * later (`--token`). The table's chat (remote/chat.ts) is printed as it comes; the person talks with
 * `/say TEXT` and `/team TEXT` at any prompt, and while waiting where the terminal reads lines meanwhile
 * (PlayIO.listen) — from a pipe, whose other lines answer prompts, its commands while the table waits for
 * its players (PlayIO.command). There, `concede` concedes at once too (104.3a: at any time), and `full on`
 * or `full off` turns full control on or off for the seat (the `fullControl` message: asked even where the
 * person can only pass, principle 4), as at a prompt. Once the game
 * is over the person stays for the table's chat ("gg") until they type `/quit` or their input ends — a
 * pipe's lines are read then too —, unless `--exit-at-end`; `/rematch` then moves them to the table's rematch
 * (remote/rematch.ts). Before leaving a table, the client waits a moment for the person's last chat
 * lines to come back from the server. The end of input (Ctrl-D) or `/quit` while the table waits for its
 * players leaves it: the seat stays the person's, and its token rejoins it (as a closed web page's does);
 * `/leave` then gives the seat up (`POST /api/tables/:id/leave`) and leaves — once the game has begun,
 * "concede" is how a player leaves it (104.3a), and `/leave` says so rather than conceding for a word typed
 * in passing; the server refuses it too, the seat staying the person's, when the last seat was taken just
 * as they typed it. With `--create`, the table is made first (remote/create.ts): given the server's URL,
 * the person makes a table and takes their seat there. With `--deck`, they sit down with their own deck,
 * which the server checks for its table (remote/seatDeck.ts).
 */
import { cardDb } from "@roundtable/cards";
import {
  ClientState,
  type PassUntilKind,
  PROTOCOL_VERSION,
  STOP_PRESETS,
  type StopPreset,
  type ViewMessage,
} from "@roundtable/protocol";
import { fullControlLine, fullControlWord } from "../fullControl.ts";
import { askPerson, type PlayIO, passUntilWords, stopsLine, withCommands } from "../prompts.ts";
import { rejoinLine, type TableAddress, tableAddress } from "../remote/address.ts";
import { giveUpSeat, RemoteError, spectatorToken, takeSeat } from "../remote/api.ts";
import { TableChat } from "../remote/chat.ts";
import { createTable, type NewTable } from "../remote/create.ts";
import { type Arrival, Link, type Tap } from "../remote/link.ts";
import { type Place, Rematch } from "../remote/rematch.ts";
import { RemoteScreen } from "../remote/screen.ts";
import { deckRefusal, type SeatDeck, seatDeck } from "../remote/seatDeck.ts";

export interface ConnectOptions {
  url: string;
  table?: string;
  /** The name to sit under (default "Player"); spectating, to talk under (default: the server's "Spectator N"). */
  name?: string;
  /** 0-based seat to take; the first open one when absent. */
  seat?: number;
  /** A seat (or spectator) token: rejoin with it instead of taking a seat. */
  token?: string;
  spectate?: boolean;
  /** How many times in a row a lost connection is opened again (default 5). */
  retries?: number;
  /** The wait before the first attempt to reconnect, doubled each time (default 500 ms). */
  retryMs?: number;
  /** Where the person is asked for priority; absent: the seat's settings on the server (its defaults). */
  stops?: StopPreset;
  /** Leave as the game ends, without staying for the table's chat (scripts whose input doesn't end). */
  exitAtEnd?: boolean;
  /** Make this table on the server of `url` first (`--create`), then take the seat there. */
  create?: NewTable;
  /** The person's own deck: a deck list file, or a ready deck's name (remote/seatDeck.ts). */
  deck?: string;
}

/** The name a person sits under without --name. */
const DEFAULT_NAME = "Player";

/**
 * Errors of a hello: nothing will change by trying again (the judge's while its judge plays: not until the
 * game is over).
 */
const FATAL = new Set(["unauthorised", "not-found", "protocol", "bad-message", "judge-is-playing"]);

/** How long the client waits, as it leaves a table, for the person's last chat lines to come back. */
const ECHO_WAIT_MS = 3000;

export async function connectCommand(opts: ConnectOptions, io: PlayIO): Promise<number> {
  const deck = seatDeck(opts); // read before anything is sent
  try {
    if (opts.create === undefined) return await play(tableAddress(opts.url, opts.table), opts, io, deck);
    // A table made for the person: they take their seat there (seat 1 unless --seat).
    const seat = opts.seat ?? 0;
    const name = opts.name ?? DEFAULT_NAME;
    const made = await createTable({ url: opts.url, table: opts.table, seat, name, deck }, opts.create, io);
    // The seat is taken with the judge token: its maker plays it as the table's judge.
    return await play(made.where, { ...opts, seat, name }, io, deck, made.judgeToken);
  } catch (err) {
    if (!(err instanceof RemoteError)) throw err;
    io.write(err.message);
    for (const issue of err.issues) io.write(`  ${issue}`);
    return 1;
  }
}

/** `judge`: the table's judge token where the person made the table (`--create`): it takes the seat. */
async function play(
  where: TableAddress,
  opts: ConnectOptions,
  io: PlayIO,
  deck?: SeatDeck,
  judge?: string,
): Promise<number> {
  let at: Place = { where, token: await place(where, opts, io, deck, judge) };
  for (;;) {
    const next = await atTable(at, opts, io);
    if (typeof next === "number") return next;
    at = next; // the rematch (/rematch)
  }
}

/** Plays (or watches) at one table: the exit code, or the place to go on at (its rematch). */
async function atTable({ where, token }: Place, opts: ConnectOptions, io: PlayIO): Promise<number | Place> {
  const state = new ClientState();
  const screen = new RemoteScreen(io, state, cardDb, where.table);
  const chat = new TableChat(io, state);
  const rematch = new Rematch(io, state, { where, token });
  const hello = () => ({
    type: "hello",
    protocol: PROTOCOL_VERSION,
    table: where.table,
    token,
    ...(state.seq === null ? {} : { lastSeq: state.seq }),
  });
  let link = await Link.open(where.ws, chat.tap);
  link.send(hello());
  const say = (message: unknown): boolean => link.send(message);
  /** The person conceded: nothing more is asked (unless the server refuses the concession). */
  let conceded = false;
  /** The game's end has been shown: the person stays for the chat. */
  let shownEnd = false;
  /** The person typed /quit. */
  let quit = false;
  /** The person typed /rematch after the game: it is asked once the line has been taken. */
  let rematchAsked = false;
  /** The person typed /leave before the start: the seat is given up once the line has been taken. */
  let leaveAsked = false;
  /** The server refused that /leave, the game having begun: nothing more is read until its view comes. */
  let begun = false;
  /** Where the person goes on: the rematch, once the server gave them a place there. */
  let moved: Place | null = null;
  /** Whether the person plays in the game under way: until its end, or until they leave it (104.3a, 800.4a). */
  const playing = (): boolean => {
    const seat = state.you?.role === "player" ? state.you.seat : null;
    const table = state.parts?.table;
    if (seat === null || table === undefined || state.over()) return false;
    return !conceded && table.players[seat]?.left !== true;
  };
  /** Concedes the game (104.3a): the server takes it, and nothing more is asked of the person. */
  const concede = (): void => {
    conceded = link.send({ type: "concede", ref: "concede" });
    if (!conceded)
      io.write("Not conceded: the connection to the server is down. Type concede again once it is back.");
  };
  /**
   * Full control for the person's seat, as they typed it (`full on|off`): sent while they play, and the
   * screen says the setting at once (and the seat view's again if the server refuses it).
   */
  const fullControl = (on: boolean): void => {
    if (!playing()) io.write(nothingAsked("There is no priority to be asked for"));
    else if (on === screen.fullControlNow()) io.write(fullControlLine(on));
    else if (link.send({ type: "fullControl", ref: "fullControl", on })) screen.fullControlAsked(on);
    else
      io.write(
        `Full control is still ${on ? "off" : "on"}: the connection to the server is down. Type full ${on ? "on" : "off"} again once it is back.`,
      );
  };
  /**
   * A command of the person's, typed at a prompt or while nothing is asked (the chat's, /rematch, /leave,
   * /quit, full on|off): done; else false.
   */
  const command = (l: string): boolean => {
    const t = l.trim().toLowerCase();
    const full = fullControlWord(l);
    if (full !== null) {
      if (typeof full === "string") io.write(full);
      else fullControl(full);
      return true;
    }
    if (t === "/leave") {
      leave();
      return true;
    }
    if (t === "/rematch") {
      if (state.over()) rematchAsked = true;
      else io.write("A rematch is made once the game is over: /rematch then.");
      return true;
    }
    if (t !== "/quit") return chat.typed(l, say);
    if (playing())
      io.write('You play on: "concede" concedes the game (104.3a); /quit leaves once it is over for you.');
    else {
      leavingWaiting();
      quit = true;
    }
    return true;
  };
  /** Leaving before the start (/quit, the end of input): a player is told their seat stays theirs. */
  const leavingWaiting = (): void => {
    if (state.parts === null && state.you?.role === "player")
      io.write(
        `You leave before the game has begun: seat ${(state.you.seat ?? 0) + 1} stays yours, and its token rejoins it.`,
      );
  };
  // At a prompt, a command is done, and the prompt is asked again.
  const prompts = withCommands(io, command);
  /**
   * `/leave`: before the start, a player's seat is given up (asked once the line has been taken); after it
   * the person is told how to leave — a player's seat stays theirs until they concede (104.3a).
   */
  const leave = (): void => {
    if (state.you !== null && state.you.role !== "player")
      io.write("You are watching: there is no seat to give up (/quit leaves).");
    else if (state.parts === null) leaveAsked = true;
    else if (playing())
      io.write(
        'The game has begun: "concede" concedes it (104.3a); /leave gives up a seat only before the start.',
      );
    else io.write("The game has begun: there is no seat to give up now; /quit leaves.");
  };
  /**
   * Gives up the person's seat before the start: true once the server has freed it. The person's last
   * lines are said first, as their seat's (its connection closes with it).
   */
  const giveUp = async (): Promise<boolean> => {
    await chat.settled(ECHO_WAIT_MS);
    try {
      await giveUpSeat(where, token);
    } catch (err) {
      if (!(err instanceof RemoteError)) throw err;
      // The last open seat was taken as the person typed /leave: the game has begun, and they play it.
      if (err.code === "not-waiting") {
        begun = true;
        io.write(
          'Your seat was not given up: the game has begun, its last seat taken as you left. You play on: "concede" concedes it (104.3a).',
        );
      } else io.write(`Your seat was not given up: ${err.message}.`);
      return false;
    }
    const seat = state.you?.seat ?? null;
    io.write(
      `You gave up ${seat === null ? "your seat" : `seat ${seat + 1}`} at table ${where.table}: it is open for someone else, and its token is no longer the table's.`,
    );
    return true;
  };
  /** A line typed while nothing is asked. */
  const heard = (l: string): void => {
    const t = l.trim().toLowerCase();
    if (command(l) || t === "") return;
    if (t === "concede" && playing()) {
      // 104.3a: the person may concede at any time, not only when asked (as at a prompt: no question first).
      io.write("You concede.");
      concede();
    } else io.write(nothingAsked(t === "concede" ? "There is nothing to concede" : undefined));
  };
  /**
   * Why a line typed while nothing is asked does nothing (or a `concede`, `full on` that can't be done: `lead`
   * says what there isn't before the game begins), and what may be typed.
   */
  const nothingAsked = (lead = "Nothing is asked of you"): string => {
    if (state.you !== null && state.you.role !== "player")
      return "You are watching: nothing is asked of you.";
    if (state.over()) return afterGame();
    if (state.parts === null)
      return `${lead} yet: the game hasn't begun (${chat.help()}; /leave gives up your seat).`;
    if (!playing())
      return `You have left the game: nothing more is asked of you (${chat.help()}; /quit leaves).`;
    return `Nothing is asked of you now ("concede" concedes; ${chat.help()}).`;
  };
  /** What the person may do once the game is over. */
  const afterGame = (): string =>
    `The game is over: ${chat.help()}; ${rematch.help()}; /quit (or the end of input, Ctrl-D) leaves.`;
  /**
   * While nothing is asked: the line the person may be typing, until it comes or a prompt. At a terminal
   * (io.listen) while the game goes on; from a pipe, its commands while the table waits for its players
   * (io.command: its other lines answer prompts), and every line once the game is over.
   */
  let idle: { line: Promise<string | null>; stop: AbortController } | null = null;
  /** Lines are read while nothing is asked (io.listen), until the input ends: then the next prompt concedes. */
  let listening = io.listen !== undefined;
  const idleLine = (signal: AbortSignal): Promise<string | null> | null => {
    if (begun && state.parts === null) return null;
    if (listening && io.listen !== undefined) return io.listen(signal);
    if (shownEnd) return io.ask("> ");
    const waiting = state.you !== null && state.parts === null;
    return waiting && io.command !== undefined ? io.command(signal) : null;
  };
  const quiet = async (): Promise<void> => {
    if (idle === null) return;
    idle.stop.abort();
    const l = await idle.line; // a line that came just before the prompt
    idle = null;
    if (l !== null) heard(l);
  };
  /** The next arrival of the link, while it is awaited. */
  let incoming: Promise<Arrival> | null = null;
  /** The decision answered last, until the server's update closes it or an error refuses the answer. */
  let answered: number | null = null;
  let drops = 0;
  try {
    while (!quit && moved === null) {
      incoming ??= link.next();
      if (idle === null) {
        const stop = new AbortController();
        const line = idleLine(stop.signal);
        if (line !== null) idle = { line, stop };
      }
      const got: { arrival: Arrival } | { line: string | null } = await Promise.race([
        incoming.then((arrival) => ({ arrival })),
        ...(idle === null ? [] : [idle.line.then((line) => ({ line }))]),
      ]);
      if ("line" in got) {
        idle = null;
        if (got.line !== null) heard(got.line);
        else if (playing())
          listening = false; // the end of input: the next prompt concedes
        else {
          // The end of input leaves, once nothing is asked of the person (or can be).
          leavingWaiting();
          break;
        }
        if (rematchAsked) {
          rematchAsked = false;
          moved = await rematch.ask();
        }
        if (leaveAsked) {
          leaveAsked = false;
          if (await giveUp()) break;
        }
        continue;
      }
      incoming = null;
      const a = got.arrival;
      if (a.kind === "closed") {
        if (a.code === 1000) {
          // The server ended it on purpose: the seat was given up (elsewhere: another terminal's /leave, a
          // web page's), and its token is no longer the table's. Reconnecting would be refused.
          io.write(`The server ended the connection${a.reason === "" ? "" : `: ${a.reason}`}.`);
          break;
        }
        const next = await reconnect(where, io, a.why, drops++, opts, chat.tap);
        // Over already, the game was played to its end: giving up loses only the chat after it.
        if (next === null) return state.over() ? 0 : 1;
        link = next;
        answered = null;
        conceded = false; // the welcome tells whether the concession was taken
        link.send(hello());
        continue;
      }
      if (a.kind === "garbled") {
        io.write(`The server sent something this client doesn't understand: ${a.why}`);
        continue;
      }
      const m: ViewMessage = a.message;
      if (m.type === "error") {
        if (m.ref === "concede") conceded = false;
        if (state.you === null && FATAL.has(m.code)) {
          link.close();
          throw new RemoteError(`The server refused: ${m.message} (${m.code})`);
        }
        io.write(
          m.ref === undefined
            ? `The server says: ${m.message} (${m.code})`
            : `That is not allowed: ${m.message}`,
        );
        if (m.ref !== undefined && m.ref === String(answered)) answered = null;
        if (m.ref === "fullControl") screen.fullControlRefused();
        continue;
      }
      if (m.type === "welcome") {
        drops = 0;
        // The person's choice of where to be asked for priority, told to the server for their seat once
        // (the server keeps it across reconnections).
        if (opts.stops !== undefined && m.you.role === "player" && state.you === null) {
          link.send({ type: "stops", ref: "stops", settings: STOP_PRESETS[opts.stops] });
          io.write(stopsLine(opts.stops));
        }
      }
      const passing = state.stops?.passUntil ?? null;
      screen.take(m);
      if (m.type === "welcome") chat.welcome(m.chat);
      if (m.type === "stops" && passing !== null && state.stops?.passUntil === null)
        io.write(`(You pass no longer: ${passUntilWords(passing.until)} is over.)`);
      if (state.over()) {
        if (!shownEnd) {
          shownEnd = true;
          screen.end();
          if (opts.exitAtEnd) break;
          // The others may still talk ("gg"): the person reads and answers until they leave.
          io.write(afterGame());
        }
        rematch.notice();
        continue;
      }
      if (link.waiting()) continue; // the person answers what is current, once everything that came is shown
      const mine = conceded ? [] : state.decisions();
      if (answered !== null && mine.some((d) => d.id === answered)) continue;
      answered = null;
      const view = state.view();
      if (mine.length === 0 || view === null) continue;
      await quiet();
      if (conceded || quit || link.waiting()) continue; // a line typed just before conceded, or left
      io.write("");
      const pressed: { until: PassUntilKind | null } = { until: null };
      const reply = await askPerson(
        prompts,
        view,
        mine,
        (until) => {
          pressed.until = until;
        },
        chat.help(),
      );
      if ("concede" in reply) {
        // Asked no more: the game ends for the person as the server takes the concession.
        concede();
        continue;
      }
      answered = reply.decision.id;
      if (pressed.until === null)
        link.send({ type: "answer", ref: String(answered), decision: answered, answer: reply.answer });
      else {
        // The server passes this decision for the person now, and the next ones until … (stops.ts).
        link.send({ type: "pass", ref: String(answered), until: pressed.until });
        io.write(`You pass ${passUntilWords(pressed.until)}.`);
      }
    }
  } finally {
    idle?.stop.abort();
  }
  await chat.settled(ECHO_WAIT_MS);
  link.close();
  return moved ?? 0;
}

/**
 * Takes the seat, with `deck` (printing its token) — with the table's judge token `judge` where the person
 * made the table —, or a spectator's place; the token to say hello with.
 */
async function place(
  where: TableAddress,
  opts: ConnectOptions,
  io: PlayIO,
  deck?: SeatDeck,
  judge?: string,
): Promise<string> {
  if (opts.token !== undefined) return opts.token;
  if (opts.spectate) return spectatorToken(where, opts.name);
  const name = opts.name ?? DEFAULT_NAME;
  const { seat, token } = await takeSeat(where, name, opts.seat, deck?.list, judge).catch((err: unknown) => {
    throw deckRefusal(err, deck);
  });
  const playing = deck === undefined ? "" : `, with ${deck.what}`;
  io.write(`You took seat ${seat + 1} at table ${where.table} as ${name}${playing}.`);
  io.write(rejoinLine(where, token));
  return token;
}

/** Opens the connection again after it was lost, waiting longer each time; null when it gives up. */
async function reconnect(
  where: TableAddress,
  io: PlayIO,
  why: string,
  drops: number,
  opts: ConnectOptions,
  tap: Tap,
): Promise<Link | null> {
  const retries = opts.retries ?? 5;
  io.write(`The connection was lost (${why}).`);
  for (let k = drops; k < retries; k++) {
    const ms = (opts.retryMs ?? 500) * 2 ** k;
    io.write(`Reconnecting in ${ms} ms (attempt ${k + 1} of ${retries})…`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    try {
      return await Link.open(where.ws, tap);
    } catch (err) {
      if (!(err instanceof RemoteError)) throw err;
      io.write(err.message);
    }
  }
  io.write("Giving up: the server can't be reached. Rejoin later with your seat's token (--token).");
  return null;
}
