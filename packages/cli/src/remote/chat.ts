/**
 * The table's chat at the terminal (docs/server-protocol.md § `say`, § `chat`). The lines the person may
 * read are printed as they arrive — even while a prompt waits for an answer — marked apart from the game's
 * log: "[chat] Ann: gl", "[team] Ben: hold Fog", "[chat] Judge: …", "[chat] Sam (spectator): nice". A
 * welcome's lines are printed once: after a reconnection only those not shown yet (a line's `n` is its
 * number at the table). The person talks with `/say TEXT` (to the table) and `/team TEXT` (to their team:
 * from the lobby on where the table's seats name their teams), typed at any prompt or while waiting; the
 * server's refusal of a line is printed as it comes. Spectators read, and say lines to the table where its
 * settings let them (`spectatorsChat`). `/mute NAME` hides a player's or a spectator's lines for this
 * session (never the judge's), `/unmute NAME` prints those hidden and shows the next ones: the person's own
 * choice, of lines they may read anyway. Before the terminal leaves, it waits a moment for the person's
 * last lines to come back (settled), so that they are printed.
 */
import { type ChatLine, ChatText, type ClientState, type ViewMessage, type You } from "@roundtable/protocol";
import { isCommandLine, type PlayIO } from "../prompts.ts";

/** The refs of the person's `say` messages start with this: their refusals are the chat's to print. */
const REF = "say-";

/** How to hide someone's lines, told once as the chat begins and with an unknown command. */
const MUTE_HELP = "/mute NAME hides someone's lines for this session, /unmute NAME shows them again.";

/** What the person may type to talk, for the prompts' help: with `/team` where they have a team. */
export function chatHelp(team: boolean): string {
  return team ? "/say TEXT talks to the table, /team TEXT to your team" : "/say TEXT talks to the table";
}

export class TableChat {
  /** The numbers of the lines printed already. */
  private readonly shown = new Set<number>();
  /**
   * How many lines the person has said (their refs count them), and the texts of those sent and not yet
   * come back (their own line, as everyone gets it) or refused, by ref.
   */
  private said = 0;
  private readonly texts = new Map<string, string>();
  /** Called once no line the person said waits for the server (settled). */
  private answered: (() => void) | null = null;
  private told = false;
  /** The names muted (lower case), each with the lines of theirs hidden since, oldest first. */
  private readonly muted = new Map<string, ChatLine[]>();

  constructor(
    private readonly io: PlayIO,
    private readonly state: ClientState,
  ) {}

  /**
   * The connection's tap (link.ts): prints a chat line, or the server's refusal of one of the person's
   * lines, as it arrives; true when the message was one of these.
   */
  readonly tap = (m: ViewMessage): boolean => {
    if (m.type === "chat") {
      this.state.receive(m);
      this.show(m.line);
      return true;
    }
    if (m.type === "error" && m.ref?.startsWith(REF)) {
      const text = this.texts.get(m.ref);
      this.io.write(
        `Your line${text === undefined ? "" : ` "${brief(text)}"`} was not sent: ${m.message} (${m.code}).`,
      );
      this.came(m.ref);
      return true;
    }
    return false;
  };

  /**
   * Resolves once every line the person said has come back from the server or been refused, or after `ms`
   * (the connection may be down): the terminal waits for it before it leaves, so that the person's last
   * line — a pipe's last "/say gg" — is printed as the others read it, or its refusal.
   */
  settled(ms: number): Promise<void> {
    if (this.texts.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.answered?.(), ms);
      this.answered = () => {
        clearTimeout(timer);
        this.answered = null;
        resolve();
      };
    });
  }

  /**
   * After a welcome has been shown: its lines not printed yet (the table's last lines at the first one;
   * after a reconnection, those said while this client was away), and, once, how to talk.
   */
  welcome(lines: ChatLine[]): void {
    if (!this.told) {
      this.told = true;
      const team = this.team();
      const you = this.state.you;
      this.io.write(
        you?.role !== "spectator"
          ? `Chat: ${chatHelp(team !== false)}${team === null ? " (if the game has teams, once it has begun)" : ""}.`
          : this.spectatorMayNot() === null
            ? `Chat: ${chatHelp(false)}, as ${you.name} (a spectator).`
            : "You read the table's chat; spectators don't write in it.",
      );
      this.io.write(MUTE_HELP);
    }
    for (const l of lines) this.show(l);
  }

  /**
   * What the person typed, when it is a command of the chat (it starts with "/"): says the line (`send`
   * false: the connection is down) or tells why not; true when it was one.
   */
  typed(line: string, send: (message: unknown) => boolean): boolean {
    if (!isCommandLine(line)) return false;
    const t = line.trim();
    const [, command, rest] = /^\/(\S*)\s*(.*)$/s.exec(t) ?? ["", "", ""];
    const verb = command.toLowerCase();
    if (verb === "mute" || verb === "unmute") {
      this.mute(verb === "mute", rest.trim());
      return true;
    }
    const to = verb === "say" ? "table" : verb === "team" ? "team" : null;
    if (to === null) {
      this.io.write(`Unknown command "/${command}": ${this.help()}; ${MUTE_HELP}`);
      return true;
    }
    if (this.state.you?.role === "spectator") {
      const why =
        to === "team" ? "Spectators have no team: /say TEXT talks to the table." : this.spectatorMayNot();
      if (why !== null) {
        this.io.write(why);
        return true;
      }
    }
    const text = ChatText.safeParse(rest);
    if (!text.success) {
      const why = rest.trim() === "" ? `type your line after /${command}` : text.error.issues[0].message;
      this.io.write(`Not sent: ${why}.`);
      return true;
    }
    const ref = `${REF}${++this.said}`;
    this.texts.set(ref, text.data);
    this.texts.delete(`${REF}${this.said - 100}`); // an answer comes soon after its line, if at all
    if (!send({ type: "say", ref, to, text: text.data })) {
      this.texts.delete(ref);
      this.io.write("Not sent: the connection to the server is down. Say it again once it is back.");
    }
    return true;
  }

  /** How to talk, for the prompts' help: the commands the person may use. */
  help(): string {
    if (this.state.you?.role !== "spectator") return chatHelp(this.team() !== false);
    return this.spectatorMayNot() === null
      ? chatHelp(false)
      : "spectators read the table's chat and don't write in it";
  }

  /**
   * Why this spectator may not say a line (null: they may): the table's settings let no spectator talk, or
   * their token names no one (one made before spectators had names: `--spectate` gets one that does).
   */
  private spectatorMayNot(): string | null {
    const settings = this.state.info?.settings as { spectatorsChat?: boolean } | undefined;
    if (settings?.spectatorsChat !== true)
      return "Spectators read the table's chat but don't write in it: only its players and judge may.";
    if (this.state.you?.spectator === undefined)
      return "This spectator's token names no one, and only a named spectator talks: connect with --spectate (and --name) for a new one.";
    return null;
  }

  /**
   * `/mute NAME`: the lines of the players and spectators of that name (any case) are hidden from now on;
   * `/unmute NAME`: those hidden are printed, and the next ones shown. The judge's lines are never hidden.
   */
  private mute(on: boolean, name: string): void {
    const command = on ? "/mute" : "/unmute";
    if (name === "") {
      this.io.write(`Type the name after ${command}: ${command} Ben.`);
      return;
    }
    const key = name.toLowerCase();
    const known = this.names().has(key);
    if (on) {
      if (key === "judge" && !known) this.io.write("The judge's lines can't be muted.");
      else if (this.muted.has(key))
        this.io.write(`${name} is muted already (/unmute ${name} shows their lines).`);
      else {
        this.muted.set(key, []);
        this.io.write(
          `${name} is muted: their lines are hidden for this session (/unmute ${name} shows them)${known ? "" : " — no one of that name sits here or has spoken yet"}.`,
        );
      }
      return;
    }
    const hidden = this.muted.get(key);
    if (hidden === undefined) {
      this.io.write(`${name} is not muted.`);
      return;
    }
    this.muted.delete(key);
    this.io.write(
      `${name} is unmuted: ${hidden.length === 0 ? "no line of theirs was hidden" : `the ${hidden.length} line${hidden.length === 1 ? "" : "s"} hidden:`}`,
    );
    for (const l of hidden) this.print(l);
  }

  /** The names (lower case) of the table's seats and of those who said the lines shown. */
  private names(): Set<string> {
    const names = (this.state.info?.seats ?? []).map((s) => s.name);
    for (const l of this.state.chat) if (l.from.role !== "judge") names.push(l.from.name);
    return new Set(names.map((n) => n.toLowerCase()));
  }

  /**
   * Whether the person may say a line to their team (102.3): the game's view tells once it has begun; before
   * that the table's info, whose seats name their teams where the table's options seat them (808.2, 809.2,
   * 810.1, 811.3), so teammates talk from the lobby on. Null while neither tells: a table without teams,
   * or one whose players are seated at random as its game begins (807.3).
   */
  private team(): boolean | null {
    const you = this.state.you;
    if (you !== null && you.role !== "player") return false;
    const view = this.state.view();
    if (view !== null) return view.viewer !== null && view.players[view.viewer]?.team != null;
    const seat = you?.seat ?? null;
    return seat !== null && this.state.info?.seats[seat]?.team !== undefined ? true : null;
  }

  private show(l: ChatLine): void {
    if (this.shown.has(l.n)) return;
    this.shown.add(l.n);
    if (mine(l, this.state.you)) {
      // The person's line has come back: the first of theirs waiting with that text.
      const ref = [...this.texts].find(([, text]) => text === l.text)?.[0];
      if (ref !== undefined) this.came(ref);
    }
    const hidden = l.from.role === "judge" ? undefined : this.muted.get(l.from.name.toLowerCase());
    if (hidden !== undefined) hidden.push(l);
    else this.print(l);
  }

  /** The server has answered the person's line `ref` (it came back, or was refused). */
  private came(ref: string): void {
    this.texts.delete(ref);
    if (this.texts.size === 0) this.answered?.();
  }

  private print(l: ChatLine): void {
    // The name and the text hold no control characters: the link made them safe to print (safe.ts).
    this.io.write(`[${l.to === "team" ? "team" : "chat"}] ${speaker(l, this.state.you)}: ${l.text}`);
  }
}

/** Whether the person said line `l`: their seat's, their spectator's number's, or the judge's. */
function mine(l: ChatLine, me: You | null): boolean {
  const { from } = l;
  if (from.role === "judge") return me?.role === "judge";
  if (from.role === "player") return me?.role === "player" && me.seat === from.seat;
  return me?.role === "spectator" && me.spectator === from.spectator;
}

/** Who said a line, as printed: "Judge", a seat's name, "Sam (spectator)"; "(you)" for the person's own. */
function speaker(l: ChatLine, me: You | null): string {
  const { from } = l;
  const you = mine(l, me);
  if (from.role === "judge") return you ? "Judge (you)" : "Judge";
  if (from.role === "player") return `${from.name}${you ? " (you)" : ""}`;
  return `${from.name} (spectator${you ? ", you" : ""})`;
}

/** A line's first words, for a refusal of it. */
function brief(text: string): string {
  const chars = [...text];
  return chars.length <= 40 ? text : `${chars.slice(0, 39).join("")}…`;
}
