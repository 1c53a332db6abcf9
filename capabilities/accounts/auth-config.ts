import "server-only";
import NextAuth, { type User } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { knownDeviceOf } from "@/capabilities/accounts/known-device";
import { authenticate } from "@/capabilities/accounts/login";
import { loginSchema } from "@/capabilities/accounts/schemas";
import { needsSecondFactor } from "@/capabilities/accounts/second-factor";
import { AppError } from "@/platform/errors";
import { clientAddress } from "@/platform/rate-limit";
import { SESSION_MAX_AGE, sessionCookieOptions } from "@/platform/auth/cookie";
import { authSecret } from "@/platform/auth/secret";
import { sessionCookieName } from "@/platform/auth/session";
import { endSession, startSession } from "@/platform/auth/sessions";

declare module "next-auth" {
  interface User {
    role?: "user" | "admin";
    sessionVersion?: number;
  }
  interface Session {
    user: { id: string; email: string; role: "user" | "admin" };
  }
}

/**
 * next-auth v5: JWT sessions in the httpOnly cookie `sessionCookieName()`, carrying `sub`
 * (user id), `sv` (the user's sessionVersion), `sid` (the server-side session, platform/auth/
 * sessions.ts) and `role`. Our JSON login (/api/auth/login)
 * issues the same cookie (platform/auth/cookie.ts), so `auth()` and `getCaller()` read either.
 * The Credentials provider runs the very checks of the JSON login (rate limits included).
 * Configured lazily: the secret is read on the first request, not while `next build` runs.
 */
export const { auth, handlers, signIn, signOut } = NextAuth(() => ({
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  cookies: {
    sessionToken: { name: sessionCookieName(), options: sessionCookieOptions() },
  },
  pages: { signIn: "/auth" },
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request): Promise<User | null> {
        const input = loginSchema.safeParse(credentials);
        if (!input.success) return null;
        try {
          const user = await authenticate(
            input.data,
            clientAddress(request),
            knownDeviceOf(request),
          );
          // Its second step is ours (POST /api/auth/mfa): no session from a password alone.
          if (needsSecondFactor(user)) return null;
          return {
            id: user.id,
            email: user.email,
            role: user.role,
            sessionVersion: user.sessionVersion,
          };
        } catch (error) {
          if (error instanceof AppError) return null;
          throw error;
        }
      },
    }),
  ],
  events: {
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await endSession(sid);
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      if (user?.id) {
        token.sub = user.id;
        token.sv = user.sessionVersion ?? 0;
        token.role = user.role ?? "user";
        token.sid = await startSession(user.id, "web");
      }
      return token;
    },
    session({ session, token }) {
      session.user = {
        ...session.user,
        id: token.sub ?? "",
        email: typeof token.email === "string" ? token.email : (session.user?.email ?? ""),
        role: token.role === "admin" ? "admin" : "user",
      };
      return session;
    },
  },
}));
