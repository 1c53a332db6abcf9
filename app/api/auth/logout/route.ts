import { NextResponse } from "next/server";
import { clearSessionCookie } from "@/lib/auth/cookie";
import { route } from "@/lib/http";

/** Ends the browser session by removing its cookie (bearer tokens are the client's to drop). */
export const POST = route({ access: "public" }, async () =>
  clearSessionCookie(new NextResponse(null, { status: 204 })),
);
