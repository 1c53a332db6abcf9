import { route, json } from "@/lib/http";
import { checkDatabase } from "@/lib/database/health";

export const dynamic = "force-dynamic";

export const GET = route({ access: "public" }, async () => {
  const database = await checkDatabase();
  return json({ status: database.ok ? "ok" : "degraded", database }, database.ok ? 200 : 503, {
    "Cache-Control": "no-store",
  });
});
