/**
 * Where a public page's main thread goes while it loads, from a Chrome trace in real Chromium against the
 * real server, with the CPU slowed 4× like Lighthouse's mobile preset: `node scripts/main-thread.ts /he
 * /en/pricing` (`--runs=3` loads each page three times, in turn, and prints each page's median). Lighthouse
 * estimates its total blocking time from such a trace; this prints the trace's own figures, to compare two
 * builds or two pages measured in the same run: the long tasks (over 50 ms) after the first paint, their
 * blocking time, and the main thread's busy time by kind of work. `--against=<dist folder>` serves another
 * build too (a copy of `apps/web/dist` from before a change) and loads each page from both in turn;
 * `EVENTS=1` lists the trace's own event names instead of the kinds below.
 */
import { availableParallelism } from 'node:os';
import { launchBrowser } from '../../../e2e/chromium.ts';
import { loadAverage, option, serveBuilds } from './measuring.ts';

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** How long after `load` the trace keeps recording: hydration and deferred work run after it. */
const SETTLE_MS = 4000;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string }; name?: string };
}

/** The trace events that say what a task did, grouped under one label each. */
const KINDS: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  ParseHTML: 'parse html',
  ParseAuthorStyleSheet: 'parse css',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
};

interface Profile {
  fcp: number;
  tasks: { start: number; duration: number; kinds: Record<string, number> }[];
  busy: Record<string, number>;
}

function analyse(events: TraceEvent[]): Profile {
  // The page's renderer is the one that painted; the tab's first blank page has a renderer of its own.
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcpEvent) throw new Error('the trace has no first contentful paint');
  const mine = events.filter((e) => e.pid === fcpEvent.pid && e.tid === fcpEvent.tid);
  const navigation = mine.findLast((e) => e.name === 'navigationStart' && e.ts < fcpEvent.ts)?.ts ?? 0;
  const ms = (us: number) => us / 1000;
  const topLevel = mine.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 0);
  const tasks = topLevel.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const kinds: Record<string, number> = {};
    for (const e of mine) {
      if (e.ph !== 'X' || e.ts < task.ts || e.ts >= end || e === task) continue;
      const kind = process.env.EVENTS ? e.name : KINDS[e.name];
      if (!kind) continue;
      kinds[kind] = (kinds[kind] ?? 0) + ms(e.dur ?? 0);
    }
    return { start: ms(task.ts - navigation), duration: ms(task.dur ?? 0), kinds };
  });
  const busy: Record<string, number> = { total: 0 };
  for (const task of tasks) {
    busy.total! += task.duration;
    for (const [kind, time] of Object.entries(task.kinds)) busy[kind] = (busy[kind] ?? 0) + time;
  }
  return { fcp: ms(fcpEvent.ts - navigation), tasks, busy };
}

const runs = Number(option('runs') ?? 1);
const against = option('against');
const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const paths = asked.length ? asked : ['/he', '/en'];

const builds = await serveBuilds(against);
const browser = await launchBrowser();
const results = new Map<string, { blocking: number; busy: number; script: number }[]>();
console.log(
  `load average at the start: ${loadAverage()} (${availableParallelism()} cores); CPU ${SLOWDOWN}× slower`,
);
try {
  for (const [pagePath, { label, server }] of Array.from({ length: runs }, () => paths)
    .flat()
    .flatMap((p) => builds.map((build) => [p, build] as const))) {
    const key = builds.length > 1 ? `${pagePath} [${label}]` : pagePath;
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'],
    });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    await context.close();
    const profile = analyse(trace.traceEvents);
    const long = profile.tasks.filter((t) => t.duration > LONG_TASK_MS && t.start >= profile.fcp);
    const blocking = long.reduce((sum, t) => sum + t.duration - LONG_TASK_MS, 0);
    const round = (n: number) => Math.round(n);
    console.log(
      `${key}: FCP ${round(profile.fcp)} ms, blocking ${round(blocking)} ms in ${long.length} long tasks, busy ${Object.entries(
        profile.busy,
      )
        .sort((a, b) => b[1] - a[1])
        .map(([kind, time]) => `${kind} ${round(time)}`)
        .join(', ')}`,
    );
    for (const task of long)
      console.log(
        `  @${round(task.start)} ${round(task.duration)} ms: ${Object.entries(task.kinds)
          .sort((a, b) => b[1] - a[1])
          .map(([kind, time]) => `${kind} ${round(time)}`)
          .join(', ')}`,
      );
    const own = results.get(key) ?? [];
    own.push({ blocking, busy: profile.busy.total ?? 0, script: profile.busy.script ?? 0 });
    results.set(key, own);
  }
} finally {
  await browser.close();
  for (const { server } of builds) await server.close();
}
console.log(`load average at the end: ${loadAverage()}`);
if (runs > 1 || builds.length > 1) {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  console.log(`median of ${runs} runs (ms, CPU ${SLOWDOWN}× slower):`);
  for (const [pagePath, own] of results)
    console.log(
      `  ${pagePath.padEnd(64)} blocking ${Math.round(median(own.map((r) => r.blocking)))}  busy ${Math.round(
        median(own.map((r) => r.busy)),
      )}  script ${Math.round(median(own.map((r) => r.script)))}`,
    );
}
