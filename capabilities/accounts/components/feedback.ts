"use client";

import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

import { toast } from "@/platform/ui/use-toast";
import { ApiError } from "@/platform/http/api-client";

/**
 * A failed request of an account form: the server's field messages go under their fields,
 * and one toast says what happened: the server's message, or `fallback` when the server
 * gave none. When the request never got an answer, `network` (the spec's catalogue gives the
 * reset page its own network message; the other forms show their fallback).
 */
export function reportFailure<T extends FieldValues>(
  error: unknown,
  {
    title,
    fallback,
    network = fallback,
    setError,
  }: { title: string; fallback: string; network?: string; setError?: UseFormSetError<T> },
) {
  if (!(error instanceof ApiError)) {
    toast({ variant: "destructive", title, description: network });
    return;
  }
  for (const [field, message] of Object.entries(error.fields)) {
    setError?.(field as Path<T>, { type: "server", message });
  }
  toast({ variant: "destructive", title, description: error.message || fallback });
}
