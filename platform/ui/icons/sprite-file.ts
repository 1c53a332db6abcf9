import { gzipSync } from "node:zlib";

/**
 * An SVG sprite served as a file of its own: its address carries a hash of its content, so the
 * browser may keep it for good and a changed sprite is a new address.
 */
export function spriteHref(path: string, sprite: string): string {
  // djb2: short, and the same on the server and in the browser.
  let hash = 5381;
  for (let i = 0; i < sprite.length; i++) hash = ((hash << 5) + hash + sprite.charCodeAt(i)) | 0;
  return `${path}?v=${(hash >>> 0).toString(36)}`;
}

const gzipped = new Map<string, Uint8Array<ArrayBuffer>>();

/**
 * The sprite's response, gzipped for a browser that accepts it: the server compresses pages and
 * scripts but not a route's own body, and a phone loads the sprite before its first paint.
 */
export function spriteResponse(sprite: string, request: Request): Response {
  const headers = {
    "content-type": "image/svg+xml",
    "cache-control": "public, max-age=31536000, immutable",
    vary: "Accept-Encoding",
  };
  if (!/\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")) {
    return new Response(sprite, { headers });
  }
  let body = gzipped.get(sprite);
  if (!body) {
    body = new Uint8Array(gzipSync(sprite, { level: 9 }));
    gzipped.set(sprite, body);
  }
  return new Response(body, { headers: { ...headers, "content-encoding": "gzip" } });
}
