/**
 * "Full control" for the person playing a seat, while they play (principle 4): the engine and the server
 * pass priority at once for a player who can only pass (or make mana), and everyone sees from that pass that
 * they hold nothing to use now. With full control on they are asked at every priority instead, with only
 * "Pass" offered when that is all there is. The toggle sends the `fullControl` message (the store's
 * `setFullControl`); it shows what the view says — the seat view's `fullControl` — or, until the view says
 * it, what was asked (it takes no other click meanwhile).
 */
import { useTable } from "../store.ts";

export function FullControl() {
  const on = useTable((s) => s.fullControl);
  const asked = useTable((s) => s.fullControlAsked);
  const connected = useTable((s) => s.connected);
  const setFullControl = useTable((s) => s.setFullControl);
  return (
    <section className="full-control" aria-label="Full control">
      <label>
        <input
          type="checkbox"
          checked={asked ?? on}
          disabled={asked !== null || !connected}
          onChange={(e) => setFullControl(e.currentTarget.checked)}
        />{" "}
        Full control: ask me at every priority, even when I can only pass
      </label>
    </section>
  );
}
