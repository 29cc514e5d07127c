/**
 * The table's chat (chat.ts; the server's rules: docs/server-protocol.md § say): the lines this page may read,
 * oldest first, each with who said it — a spectator's marked "(spectator)" — and — a team's line — that it
 * went to the team; and for a player or the judge an input (Enter sends), with a Team/Table switch for a
 * player who has teammates (before the start too, where the table's info gives the seats' teams), a
 * character counter near the limit, and a refusal shown under it. A spectator reads, and talks where the
 * table's settings let spectators (`spectatorsChat`): once they have a name there (JoinChat: a spectator's
 * token naming them), the input, to the table. Each reader may mute a player or a spectator (not the
 * judge): their lines are hidden for this reader alone, said under the lines ("Ben: 3 lines hidden",
 * unmute). The lines alone, read-only: ChatLines (a replay's chat, ReplayChat.tsx).
 */
import type { PlayerView } from "@roundtable/engine";
import {
  CHAT_MAX_CHARS,
  type ChatChannel,
  type ChatLine,
  type ChatSpeaker,
  joinNames,
  type TableInfo,
} from "@roundtable/protocol";
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { api } from "../api.ts";
import {
  CHAT_COUNT_FROM,
  chatLength,
  chatText,
  hiddenCount,
  isMine,
  mayMute,
  type Reader,
  speaker,
  speakerKey,
  spectatorsTalk,
  teamAddress,
  teammates,
  tooLong,
  withoutMuted,
} from "../chat.ts";
import { saveSpectatorToken } from "../seatTokens.ts";
import { useTable } from "../store.ts";

/** `shown`: the chat is on screen (its tab chosen): it then keeps its newest line in view. */
export function Chat(props: { shown: boolean }) {
  const lines = useTable((s) => s.chat);
  const you = useTable((s) => s.you);
  const view = useTable((s) => s.view);
  const info = useTable((s) => s.info);
  const muted = useTable((s) => s.muted);
  const mute = useTable((s) => s.mute);
  const unmute = useTable((s) => s.unmute);
  const { shown, hidden } = withoutMuted(lines, muted);
  const onMute = (from: ChatSpeaker) => {
    const key = speakerKey(from);
    if (key !== null && from.role !== "judge") mute({ key, name: from.name });
  };
  return (
    <section className="chat" aria-label="Chat">
      <h2 className="sr">Chat</h2>
      <ChatLines
        lines={shown}
        you={you}
        view={view}
        info={info}
        shown={props.shown}
        empty={lines.length > 0 ? "Every line so far is from someone muted." : "Nothing said yet."}
        onMute={onMute}
      />
      {hidden.length > 0 && (
        <ul className="chat-muted" aria-label="Muted">
          {hidden.map((m) => (
            <li key={m.key}>
              {m.name}: {hiddenCount(m.count)}{" "}
              <button type="button" aria-label={`Unmute ${m.name}`} onClick={() => unmute(m.key)}>
                unmute
              </button>
            </li>
          ))}
        </ul>
      )}
      {you?.role === "spectator" &&
        (!spectatorsTalk(info) ? (
          <p className="chat-note">
            Spectators read the table's lines but don't write, so that no one tells a player what others hold.
          </p>
        ) : you.spectator === undefined ? (
          <JoinChat />
        ) : (
          <SayForm you={you} />
        ))}
      {(you?.role === "player" || you?.role === "judge") && <SayForm you={you} />}
    </section>
  );
}

/**
 * The lines, oldest first, read-only (the live chat's above its input; a replay's up to the step shown):
 * `you` the reader (their own lines and their team's are said so), `view` the game's and `info` the
 * table's (the judge reads a team's line with the team's letter: the game's, or the table's before the
 * start). While `shown`, the newest line stays in view unless the reader
 * scrolled up; `empty` is said when there is no line. `onMute`: each line whose speaker the reader may
 * mute (a player's or a spectator's, not their own) has a control that calls it.
 */
export function ChatLines(props: {
  lines: readonly ChatLine[];
  you: Reader;
  view: PlayerView | null;
  info?: TableInfo | null;
  shown: boolean;
  empty: string;
  onMute?: (from: ChatSpeaker) => void;
}) {
  const { lines, you, view, info = null, shown, onMute } = props;
  const list = useRef<HTMLOListElement>(null);
  // At the newest line unless the reader scrolled up to read older ones.
  const atEnd = useRef(true);
  useLayoutEffect(() => {
    const ol = list.current;
    if (ol !== null && shown && atEnd.current && lines.length > 0) ol.scrollTop = ol.scrollHeight;
  }, [lines, shown]);
  if (lines.length === 0) return <p className="chat-empty">{props.empty}</p>;
  return (
    <ol
      ref={list}
      className="chat-lines"
      aria-label="Chat lines"
      aria-live="polite"
      aria-relevant="additions"
      onScroll={(e) => {
        const ol = e.currentTarget;
        atEnd.current = ol.scrollHeight - ol.scrollTop - ol.clientHeight < 24;
      }}
    >
      {lines.map((line) => (
        <Line key={line.n} line={line} you={you} view={view} info={info} onMute={onMute} />
      ))}
    </ol>
  );
}

function Line(props: {
  line: ChatLine;
  you: Reader;
  view: PlayerView | null;
  info: TableInfo | null;
  onMute?: (from: ChatSpeaker) => void;
}) {
  const { line, you, view, info, onMute } = props;
  const team = line.to === "team";
  const at = new Date(line.at);
  const from = line.from;
  return (
    <li
      className={`chat-line${team ? " chat-team" : ""}${isMine(line, you) ? " chat-mine" : ""}`}
      data-to={line.to}
      title={at.toLocaleTimeString()}
    >
      <span className="chat-from">{speaker(line, you)}</span>
      {onMute !== undefined && from.role !== "judge" && mayMute(line, you) && (
        // Its visible word is the style's (.chat-mute::before): the line's text stays the line's.
        <button
          type="button"
          className="chat-mute"
          aria-label={`Mute ${from.name}`}
          title={`Mute ${from.name}: hide their lines (for you only)`}
          onClick={() => onMute(from)}
        />
      )}
      {team && <span className="chat-to"> ({teamAddress(line, you, view, info)})</span>}
      {": "}
      <span className="chat-text">{line.text}</span>
    </li>
  );
}

/**
 * A spectator at a table that lets its spectators talk, watching unnamed: a name to talk under (empty: the
 * server's "Spectator N"), given by asking for a spectator's token that names them (kept in the browser),
 * and the table opened again with it — the chat's input then.
 */
function JoinChat() {
  const table = useTable((s) => s.table);
  const [name, setName] = useState(() => localStorage.getItem("roundtable:name") ?? "");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const join = async () => {
    if (table === null) return;
    try {
      const given = name.trim();
      const { token } = await api.spectate(table, given === "" ? undefined : given);
      saveSpectatorToken(table, token);
      // Connect again, as the spectator the token names.
      useTable.getState().open(table);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <form
      className="chat-form"
      onSubmit={(e) => {
        e.preventDefault();
        void join();
      }}
    >
      <p className="chat-note">This table lets its spectators talk: choose a name to say lines to it.</p>
      <div className="chat-input">
        <label htmlFor={`${id}-name`} className="sr">
          Your name in the chat
        </label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="nickname"
          maxLength={40}
          placeholder="Your name (empty: Spectator N)"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit">Talk</button>
      </div>
      {error !== null && (
        <p role="alert" className="error chat-refusal">
          {error}
        </p>
      )}
    </form>
  );
}

function SayForm(props: { you: NonNullable<Reader> }) {
  const view = useTable((s) => s.view);
  const info = useTable((s) => s.info);
  const say = useTable((s) => s.say);
  const refusal = useTable((s) => s.chatRefusal);
  // Before the start, the teams are the table's (TableInfo's seats): teammates talk from the lobby on.
  const mates = teammates(view, props.you, info);
  // A player with teammates says a line to them unless they choose the table: strategy is what teammates
  // talk about (810.5), and a line meant for the team must not reach the opponents by a slip.
  const [chosen, setChosen] = useState<ChatChannel>("team");
  const to: ChatChannel = mates.length > 0 ? chosen : "table";
  const [draft, setDraft] = useState("");
  const id = useId();
  // A refused line comes back to the input, unless something else has been typed there since.
  useEffect(() => {
    if (refusal?.text != null) setDraft((d) => (d === "" ? (refusal.text ?? "") : d));
  }, [refusal]);
  const length = chatLength(chatText(draft));
  const over = length > CHAT_MAX_CHARS;
  const counted = CHAT_MAX_CHARS - length <= CHAT_COUNT_FROM;
  const send = () => {
    const text = chatText(draft);
    if (text === "" || chatLength(text) > CHAT_MAX_CHARS) return;
    if (say(text, to)) setDraft("");
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };
  const described = [
    mates.length > 0 ? `${id}-hint` : "",
    counted ? `${id}-count` : "",
    refusal ? `${id}-refusal` : "",
  ]
    .filter((x) => x !== "")
    .join(" ");
  return (
    <form
      className="chat-form"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {mates.length > 0 && (
        <fieldset className="chat-channel">
          <legend>Say to</legend>
          <label>
            <input
              type="radio"
              name={`${id}-to`}
              checked={to === "team"}
              onChange={() => setChosen("team")}
            />{" "}
            Team
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-to`}
              checked={to === "table"}
              onChange={() => setChosen("table")}
            />{" "}
            Table
          </label>
          <span id={`${id}-hint`} className="chat-hint">
            {to === "team"
              ? `${joinNames(mates)} and the judge read it.`
              : "Everyone at the table reads it, spectators too."}
          </span>
        </fieldset>
      )}
      <div className="chat-input">
        <label htmlFor={`${id}-text`} className="sr">
          {to === "team" ? "Message to your team" : "Message to the table"}
        </label>
        <input
          id={`${id}-text`}
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          placeholder={to === "team" ? "To your team…" : "To the table…"}
          value={draft}
          aria-invalid={over}
          aria-describedby={described === "" ? undefined : described}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKey}
        />
        <button type="submit" disabled={length === 0 || over}>
          Send
        </button>
      </div>
      {counted && (
        <p id={`${id}-count`} className={over ? "chat-count over" : "chat-count"}>
          {over ? tooLong(length) : `${CHAT_MAX_CHARS - length} characters left`}
        </p>
      )}
      {refusal !== null && (
        <p id={`${id}-refusal`} role="alert" className="error chat-refusal">
          {refusal.message}
        </p>
      )}
    </form>
  );
}
