import { CHAPTER_EMBLEMS } from "@/app/(public)/_landing/chapter-emblems";
import { spriteResponse } from "@/platform/ui/icons/sprite-file";

export const dynamic = "force-static";

export function GET() {
  return spriteResponse(CHAPTER_EMBLEMS);
}
