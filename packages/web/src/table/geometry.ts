/** Geometry for drawing the table: arrows between boxes on the page, seats around the map's ring. */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the segment from a box's centre toward (dx, dy) leaves the box. */
function edge(b: Box, dx: number, dy: number): { x: number; y: number } {
  const cx = b.left + b.width / 2;
  const cy = b.top + b.height / 2;
  const sx = dx === 0 ? Number.POSITIVE_INFINITY : b.width / 2 / Math.abs(dx);
  const sy = dy === 0 ? Number.POSITIVE_INFINITY : b.height / 2 / Math.abs(dy);
  const s = Math.min(sx, sy, 1);
  return { x: cx + dx * s, y: cy + dy * s };
}

/**
 * The arrow's line between two boxes: from the edge of the first to the edge of the second, along the
 * line joining their centres; null when the boxes overlap (nothing to draw).
 */
export function arrowLine(from: Box, to: Box): { x1: number; y1: number; x2: number; y2: number } | null {
  const dx = to.left + to.width / 2 - (from.left + from.width / 2);
  const dy = to.top + to.height / 2 - (from.top + from.height / 2);
  if (dx === 0 && dy === 0) return null;
  const a = edge(from, dx, dy);
  const b = edge(to, -dx, -dy);
  // Overlapping boxes: the exit points cross over.
  if ((b.x - a.x) * dx + (b.y - a.y) * dy <= 0) return null;
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

/** Seats around a ring (the table map): seat 0 at the top, clockwise, at radius r around (cx, cy). */
export function ringPoint(
  seat: number,
  n: number,
  cx: number,
  cy: number,
  r: number,
): { x: number; y: number } {
  const angle = (2 * Math.PI * seat) / Math.max(1, n) - Math.PI / 2;
  return { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
}
