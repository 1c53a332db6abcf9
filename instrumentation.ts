/** Runs once per server start, before the first request is served. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before the first request: rate limits key "nothing in front" clients by their socket.
  const { recordSocketAddresses } = await import("@/lib/rate-limit/socket-address");
  recordSocketAddresses();
  // Before the first request too: a page failed by a database outage answers 503, not 500.
  const { answerOutagesWith503 } = await import("@/lib/database/outage-status");
  answerOutagesWith503();
  // And TRACE answers 405, not a 500 with a stack trace in the log.
  const { refuseUnsupportedMethods } = await import("@/lib/unsupported-methods");
  refuseUnsupportedMethods();
  // Importing lib/env validates every variable: a malformed one stops start-up here.
  const { isBuildPhase } = await import("@/lib/env");
  if (isBuildPhase) return;
  const { privateTargetsWarning } = await import("@/lib/webhooks/target");
  const warning = privateTargetsWarning();
  if (warning) console.warn(`[webhooks] ${warning}`);
  const { prepareEmbeddedDatabase } = await import("@/lib/database/prepare");
  await prepareEmbeddedDatabase();
  // Jobs and e-mails a crash left behind resume now and on a timer, without waiting for traffic.
  const { startBackgroundWork } = await import("@/lib/jobs/background");
  startBackgroundWork();
}
