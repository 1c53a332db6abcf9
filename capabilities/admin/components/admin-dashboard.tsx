"use client";

import { AlertCircle, Home, Loader2, ShieldCheck, Wrench } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import useSWR, { SWRConfig } from "swr";

import { LogoutButton } from "@/platform/layout/logout-button";
import { Badge } from "@/platform/ui/badge";
import { Button } from "@/platform/ui/button";
import { Card, CardContent, CardHeader } from "@/platform/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/platform/ui/tabs";
import { toast } from "@/platform/ui/use-toast";
import { ApiError, fetchJson } from "@/platform/http/api-client";
import { AdminLoading } from "./admin-loading";
import { adminFetch, handleAdminError, isAuthFailure, signOutToLogin } from "./admin-session";
import { AssessmentDetailDialog } from "./assessment-detail-dialog";
import { ActivityTab } from "./activity-tab";
import { FunnelTab } from "@/capabilities/admin/components/funnel/funnel-tab";
import { IntegrationsTab } from "@/capabilities/admin/components/integrations/integrations-tab";
import type { ListQuery } from "./assessment-list-query";
import { AssessmentsTab } from "./assessments-tab";
import { CallRequestsTab } from "./call-requests-tab";
import { CouponsTab } from "./coupons-tab";
import { PrivacyTab } from "./privacy-tab";
import { IndexTab } from "./index-tab";
import { ExportMenu } from "./export-menu";
import { StepUpDialog } from "./step-up";
import { RoadmapsTab } from "./roadmaps-tab";
import { StatCards } from "./stat-cards";
import type { AssessmentList, SetupResult } from "./types";
import { UsersTab } from "./users-tab";

export const PAGE_SIZE = 25;

/** The admin dashboard's data settings: no retries, no refetch on focus, 401/403 sign out. */
const swrSettings = {
  fetcher: fetchJson,
  onError: handleAdminError,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
};

export function listKey({ search, page, sort, order, status, chapter, source }: ListQuery): string {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(PAGE_SIZE),
    sort,
    order,
  });
  if (search) query.set("search", search);
  if (status && status !== "all") query.set("status", status);
  if (chapter && chapter !== "all") query.set("chapter", chapter);
  if (source) query.set("source", source);
  return `/api/admin/assessments?${query}`;
}

/** The admin panel (spec section 2, "Admin panel"). */
export function AdminDashboard({
  email,
  openAssessmentId,
}: {
  email: string;
  openAssessmentId: string | null;
}) {
  return (
    <SWRConfig value={swrSettings}>
      <Dashboard email={email} openAssessmentId={openAssessmentId} />
    </SWRConfig>
  );
}

function Dashboard({
  email,
  openAssessmentId,
}: {
  email: string;
  openAssessmentId: string | null;
}) {
  const router = useRouter();
  const [query, setQuery] = useState<ListQuery>({
    search: "",
    page: 1,
    sort: "createdAt",
    order: "desc",
    status: "all",
    chapter: "all",
    source: "",
  });
  const list = useSWR<AssessmentList, ApiError>(listKey(query), { keepPreviousData: true });
  const [detailId, setDetailId] = useState<string | null>(openAssessmentId);
  const [tab, setTab] = useState("assessments");

  // ?assessment={id} opened the dialog above; the address drops the parameter.
  useEffect(() => {
    if (openAssessmentId) router.replace("/admin", { scroll: false });
  }, [openAssessmentId, router]);

  if (list.error && !list.data) {
    if (isAuthFailure(list.error)) return <AdminLoading text="Signing you out..." />;
    return <DashboardError message={list.error.text} onRetry={() => void list.mutate()} />;
  }
  if (!list.data) return <AdminLoading text="Loading admin dashboard..." />;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6">
      <DashboardHeader email={email} />
      <StepUpDialog />
      <StatCards metrics={list.data.metrics} />
      {/* min-w-0: the tab row's own width must not widen the page (it scrolls instead). */}
      <Tabs value={tab} onValueChange={setTab} className="min-w-0 gap-4">
        {/* On a phone the tabs are one row that scrolls sideways, each 44 px tall. */}
        <TabsList
          aria-label="Admin sections"
          className="h-auto max-w-full justify-start overflow-x-auto *:h-8 *:flex-none max-sm:w-full max-sm:*:h-11 sm:flex-wrap"
        >
          <TabsTrigger value="assessments">Assessment Data</TabsTrigger>
          <TabsTrigger value="funnel">Funnel</TabsTrigger>
          <TabsTrigger value="roadmaps">AI Roadmaps</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="coupons">Coupons</TabsTrigger>
          <TabsTrigger value="calls">Call Requests</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="integrations">Integrations</TabsTrigger>
          <TabsTrigger value="privacy">Privacy</TabsTrigger>
          <TabsTrigger value="index">Index</TabsTrigger>
        </TabsList>
        <TabsContent value="assessments">
          <AssessmentsTab
            query={query}
            onQuery={setQuery}
            list={list.data}
            error={list.error}
            loading={list.isValidating}
            onView={setDetailId}
            onOpen={(id) => router.push(`/admin/report/${id}`)}
            onChanged={() => void list.mutate()}
          />
        </TabsContent>
        <TabsContent value="funnel">
          <FunnelTab />
        </TabsContent>
        <TabsContent value="roadmaps">
          <RoadmapsTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="coupons">
          <CouponsTab />
        </TabsContent>
        <TabsContent value="calls">
          <CallRequestsTab />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab />
        </TabsContent>
        <TabsContent value="integrations">
          <IntegrationsTab />
        </TabsContent>
        <TabsContent value="privacy">
          <PrivacyTab />
        </TabsContent>
        <TabsContent value="index">
          <IndexTab />
        </TabsContent>
      </Tabs>
      <AssessmentDetailDialog
        id={detailId}
        instant={detailId !== null && detailId === openAssessmentId}
        onClose={() => setDetailId(null)}
      />
    </div>
  );
}

function DashboardHeader({ email }: { email: string }) {
  const [setupPending, setSetupPending] = useState(false);

  async function setupProduction() {
    setSetupPending(true);
    try {
      const result = await adminFetch<SetupResult>("/api/admin/setup-followup-questions", {
        method: "POST",
      });
      toast({ title: "Setup Complete", description: result.message, variant: "success" });
    } catch (error) {
      if (!isAuthFailure(error)) {
        toast({
          variant: "destructive",
          title: "Setup Failed",
          description: error instanceof ApiError && error.message ? error.message : "Setup failed",
        });
      }
    } finally {
      setSetupPending(false);
    }
  }

  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex items-start gap-3">
        <Button asChild variant="outline" size="icon" className="shrink-0">
          <Link href="/" aria-label="Home">
            <Home aria-hidden="true" />
          </Link>
        </Button>
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="secondary" className="gap-1">
              <ShieldCheck aria-hidden="true" />
              Admin Access
            </Badge>
            <span>Full Database View</span>
            <span aria-hidden="true">·</span>
            <span>Signed in as {email}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={setupProduction}
          disabled={setupPending}
          aria-busy={setupPending || undefined}
        >
          {setupPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Wrench aria-hidden="true" />
          )}
          {setupPending ? "Setting up..." : "Setup Production"}
        </Button>
        <ExportMenu
          label="Export Data"
          variant="default"
          choices={[
            { label: "CSV", format: "csv", type: "standard" },
            { label: "JSON", format: "json", type: "standard" },
          ]}
        />
        <LogoutButton />
      </div>
    </header>
  );
}

function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-20">
      <Card role="alert" className="border-destructive/40">
        <CardHeader className="flex items-center gap-2">
          <AlertCircle className="size-5 text-destructive" aria-hidden="true" />
          <h1 className="text-lg font-semibold">Error Loading Admin Dashboard</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-muted-foreground">{message}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="outline" onClick={() => void signOutToLogin()}>
              Login Again
            </Button>
            <Button type="button" onClick={onRetry}>
              Retry
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
