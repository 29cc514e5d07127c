/**
 * The game-over banner's "Play again" (docs/web.md): for a player, a button that makes the finished table's
 * rematch — the same table again, bots and all — or, once a player made it (the server's `lobby` names it
 * in the table's info), joins it: the player gets their old seat there while it is open, its token is kept
 * as joining keeps one, and the page goes to the new table. Spectators and the judge get a link to it.
 */
import { useState } from "react";
import { api } from "../api.ts";
import { navigate } from "../route.ts";
import { savedToken, saveJudgeToken, saveToken } from "../seatTokens.ts";
import { useTable } from "../store.ts";
import { Link } from "./Link.tsx";

export function PlayAgain(props: { table: string }) {
  const rematch = useTable((s) => s.info?.rematch ?? null);
  // Once the server says the game is over (its `lobby`): it refuses a rematch before.
  const over = useTable((s) => s.info?.status === "over");
  const player = useTable((s) => s.you?.role === "player");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!over) return null;
  if (!player) return rematch === null ? null : <Link to={`/table/${rematch}`}>Go to the rematch</Link>;

  const play = async () => {
    const mine = savedToken(props.table);
    // A seat at the rematch already (another tab, or back from it): go there, with the token kept.
    if (rematch !== null && savedToken(rematch) !== null) return navigate(`/table/${rematch}`);
    if (mine === null) return setError("this browser has no seat token for this table");
    setBusy(true);
    try {
      const r = await api.rematch(props.table, mine);
      saveToken(r.id, r.token);
      if (r.judgeToken !== undefined) saveJudgeToken(r.id, r.judgeToken);
      navigate(`/table/${r.id}`);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <span className="play-again">
      <button type="button" onClick={play} disabled={busy}>
        {rematch === null ? "Play again" : "Join the rematch"}
      </button>
      {error !== null && (
        <span role="alert" className="error">
          {error}
        </span>
      )}
    </span>
  );
}
