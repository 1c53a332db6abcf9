import { exclusiveValues } from "./option";

const isExclusive = (value: string) => (exclusiveValues as readonly string[]).includes(value);

/**
 * The picks after (un)checking one option: a 'none' option clears every other pick and
 * stands alone; any other option removes a 'none' pick; unchecking removes the value.
 */
export function toggleChoice(
  current: readonly string[],
  value: string,
  checked: boolean,
): string[] {
  if (!checked) return current.filter((v) => v !== value);
  if (isExclusive(value)) return [value];
  return [...current.filter((v) => !isExclusive(v) && v !== value), value];
}
