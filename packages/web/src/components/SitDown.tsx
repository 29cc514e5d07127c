/**
 * Takes an open seat of a waiting table from its page (the table `npm start` prints, a shared link), with
 * the table's deck for the seat or a deck list the person pastes (checked as it is typed). Where the game
 * draws its seats as it begins (`drawn`: 807.3), the seat is taken "until the draw" (SeatsDrawn.tsx).
 */
import { useState } from "react";
import { api } from "../api.ts";
import { judgeToken, saveToken } from "../seatTokens.ts";
import { useTable } from "../store.ts";
import { DeckBox } from "./DeckBox.tsx";

export function SitDown(props: { table: string; seat: number; variant: string; drawn: boolean }) {
  const [name, setName] = useState(() => localStorage.getItem("roundtable:name") ?? "Player");
  const [paste, setPaste] = useState(false);
  const [list, setList] = useState(() => localStorage.getItem("roundtable:deck") ?? "");
  const [error, setError] = useState<string | null>(null);
  const sit = async () => {
    try {
      localStorage.setItem("roundtable:name", name);
      if (paste) localStorage.setItem("roundtable:deck", list);
      const deck = paste ? list : undefined;
      const { token } = await api.join(
        props.table,
        name,
        props.seat,
        deck,
        judgeToken(props.table) ?? undefined,
      );
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
      <label>
        <input type="checkbox" checked={paste} onChange={(e) => setPaste(e.target.checked)} /> my own deck
      </label>
      <button type="button" onClick={sit}>
        Take seat {props.seat + 1}
        {props.drawn ? " until the draw" : ""}
      </button>
      {paste && (
        <DeckBox
          label={`Deck list for seat ${props.seat + 1}`}
          variant={props.variant}
          value={list}
          onChange={setList}
        />
      )}
      {error !== null && (
        <span role="alert" className="error">
          {error}
        </span>
      )}
    </span>
  );
}
