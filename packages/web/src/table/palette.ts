/**
 * The seats' and teams' colours: the Okabe–Ito palette (safe for the common colour-vision deficiencies),
 * always with a letter beside it, so that colour is never the only cue.
 */

/** Okabe & Ito (2008), without its black (the text's colour). */
export const OKABE_ITO = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442"];

/** The colour of players without a team (every player alone). */
export const NO_TEAM = "#9a9a9a";

/** A team's letter: A, B, …, Z, AA, AB, … (team 0 is A). */
export function teamLetter(team: number): string {
  let n = team;
  let s = "";
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

/** A team's colour (teams past the palette's seven repeat it; their letters tell them apart). */
export function teamColour(team: number | null): string {
  return team === null ? NO_TEAM : OKABE_ITO[team % OKABE_ITO.length];
}

/** Text readable on a team's colour: black on the light ones, white on the dark. */
export function inkOn(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 ? "#000" : "#fff";
}
