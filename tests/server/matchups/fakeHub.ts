import type {
  CallerProxy,
  ClientProxy,
  HubCallContext,
  HubContext,
} from '../../../server/hub/types';

export interface Sent {
  to: string;
  target: string;
  args: unknown[];
}

/** An in-memory hub: records every send by recipient ('caller', 'group:x', 'all', 'connection:x') and group membership. */
export function fakeHub(connectionId = 'c1') {
  const sent: Sent[] = [];
  const groups = new Map<string, Set<string>>();
  const proxy = (to: string): ClientProxy => ({
    async send(target, ...args) {
      sent.push({ to, target, args });
    },
  });
  const hub: HubContext = {
    clients: {
      all: proxy('all'),
      group: (name) => proxy(`group:${name}`),
      connection: (id) => proxy(`connection:${id}`),
    },
    groups: {
      async add(conn, group) {
        groups.set(group, (groups.get(group) ?? new Set()).add(conn));
      },
      async remove(conn, group) {
        groups.get(group)?.delete(conn);
      },
    },
  };
  const caller: CallerProxy = {
    ...proxy('caller'),
    async sendPrepared({ target, args }) {
      sent.push({ to: 'caller', target, args: [...args] });
    },
  };
  const ctx: HubCallContext = {
    connectionId,
    user: null,
    caller,
    clients: hub.clients,
    groups: hub.groups,
  };
  const members = (group: string): string[] => [...(groups.get(group) ?? [])];
  return { hub, ctx, sent, members };
}
