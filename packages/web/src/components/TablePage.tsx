/**
 * A table: the seats, the boards, the stack and attacks, my decision, the stops and full control,
 * conceding, the log and chat, the result.
 */

import type { PlayerView } from "@roundtable/engine";
import {
  type ClientState,
  joinNames,
  type SeatInfo,
  STOP_PRESETS,
  type StopPreset,
} from "@roundtable/protocol";
import { useEffect, useMemo, useState } from "react";
import { navigate } from "../route.ts";
import { keepJudgeTokenFromHash } from "../seatTokens.ts";
import { useTable } from "../store.ts";
import { teamColour, teamLetter } from "../table/palette.ts";
import { seatOrder, summarise } from "../table/seating.ts";
import { seatsByTeam, seatWords } from "../table/teams.ts";
import { ActContext } from "./act.ts";
import { Board } from "./Board.tsx";
import { Concede, LeftGame } from "./Concede.tsx";
import { DecisionPanel } from "./DecisionPanel.tsx";
import { FullControl } from "./FullControl.tsx";
import { LeaveSeat } from "./LeaveSeat.tsx";
import { LogAndChat } from "./LogAndChat.tsx";
import { OtherHands } from "./OtherHands.tsx";
import { Planes } from "./Planes.tsx";
import { PlayAgain } from "./PlayAgain.tsx";
import { SavePosition } from "./SavePosition.tsx";
import { SeatsDrawn } from "./SeatsDrawn.tsx";
import { SitDown } from "./SitDown.tsx";
import { ReplayLink, TableLinks } from "./TableLinks.tsx";
import { useDecision } from "./useDecision.ts";
import { useTableKeys } from "./useTableKeys.ts";

export function TablePage(props: { table: string; judge?: boolean }) {
  const s = useTable();
  const { open, leave } = s;
  const judge = props.judge === true;
  useEffect(() => {
    if (judge) keepJudgeTokenFromHash(props.table);
    open(props.table, judge);
    return leave;
  }, [props.table, judge, open, leave]);
  const handle = useDecision(s.decisions[0] ?? null, s.answer, s.pass, s.welcomes);
  const [focus, setFocus] = useState<number | null>(null);
  const view = s.view;
  const sums = useMemo(() => (view === null ? [] : summarise(view)), [view]);
  // [ and ] go through the others in the seat lists' order: those in my range first.
  const others = useMemo(
    () => (view === null ? [] : seatOrder(view, sums).filter((seat) => seat !== view.viewer)),
    [view, sums],
  );
  const shown = focus !== null && others.includes(focus) ? focus : (view?.opponents[0] ?? others[0] ?? null);
  useTableKeys(handle, (by) => {
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
          {s.you !== null && <span>{whoYouAre(s.you)}</span>}
          <TableLinks table={props.table} judge={judge} />
        </header>
        {s.error !== null && (
          <p role="alert" className="error">
            {s.error}
          </p>
        )}
        {s.notice !== null && (
          <p role="status" className="notice">
            {s.notice}{" "}
            <button type="button" onClick={s.dismissNotice}>
              OK
            </button>
          </p>
        )}
        <LeftGame />
        {/* A wide screen (a laptop's 1280×800) puts the decision, the stops and the log and chat in a column
            beside the board, on screen as it scrolls, so that it covers nothing (it used to sit over "My
            hand"); a narrow one keeps the decision stuck to the bottom of the screen (style.css). */}
        <div className="table-body">
          <div className="table-main">
            {view === null ? <Waiting /> : <Board view={view} sums={sums} focus={shown} onFocus={setFocus} />}
            {view !== null && view.planechase !== undefined && (
              <Planes
                view={view}
                onRoll={(choice) => handle?.send({ choice })}
                disabled={handle?.sent ?? true}
              />
            )}
            {view !== null && <OtherHands view={view} />}
            {view !== null && view.status === "over" && <GameOver view={view} />}
          </div>
          <div className="table-side">
            {handle !== null && view !== null && <DecisionPanel handle={handle} view={view} />}
            {s.you?.role === "player" && stillPlaying(view, s.you.seat) && <Stops />}
            {s.you?.role === "player" && view !== null && stillPlaying(view, s.you.seat) && <FullControl />}
            <Concede />
            <SavePosition table={props.table} />
            <LogAndChat />
          </div>
        </div>
      </main>
    </ActContext.Provider>
  );
}

const idleAct = { click: () => {}, live: () => false, picked: () => false };

/**
 * The seats of a table waiting for players, each open one with a way to sit down. A table with teams (102.3:
 * TableInfo's seats say them before the start where the table's options tell them) lists its seats team by
 * team, each named by its letter as the board names it once the game runs: "Team A: seats 1 and 2". A seat
 * with a role says it, so that a player sitting down knows which seat is whose: "Seat 2: open (emperor)"
 * (809.2), "Seat 1: Ann (human, archenemy)" (904.2a). Where the game seats its players at random as it
 * begins (807.3), a line beside the seats says the seat taken holds a place until the draw (SeatsDrawn.tsx);
 * at a table from a position made with fresh randomness (TableInfo `freshRandomness`), a line says so.
 * The person holding a seat may give it up ("Leave this seat"), until the game begins.
 */
export function Waiting() {
  const info = useTable((s) => s.info);
  const you = useTable((s) => s.you);
  const seated = you?.role === "player";
  const item = (seat: SeatInfo) => (
    <li key={seat.seat}>
      Seat {seat.seat + 1}:{" "}
      {seat.kind === "open" ? seatWords("open", seat) : seatWords(seat.name, seat, seat.kind)}
      {seat.kind === "open" && !seated && info !== null && (
        <SitDown
          table={info.id}
          seat={seat.seat}
          variant={info.variant}
          drawn={info.randomSeating === true}
        />
      )}
    </li>
  );
  const teams = seatsByTeam(info?.seats ?? []);
  return (
    <section aria-label="Waiting">
      <p>Waiting for players…</p>
      {info?.randomSeating === true && <SeatsDrawn variant={info.variant} edition={info.edition} />}
      {info?.freshRandomness === true && (
        <p>
          Fresh randomness: the saved position's libraries were shuffled and new random numbers drawn — nobody
          knows what comes next.
        </p>
      )}
      {teams === null ? (
        <ul>{info?.seats.map(item)}</ul>
      ) : (
        teams.map(({ team, seats }) => {
          const name = `Team ${teamLetter(team)}`;
          const numbers = joinNames(seats.map((s) => String(s.seat + 1)));
          return (
            <div key={team} className="waiting-team" style={{ borderLeftColor: teamColour(team) }}>
              <h2>
                {name}: seat{seats.length === 1 ? "" : "s"} {numbers}
              </h2>
              <ul aria-label={name}>{seats.map(item)}</ul>
            </div>
          );
        })
      )}
      {seated && you.seat !== null && info?.status === "waiting" && (
        <LeaveSeat table={info.id} name={info.name} seat={you.seat} />
      )}
    </section>
  );
}

function GameOver(props: { view: PlayerView }) {
  const { view } = props;
  const winners = view.winners.map((w) => view.players[w]?.name ?? `seat ${w}`);
  const table = useTable((s) => s.table);
  return (
    <section className="game-over" role="status" aria-label="Game over">
      <h2>Game over</h2>
      <p>{winners.length === 0 ? "A draw." : `${joinNames(winners)} won.`}</p>
      {table !== null && <ReplayLink table={table}>Watch the replay</ReplayLink>}
      {table !== null && <PlayAgain table={table} />}
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

/**
 * Whether the player of `seat` still plays the game: not over, and they haven't left it (800.4a). Stops
 * and passing are about the priority they are given, which a player who has left isn't (800.4).
 */
function stillPlaying(view: PlayerView | null, seat: number | null): boolean {
  const me = view === null || seat === null ? undefined : view.players[seat];
  return view === null || (view.status !== "over" && me?.left !== true);
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

/** The header's word for who this page is at the table: a seat, the judge, or a spectator (by name, once named). */
export function whoYouAre(you: NonNullable<ClientState["you"]>): string {
  if (you.role === "player") return `seat ${(you.seat ?? 0) + 1}`;
  if (you.role === "spectator" && you.name !== undefined) return `spectator: ${you.name}`;
  return you.role;
}
