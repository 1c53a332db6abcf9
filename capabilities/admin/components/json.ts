/**
 * A value as the browser receives it after `JSON.stringify` on the server and `JSON.parse`
 * here: every `Date`, however deep, arrives as its ISO string. The admin screens type the
 * admin API's answers as `Json<what the server function returns>`, so they follow lib's shapes.
 */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [Key in keyof T]: Json<T[Key]> }
      : T;
