/** Takes an open seat of a waiting table from its page (the table `npm start` prints, a shared link). */
import { useState } from "react";
import { api } from "../api.ts";
import { saveToken } from "../seatTokens.ts";
import { useTable } from "../store.ts";

export function SitDown(props: { table: string; seat: number }) {
  const [name, setName] = useState(() => localStorage.getItem("roundtable:name") ?? "Player");
  const [error, setError] = useState<string | null>(null);
  const sit = async () => {
    try {
      localStorage.setItem("roundtable:name", name);
      const { token } = await api.join(props.table, name, props.seat);
      saveToken(props.table, token);
      // Connect again, as the seat's player.
      useTable.getState().open(props.table);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <span className="sit-down">
      <input
        aria-label={`Name for seat ${props.seat + 1}`}
        value={name}
        maxLength={40}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="button" onClick={sit}>
        Take seat {props.seat + 1}
      </button>
      {error !== null && (
        <span role="alert" className="error">
          {error}
        </span>
      )}
    </span>
  );
}
