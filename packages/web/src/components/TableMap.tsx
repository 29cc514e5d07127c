/**
 * The table seen from above: every seat around a ring in seat order, coloured by team (with its letter
 * when there is room), shaded out of my range of influence (801), crossed when the player has left, and
 * Grand Melee's turn markers beside their holders (807.4). Clicking a seat puts it in focus; the seat
 * lists are the keyboard's and screen reader's way to the same.
 */
import { ringPoint } from "../table/geometry.ts";
import { inkOn, teamColour, teamLetter } from "../table/palette.ts";
import type { SeatSummary } from "../table/seating.ts";

const SIZE = 300;
const C = SIZE / 2;
const R = 112;

export function TableMap(props: {
  sums: SeatSummary[];
  focus: number | null;
  onFocus: (seat: number) => void;
  markers: { marker: number; holder: number; taking: boolean }[];
}) {
  const n = props.sums.length;
  // Dots as big as the ring allows (2πR/n), between 2 and 30.
  const dot = Math.max(2, Math.min(30, ((Math.PI * R) / n) * 0.8));
  const labels = dot >= 7;
  const out = props.sums.filter((s) => !s.inRange).length;
  const summary = `Table map: ${n} seats${out > 0 ? `, ${out} out of your range (shaded)` : ""}${
    props.markers.length > 0 ? `, ${props.markers.length} turn markers` : ""
  }`;
  return (
    <figure className="table-map">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={summary}>
        <circle cx={C} cy={C} r={R - dot - 6} className="felt" />
        {props.sums.map((s) => {
          const p = ringPoint(s.seat, n, C, C, R);
          const fill = teamColour(s.team);
          const classes = ["map-seat", s.inRange ? "" : "out", s.left ? "left" : "", s.me ? "me" : ""];
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the seat lists are the keyboard's way
            <g
              key={s.seat}
              className={classes.join(" ")}
              data-seat={s.seat}
              data-map=""
              onClick={() => props.onFocus(s.seat)}
            >
              <title>
                {s.name}: ♥ {s.life}
                {s.team !== null ? `, team ${teamLetter(s.team)}` : ""}
                {s.role !== null ? `, ${s.role}` : ""}
                {s.inRange ? "" : ", out of range"}
                {s.left ? ", left" : ""}
              </title>
              <circle
                cx={p.x}
                cy={p.y}
                r={dot}
                fill={fill}
                className={[s.active ? "active" : "", props.focus === s.seat ? "focus" : ""].join(" ")}
              />
              {labels && (
                <text x={p.x} y={p.y} fill={inkOn(fill)} className="dot-letter" fontSize={dot * 0.9}>
                  {s.team !== null ? teamLetter(s.team) : s.seat + 1}
                </text>
              )}
              {s.role === "emperor" && (
                <text {...ringPoint(s.seat, n, C, C, R - dot - 10)} className="crown">
                  ♛
                </text>
              )}
              {s.left && <path d={cross(p.x, p.y, dot)} className="cross" />}
            </g>
          );
        })}
        {props.markers.map((m) => {
          const p = ringPoint(m.holder, n, C, C, R + dot + 10);
          return (
            <text key={m.marker} x={p.x} y={p.y} className={`map-marker ${m.taking ? "taking" : "waiting"}`}>
              ▲{m.marker}
            </text>
          );
        })}
        <text x={C} y={C} className="map-centre">
          {n} seats
        </text>
      </svg>
      <figcaption>
        Seat 1 at the top, clockwise{props.sums.some((s) => s.team !== null) ? ", lettered by team" : ""}.
        Shaded: out of your range. ✕: left. ▲n: turn marker n. ♛: emperor.
      </figcaption>
    </figure>
  );
}

const cross = (x: number, y: number, r: number) =>
  `M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}`;
