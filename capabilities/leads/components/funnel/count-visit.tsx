"use client";

import { useEffect } from "react";
import { trackVisit, type VisitPath } from "./track-visit";

/** Counts a view of the page it is on (anonymous daily totals). */
export function CountVisit({ path }: { path: VisitPath }) {
  useEffect(() => trackVisit(path), [path]);
  return null;
}
