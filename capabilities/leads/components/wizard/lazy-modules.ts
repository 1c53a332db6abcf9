import { preloadSteps } from "./wizard-steps";

/**
 * The answers' schema brings zod (about 30 kB gzip), needed only once Continue is pressed: it
 * is fetched when the visitor first touches the form, not with the page. Zod runs jitless
 * here: its JIT probe (`new Function`) would only be refused by the CSP and reported.
 */
export const loadSchemas = () =>
  import("zod").then(({ config }) => {
    config({ jitless: true });
    return import("@/model/assessment/schemas");
  });

/** The API client is needed only to submit: not part of the first load either. */
export const loadApiClient = () => import("@/platform/http/api-client");

/** Saving to the server's draft: from the first Continue on. */
export const loadServerDraft = () => import("./server-draft");

/** What the visitor will need once they press Continue, fetched when they first touch the form. */
export const prepareNextSteps = () => {
  void loadSchemas();
  void loadApiClient();
  void loadServerDraft();
  preloadSteps();
};
