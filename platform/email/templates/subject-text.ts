/**
 * A name someone typed (an executive's, a company's), fit for a subject line that goes to
 * someone else: web addresses and anything shaped like one removed, whitespace collapsed, at
 * most `max` characters. A subject cannot then carry a phishing link or a page of text.
 */
export function subjectText(typed: string, max = 60): string {
  const text = typed
    .replace(/\b(?:[a-z][\w+.-]*:\/\/|www\.)\S*/gi, " ")
    .replace(/\S*[\w-]\.(?:[a-z]{2,}|xn--[\w-]+)(?:[/:?#]\S*)?(?=\s|$|[,;!)])/gi, " ")
    .replace(/\S*@\S*/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
