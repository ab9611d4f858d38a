import type { Frame } from '../frame';
import {
  LocalRegistry,
  type BackplaneStatus,
  type HubLifetimeManager,
  type LocalConnection,
} from './lifetime';

/** The in-process lifetime manager: one server, no backplane. */
export class MemoryLifetimeManager implements HubLifetimeManager {
  private readonly local = new LocalRegistry();

  status(): BackplaneStatus {
    return 'memory';
  }

  async connected(connection: LocalConnection): Promise<void> {
    this.local.add(connection);
  }

  async disconnected(connection: LocalConnection): Promise<void> {
    this.local.remove(connection.connectionId);
  }

  async sendAll(frame: Frame): Promise<void> {
    this.local.sendAll(frame);
  }

  async sendGroup(group: string, frame: Frame): Promise<void> {
    this.local.sendGroup(group, frame);
  }

  async sendConnection(connectionId: string, frame: Frame): Promise<void> {
    this.local.sendConnection(connectionId, frame);
  }

  async addToGroup(connectionId: string, group: string): Promise<void> {
    this.local.join(connectionId, group);
  }

  async removeFromGroup(connectionId: string, group: string): Promise<void> {
    this.local.leave(connectionId, group);
  }

  async close(): Promise<void> {}
}
