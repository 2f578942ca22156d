/** The answer kinds and the kinds that list documents: language-neutral, shared with English. */
export { answerKinds, KINDS_WITH_DOCUMENTS } from "#core/content/answers/types";
