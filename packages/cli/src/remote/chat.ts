/**
 * The table's chat at the terminal (docs/server-protocol.md § `say`, § `chat`). The lines the person may
 * read are printed as they arrive — even while a prompt waits for an answer — marked apart from the game's
 * log: "[chat] Ann: gl", "[team] Ben: hold Fog", "[chat] Judge: …". A welcome's lines are printed once:
 * after a reconnection only those not shown yet (a line's `n` is its number at the table). The person
 * talks with `/say TEXT` (to the table) and `/team TEXT` (to their team), typed at any prompt or while
 * waiting; the server's refusal of a line is printed as it comes. Spectators read and don't write.
 */
import { type ChatLine, ChatText, type ClientState, type ViewMessage } from "@roundtable/protocol";
import type { PlayIO } from "../prompts.ts";

/** The refs of the person's `say` messages start with this: their refusals are the chat's to print. */
const REF = "say-";

/** What the person may type to talk, for the prompts' help: with `/team` where they have a team. */
export function chatHelp(team: boolean): string {
  return team ? "/say TEXT talks to the table, /team TEXT to your team" : "/say TEXT talks to the table";
}

export class TableChat {
  /** The numbers of the lines printed already. */
  private readonly shown = new Set<number>();
  /** How many lines the person has said (their refs count them), and the last ones' texts, for a refusal. */
  private said = 0;
  private readonly texts = new Map<string, string>();
  private told = false;

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
        `Your line${text === undefined ? "" : ` "${text}"`} was not sent: ${m.message} (${m.code}).`,
      );
      return true;
    }
    return false;
  };

  /**
   * After a welcome has been shown: its lines not printed yet (the table's last lines at the first one;
   * after a reconnection, those said while this client was away), and, once, how to talk.
   */
  welcome(lines: ChatLine[]): void {
    if (!this.told) {
      this.told = true;
      const team = this.team();
      this.io.write(
        this.state.you?.role === "spectator"
          ? "You read the table's chat; spectators don't write in it."
          : `Chat: ${chatHelp(team !== false)}${team === null ? " (in a game with teams, once it has begun)" : ""}.`,
      );
    }
    for (const l of lines) this.show(l);
  }

  /**
   * What the person typed, when it is a command of the chat (it starts with "/"): says the line (`send`
   * false: the connection is down) or tells why not; true when it was one.
   */
  typed(line: string, send: (message: unknown) => boolean): boolean {
    const t = line.trim();
    if (!t.startsWith("/")) return false;
    const [, command, rest] = /^\/(\S*)\s*(.*)$/s.exec(t) ?? ["", "", ""];
    const to = command.toLowerCase() === "say" ? "table" : command.toLowerCase() === "team" ? "team" : null;
    if (to === null) {
      this.io.write(`Unknown command "/${command}": ${this.help()}.`);
      return true;
    }
    if (this.state.you?.role === "spectator") {
      this.io.write(
        "Spectators read the table's chat but don't write in it: only its players and judge may.",
      );
      return true;
    }
    const text = ChatText.safeParse(rest);
    if (!text.success) {
      const why = rest.trim() === "" ? `type your line after /${command}` : text.error.issues[0].message;
      this.io.write(`Not sent: ${why}.`);
      return true;
    }
    const ref = `${REF}${++this.said}`;
    this.texts.set(ref, brief(text.data));
    this.texts.delete(`${REF}${this.said - 100}`); // a refusal comes soon after its line, if at all
    if (!send({ type: "say", ref, to, text: text.data }))
      this.io.write("Not sent: the connection to the server is down. Say it again once it is back.");
    return true;
  }

  /** How to talk, for the prompts' help: the commands the person may use. */
  help(): string {
    return this.state.you?.role === "spectator"
      ? "spectators read the table's chat and don't write in it"
      : chatHelp(this.team() !== false);
  }

  /** Whether the person may say a line to their team: null while it isn't known (no game yet). */
  private team(): boolean | null {
    if (this.state.you !== null && this.state.you.role !== "player") return false;
    const view = this.state.view();
    if (view === null) return null;
    return view.viewer !== null && view.players[view.viewer]?.team != null;
  }

  private show(l: ChatLine): void {
    if (this.shown.has(l.n)) return;
    this.shown.add(l.n);
    const me = this.state.you;
    const who =
      l.from.role === "judge"
        ? me?.role === "judge"
          ? "Judge (you)"
          : "Judge"
        : `${l.from.name}${me?.role === "player" && me.seat === l.from.seat ? " (you)" : ""}`;
    // The name and the text hold no control characters: the link made them safe to print (safe.ts).
    this.io.write(`[${l.to === "team" ? "team" : "chat"}] ${who}: ${l.text}`);
  }
}

/** A line's first words, for a refusal of it. */
function brief(text: string): string {
  const chars = [...text];
  return chars.length <= 40 ? text : `${chars.slice(0, 39).join("")}…`;
}
