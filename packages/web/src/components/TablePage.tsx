/** A table: the seats, the boards, the stack and attacks, my decision, the stops, the log, the result. */
import type { PlayerView } from "@roundtable/engine";
import { STOP_PRESETS, type StopPreset } from "@roundtable/protocol";
import { useEffect, useMemo, useState } from "react";
import { togglePick } from "../decision/draft.ts";
import { navigate } from "../route.ts";
import { useTable } from "../store.ts";
import { seatOrder, summarise } from "../table/seating.ts";
import { ActContext } from "./act.ts";
import { Board } from "./Board.tsx";
import { DecisionPanel } from "./DecisionPanel.tsx";
import { type DecisionHandle, useDecision } from "./useDecision.ts";

export function TablePage(props: { table: string }) {
  const s = useTable();
  const { open, leave } = s;
  useEffect(() => {
    open(props.table);
    return leave;
  }, [props.table, open, leave]);
  const handle = useDecision(s.decisions[0] ?? null, s.answer, s.pass);
  const [focus, setFocus] = useState<number | null>(null);
  const view = s.view;
  const sums = useMemo(() => (view === null ? [] : summarise(view)), [view]);
  // [ and ] go through the others in the seat lists' order: those in my range first.
  const others = useMemo(
    () => (view === null ? [] : seatOrder(view, sums).filter((seat) => seat !== view.viewer)),
    [view, sums],
  );
  const shown = focus !== null && others.includes(focus) ? focus : (view?.opponents[0] ?? others[0] ?? null);
  useKeys(handle, (by) => {
    if (others.length > 0)
      setFocus(others[(others.indexOf(shown ?? others[0]) + by + others.length) % others.length]);
  });

  return (
    <ActContext.Provider value={handle?.act ?? idleAct}>
      <main className="table">
        <header>
          <button type="button" onClick={() => navigate("/")}>
            Lobby
          </button>
          <h1>{s.info?.name ?? props.table}</h1>
          <span className={s.connected ? "online" : "offline"}>
            {s.connected ? "connected" : "reconnecting…"}
          </span>
          {s.you !== null && (
            <span>{s.you.role === "player" ? `seat ${(s.you.seat ?? 0) + 1}` : s.you.role}</span>
          )}
        </header>
        {s.error !== null && (
          <p role="alert" className="error">
            {s.error}
          </p>
        )}
        {view === null ? <Waiting /> : <Board view={view} sums={sums} focus={shown} onFocus={setFocus} />}
        {view !== null && view.status === "over" && <GameOver view={view} />}
        {handle !== null && view !== null && <DecisionPanel handle={handle} view={view} />}
        {s.you?.role === "player" && <Stops />}
        <section className="log" aria-label="Game log">
          <h2>Log</h2>
          {/* The newest line first. */}
          <ol reversed>
            {[...s.log].reverse().map((line) => (
              <li key={line.n}>{line.text}</li>
            ))}
          </ol>
        </section>
      </main>
    </ActContext.Provider>
  );
}

const idleAct = { click: () => {}, live: () => false, picked: () => false };

function Waiting() {
  const info = useTable((s) => s.info);
  return (
    <section aria-label="Waiting">
      <p>Waiting for players…</p>
      <ul>
        {info?.seats.map((seat) => (
          <li key={seat.seat}>
            Seat {seat.seat + 1}: {seat.kind === "open" ? "open" : `${seat.name} (${seat.kind})`}
          </li>
        ))}
      </ul>
    </section>
  );
}

function GameOver(props: { view: PlayerView }) {
  const { view } = props;
  const winners = view.winners.map((w) => view.players[w]?.name ?? `seat ${w}`);
  return (
    <section className="game-over" role="status" aria-label="Game over">
      <h2>Game over</h2>
      <p>{winners.length === 0 ? "A draw." : `${winners.join(" and ")} won.`}</p>
      <ul>
        {view.players.map((p) => (
          <li key={p.seat}>
            {p.name}: {p.result ?? "—"}
            {p.reason ? ` (${p.reason})` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stops() {
  const setStops = useTable((s) => s.setStops);
  const stops = useTable((s) => s.stops);
  // The preset the settings are (null: the server's default), whatever "pass until …" is under way.
  const same = (preset: StopPreset) =>
    JSON.stringify({ ...STOP_PRESETS[preset], passUntil: null }) ===
    JSON.stringify({ ...(stops ?? STOP_PRESETS.default), passUntil: null });
  return (
    <section className="stops" aria-label="Stops">
      <span>Stops: </span>
      <button type="button" aria-pressed={same("default")} onClick={() => setStops("default")}>
        Default stops
      </button>
      <button type="button" aria-pressed={same("all")} onClick={() => setStops("all")}>
        Stop everywhere
      </button>
      {stops?.passUntil != null && <span> passing until {stops.passUntil.until}</span>}
    </section>
  );
}

/** Enter passes or confirms; a digit picks that option (1 the first); [ and ] move the focus between seats. */
function useKeys(handle: DecisionHandle | null, moveFocus: (by: -1 | 1) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t !== null && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
      if (e.key === "[" || e.key === "]") {
        moveFocus(e.key === "[" ? -1 : 1);
        return;
      }
      if (handle === null) return;
      const d = handle.decision;
      if (e.key === "Enter") {
        e.preventDefault();
        handle.confirm();
        return;
      }
      if (!/^[1-9]$/.test(e.key)) return;
      const i = Number(e.key) - 1;
      if (d.kind === "priority" && i < d.actions.length) handle.send({ choice: i });
      else if (d.kind === "choose") handle.setDraft(togglePick(d, handle.draft, i));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [handle, moveFocus]);
}
