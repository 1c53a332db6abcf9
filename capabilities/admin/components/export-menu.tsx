"use client";

import { ChevronDown, Download, Loader2 } from "lucide-react";
import { useState } from "react";

import { Button } from "@/platform/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/platform/ui/dropdown-menu";
import { toast } from "@/platform/ui/use-toast";
import { isAuthFailure } from "./admin-session";
import { downloadExport, type ExportFormat, type ExportType } from "./download";

export const EXPORT_FAILED = "Export failed. Please try again.";

export interface ExportChoice {
  label: string;
  format: ExportFormat;
  type: ExportType;
}

/** A menu of downloads (and extra actions such as the preview), with one failure message. */
export function ExportMenu({
  label,
  choices,
  extra,
  variant = "outline",
}: {
  label: string;
  choices: ExportChoice[];
  extra?: { label: string; onSelect: () => void }[];
  variant?: "outline" | "default" | "secondary";
}) {
  const [pending, setPending] = useState(false);

  async function run(choice: ExportChoice) {
    setPending(true);
    try {
      const filename = await downloadExport(choice.format, choice.type);
      toast({ title: "Export ready", description: `Downloading ${filename}.`, variant: "success" });
    } catch (error) {
      if (!isAuthFailure(error)) {
        toast({ variant: "destructive", title: "Export Failed", description: EXPORT_FAILED });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={variant} disabled={pending} aria-busy={pending || undefined}>
          {pending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {pending ? "Exporting..." : label}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {choices.map((choice) => (
          <DropdownMenuItem key={choice.label} onSelect={() => void run(choice)}>
            {choice.label}
          </DropdownMenuItem>
        ))}
        {extra?.length ? <DropdownMenuSeparator /> : null}
        {extra?.map((item) => (
          <DropdownMenuItem key={item.label} onSelect={item.onSelect}>
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
