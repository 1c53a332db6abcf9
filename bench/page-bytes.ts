/**
 * Where a served page's bytes are: `npx tsx bench/page-bytes.ts <url>...` prints, for each page,
 * its HTML (class attributes, inline SVG, text, scripts, the rest) and its inline RSC payload (the
 * flight rows by kind, and inside the element rows: class names, SVG, text, client components'
 * props by component, structure), then the largest subtrees the payload repeats. Payload bytes are
 * counted as the HTML carries them: each flight string escaped inside `self.__next_f.push`.
 */

interface Tally {
  [bucket: string]: number;
}

const add = (tally: Tally, bucket: string, bytes: number) => {
  tally[bucket] = (tally[bucket] ?? 0) + bytes;
};

/** Bytes of a flight fragment as the HTML carries it: a JSON string inside a script. */
const inHtml = (text: string) => JSON.stringify(text).length - 2;
const jsonBytes = (value: unknown) => inHtml(JSON.stringify(value));

function htmlBuckets(html: string): Tally {
  const tally: Tally = {};
  let rest = html;
  const take = (bucket: string, pattern: RegExp) => {
    rest = rest.replace(pattern, (match) => {
      add(tally, bucket, Buffer.byteLength(match));
      return "";
    });
  };
  take("payload scripts", /<script[^>]*>self\.__next_f\.push[\s\S]*?<\/script>/g);
  take("other scripts", /<script[\s\S]*?<\/script>/g);
  take("inline svg", /<svg[\s\S]*?<\/svg>/g);
  take("class attributes", /\sclass="[^"]*"/g);
  take("head links and meta", /<(link|meta)\b[^>]*>/g);
  take("other attributes", /\s[\w:-]+="[^"]*"/g);
  take("tags", /<\/?[a-zA-Z][^>]*>|<!--[\s\S]*?-->/g);
  add(tally, "text", Buffer.byteLength(rest));
  return tally;
}

/** The inline flight payload: the strings of every `self.__next_f.push([1, "..."])`, joined. */
function inlineFlight(html: string): string {
  let flight = "";
  for (const [, args] of html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    const pushed = JSON.parse(args!) as [number, string?];
    if (pushed[0] === 1 && typeof pushed[1] === "string") flight += pushed[1];
  }
  return flight;
}

interface Row {
  id: string;
  tag: string;
  body: string;
}

function flightRows(flight: string): Row[] {
  const rows: Row[] = [];
  let at = 0;
  while (at < flight.length) {
    const colon = flight.indexOf(":", at);
    if (colon < 0) break;
    const id = flight.slice(at, colon);
    const tag = /[A-Z]/.test(flight[colon + 1] ?? "")
      ? flight.slice(colon + 1).match(/^[A-Z]+/)![0]
      : "";
    const start = colon + 1 + tag.length;
    if (tag === "T") {
      const comma = flight.indexOf(",", start);
      const length = parseInt(flight.slice(start, comma), 16);
      // The length counts UTF-8 bytes.
      const body = Buffer.from(flight.slice(comma + 1), "utf8")
        .subarray(0, length)
        .toString();
      rows.push({ id, tag, body });
      at = comma + 1 + body.length;
      continue;
    }
    const end = flight.indexOf("\n", start);
    rows.push({ id, tag, body: flight.slice(start, end < 0 ? undefined : end) });
    at = end < 0 ? flight.length : end + 1;
  }
  return rows;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isElement = (node: Json): node is [string, string, Json, { [key: string]: Json }] =>
  Array.isArray(node) && node[0] === "$" && node.length >= 4 && typeof node[1] === "string";

/** Splits an element row's bytes into class names, svg, text, client props and structure. */
function walk(
  node: Json,
  tally: Tally,
  clientNames: Map<string, string>,
  subtrees: Map<string, number>,
) {
  const size = jsonBytes(node);
  if (typeof node === "string") {
    add(tally, node.startsWith("$") ? "references" : "text", size);
    return;
  }
  if (node === null || typeof node !== "object") {
    add(tally, "structure", size);
    return;
  }
  if (isElement(node)) {
    const [, type, , props] = node;
    if (size > 300)
      subtrees.set(JSON.stringify(node), (subtrees.get(JSON.stringify(node)) ?? 0) + 1);
    if (type === "svg") {
      add(tally, "inline svg", size);
      return;
    }
    let inner = 0;
    const client = type.startsWith("$L") ? (clientNames.get(type.slice(2)) ?? type) : null;
    for (const [key, value] of Object.entries(props ?? {})) {
      const bytes = jsonBytes(value);
      inner += bytes;
      if (key === "className" && typeof value === "string") add(tally, "class names", bytes);
      else if (key === "children") walk(value, tally, clientNames, subtrees);
      else if (client) add(tally, `client props: ${client}`, bytes + key.length + 3);
      else walk(value, tally, clientNames, subtrees);
    }
    add(tally, "structure", size - inner);
    return;
  }
  let inner = 0;
  for (const value of Object.values(node)) {
    inner += jsonBytes(value);
    walk(value, tally, clientNames, subtrees);
  }
  add(tally, "structure", size - inner);
}

function payloadBuckets(flight: string) {
  const rows: Tally = {};
  const elements: Tally = {};
  const subtrees = new Map<string, number>();
  const parsed = flightRows(flight);
  const clientNames = new Map<string, string>();
  for (const row of parsed) {
    if (row.tag !== "I") continue;
    const [module, , name] = JSON.parse(row.body) as [string, string[], string];
    clientNames.set(row.id, `${name || "default"} (${module})`);
  }
  for (const row of parsed) {
    const bytes = inHtml(`${row.id}:${row.tag}${row.body}\n`);
    if (row.tag) {
      add(rows, `${row.tag} rows`, bytes);
      continue;
    }
    add(rows, "element rows", bytes);
    walk(JSON.parse(row.body) as Json, elements, clientNames, subtrees);
  }
  return { rows, elements, subtrees, rowCount: parsed.length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function print(title: string, tally: Tally, total: number) {
  console.log(`  ${title}`);
  for (const [bucket, bytes] of Object.entries(tally).sort(([, a], [, b]) => b - a))
    console.log(
      `    ${bucket.padEnd(60)} ${kb(bytes).padStart(9)} ${((100 * bytes) / total).toFixed(0).padStart(3)}%`,
    );
}

async function measure(url: string) {
  const html = await (await fetch(url)).text();
  const total = Buffer.byteLength(html);
  const flight = inlineFlight(html);
  const payload = payloadBuckets(flight);
  console.log(`${url}: HTML ${kb(total)}, ${payload.rowCount} flight rows`);
  print("HTML", htmlBuckets(html), total);
  print("payload rows", payload.rows, total);
  print("inside element rows", payload.elements, total);
  const classNames = [...html.matchAll(/\sclass="([^"]*)"/g)].map(([, value]) => value!);
  const distinct = new Map<string, number>();
  for (const name of classNames) distinct.set(name, (distinct.get(name) ?? 0) + 1);
  console.log("  most bytes in one class list (HTML: uses × length)");
  for (const [name, count] of [...distinct]
    .sort(([a, m], [b, n]) => b.length * n - a.length * m)
    .slice(0, 12))
    console.log(`    ${String(count).padStart(3)} × ${name.slice(0, 110)}`);
  console.log("  repeated subtrees in the payload (uses × bytes)");
  for (const [tree, count] of [...payload.subtrees]
    .filter(([, count]) => count > 1)
    .sort(([a, m], [b, n]) => b.length * n - a.length * m)
    .slice(0, 8))
    console.log(`    ${count} × ${kb(inHtml(tree))}: ${tree.slice(0, 110)}`);
}

void (async () => {
  for (const url of process.argv.slice(2)) await measure(url);
})();
