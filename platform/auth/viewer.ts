import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { getCaller } from "./session";

/** The signed-in person a server component renders for, as the database says now. */
export interface SignedInViewer {
  id: string;
  email: string;
  role: "user" | "admin";
  mustChangePassword: boolean;
}

/**
 * Reads the current request's session cookie (or bearer token) through `getCaller`, once per
 * render. Null for a visitor, and for a session ended by a password change. Throws when the
 * database cannot be read: pages that need the viewer fail visibly; layouts use
 * `getViewerOrNull`.
 */
export const getViewer = cache(async (): Promise<SignedInViewer | null> => {
  const incoming = await headers();
  const request = new Request("http://internal.invalid/", { headers: incoming });
  const caller = await getCaller(request);
  return caller
    ? {
        id: caller.id,
        email: caller.email,
        role: caller.role,
        mustChangePassword: caller.mustChangePassword,
      }
    : null;
});

/** For layouts (the header): a database hiccup shows the visitor header instead of an error. */
export async function getViewerOrNull(): Promise<SignedInViewer | null> {
  try {
    return await getViewer();
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (e.g. "this page is dynamic") pass through
    console.error("[auth] could not read the session:", error);
    return null;
  }
}
