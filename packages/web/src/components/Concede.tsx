/**
 * "Concede" at a table whose game has begun, for the person playing a seat (not a spectator or the judge),
 * until they have left the game or it is over: a player may concede at any time (104.3a), with a decision
 * of theirs open or not. It can't be undone, so a click asks first — "Concede the game?", saying what will
 * happen (table/concession.ts: the game ends, or the others play on; in Two-Headed Giant the whole team
 * loses, 810.8b) — and only "Yes, concede" sends it (the store's `concede`, on the page's connection). The
 * question takes the focus on its "No" button, and Escape or "No" puts it away, the focus back on "Concede".
 * A concession not sent (the connection lost) or refused by the server is said here, and the button is
 * offered again. Once taken, the view shows it: the game over, or the player gone from it (`LeftGame`).
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTable } from "../store.ts";
import { concessionWords, leftLine } from "../table/concession.ts";

const NOT_SENT = "Not conceded: the connection is lost. It is being opened again — try again then.";

export function Concede() {
  const view = useTable((s) => s.view);
  const you = useTable((s) => s.you);
  const conceding = useTable((s) => s.conceding);
  const refusal = useTable((s) => s.concedeRefusal);
  const concede = useTable((s) => s.concede);
  const [asking, setAsking] = useState(false);
  const [notSent, setNotSent] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const no = useRef<HTMLButtonElement>(null);
  /** The question was put away: the focus goes back to "Concede". */
  const back = useRef(false);
  const question = useId();
  const words = useId();
  useEffect(() => {
    if (asking) no.current?.focus();
    else if (back.current) {
      back.current = false;
      opener.current?.focus();
    }
  }, [asking]);
  const seat = you?.role === "player" ? you.seat : null;
  if (seat === null || view === null) return null;
  const me = view.players[seat];
  const playing = view.status !== "over" && me !== undefined && !me.left;
  if (!playing && refusal === null) return null;
  const cancel = () => {
    back.current = true;
    setAsking(false);
  };
  const yes = () => {
    const sent = concede();
    setNotSent(!sent);
    if (sent) setAsking(false);
    else cancel();
  };
  return (
    <section aria-label="Concede">
      {playing && !asking && !conceding && (
        <button
          type="button"
          ref={opener}
          onClick={() => {
            setNotSent(false);
            setAsking(true);
          }}
        >
          Concede
        </button>
      )}
      {playing && asking && (
        // A question about the game, not a form: no modal, the table stays in view and usable behind it.
        <div
          role="alertdialog"
          aria-labelledby={question}
          aria-describedby={words}
          className="concede-question"
          onKeyDown={(e) => {
            if (e.key !== "Escape") return;
            // Not the table's Escape too (a step back within a cast: useTableKeys).
            e.stopPropagation();
            cancel();
          }}
        >
          <p>
            <strong id={question}>Concede the game?</strong>{" "}
            <span id={words}>{concessionWords(view, seat)} It can't be undone.</span>
          </p>
          <button type="button" onClick={yes}>
            Yes, concede
          </button>{" "}
          <button type="button" ref={no} onClick={cancel}>
            No, play on
          </button>
        </div>
      )}
      {playing && conceding && <p role="status">Conceding…</p>}
      {playing && notSent && (
        <p role="alert" className="error">
          {NOT_SENT}
        </p>
      )}
      {refusal !== null && (
        <p role="alert" className="error">
          {refusal}
        </p>
      )}
    </section>
  );
}

/** 800.4a: a player who has left a game that goes on is told so, over the table their view still shows. */
export function LeftGame() {
  const line = useTable((s) => (s.view === null ? null : leftLine(s.view)));
  if (line === null) return null;
  return (
    <p role="status" className="notice">
      {line}
    </p>
  );
}
