/** Pure scoring: no I/O, safe to import from client and server code. */
export * from "./readiness";
export * from "./family";
export * from "./lead";
export * from "./benchmark";
