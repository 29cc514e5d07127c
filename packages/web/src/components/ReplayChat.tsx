/**
 * A finished game's chat in its replay (GET /api/games/:id/chat; docs/web.md § Replays): the lines "View
 * as"'s seat (or the judge) read, among those this browser's token for the game may read — the judge's (kept
 * from the create form or the judge link), else its seat's, else none: the table's lines alone, the server
 * filters — shown up to the step shown (those said by then, ChatLine.after ≤ step), newest at the bottom, a
 * team's line marked as the live table marks it. Read-only: the game is over.
 */
import type { PlayerView } from "@roundtable/engine";
import type { GameChat, ReplayViewer } from "@roundtable/protocol";
import { useEffect, useMemo, useState } from "react";
import { api } from "../api.ts";
import { replayReaderNote, saidBy } from "../chat.ts";
import { judgeToken, savedToken } from "../seatTokens.ts";
import { ChatLines } from "./Chat.tsx";

/**
 * The game's whole chat as viewer `as` read it, as far as this browser may read it (asked again when `as`
 * changes), or why it could not be read.
 */
export function useGameChat(game: string, as: ReplayViewer): { chat: GameChat | null; error: string | null } {
  const [chat, setChat] = useState<GameChat | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    setChat(null);
    setError(null);
    const token = judgeToken(game) ?? savedToken(game) ?? undefined;
    api.gameChat(game, as, token, abort.signal).then(
      (c) => abort.signal.aborted || setChat(c),
      (e: Error) => abort.signal.aborted || setError(e.message),
    );
    return () => abort.abort();
  }, [game, as]);
  return { chat, error };
}

/**
 * The chat's panel at `step`; `view` the step's (the judge reads a team's line with its letter), `as` whose
 * lines were asked for and `team` the name of that seat's team (null: none, or the judge).
 */
export function ReplayChat(props: {
  chat: GameChat | null;
  error: string | null;
  step: number;
  view: PlayerView | null;
  shown: boolean;
  as: ReplayViewer;
  team: string | null;
}) {
  const { chat, step } = props;
  const lines = useMemo(() => saidBy(chat?.lines ?? [], step), [chat, step]);
  return (
    <section className="chat" aria-label="Chat">
      <h2 className="sr">Chat</h2>
      {props.error !== null ? (
        <p role="alert" className="error">
          The chat could not be read: {props.error}
        </p>
      ) : chat === null ? (
        <p className="chat-empty">Reading the chat…</p>
      ) : (
        <>
          <ChatLines
            lines={lines}
            you={chat.you}
            view={props.view}
            shown={props.shown}
            empty={`Nothing said by step ${step}.`}
          />
          <p className="chat-note">
            {replayReaderNote(chat.you, props.as, chat.teamLinesWithheld === true, props.team)}
          </p>
        </>
      )}
    </section>
  );
}
