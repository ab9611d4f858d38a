import type { Frame } from '../frame';

/** A connection living in this process, as the lifetime manager sees it. */
export interface LocalConnection {
  readonly connectionId: string;
  /** A push (not an answer to one of its own calls): server/hub/connection.ts `push`. */
  push(frame: Frame): void;
}

export type BackplaneStatus = 'memory' | 'redis' | 'redis-down';

/**
 * Who receives what: connections, groups and broadcasts (docs/hub.md §2.4). A frame arrives
 * already serialized; implementations never serialize per client.
 */
export interface HubLifetimeManager {
  status(): BackplaneStatus;
  connected(connection: LocalConnection): Promise<void>;
  disconnected(connection: LocalConnection): Promise<void>;
  sendAll(frame: Frame): Promise<void>;
  sendGroup(group: string, frame: Frame): Promise<void>;
  sendConnection(connectionId: string, frame: Frame): Promise<void>;
  addToGroup(connectionId: string, group: string): Promise<void>;
  removeFromGroup(connectionId: string, group: string): Promise<void>;
  close(): Promise<void>;
}

/** Connections and group membership of this process (membership is never shared). */
export class LocalRegistry {
  readonly connections = new Map<string, LocalConnection>();
  private readonly groups = new Map<string, Set<LocalConnection>>();
  // Created on first join only, so idle connections cost no Set.
  private readonly memberships = new Map<string, Set<string>>();

  add(connection: LocalConnection): void {
    this.connections.set(connection.connectionId, connection);
  }

  /** Forgets a connection; returns the groups that became empty. */
  remove(connectionId: string): string[] {
    this.connections.delete(connectionId);
    const joined = this.memberships.get(connectionId);
    this.memberships.delete(connectionId);
    const emptied: string[] = [];
    for (const group of joined ?? []) if (this.leave(connectionId, group)) emptied.push(group);
    return emptied;
  }

  /** Adds a local connection to a group; returns true when the group was empty before. */
  join(connectionId: string, group: string): boolean {
    const connection = this.connections.get(connectionId);
    if (!connection) return false;
    let members = this.groups.get(group);
    const first = members === undefined;
    if (!members) this.groups.set(group, (members = new Set()));
    members.add(connection);
    let joined = this.memberships.get(connectionId);
    if (!joined) this.memberships.set(connectionId, (joined = new Set()));
    joined.add(group);
    return first;
  }

  /** Removes a connection from a group; returns true when the group became empty. */
  leave(connectionId: string, group: string): boolean {
    const members = this.groups.get(group);
    const connection = this.connections.get(connectionId);
    this.memberships.get(connectionId)?.delete(group);
    if (!members) return false;
    if (connection) members.delete(connection);
    else for (const m of members) if (m.connectionId === connectionId) members.delete(m);
    if (members.size > 0) return false;
    this.groups.delete(group);
    return true;
  }

  hasGroup(group: string): boolean {
    return this.groups.has(group);
  }

  groupNames(): string[] {
    return [...this.groups.keys()];
  }

  sendAll(frame: Frame): void {
    for (const connection of this.connections.values()) connection.push(frame);
  }

  sendGroup(group: string, frame: Frame): void {
    const members = this.groups.get(group);
    if (!members) return;
    // A send may close a slow client, which leaves the group while we iterate: deleting from a
    // Set during for-of is well defined (the rest are still visited once), so no copy is needed.
    for (const connection of members) connection.push(frame);
  }

  sendConnection(connectionId: string, frame: Frame): boolean {
    const connection = this.connections.get(connectionId);
    connection?.push(frame);
    return connection !== undefined;
  }
}
