import type { IncomingMessage } from 'node:http';
import type { PreparedInvocation } from './frame';
// The contract between the protocol server (server/hub) and the hubs that use it
// (server/matchups). The transports know nothing of the methods; the methods nothing of transports.

/** The user a connection signed in as (from the session cookie or access_token), if any. */
export interface HubUser {
  userId: string;
  email: string;
  name: string;
  role: string;
  accountType: string;
  /**
   * The session that signed the connection in (its stored digest). While it lives the connection
   * is in the server-managed group `session:{sessionId}`; when it ends the connection is closed
   * (docs/hub.md §2.5).
   */
  sessionId?: string;
}

/** Something that can be sent messages: one connection, a group, or everyone. */
export interface ClientProxy {
  /** Sends an Invocation (type 1, no invocationId) of `target` with `args`. Serialized once. */
  send(target: string, ...args: unknown[]): Promise<void>;
}

/** The connection that made a call: also takes an Invocation prepared earlier (a cached answer). */
export interface CallerProxy extends ClientProxy {
  /** Sends `message`, reusing its bytes. */
  sendPrepared(message: PreparedInvocation): Promise<void>;
}

/** What a hub can reach from anywhere in the process (broadcasts go through the backplane). */
export interface HubClients {
  all: ClientProxy;
  group(name: string): ClientProxy;
  connection(connectionId: string): ClientProxy;
}

export interface HubGroups {
  add(connectionId: string, group: string): Promise<void>;
  remove(connectionId: string, group: string): Promise<void>;
}

/** Passed to each hub method call: who is calling and how to reach clients. */
export interface HubCallContext {
  connectionId: string;
  user: HubUser | null;
  caller: CallerProxy;
  clients: HubClients;
  groups: HubGroups;
}

/** Thrown by a hub method to send its message to the caller (like ASP.NET's HubException). */
export class HubError extends Error {}

/**
 * A hub method: plain function; its (awaited) return value becomes the Completion result. The
 * number of arguments a client must pass is the declared parameters after `ctx` (`fn.length - 1`),
 * so declare each parameter and avoid default values (a function whose `length` is 0 takes any count).
 */
export type HubMethodImpl = (ctx: HubCallContext, ...args: unknown[]) => unknown;

/** A hub's methods by name (matched case-insensitively by the dispatcher). */
export type HubMethods = Record<string, HubMethodImpl>;

/** The handle the rest of the server uses to broadcast. */
export interface HubContext {
  clients: HubClients;
  groups: HubGroups;
}

/** Credentials a request carried: `access_token` from the query or an `Authorization: Bearer` header. */
export interface HubCredentials {
  accessToken: string | null;
}

/** Where a hub learns which sessions still live (docs/hub.md §2.5). */
export interface HubSessions {
  /** Of the session ids given, those that are still live. */
  alive(sessionIds: string[]): Promise<Set<string>>;
  /**
   * For a private group (one user's connections), that user's live session ids, read when a push is
   * sent; null for any other group.
   */
  ofGroup(group: string): Promise<string[]> | null;
}

/** The server-managed group of one session's connections. */
export const sessionGroup = (sessionId: string): string => `session:${sessionId}`;

/** Resolves the signed-in user of a request (session cookie in `req.headers.cookie`, or the token). */
export type HubAuthenticate = (
  req: IncomingMessage,
  credentials: HubCredentials,
) => Promise<HubUser | null>;
