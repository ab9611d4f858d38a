// Where a --cpu-prof profile of the app spent its time: self time by function and by package,
// printed for docs/benchmarks.md (npm run bench:api with BENCH_CPU_PROF=1).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: a package, a folder of ours, node internals, or the engine. */
function owner(url: string, name: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /\/(server|src)\/([^/]+)/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  if (url.startsWith('node:')) return url;
  return url ? url : `(${name || 'engine'})`;
}

export function summarizeProfile(file: string, top = 15): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
  );
  const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url
      ? `${url.replace(/^.*\/(node_modules|server|src)\//, '$1/')}:${lineNumber + 1}`
      : '';
    const fn = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    const o = owner(url, functionName);
    byOwner.set(o, (byOwner.get(o) ?? 0) + ms);
  }
  const print = (title: string, map: Map<string, number>) => {
    console.error(`  ${title}`);
    for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.error(`    ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  };
  console.error(`profile ${file}: ${(total / 1000).toFixed(1)} s sampled`);
  print('self time by package or folder', byOwner);
  print('self time by function', byFunction);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv[2]) throw new Error('usage: tsx bench/api/profile.ts <file.cpuprofile>');
  summarizeProfile(process.argv[2]);
}
