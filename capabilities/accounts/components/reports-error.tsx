"use client";

import { AlertCircle } from "lucide-react";
import Link from "next/link";

import { Button } from "@/platform/ui/button";
import { Card, CardContent, CardHeader } from "@/platform/ui/card";
import { accountToasts } from "@/capabilities/accounts/messages";

export function ReportsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16">
      <h1 className="sr-only">My Reports</h1>
      <Card role="alert" className="border-destructive/40">
        <CardHeader className="flex items-center gap-2">
          <AlertCircle className="size-5 text-destructive" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{accountToasts.error}</h2>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-muted-foreground">{accountToasts.reportsLoadFailed}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="button" onClick={onRetry}>
              Try Again
            </Button>
            <Button asChild variant="outline">
              <Link href="/">Return Home</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
