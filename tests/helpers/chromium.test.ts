import { findChromium, type BrowserSearch } from "./chromium";

const search = (over: Partial<BrowserSearch> & { files?: string[] }): BrowserSearch => {
  const files = new Set(over.files ?? []);
  return {
    env: {},
    platform: "linux",
    exists: (file) => files.has(file),
    managed: () => "/home/me/.cache/ms-playwright/chromium-1/chrome-linux/chrome",
    ...over,
  };
};

it("takes PLAYWRIGHT_CHROMIUM_PATH first, and says so when it does not exist", () => {
  const env = { PLAYWRIGHT_CHROMIUM_PATH: "/opt/chrome/chrome" };
  expect(findChromium(search({ env, files: ["/opt/chrome/chrome", "/usr/bin/chromium"] }))).toEqual(
    { path: "/opt/chrome/chrome", source: "PLAYWRIGHT_CHROMIUM_PATH" },
  );
  expect(findChromium(search({ env, files: ["/usr/bin/chromium"] }))).toEqual({
    missing: "PLAYWRIGHT_CHROMIUM_PATH=/opt/chrome/chrome does not exist.",
  });
});

it("finds Debian's Chromium, Ubuntu's, and Chrome on macOS", () => {
  expect(findChromium(search({ files: ["/usr/bin/chromium"] }))).toMatchObject({
    path: "/usr/bin/chromium",
  });
  expect(findChromium(search({ files: ["/snap/bin/chromium"] }))).toMatchObject({
    path: "/snap/bin/chromium",
  });
  const mac = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
  expect(findChromium(search({ platform: "darwin", files: [mac] }))).toMatchObject({ path: mac });
});

it("falls back to Playwright's own browser when it is installed", () => {
  const managed = "/home/me/.cache/ms-playwright/chromium-1/chrome-linux/chrome";
  expect(findChromium(search({ files: [managed] }))).toEqual({
    path: managed,
    source: "playwright",
  });
});

it("names the install command of the system when there is no browser", () => {
  const missing = (over: Partial<BrowserSearch> & { files?: string[] }) =>
    (findChromium(search(over)) as { missing: string }).missing;
  expect(missing({ files: ["/etc/debian_version"] })).toContain("sudo apt-get install -y chromium");
  expect(missing({ platform: "darwin" })).toContain("brew install --cask chromium");
  expect(missing({ platform: "linux", managed: () => undefined })).toContain(
    "npx playwright install chromium",
  );
  expect(missing({ files: ["/etc/debian_version"] }).split("\n")).toHaveLength(1);
});
