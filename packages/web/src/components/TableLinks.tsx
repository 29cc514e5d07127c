/**
 * The table page's links: the judge's all-seeing view for the table's creator (who holds its judge
 * token) — not while they play at the table with other people and the game isn't over, when the server
 * refuses it (protocol judgeIsPlaying, by TableInfo's `judgeSeat`) —, back to the player's view from it,
 * and the replay once the game is over.
 */
import { judgeIsPlaying } from "@roundtable/protocol";
import { replayPath } from "../paths.ts";
import { judgeToken } from "../seatTokens.ts";
import { useTable } from "../store.ts";
import { Link } from "./Link.tsx";
import "./replay.css";

export function TableLinks(props: { table: string; judge: boolean }) {
  // Once the server's info tells (the welcome's): whether the judge's view is given now.
  const given = useTable((s) => s.info !== null && !judgeIsPlaying(s.info));
  return (
    <nav className="table-links" aria-label="Views">
      {props.judge ? (
        <Link to={`/table/${props.table}`}>Player view</Link>
      ) : (
        judgeToken(props.table) !== null &&
        given && <Link to={`/table/${props.table}/judge`}>Judge view</Link>
      )}
      <ReplayLink table={props.table}>Replay</ReplayLink>
    </nav>
  );
}

/**
 * The link to the game's replay, once it is over: once the server says so in a `lobby` message, sent after
 * the record is stored (the replay endpoint refuses a game not over).
 */
export function ReplayLink(props: { table: string; children: string }) {
  const over = useTable((s) => s.info?.status === "over");
  const seat = useTable((s) => s.you?.seat ?? null);
  return over ? <Link to={replayPath(props.table, 0, seat ?? "judge")}>{props.children}</Link> : null;
}
