import { toggleChoice } from "./multi-select";

describe("toggleChoice", () => {
  it("adds and removes ordinary options", () => {
    expect(toggleChoice([], "chatgpt", true)).toEqual(["chatgpt"]);
    expect(toggleChoice(["chatgpt"], "claude", true)).toEqual(["chatgpt", "claude"]);
    expect(toggleChoice(["chatgpt", "claude"], "chatgpt", false)).toEqual(["claude"]);
  });

  it.each(["none", "none_yet", "none_of_the_above", "no_children"])(
    "'%s' clears every other pick",
    (none) => {
      expect(toggleChoice(["chatgpt", "claude"], none, true)).toEqual([none]);
    },
  );

  it("another option removes a 'none' pick", () => {
    expect(toggleChoice(["none"], "gemini", true)).toEqual(["gemini"]);
    expect(toggleChoice(["none_yet"], "ai_policy", true)).toEqual(["ai_policy"]);
  });

  it("never duplicates a value", () => {
    expect(toggleChoice(["chatgpt"], "chatgpt", true)).toEqual(["chatgpt"]);
  });

  it("unchecking the 'none' option leaves nothing", () => {
    expect(toggleChoice(["none"], "none", false)).toEqual([]);
  });
});
