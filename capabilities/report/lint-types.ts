export type LintRule =
  | "template"
  | "count"
  | "name"
  | "repeat"
  | "dangling"
  | "quote"
  | "voice"
  | "echo"
  | "evidence"
  | "doubled"
  | "reference"
  | "citation";

export interface LintFinding {
  rule: LintRule;
  path: string;
  detail: string;
}

export interface ProseString {
  path: string;
  text: string;
}
