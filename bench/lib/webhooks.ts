/**
 * BENCH_ONLY=webhooks: lead events delivered to a local receiver while the app serves
 * submissions at a fixed rate. The app runs with WEBHOOK_ALLOW_PRIVATE=true (the receiver is on
 * 127.0.0.1); one endpoint subscribed to assessment.completed, so each accepted submission is
 * one event. The delay of an event is from its `occurredAt` (written in the submission's
 * transaction) to the receiver's first 2xx answer to it; same machine, same clock.
 */
import { startFakeServer } from "@/tests/fakes/http-server";
import { percentile, summarise } from "./load";
import { progress, sleep } from "./log";
import { cpuMeter } from "./server";
import { num, type Row } from "./table";

/** The local receiver: answers 200, or 500 while `failing`; keeps each event's first success. */
async function startReceiver() {
  const state = {
    failing: false,
    /** event id -> [occurredAt, first 2xx answer] in ms since the epoch */
    delivered: new Map<string, [number, number]>(),
    failedAnswers: 0,
  };
  const server = await startFakeServer((request, response) => {
    const at = Date.now();
    if (state.failing) {
      state.failedAnswers++;
      response.writeHead(500).end("down");
      return;
    }
    try {
      const event = JSON.parse(request.body) as { id: string; occurredAt: string };
      if (!state.delivered.has(event.id)) {
        state.delivered.set(event.id, [Date.parse(event.occurredAt), at]);
      }
    } catch {
      // not an event: answered all the same
    }
    response.writeHead(200).end("ok");
  });
  return { url: `${server.url}/hooks`, state, close: server.close };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

interface Submitted {
  accepted: number;
  errors: number;
  latencies: number[];
  /** e.g. "429×3", empty when clean */
  errorDetail: string;
  seconds: number;
}

/**
 * Open-loop submissions: one POST every 1000/rate ms for `seconds`, whatever the answers take
 * (a fixed arrival rate, as real traffic, not a fixed number of connections).
 */
async function submitAtRate(
  base: string,
  rate: number,
  count: number,
  request: (n: number) => { headers: Record<string, string>; body: string },
  signal: AbortSignal,
): Promise<Submitted> {
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  let accepted = 0;
  const t0 = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < count && !signal.aborted; n++) {
    const due = t0 + (n * 1000) / rate - performance.now();
    if (due > 0) await sleep(due);
    const { headers, body } = request(n);
    const started = performance.now();
    inFlight.push(
      fetch(`${base}/api/assessments`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
        signal: AbortSignal.any([signal, AbortSignal.timeout(30_000)]),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 201) {
            accepted++;
            latencies.push(performance.now() - started);
          } else {
            statuses.set(String(response.status), (statuses.get(String(response.status)) ?? 0) + 1);
          }
        })
        .catch((error: unknown) => {
          const name = error instanceof Error ? error.name : "error";
          statuses.set(name, (statuses.get(name) ?? 0) + 1);
        }),
    );
  }
  await Promise.all(inFlight);
  const errors = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  return {
    accepted,
    errors,
    latencies,
    errorDetail: [...statuses].map(([code, n]) => `${code}×${n}`).join(" "),
    seconds: (performance.now() - t0) / 1000,
  };
}

/** Waits until `count` events were delivered, or `limitMs` passed; answers when the last came. */
async function waitForDeliveries(
  receiver: Receiver,
  count: number,
  limitMs: number,
  signal: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  let reported = Date.now();
  while (receiver.state.delivered.size < count && Date.now() < deadline && !signal.aborted) {
    await sleep(250);
    if (Date.now() - reported > 15_000) {
      reported = Date.now();
      progress(`  ${receiver.state.delivered.size} of ${count} events delivered`);
    }
  }
}

interface DelaySummary {
  delivered: number;
  /** ms */
  p50: number;
  p99: number;
  max: number;
  /** delivered events per second, from the first occurrence to the last delivery */
  perSecond: number;
  lastDelivered: number;
}

function summariseDelays(pairs: [number, number][]): DelaySummary {
  const delays = pairs.map(([occurred, delivered]) => delivered - occurred).sort((a, b) => a - b);
  const firstOccurred = Math.min(...pairs.map(([occurred]) => occurred));
  const lastDelivered = Math.max(...pairs.map(([, delivered]) => delivered));
  return {
    delivered: pairs.length,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    max: delays.at(-1) ?? NaN,
    perSecond: pairs.length / Math.max(0.001, (lastDelivered - firstOccurred) / 1000),
    lastDelivered,
  };
}

/** The endpoint, added through the admin API as an admin would. */
async function addEndpoint(base: string, token: string, url: string): Promise<void> {
  const response = await fetch(`${base}/api/admin/webhooks`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ url, events: ["assessment.completed"], description: "bench receiver" }),
  });
  if (response.status !== 201) {
    throw new Error(
      `add endpoint: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`,
    );
  }
}

export const WEBHOOK_PHASE = "Webhooks";
/** Submissions per second while events are delivered (BENCH_WEBHOOK_RATE). */
export const WEBHOOK_RATE = Math.max(1, Number(process.env.BENCH_WEBHOOK_RATE ?? 20) || 20);
const EVENTS = 1_000;
const OUTAGE_SECONDS = 60;
/** Retries are 30 s, then 2.5 min after (±20 %): an event of the outage's first half waits ~3 min. */
const DRAIN_LIMIT_MS = 7 * 60_000;

const submissionRow = (label: string, s: Submitted): Row => {
  const { p50, p99 } = summarise(s.latencies);
  return {
    phase: WEBHOOK_PHASE,
    case: label,
    rate: num(s.accepted / s.seconds, 1),
    p50: num(p50),
    p99: num(p99),
    errors: num(s.errors),
    other: [`${num(s.accepted + s.errors)} submissions`, s.errorDetail && `(${s.errorDetail})`]
      .filter(Boolean)
      .join(" "),
  };
};

const seconds = (ms: number) => `${num(ms / 1000, 1)} s`;

/**
 * The phase: an endpoint to a local receiver; 1,000 submissions at WEBHOOK_RATE/s and their
 * 1,000 events delivered; then the receiver answers 500 for a minute while the submissions go
 * on at the same rate, and recovers: how long the events of that minute wait, and how long the
 * backlog takes to drain (paced by the retry schedule, capabilities/crm/webhooks/backoff.ts).
 */
export async function measureWebhooks(
  base: string,
  adminToken: string,
  request: (n: number) => { headers: Record<string, string>; body: string },
  /** The serving process, whose CPU share (100% = one core) the rows give. */
  serverPid: number,
  signal: AbortSignal,
): Promise<{ rows: Row[]; notes: string[] }> {
  const cpuText = (share: number | null) =>
    share === null ? "server CPU n/a" : `server CPU ${num(share)}%`;
  const receiver = await startReceiver();
  const rows: Row[] = [];
  const notes: string[] = [];
  let n = 0;
  const next = () => request(n++);
  try {
    await addEndpoint(base, adminToken, receiver.url);
    // Warm-up: 20 submissions one by one, delivered.
    const warm = await submitAtRate(base, 5, 20, next, signal);
    await waitForDeliveries(receiver, warm.accepted, 60_000, signal);
    receiver.state.delivered.clear();

    progress(`  ${EVENTS} submissions at ${WEBHOOK_RATE}/s, receiver up`);
    const steadyMeter = cpuMeter(serverPid);
    const steady = await submitAtRate(base, WEBHOOK_RATE, EVENTS, next, signal);
    const steadyCpu = cpuText(steadyMeter());
    await waitForDeliveries(receiver, steady.accepted, 180_000, signal);
    const up = summariseDelays([...receiver.state.delivered.values()]);
    rows.push({
      phase: WEBHOOK_PHASE,
      case: `${num(steady.accepted)} events, receiver up (delay: occurrence → delivery)`,
      rate: `${num(up.perSecond, 1)} ev/s`,
      p50: num(up.p50),
      p99: num(up.p99),
      errors: num(steady.accepted - up.delivered),
      other: `max ${seconds(up.max)}; ${WEBHOOK_RATE} submissions/s; ev/s = events / (first occurrence → last delivery); ${steadyCpu} while submitting`,
      target: `p99 < 5 s: ${up.p99 < 5_000 ? "pass" : "MISS"}`,
    });
    rows.push(
      submissionRow(`submissions meanwhile: POST /api/assessments at ${WEBHOOK_RATE}/s`, steady),
    );

    receiver.state.delivered.clear();
    receiver.state.failing = true;
    progress(`  receiver answers 500 for ${OUTAGE_SECONDS} s, submissions go on`);
    const outageMeter = cpuMeter(serverPid);
    const outageStart = Date.now();
    const during = await submitAtRate(
      base,
      WEBHOOK_RATE,
      WEBHOOK_RATE * OUTAGE_SECONDS,
      next,
      signal,
    );
    receiver.state.failing = false;
    const outageCpu = cpuText(outageMeter());
    const recoveredAt = Date.now();
    const failedAnswers = receiver.state.failedAnswers;
    progress(`  receiver up again after ${seconds(recoveredAt - outageStart)}: draining`);
    await waitForDeliveries(receiver, during.accepted, DRAIN_LIMIT_MS, signal);
    const pairs = [...receiver.state.delivered.values()];
    const out = summariseDelays(pairs);
    const half = outageStart + (recoveredAt - outageStart) / 2;
    const early = summariseDelays(pairs.filter(([occurred]) => occurred < half));
    const late = summariseDelays(pairs.filter(([occurred]) => occurred >= half));
    rows.push({
      phase: WEBHOOK_PHASE,
      case: `${num(during.accepted)} events, receiver answers 500 for ${OUTAGE_SECONDS} s`,
      rate: "",
      p50: num(out.p50),
      p99: num(out.p99),
      errors: num(during.accepted - out.delivered),
      other: `backlog drained ${seconds(out.lastDelivered - recoveredAt)} after recovery; max delay ${seconds(out.max)}; occurred in the first half: p50 ${seconds(early.p50)}, p99 ${seconds(early.p99)}; second half: p50 ${seconds(late.p50)}, p99 ${seconds(late.p99)}; ${num(failedAnswers)} attempts answered 500; ${outageCpu} during the outage`,
      target: "paced by the retry schedule (30 s, then 2.5 min, ±20 %)",
    });
    rows.push(
      submissionRow(
        `submissions during the outage: POST /api/assessments at ${WEBHOOK_RATE}/s`,
        during,
      ),
    );
    notes.push(
      `${WEBHOOK_PHASE}: one endpoint (assessment.completed) to a receiver on 127.0.0.1 in the bench process, added through POST /api/admin/webhooks; the app runs with WEBHOOK_ALLOW_PRIVATE=true. Submissions are open-loop at a fixed rate (BENCH_WEBHOOK_RATE, ${WEBHOOK_RATE}/s), a distinct client address each; 20 warm-up submissions delivered first. An event's delay is from its occurredAt to the receiver's first 2xx answer to it. During the outage every attempt is answered 500 and retried by the job queue (30 s, then 2.5 min later, each ±20 %): an event whose first retry also fell in the outage waits for its second, so the drain after recovery is set by the schedule, not by the sender's speed.`,
    );
  } finally {
    await receiver.close();
  }
  return { rows, notes };
}
