/**
 * The lobby: open tables to join, games in play to watch, finished games to replay, and a form to create a
 * table. Each game is named by its variant's title, and its edition of the multiplayer rules when older; a
 * game with teams (102.3: public) says its seats team by team — at an open table which open seat is on
 * which team ("Team A: Ann, open · Team B: Ben, open"), so that a player chooses whom to play with —, and
 * a seat with a role says it (809.2, 904.2a), at a Supervillain Rumble every seat (904.12b).
 */
import { gameTitle, type ReplayInfo, type SeatInfo, type TableInfo } from "@roundtable/protocol";
import { useCallback, useEffect, useState } from "react";
import { api } from "../api.ts";
import { replayPath } from "../paths.ts";
import { arrivalNotice, navigate } from "../route.ts";
import { judgeToken, saveToken } from "../seatTokens.ts";
import { seatsLine, seatWords, teamsOrRolesLine } from "../table/teams.ts";
import { CreateTable } from "./CreateTable.tsx";

export function Lobby() {
  const [tables, setTables] = useState<{ waiting: TableInfo[]; playing: TableInfo[] } | null>(null);
  const [games, setGames] = useState<ReplayInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState(() => localStorage.getItem("roundtable:name") ?? "Player");
  // What brought the person here: "You gave up seat 1 at Friday…" (LeaveSeat.tsx).
  const notice = arrivalNotice();
  const reload = useCallback(() => {
    api.tables().then(setTables, (e: Error) => setError(e.message));
    api.games().then(setGames, (e: Error) => setError(e.message));
  }, []);
  useEffect(reload, [reload]);

  const join = async (table: string) => {
    try {
      localStorage.setItem("roundtable:name", name);
      // The maker of the table (the create form's join) sits down as its judge: api.join.
      const { token } = await api.join(table, name, undefined, undefined, judgeToken(table) ?? undefined);
      saveToken(table, token);
      navigate(`/table/${table}`);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <main className="lobby">
      <h1>Roundtable</h1>
      <label>
        Your name <input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} />
      </label>
      {notice !== null && (
        <p role="status" className="notice">
          {notice}
        </p>
      )}
      {error !== null && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <section aria-labelledby="open-tables">
        <h2 id="open-tables">Open tables</h2>
        <TableList tables={tables?.waiting} action="Join" onAction={join} />
      </section>
      <section aria-labelledby="playing-tables">
        <h2 id="playing-tables">Games in play</h2>
        <TableList tables={tables?.playing} action="Watch" onAction={(id) => navigate(`/table/${id}`)} />
      </section>
      <section aria-labelledby="finished-games">
        <h2 id="finished-games">Replays</h2>
        <Replays games={games} />
      </section>
      <button type="button" onClick={reload}>
        Refresh
      </button>
      <CreateTable onCreated={join} />
    </main>
  );
}

function TableList(props: {
  tables: TableInfo[] | undefined;
  action: string;
  onAction: (id: string) => void;
}) {
  if (props.tables === undefined) return <p>Loading…</p>;
  if (props.tables.length === 0) return <p>None.</p>;
  return (
    <ul className="tables">
      {props.tables.map((t) => (
        <li key={t.id}>
          <span>
            {t.name} — {gameTitle(t.variant, t.edition)}, {t.players} players (
            {t.seats.filter((s) => s.kind === "open").length} open)
            <TableSeats seats={t.seats} />
          </span>{" "}
          <button type="button" onClick={() => props.onAction(t.id)}>
            {props.action} {t.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A table's seats on a line of their own where it has teams or roles, each with its role (809.2, 904.2a):
 * team by team, "Team A: Ann, open (emperor), open · …"; a Supervillain Rumble's one by one, each an
 * archenemy's (904.12b), "open (archenemy), Ben (archenemy), …".
 */
function TableSeats(props: { seats: SeatInfo[] }) {
  const line = teamsOrRolesLine(props.seats, (s) =>
    s.kind === "open"
      ? seatWords("open", s)
      : s.kind === "bot"
        ? seatWords(s.name, s, "bot")
        : seatWords(s.name, s),
  );
  return line === null ? null : <span className="seat-teams"> {line}</span>;
}

function Replays(props: { games: ReplayInfo[] | null }) {
  if (props.games === null) return <p>Loading…</p>;
  if (props.games.length === 0) return <p>None yet.</p>;
  return (
    <ul className="tables">
      {props.games.map((g) => (
        <li key={g.id}>
          <span>
            {g.name} — {gameTitle(g.variant, g.edition)}: {seatsLine(g.seats, (s) => seatWords(s.name, s))} (
            {new Date(g.created).toLocaleString()})
          </span>{" "}
          <button type="button" onClick={() => navigate(replayPath(g.id, 0, "judge"))}>
            Replay {g.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
