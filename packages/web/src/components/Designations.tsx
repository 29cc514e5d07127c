/**
 * The monarch (725), the initiative (726) and the dungeons (309): who is the monarch, who has the
 * initiative, and each player's dungeon in the command zone with the room of their venture marker, where
 * its arrows lead, and the dungeons they completed. Nothing while no one has any of them (725.1, 726.1).
 */
import type { PlayerView } from "@roundtable/engine";

export function Designations(props: { view: PlayerView }) {
  const { view } = props;
  const name = (seat: number) => view.players[seat]?.name ?? `seat ${seat + 1}`;
  const dungeons = view.players.filter((p) => p.dungeon !== undefined || p.completedDungeons !== undefined);
  if (view.monarch === undefined && view.initiative === undefined && dungeons.length === 0) return null;
  return (
    <section className="designations" aria-label="Monarch, initiative and dungeons">
      <ul>
        {view.monarch !== undefined && (
          <li className="monarch">
            <b>♛ The monarch:</b> {name(view.monarch)} <small>(725: draws at their end step)</small>
          </li>
        )}
        {view.initiative !== undefined && (
          <li className="initiative">
            <b>⚑ The initiative:</b> {name(view.initiative)}{" "}
            <small>(726: ventures into Undercity at their upkeep)</small>
          </li>
        )}
        {dungeons.map((p) => {
          const d = p.dungeon;
          const room = d?.rooms[d.room];
          const next = room?.next.map((i) => d?.rooms[i].name) ?? [];
          return (
            <li key={p.seat} className="dungeon" data-seat={p.seat}>
              <b>{p.name}:</b>
              {d !== undefined && room !== undefined && (
                <span className="venture">
                  {" "}
                  {d.name} — {room.name}{" "}
                  <small>
                    ({next.length > 0 ? `leads to ${next.join(" or ")}` : "the bottommost room"}; room{" "}
                    {d.room + 1} of {d.rooms.length})
                  </small>
                </span>
              )}
              {p.completedDungeons !== undefined && (
                <span className="completed"> completed: {p.completedDungeons.join(", ")}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
