// A demo team: name, home time zone and, in MLB, a rotation.

/** Home time zone of a team: decides local start times (7:00 PM local is 10:00 PM Eastern on the coast). */
export type Zone = 'E' | 'C' | 'M' | 'P';

export interface Team {
  abbr: string;
  name: string;
  zone: Zone;
  /** MLB only: a five-man rotation. */
  rotation?: readonly string[];
}

export const t = (abbr: string, name: string, zone: Zone, rotation?: string): Team =>
  rotation ? { abbr, name, zone, rotation: rotation.split(', ') } : { abbr, name, zone };
