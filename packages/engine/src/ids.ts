/** The names the game gives its players and objects, which the state, decisions and events all use. */

/** A player: their seat, from 0, clockwise (seat i+1 sits on seat i's left). */
export type PlayerId = number;

/** A game object (400.7: a card or token that changes zones becomes a new object, with a new id). */
export type ObjId = number;

/** A target or a chosen recipient: a player or an object. */
export type Ref = { player: PlayerId } | { object: ObjId };

/** What a creature attacks: a player or a planeswalker (506.3). */
export type DefenderRef = { player: PlayerId } | { planeswalker: ObjId };
