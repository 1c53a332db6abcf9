import { CHAPTER_EMBLEMS } from "@/app/(public)/_landing/chapter-emblems";
import { spriteResponse } from "@/platform/ui/icons/sprite-file";

export function GET(request: Request) {
  return spriteResponse(CHAPTER_EMBLEMS, request);
}
