/** Runs once per server start, before the first request is served. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before the first request: rate limits key "nothing in front" clients by their socket.
  const { recordSocketAddresses } = await import("@/platform/rate-limit/socket-address");
  recordSocketAddresses();
  // And counted while they are handled, so that job workers give way to them.
  const { countServerRequests } = await import("@/platform/jobs/load");
  countServerRequests();
  // Before the first request too: a page failed by a database outage answers 503, not 500.
  const { answerOutagesWith503 } = await import("@/platform/db/outage-status");
  answerOutagesWith503();
  // And TRACE answers 405, not a 500 with a stack trace in the log.
  const { refuseUnsupportedMethods } = await import("@/platform/http/unsupported-methods");
  refuseUnsupportedMethods();
  // Importing platform/env.ts validates every variable: a malformed one stops start-up here.
  const { isBuildPhase } = await import("@/platform/env");
  if (isBuildPhase) return;
  const { privateTargetsWarning } = await import("@/capabilities/crm/webhooks/target");
  const warning = privateTargetsWarning();
  if (warning) console.warn(`[webhooks] ${warning}`);
  const { prepareEmbeddedDatabase } = await import("@/platform/setup/prepare");
  await prepareEmbeddedDatabase();
  // Jobs and e-mails a crash left behind resume now and on a timer, without waiting for traffic.
  const { startBackgroundWork } = await import("@/wiring/background");
  startBackgroundWork();
}
