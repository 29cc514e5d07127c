/**
 * The board: whose turn it is, the seats (a rail up to eight; from nine the map and a virtualised list),
 * the opponent in focus (with its command zone, graveyard and exile), the stack or Grand Melee's turn
 * markers, the attacks, blocks and targets (arrows and text), my battlefield, my hand and my other zones.
 */
import type { PermanentView, PlayerView } from "@roundtable/engine";
import { lazy, Suspense, useMemo } from "react";
import { arrowsOf } from "../table/arrows.ts";
import { type SeatSummary, seatEntries, sharedOf } from "../table/seating.ts";
import { ArrowLayer, ArrowList } from "./Arrows.tsx";
import { Card, CardRow } from "./Card.tsx";
import { Designations } from "./Designations.tsx";
import { Goaded } from "./Goaded.tsx";
import { Markers } from "./Markers.tsx";
import { Seats } from "./Seats.tsx";
import { StackList } from "./StackList.tsx";
import { TableMap } from "./TableMap.tsx";
import { TurnLine } from "./TurnLine.tsx";
import { Unblockable } from "./Unblockable.tsx";
import { Zones } from "./Zones.tsx";

/** Loaded only for big tables: the virtualiser is a tenth of the bundle. */
const SeatList = lazy(() => import("./SeatList.tsx").then((m) => ({ default: m.SeatList })));

/** From this many seats the table has a map and a virtualised seat list instead of the rail. */
export const BIG_TABLE = 9;

export function Board(props: {
  view: PlayerView;
  /** The seats' summaries of this view (`summarise`). */
  sums: SeatSummary[];
  focus: number | null;
  onFocus: (seat: number) => void;
}) {
  const { view, sums, focus, onFocus } = props;
  const entries = useMemo(() => seatEntries(view, sums), [view, sums]);
  const arrows = useMemo(() => arrowsOf(view), [view]);
  const shared = sharedOf(view);
  const big = view.players.length >= BIG_TABLE;
  const me = view.viewer;
  const focused = focus === null ? undefined : view.players[focus];
  const seats = { entries, sums, shared, focus, onFocus };
  const markers = view.markers ?? [];
  return (
    <div className={`board ${big ? "big" : "small"}`}>
      <TurnLine view={view} />
      <Designations view={view} />
      <section className="around" aria-label="The table">
        {view.players.length >= 3 && (
          <TableMap sums={sums} focus={focus} onFocus={onFocus} markers={markers} />
        )}
        {big ? (
          <Suspense fallback={<p>Loading the seat list…</p>}>
            <SeatList {...seats} />
          </Suspense>
        ) : (
          <Seats {...seats} />
        )}
      </section>
      <div className="play">
        {focused !== undefined && focused.seat !== me && (
          <>
            <Permanents view={view} label={`${focused.name}'s battlefield`} seat={focused.seat} />
            <Zones view={view} seat={focused.seat} />
          </>
        )}
        {view.markers !== undefined ? (
          <Markers view={view} markers={view.markers} onFocus={onFocus} />
        ) : (
          <section className="stack" aria-label="Stack">
            <h3>Stack</h3>
            <StackList view={view} stack={view.stack} label="Stack" />
          </section>
        )}
        <ArrowList arrows={arrows} />
        {me !== null && (
          <>
            <Permanents view={view} label="My battlefield" seat={me} />
            <CardRow label="My hand" cards={view.players[me]?.hand ?? []} />
            <Zones view={view} seat={me} />
          </>
        )}
      </div>
      <ArrowLayer arrows={arrows} />
    </div>
  );
}

/**
 * A player's permanents; in the classic Emperor's territories (the creatures march), each one standing
 * in another player's territory says whose, and the creatures of others standing in this player's are
 * listed after them.
 */
function Permanents(props: { view: PlayerView; label: string; seat: number }) {
  const { view, seat } = props;
  const name = (s: number) => view.players[s]?.name ?? `seat ${s + 1}`;
  const own = view.battlefield.filter((p) => p.controller === seat);
  const guests = view.battlefield.filter(
    (p) => p.territory === seat && p.controller !== seat && p.types.includes("Creature"),
  );
  const note = (p: PermanentView) =>
    p.territory === undefined || p.territory === p.controller
      ? undefined
      : p.controller === seat
        ? `in ${name(p.territory)}'s territory`
        : `${name(p.controller)}'s, marched here`;
  return (
    <section className="row" aria-label={props.label}>
      <h3>{props.label}</h3>
      <div className="cards">
        {own.length + guests.length === 0 && <span className="empty">—</span>}
        {[...own, ...guests].map((p) => (
          <Card
            key={p.id}
            card={p}
            note={note(p)}
            marker={
              <>
                {p.goadedBy && <Goaded goadedBy={p.goadedBy} name={name} />}
                {p.cantBeBlocked && <Unblockable />}
              </>
            }
          />
        ))}
      </div>
    </section>
  );
}
