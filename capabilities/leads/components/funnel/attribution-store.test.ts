/** @jest-environment jsdom */
import { captureAttribution, readAttribution } from "./attribution-store";

const land = (url: string, referrer = "") => {
  window.history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
};

beforeEach(() => window.sessionStorage.clear());

describe("first-touch attribution", () => {
  it("keeps the landing URL's UTM parameters, chapter, path and an outside referrer", () => {
    land(
      "/?utm_source=linkedin&utm_medium=social&utm_campaign=fall&chapter=vancouver-island",
      "https://www.linkedin.com/feed",
    );
    captureAttribution();
    expect(readAttribution()).toEqual({
      landingPath: "/",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "fall",
      chapter: "vancouver-island",
      referrer: "https://www.linkedin.com/feed",
    });
  });

  it("never overwrites the first landing of the session", () => {
    land("/?utm_source=newsletter");
    captureAttribution();
    land("/assessment?utm_source=other");
    captureAttribution();
    expect(readAttribution()).toMatchObject({ utm_source: "newsletter", landingPath: "/" });
  });

  it("ignores a referrer from this site", () => {
    land("/assessment", `${window.location.origin}/`);
    captureAttribution();
    expect(readAttribution()).toEqual({ landingPath: "/assessment" });
  });
});
