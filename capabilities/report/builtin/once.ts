/**
 * `read`, worked out once per key: a document's context (or its answers) is read by the report,
 * the roadmap, the follow-up questions and the Markdown alike. Keys are never changed in place
 * (a changed input is a new object), so a value never goes stale.
 */
export function oncePer<K extends object, V>(read: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  return (key) => {
    if (!values.has(key)) values.set(key, read(key));
    return values.get(key) as V;
  };
}

/** `read`, worked out once per key and argument (a tool, a department), as `oncePer`. */
export function oncePerPair<K extends object, A, V>(read: (key: K, arg: A) => V) {
  const values = oncePer((): Map<A, V> => new Map());
  return (key: K, arg: A): V => {
    const byArg = values(key);
    if (!byArg.has(arg)) byArg.set(arg, read(key, arg));
    return byArg.get(arg) as V;
  };
}
