import { blockCrossSiteDEV } from "next/dist/server/lib/router-utils/block-cross-site-dev";
import nextConfig from "@/next.config";

/** Next's development server refuses its own hot-reload socket to origins it does not know. */
function hotReloadBlocked(origin: string, allowed = nextConfig.allowedDevOrigins): boolean {
  const request = { url: "/_next/webpack-hmr", headers: { origin } };
  const response = { statusCode: 200, end: () => {} };
  return blockCrossSiteDEV(request as never, response as never, allowed, undefined);
}

it("keeps hot reload for the dev server opened at a loopback address", () => {
  for (const origin of ["http://127.0.0.1:3000", "http://localhost:3000", "http://[::1]:3000"]) {
    expect(hotReloadBlocked(origin)).toBe(false);
  }
  expect(hotReloadBlocked("http://127.0.0.1:3000", [])).toBe(true);
  expect(hotReloadBlocked("https://evil.example")).toBe(true);
});
