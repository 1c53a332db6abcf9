import { createHash } from "node:crypto";
import { inlineScriptHashes } from "./prerendered-page-scripts";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, once, and leaves scripts with a src alone", () => {
    const bootstrap = "(self.__next_f=self.__next_f||[]).push([0])";
    const payload =
      'self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"é\\"}]\\n"])';
    const html = [
      `<script src="/_next/static/chunks/app.js" async=""></script>`,
      `<script>${bootstrap}</script>`,
      `<script id="_R_">${payload}</script>`,
      `<script>${bootstrap}</script>`,
      `<SCRIPT type="text/javascript" src = "/x.js"></SCRIPT>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256(bootstrap), sha256(payload)]);
  });

  it("finds none in a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>No scripts</p>")).toEqual([]);
  });
});
