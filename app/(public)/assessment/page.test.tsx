import { renderToString } from "react-dom/server";
import {
  AppRouterContext,
  type AppRouterInstance,
} from "next/dist/shared/lib/app-router-context.shared-runtime";
import AssessmentPage from "./page";

/** What the executive reads before step 1 is saved (issue #13: no "stay on this device"). */
const html = renderToString(
  <AppRouterContext.Provider value={{} as AppRouterInstance}>
    <AssessmentPage />
  </AppRouterContext.Provider>,
);
const text = html.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "");

it("says the answers are saved as they go, to continue later on this or another device", () => {
  expect(text).toMatch(/Your answers are saved as you go, from the\s+first step on/);
  expect(text).toMatch(
    /continue later on this device or another one with the link we\s+e-mail you/,
  );
  expect(text).not.toMatch(/stay on this device/);
});

it("links the privacy note that says how long a draft is kept", () => {
  expect(html).toMatch(/<a[^>]*href="\/privacy"[^>]*>How long we keep them<\/a>/);
});
