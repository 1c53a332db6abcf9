import { ICON_SPRITE } from "@/platform/ui/icons/sprite";

// Built once with the app; its address carries a hash of its content (ICON_SPRITE_HREF).
export const dynamic = "force-static";

export function GET() {
  return new Response(ICON_SPRITE, {
    headers: {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}
