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

/** The sprite's response: the route that serves it is prerendered (`dynamic = "force-static"`). */
export function spriteResponse(sprite: string): Response {
  return new Response(sprite, {
    headers: {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}
