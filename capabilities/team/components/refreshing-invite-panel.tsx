"use client";

import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";
import { InvitePanel } from "./invite-panel";

/** The invite panel on a page that shows the team's counts: the page is re-read after a change. */
export function RefreshingInvitePanel(
  props: Omit<ComponentProps<typeof InvitePanel>, "onChanged">,
) {
  const router = useRouter();
  return <InvitePanel {...props} onChanged={() => router.refresh()} />;
}
