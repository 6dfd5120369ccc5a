import type { Section } from '@ideabazaar/shared/schemas/questions';
import type { CandidateRow } from './matching.repository';

/**
 * How needs and ideas are scored (issue 30), measured on the labelled set (quality-set.ts,
 * quality.test.ts and bench/matching.bench.ts); change these only with those figures.
 */
export const MATCHING = {
  /** pg_trgm word similarity at which a word counts as found in the other text. */
  similarity: 0.6,
  /** Candidates scored per item, the best by full-text rank. */
  candidates: 200,
  /** Matches kept per item (the route shows five). */
  kept: 10,
  /** Needs' owners told of one idea in a day, at most (an idea rewritten to reach many). */
  toldPerIdeaPerDay: 10,
  /** Below this score a pair is no match. */
  minScore: 0.3,
  /** The need's words found in the idea weigh most: an idea answers a need, not the reverse. */
  weights: { need: 0.55, idea: 0.2, rank: 0.15, category: 0.1 },
  /** Found words of the need a match needs at least (fewer when the need has fewer words). */
  minNeedWords: 2,
} as const;

/** The prefix of a word a full-text candidate must share: its stem, roughly, for plurals. */
export function prefixOf(word: string): string {
  return word.length >= 6 ? word.slice(0, word.length - 2) : word;
}

/** A tsquery that any of these words' prefixes meets (words are letters and digits only). */
export function anyWordQuery(words: string[]): string {
  return [...new Set(words.map(prefixOf))].map((word) => `'${word}':*`).join(' | ');
}

/** A candidate's score, 0-1, or 0 when it is no match; `source` is the item matched. */
export function scoreOf(row: CandidateRow, source: { section: Section; words: number }): number {
  const fraction = (found: number, total: number) => (total === 0 ? 0 : Math.min(1, found / total));
  const [needFound, needTotal, ideaFound, ideaTotal] =
    source.section === 'idea'
      ? [row.words_found, row.words_total, row.source_found, source.words]
      : [row.source_found, source.words, row.words_found, row.words_total];
  if (needFound < Math.min(MATCHING.minNeedWords, needTotal)) return 0;
  const { weights } = MATCHING;
  const score =
    weights.need * fraction(needFound, needTotal) +
    weights.idea * fraction(ideaFound, ideaTotal) +
    weights.rank * Math.min(1, row.rank * 10) +
    weights.category * (row.same_category ? 1 : 0);
  return score >= MATCHING.minScore ? Math.round(score * 1000) / 1000 : 0;
}
