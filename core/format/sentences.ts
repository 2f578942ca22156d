/** Abbreviations whose full stop does not end a sentence ("Pvt. Ltd.", "e.g."). */
const ABBREVIATIONS = /(?:^|\s)(?:e\.g|i\.e|etc|Pvt|Ltd|No|Rs|Dr|Mr|Mrs|Ms|St|vs|approx)\.$/i;

/** The sentences of a text: each ends at `.`, `!` or `?` followed by a space and a capital, digit, quote or ₹. */
export function sentencesOf(text: string): string[] {
  const parts = text.trim().split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“‘(₹])/u);
  const sentences: string[] = [];
  for (const part of parts) {
    const last = sentences.length - 1;
    if (last >= 0 && ABBREVIATIONS.test(sentences[last])) sentences[last] = `${sentences[last]} ${part}`;
    else sentences.push(part);
  }
  return sentences;
}

/**
 * The opening of a text in whole sentences, as many as fit in `max` characters; the first sentence
 * whole even when it is longer. A summary never stops mid-sentence (nor adds an ellipsis).
 */
export function leadSentences(text: string, max: number): string {
  const [first = "", ...rest] = sentencesOf(text);
  let lead = first;
  for (const sentence of rest) {
    if (lead.length + 1 + sentence.length > max) break;
    lead = `${lead} ${sentence}`;
  }
  return lead;
}
