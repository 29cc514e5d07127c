/**
 * "Leave this seat" on a waiting table's page, for the person holding a seat (the terminal's `/leave`): a
 * closed page keeps the seat its token's, and the game would start with them once the last seat is taken.
 * Given up, the seat is open again and the page goes back to the lobby, which says so; if the game began
 * as they clicked (the last seat taken meanwhile), the seat stays theirs and the table's page says so
 * (store.ts `giveUpSeat`). Any other refusal is shown here, and the seat kept.
 */
import { useId, useState } from "react";
import { navigate } from "../route.ts";
import { useTable } from "../store.ts";

export function LeaveSeat(props: { table: string; name: string; seat: number }) {
  const giveUpSeat = useTable((s) => s.giveUpSeat);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const explained = useId();
  const leave = async () => {
    setBusy(true);
    setError(null);
    try {
      if ((await giveUpSeat()) === "left")
        navigate(
          "/",
          false,
          `You gave up seat ${props.seat + 1} at ${props.name}: it is open for someone else.`,
        );
    } catch (e) {
      setError((e as Error).message);
    }
    setBusy(false);
  };
  return (
    <p className="leave-seat">
      <button type="button" onClick={leave} disabled={busy} aria-describedby={explained}>
        Leave this seat
      </button>{" "}
      <span id={explained}>
        Your seat opens again for someone else to take, and you go back to the lobby.
      </span>
      {error !== null && (
        <>
          {" "}
          <span role="alert" className="error">
            {error}
          </span>
        </>
      )}
    </p>
  );
}
