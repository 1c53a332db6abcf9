/** One option of a question: the stored value (as the spec gives it) and the label people read. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
  description?: string;
}

export const options = <const V extends string>(list: readonly Option<V>[]) => list;

/** Choosing one of these clears every other pick of the same question. */
export const exclusiveValues = ["none", "none_yet", "none_of_the_above", "no_children"] as const;
