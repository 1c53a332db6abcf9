import { route, json } from "@/platform/http";
import { checkDatabase } from "@/platform/db/health";
import { checkRedis } from "@/platform/rate-limit/redis-health";

export const dynamic = "force-dynamic";

/**
 * Every dependency a request needs: the database, and Redis when REDIS_URL is set (sign-in,
 * registration, submissions and coupons answer 503 without it). 503 when any is down.
 */
export const GET = route({ access: "public" }, async () => {
  const [database, redis] = await Promise.all([checkDatabase(), checkRedis()]);
  const ok = database.ok && (redis?.ok ?? true);
  return json(
    { status: ok ? "ok" : "degraded", database, ...(redis && { redis }) },
    ok ? 200 : 503,
    {
      "Cache-Control": "no-store",
    },
  );
});
