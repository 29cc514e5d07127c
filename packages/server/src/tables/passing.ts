/**
 * Stops and passing for the people's seats (docs/server.md, "Stops and passing"): after every accepted
 * input, each person's settings go on (`nextSettings`: a "pass until …" ends), and each open priority
 * decision their stops don't ask them is answered "pass" for them — an input like any other.
 */
import type { Decision, Game, GameEvent } from "@roundtable/engine";
import {
  autoPass,
  nextSettings,
  type PassUntilKind,
  passAnswer,
  type StopSettings,
  startPassUntil,
} from "@roundtable/protocol";

type Priority = Extract<Decision, { kind: "priority" }>;

export class Passing {
  /** The seats of people (not bots, nor seats a bot plays for now), with their settings. */
  private people = new Map<number, StopSettings>();
  /**
   * Settings changed since the last `takeChanged`, by seat, in order: a change that keeps a pass under way
   * (or none) replaces the last one; one that begins or ends a pass is added — so a pass that begins and
   * ends between two calls is told both times ("pass until …" begins and ends with a `stops` message).
   */
  private changed = new Map<number, StopSettings[]>();

  setPeople(stops: Record<number, StopSettings>): void {
    this.people = new Map(Object.entries(stops).map(([seat, st]) => [Number(seat), st]));
  }

  settings(seat: number): StopSettings | undefined {
    return this.people.get(seat);
  }

  /** New settings from the seat's client; the "pass until …" under way stays the server's. */
  set(seat: number, settings: StopSettings): void {
    const current = this.people.get(seat);
    if (current === undefined) return;
    this.update(seat, { ...settings, passUntil: current.passUntil });
  }

  /**
   * "Pass until …" pressed at the seat's open priority decision: the decision to pass for it now, or a
   * message saying why there is none. `null` stops a pass under way.
   */
  press(game: Game, seat: number, until: PassUntilKind | null): Priority | string | null {
    const current = this.people.get(seat);
    if (current === undefined) return `seat ${seat} is not a person's`;
    if (until === null) {
      this.update(seat, { ...current, passUntil: null });
      return null;
    }
    const d = game.decisions().find((x): x is Priority => x.player === seat && x.kind === "priority");
    if (d === undefined) return `seat ${seat} has no open priority decision to pass`;
    this.update(seat, { ...current, passUntil: startPassUntil(game, d, until) });
    return d;
  }

  /**
   * After an accepted input: the settings go on, and the automatic passes are submitted one at a time
   * (each followed by the same again), until no open decision of a person is to be passed.
   */
  settle(game: Game, accepted: (events: GameEvent[]) => void): void {
    for (;;) {
      for (const [seat, st] of this.people) this.update(seat, nextSettings(game, seat, st));
      const d = game.decisions().find((x) => {
        const st = this.people.get(x.player);
        return st !== undefined && autoPass(game, x, st);
      });
      if (d === undefined || d.kind !== "priority") return;
      const r = game.submit(d.player, d.id, passAnswer(d));
      if (!r.ok) throw new Error(`an automatic pass was refused (${r.code}): ${r.message}`);
      accepted(r.events);
    }
  }

  /** The settings changed since the last call, by seat, in order (`changed`). */
  takeChanged(): Record<number, StopSettings[]> {
    const out = Object.fromEntries(this.changed);
    this.changed.clear();
    return out;
  }

  private update(seat: number, st: StopSettings): void {
    if (this.people.get(seat) === st) return;
    this.people.set(seat, st);
    const told = this.changed.get(seat);
    const last = told?.at(-1);
    if (told === undefined) this.changed.set(seat, [st]);
    else if (last !== undefined && (last.passUntil === null) === (st.passUntil === null))
      told[told.length - 1] = st;
    else told.push(st);
  }
}
