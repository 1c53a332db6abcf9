import "server-only";
import { db } from "@/platform/db";
import { env } from "@/platform/env";

/**
 * The server side of sessions: a row per sign-in, named by the `sid` claim of its cookie or
 * bearer token. A token is good only while its row is neither revoked nor idle longer than
 * SESSION_IDLE_MINUTES; the signed token alone proves nothing after logout.
 */

export type SessionKind = "web" | "api";

/** The longest a session lasts however busy it is; signing in again starts a new one. */
export const SESSION_MAX_AGE = 7 * 24 * 60 * 60;

/** lastSeenAt is written at most this often, so a busy session costs no write per request. */
const TOUCH_INTERVAL_MS = 60_000;

const idleMs = () => env.SESSION_IDLE_MINUTES * 60_000;

/**
 * Starts a session for the user, and forgets the user's sessions that are over. A sign-in that
 * proved a second factor says so (`secondFactor`): the admin role and step-up read it.
 */
export async function startSession(
  userId: string,
  kind: SessionKind,
  secondFactor = false,
): Promise<string> {
  const now = Date.now();
  await db.session.deleteMany({
    where: {
      userId,
      OR: [
        { revokedAt: { not: null } },
        { lastSeenAt: { lt: new Date(now - idleMs()) } },
        { createdAt: { lt: new Date(now - SESSION_MAX_AGE * 1000) } },
      ],
    },
  });
  const session = await db.session.create({
    data: { userId, kind, secondFactorAt: secondFactor ? new Date(now) : null },
    select: { id: true },
  });
  return session.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The live session `sid` of user `userId`, with the user as stored now; null when it was
 * revoked, has been idle too long, or belongs to someone else. Marks it as used.
 */
export async function liveSession(sid: string, userId: string) {
  if (!UUID.test(sid)) return null;
  const session = await db.session.findUnique({
    where: { id: sid },
    select: {
      userId: true,
      lastSeenAt: true,
      revokedAt: true,
      secondFactorAt: true,
      user: {
        select: {
          id: true,
          email: true,
          role: true,
          sessionVersion: true,
          mustChangePassword: true,
        },
      },
    },
  });
  if (!session || session.revokedAt || session.userId !== userId) return null;
  const now = Date.now();
  if (session.lastSeenAt.getTime() <= now - idleMs()) return null;
  if (session.lastSeenAt.getTime() <= now - TOUCH_INTERVAL_MS) {
    await db.session.updateMany({
      where: { id: sid, lastSeenAt: { lte: new Date(now - TOUCH_INTERVAL_MS) } },
      data: { lastSeenAt: new Date(now) },
    });
  }
  return { ...session.user, secondFactorAt: session.secondFactorAt };
}

/** A step-up: the session has just proven its second factor again. */
export async function proveSecondFactor(sid: string): Promise<void> {
  await db.session.updateMany({
    where: { id: sid, revokedAt: null },
    data: { secondFactorAt: new Date() },
  });
}

/** Logout: this session is over at once. */
export async function endSession(sid: string): Promise<void> {
  if (!UUID.test(sid)) return;
  await db.session.updateMany({
    where: { id: sid, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** A password change or reset: every cookie and bearer token of the user is over. */
export async function endAllSessions(userId: string): Promise<void> {
  await db.session.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}
