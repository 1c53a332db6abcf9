"use client";

import { useState, type FormEvent } from "react";

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/platform/ui/alert-dialog";
import { Button } from "@/platform/ui/button";
import { inputClass } from "@/platform/ui/control-styles";
import { ApiError, apiFetch } from "@/platform/http/api-client";

/**
 * The privacy rights, on the account page and behind a visitor's e-mailed link: download
 * everything held (one JSON file), or delete it all; an account confirms with its password.
 */
export function YourDataPanel({
  downloadHref,
  deleteUrl,
  withPassword,
}: {
  downloadHref: string;
  deleteUrl: string;
  withPassword: boolean;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [keptMessage, setKeptMessage] = useState<string | null>(null);

  async function erase(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { kept, message } = await apiFetch<{ kept: number; message: string }>(deleteUrl, {
        method: "POST",
        json: withPassword ? { password } : {},
      });
      // What a legal hold keeps is said where the person is, not lost in a redirect.
      if (kept) setKeptMessage(message);
      else window.location.replace("/?data=deleted");
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Something went wrong.");
      setBusy(false);
    }
  }

  if (keptMessage) {
    return (
      <p role="status" className="text-sm">
        {keptMessage}
      </p>
    );
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Download everything we hold about you: {withPassword ? "your account, " : ""}assessments,
        reports, roadmaps, consents and payments. Or delete it all. The record of a payment that tax
        law requires stays, with nothing that names you.
      </p>
      <Button asChild variant="outline">
        <a href={downloadHref} download>
          Download my data
        </a>
      </Button>
      <AlertDialog onOpenChange={() => setError(null)}>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">
            {withPassword ? "Delete my account" : "Delete my data"}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <form noValidate onSubmit={erase} className="grid gap-4">
            <AlertDialogHeader>
              <AlertDialogTitle>
                {withPassword ? "Delete your account?" : "Delete your data?"}
              </AlertDialogTitle>
              <AlertDialogDescription>
                {withPassword ? "Your account, assessments" : "Your assessments"}, reports and
                roadmaps are deleted for good, and any e-mail still queued for you is cancelled.
                This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            {withPassword && (
              <div className="grid gap-2">
                <label htmlFor="erase-password" className="text-sm font-medium">
                  Your password
                </label>
                <input
                  id="erase-password"
                  type="password"
                  autoComplete="current-password"
                  className={inputClass}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "erase-error" : undefined}
                />
              </div>
            )}
            {error && (
              <p id="erase-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <AlertDialogFooter>
              <AlertDialogCancel type="button" disabled={busy}>
                Cancel
              </AlertDialogCancel>
              <Button
                type="submit"
                variant="destructive"
                disabled={busy || (withPassword && !password)}
              >
                {busy ? "Deleting..." : "Delete everything"}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
