/**
 * A table's live connections, grouped by recipient key (all connections of one seat share one group), and
 * what they are sent: a message to a group or to everyone, a batch's updates to each group.
 */
import type { Role, ServerMessage, You } from "@roundtable/protocol";
import type { Sends } from "./core.ts";
import { type Recipient, type RecipientKey, recipientKey } from "./recipients.ts";
import type { SpectatorId } from "./spectatorTokens.ts";
import { updateJson } from "./updateJson.ts";

/** One connection as a table sees it. */
export interface Client {
  role: Role;
  /** Changes once if the game seats its players at random as it begins (807.3). */
  seat: number | null;
  recipient: Recipient;
  /** A spectator whose token names them (spectatorTokens.ts): who they are in the chat. */
  spectator?: SpectatorId;
  /**
   * `json`: the message's JSON text when the caller has made it already (once for many connections).
   * `message` is null when only the text is at hand (a big table's update, made in its worker thread, or a
   * relayed frame): read `json` then.
   */
  send(message: ServerMessage | null, json?: string): void;
  /**
   * Closes the connection: the table moves to another process (its client reconnects there), or — `reason`
   * given — the connection's seat was given up before the start (Table.leave).
   */
  close?(reason?: string): void;
}

/** Who a connection is, as its welcome and `started` tell it (protocol You): a named spectator's number and name too. */
export function youOf(c: Pick<Client, "role" | "seat" | "spectator">): You {
  const { role, seat, spectator } = c;
  return spectator === undefined
    ? { role, seat }
    : { role, seat, spectator: spectator.number, name: spectator.name };
}

export class Audience {
  private groups = new Map<RecipientKey, Set<Client>>();

  add(client: Client): void {
    const key = recipientKey(client.recipient);
    const group = this.groups.get(key) ?? new Set();
    group.add(client);
    this.groups.set(key, group);
  }

  /** Removes a connection; true when it was the last of its group. */
  remove(client: Client): boolean {
    const key = recipientKey(client.recipient);
    const group = this.groups.get(key);
    if (group === undefined || !group.delete(client)) return false;
    if (group.size > 0) return false;
    this.groups.delete(key);
    return true;
  }

  group(key: RecipientKey): Iterable<Client> {
    return this.groups.get(key) ?? [];
  }

  /** One connection of each group: whose recipient stands for the group. */
  *leaders(): Iterable<[RecipientKey, Client]> {
    for (const [key, group] of this.groups) {
      const first = group.values().next();
      if (!first.done) yield [key, first.value];
    }
  }

  *all(): Iterable<Client> {
    for (const group of this.groups.values()) yield* group;
  }

  /**
   * 807.3: the game seats its players otherwise than listed (`listed[seat]`: the listed seat that sits
   * there): the connections of the people follow them to their seats in the game.
   */
  reseat(listed: number[]): void {
    const clients = [...this.all()];
    for (const c of clients) this.remove(c);
    for (const c of clients) {
      if (c.seat !== null) {
        c.seat = listed.indexOf(c.seat);
        c.recipient = { seat: c.seat };
      }
      this.add(c);
    }
  }

  seatConnected(seat: number): boolean {
    return this.groups.has(`seat:${seat}`);
  }

  /** Sends to every connection of a group, the message serialised once (when the group has any). */
  sendToGroup(key: RecipientKey, message: ServerMessage, json?: () => string): void {
    const group = this.groups.get(key);
    if (group === undefined || group.size === 0) return;
    const text = json?.() ?? JSON.stringify(message);
    for (const c of group) c.send(message, text);
  }

  /** Sends a message's JSON text, made elsewhere (a worker thread), to every connection of a group. */
  sendTextToGroup(key: RecipientKey, text: string): void {
    for (const c of this.groups.get(key) ?? []) c.send(null, text);
  }

  broadcast(message: ServerMessage): void {
    const text = JSON.stringify(message);
    for (const c of this.all()) c.send(message, text);
  }

  /**
   * A batch's update to each group: its text as the worker thread made it, or serialised here once, around
   * the table patch serialised once for all of them.
   */
  deliver(seq: number, sends: Sends): void {
    if ("texts" in sends) {
      for (const [key, text] of Object.entries(sends.texts)) this.sendTextToGroup(key, text);
      return;
    }
    const tableJson = JSON.stringify(sends.table);
    for (const [key, delivery] of Object.entries(sends.deliveries)) {
      const { events, seat } = delivery;
      const update: ServerMessage = { type: "update", seq, events, table: sends.table, seat };
      this.sendToGroup(key, update, () => updateJson(seq, tableJson, delivery));
    }
  }
}
