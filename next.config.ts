import type { NextConfig } from "next";
import { contentSecurityPolicy } from "@/platform/http/content-security-policy";

const isDev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm run dev` opened at 127.0.0.1 (not localhost) keeps hot reload.
  allowedDevOrigins: ["127.0.0.1", "localhost", "[::1]"],
  experimental: {
    authInterrupts: true, // forbidden(): the admin pages answer a real 403
    // Each route's modules load with its first request, not all at start: a process that only
    // serves the admin's exports never holds the report generator's content (about 80 MB of
    // heap at start with every page preloaded, which left a 96 MB heap no room to stream in).
    preloadEntriesOnStart: false,
  },
  // `npm run typecheck` checks the whole project (tests too) before the build runs.
  typescript: { ignoreBuildErrors: true },
  // Loaded from node_modules at run time: PGlite and the schema engine ship WebAssembly.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/schema-engine-wasm",
    "@node-rs/argon2",
  ],
  async headers() {
    return [
      {
        // Pages get theirs, with a per-request nonce, from proxy.ts.
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ dev: isDev }) }],
      },
      {
        // The sprites in public/ (scripts/sprites): their addresses change with their content.
        source: "/:sprite(icons|chapter-emblems).svg",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          {
            key: "Strict-Transport-Security",
            value: "max-age=63072000; includeSubDomains; preload",
          },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
          // No other site's window keeps a handle on ours, nor embeds our responses.
          { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
          { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
        ],
      },
    ];
  },
};

export default nextConfig;
