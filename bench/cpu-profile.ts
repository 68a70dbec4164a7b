import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** Now on the clock V8's profiles are stamped with (monotonic, shared by every process of the machine), in µs. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The profile of process `pid`'s main thread in `dir`: node --cpu-prof --cpu-prof-dir=dir writes one per thread on
 * exit, named CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile, the main thread being 0.
 */
const mainThreadProfile = (dir: string, pid: number) => {
  const name = readdirSync(dir).find((f) => f.includes(`.${pid}.0.`) && f.endsWith('.cpuprofile'));
  return name ? path.join(dir, name) : undefined;
};

/** A package (node_modules/<name>), a file of this repo, node's own code, or V8's pseudo-frames ((gc), (idle)). */
const placeOf = (url: string, functionName: string) => {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'node (core)';
  const repo = /\/(apps|packages|bench)\/(.*)$/.exec(url);
  return repo ? `${repo[1]}/${repo[2]}` : url;
};

/**
 * Where a process spent its CPU during the given windows (µs on the monotonic clock), as shares of all samples in
 * the windows, largest first: self time per place (a package, a file) and per function, and time under each of
 * this repo's files (anywhere on the stack: a socket write under live-hub.ts counts there).
 */
const hotSpots = (file: string, windows: [number, number][], top = 12) => {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const parentOf = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id] as const)));
  const stackPlaces = (id: number) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at);
      if (frame && /\/(apps|packages)\//.test(frame.url)) seen.add(placeOf(frame.url, frame.functionName));
    }
    return seen;
  };
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  const under = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (!windows.some(([from, to]) => at >= from && at <= to)) continue;
    const frame = byId.get(id);
    if (!frame) continue;
    const place = placeOf(frame.url, frame.functionName);
    const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    places.set(place, (places.get(place) ?? 0) + delta);
    functions.set(name, (functions.get(name) ?? 0) + delta);
    for (const file of stackPlaces(id)) under.set(file, (under.get(file) ?? 0) + delta);
    total += delta;
  }
  const share = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000), share: `${((100 * us) / total).toFixed(1)}%` }));
  return {
    totalMs: Math.round(total / 1000),
    places: share(places),
    functions: share(functions),
    under: share(under),
  };
};

/** Prints where process `pid` (profiled into `dir`) spent its CPU within `windows`, under `title`. */
export const printHotSpots = (title: string, dir: string, pid: number, windows: [number, number][]) => {
  const file = mainThreadProfile(dir, pid);
  if (!file) return console.log(`${title}: no CPU profile in ${dir}`);
  const spots = hotSpots(file, windows);
  console.log(`\n${title}: ${spots.totalMs} ms of server CPU`);
  console.table(spots.places);
  console.table(spots.functions);
  console.table(spots.under);
};
