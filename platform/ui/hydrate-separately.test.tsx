import { use } from "react";
import { renderToReadableStream } from "react-dom/server";
import { HydrateSeparately } from "./hydrate-separately";

/** A part whose data come a moment after the page starts rendering. */
const later = new Promise<string>((resolve) => setTimeout(() => resolve("Your readiness"), 20));
function Late() {
  return <h2>{use(later)}</h2>;
}

it("sends a part that renders late in its place, before what follows it: nothing painted below it moves when it comes", async () => {
  const stream = await renderToReadableStream(
    <main>
      <HydrateSeparately>
        <Late />
      </HydrateSeparately>
      <HydrateSeparately>
        <p>Your AI confidence</p>
      </HydrateSeparately>
    </main>,
  );
  const html = await new Response(stream).text();
  expect(html).toMatch(/<main>.*<h2>Your readiness<\/h2>.*<p>Your AI confidence<\/p>.*<\/main>/);
  expect(html).not.toContain("hidden");
});
