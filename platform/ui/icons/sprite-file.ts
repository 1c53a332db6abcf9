/**
 * An SVG sprite's address (a file in public/, scripts/sprites): it carries a hash of the sprite's
 * content, so the browser may keep it for good and a changed sprite is a new address.
 */
export function spriteHref(path: string, sprite: string): string {
  // djb2: short, and the same on the server and in the browser.
  let hash = 5381;
  for (let i = 0; i < sprite.length; i++) hash = ((hash << 5) + hash + sprite.charCodeAt(i)) | 0;
  return `${path}?v=${(hash >>> 0).toString(36)}`;
}
