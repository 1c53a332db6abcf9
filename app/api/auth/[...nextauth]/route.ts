import { handlers } from "@/lib/auth/config";

/** next-auth's own endpoints (session, csrf, signout, Credentials callback). */
export const { GET, POST } = handlers;
