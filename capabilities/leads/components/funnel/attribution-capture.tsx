"use client";

import { useEffect } from "react";
import { captureAttribution } from "./attribution-store";

/** Keeps the first landing's attribution for the session (mounted once, in the root layout). */
export function AttributionCapture() {
  useEffect(captureAttribution, []);
  return null;
}
