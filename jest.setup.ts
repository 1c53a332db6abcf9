import "@testing-library/jest-dom";
// Every job kind's handler, as instrumentation.ts registers them when the server starts.
import "@/wiring/jobs";

// Route tests stand in for one proxy in front, as the browser tests and the bench do: the
// X-Forwarded-For entry they send last is the one "the proxy" appended, the client's address.
process.env.TRUSTED_PROXY_HOPS ??= "1";
