import "server-only";
import { db } from "@/platform/db";
import { offsetOf } from "@/platform/http/query-params";
import type { Paging } from "@/platform/http/paging";

/** The call-back queue: newest first, with who asked. */
export async function listCallRequests(paging: Paging) {
  const [rows, total] = await Promise.all([
    db.callRequest.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: offsetOf(paging),
      take: paging.pageSize,
      select: {
        id: true,
        assessmentId: true,
        phoneNumber: true,
        status: true,
        attempts: true,
        lastError: true,
        createdAt: true,
        updatedAt: true,
        assessment: { select: { companyName: true, executiveName: true } },
      },
    }),
    db.callRequest.count(),
  ]);
  return {
    callRequests: rows.map(({ assessment, ...request }) => ({
      id: request.id,
      assessmentId: request.assessmentId,
      companyName: assessment.companyName,
      executiveName: assessment.executiveName,
      phoneNumber: request.phoneNumber,
      status: request.status,
      attempts: request.attempts,
      lastError: request.lastError,
      createdAt: request.createdAt,
      updatedAt: request.updatedAt,
    })),
    page: paging.page,
    pageSize: paging.pageSize,
    total,
  };
}
