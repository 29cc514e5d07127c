/**
 * The objects the layer system (613, layers.ts) is computing, with their characteristics so far: copied on
 * write from the printed values, and, with a limited range of influence, found by controller (801.10–801.11).
 */
import type { CardDb } from "../../cards/types.ts";
import type { GameState, ObjId, PlayerId } from "../../state.ts";
import { rangeOf } from "../players/players.ts";
import { battlefieldIndex } from "./battlefieldIndex.ts";
import { type Characteristics, printed } from "./printed.ts";

/** The characteristics after layers 1–7c from effects; counters (7c) and switching (7d) come after. */
export interface Layered extends Characteristics {
  /** Layer 7d: power and toughness are switched after counters are added. */
  switched: boolean;
}

export interface Work extends Layered {
  lost: boolean;
}

/**
 * The objects being computed: their characteristics so far, shared with the printed values until an effect
 * changes them (copy on write: `own`), and, in games with a limited range of influence, the objects of each
 * controller — an effect reaches only the objects of players within range (801.10–801.11), so a big table
 * doesn't make every effect look at every permanent.
 */
export class WorkSet {
  /**
   * This set's own entries: the objects an effect changed (copied on write). Every other object of the set
   * reads as its printed values (the root) or as its parent reads it (a trial).
   */
  readonly map = new Map<ObjId, Work>();
  private readonly owned = new Set<ObjId>();
  /** Objects of the set besides the permanents: spells on the stack that effects name (Thoughtlace). */
  private readonly extras: ObjId[] = [];
  /** With extras: the ids each player controls, worked out when first asked. */
  private byController: Map<PlayerId, ObjId[]> | null = null;

  constructor(
    private readonly db: CardDb,
    private readonly s: GameState,
    private readonly parent: WorkSet | null = null,
  ) {}

  /** Reads `id` as `w`, computed already (layers.ts brings a computation up to date from it). */
  seed(id: ObjId, w: Work): void {
    this.map.set(id, w);
  }

  addExtra(id: ObjId): void {
    if (!this.has(id)) this.extras.push(id);
  }

  has(id: ObjId): boolean {
    if (this.parent !== null) return this.parent.has(id);
    return this.s.objects[id]?.zone === "battlefield" || this.extras.includes(id);
  }

  get(id: ObjId): Work | undefined {
    const own = this.map.get(id);
    if (own !== undefined) return own;
    if (this.parent !== null) return this.parent.get(id);
    return this.has(id) ? (printed(this.db, this.s.objects[id].card) as Work) : undefined;
  }

  *entries(): Generator<[ObjId, Work]> {
    if (this.parent !== null) {
      for (const [id] of this.parent.entries()) yield [id, this.get(id)!];
      return;
    }
    for (const id of this.s.battlefield) yield [id, this.get(id)!];
    for (const id of this.extras) yield [id, this.get(id)!];
  }

  /** The ids of the objects of the set: the permanents in battlefield order, then the extras. */
  ids(): readonly ObjId[] {
    if (this.parent !== null) return this.parent.ids();
    return this.extras.length === 0 ? this.s.battlefield : [...this.s.battlefield, ...this.extras];
  }

  /** An object's characteristics to change (copied from what it reads as the first time). */
  own(id: ObjId): Work | undefined {
    const w = this.get(id);
    if (w === undefined || this.owned.has(id)) return w;
    const copy = { ...w };
    this.map.set(id, copy);
    this.owned.add(id);
    return copy;
  }

  /** A set to try effects on (613.8): it reads this one and keeps its own changes apart. */
  trial(): WorkSet {
    return new WorkSet(this.db, this.s, this);
  }

  /** The objects controlled by players within `viewer`'s range (all of them when ranges are unlimited). */
  *near(viewer: PlayerId): Generator<[ObjId, Work]> {
    const range = rangeOf(this.s, viewer);
    if (range === null) {
      yield* this.entries();
      return;
    }
    for (const p of range) yield* this.controlledBy(p);
  }

  /** The objects controlled by `p`. */
  *controlledBy(p: PlayerId): Generator<[ObjId, Work]> {
    for (const id of this.idsOf(p)) {
      const w = this.get(id);
      if (w !== undefined) yield [id, w];
    }
  }

  /** The ids of the objects `p` controls: their permanents in battlefield order, then the extras. */
  idsOf(p: PlayerId): readonly ObjId[] {
    if (this.parent !== null) return this.parent.idsOf(p);
    const permanents = battlefieldIndex(this.s).byController.get(p) ?? [];
    if (this.extras.length === 0) return permanents;
    let ids = this.byController?.get(p);
    if (ids === undefined) {
      ids = [...permanents, ...this.extras.filter((id) => this.s.objects[id].controller === p)];
      this.byController ??= new Map();
      this.byController.set(p, ids);
    }
    return ids;
  }
}
