/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { trackVisit } from "./track-visit";

const beacon = jest.fn<(url: string, data: Blob) => boolean>();
const fetchMock = jest.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  window.sessionStorage.clear();
  beacon.mockReset().mockReturnValue(true);
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 204 } as Response);
  Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, "", "/?utm_source=LinkedIn&chapter=vancouver-island");
  Object.defineProperty(document, "referrer", {
    value: "https://www.linkedin.com/",
    configurable: true,
  });
});

// jsdom's Blob has no text(): read it as a browser's FileReader would.
const sentBody = (blob: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(reader.result as string));
    reader.readAsText(blob);
  });

describe("trackVisit", () => {
  it("sends the page with the first landing's chapter and source as a JSON beacon", async () => {
    trackVisit("/");
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0];
    expect(url).toBe("/api/funnel/visits");
    expect(blob.type).toBe("application/json");
    expect(await sentBody(blob)).toEqual({
      path: "/",
      chapter: "vancouver-island",
      utm_source: "LinkedIn",
      referrer: "https://www.linkedin.com/",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("counts each page once per tab session", () => {
    trackVisit("/");
    trackVisit("/assessment/step-1");
    trackVisit("/");
    trackVisit("/assessment/step-1");
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it("falls back to a keepalive fetch when the browser refuses the beacon", () => {
    beacon.mockImplementation(() => {
      throw new TypeError("sendBeacon() with a non-simple type is disabled");
    });
    trackVisit("/assessment/step-2");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/funnel/visits");
    expect(init).toMatchObject({ method: "POST", keepalive: true });
    expect(JSON.parse(init.body as string)).toMatchObject({ path: "/assessment/step-2" });
  });

  it("falls back to fetch when the beacon is not queued", () => {
    beacon.mockReturnValue(false);
    trackVisit("/");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
