/**
 * The figures of matching's quality on the labelled set (quality-set.ts), and their targets
 * (issue 30). For each idea i of the set (the pairs' ideas and the decoy ideas), R(i) is the
 * needs its owner is shown (GET /api/items/{id}/matches: best first, at most five) and G(i) the
 * needs labelled as answered by it (one for a pair's idea, none for a decoy). Micro-averaged:
 *   precision@5 = Σ |R(i) ∩ G(i)| / Σ |R(i)|   (1 when nothing at all is shown)
 *   recall@5    = Σ |R(i) ∩ G(i)| / Σ |G(i)|   (every G(i) holds at most five)
 * so a decoy matched, or a wrong need shown beside the right one, lowers precision, and a need
 * missed lowers recall.
 */
export const QUALITY_TARGETS = { precision: 0.8, recall: 0.7 } as const;

export interface QualityFigures {
  precision: number;
  recall: number;
  shown: number;
  relevant: number;
  hits: number;
  /** The ideas whose shown needs are not exactly their labelled ones, to read when tuning. */
  misses: { idea: string; shown: string[]; expected: string[] }[];
}

/** The figures from what each idea showed and what it should have. */
export function qualityFigures(
  ideas: { key: string; shown: string[]; expected: string[] }[],
): QualityFigures {
  let shown = 0;
  let relevant = 0;
  let hits = 0;
  const misses: QualityFigures['misses'] = [];
  for (const idea of ideas) {
    const top = idea.shown.slice(0, 5);
    const found = top.filter((key) => idea.expected.includes(key)).length;
    shown += top.length;
    relevant += idea.expected.length;
    hits += found;
    if (found !== idea.expected.length || found !== top.length) {
      misses.push({ idea: idea.key, shown: top, expected: idea.expected });
    }
  }
  return {
    precision: shown === 0 ? 1 : hits / shown,
    recall: relevant === 0 ? 1 : hits / relevant,
    shown,
    relevant,
    hits,
    misses,
  };
}

export const meetsTargets = (figures: QualityFigures) =>
  figures.precision >= QUALITY_TARGETS.precision && figures.recall >= QUALITY_TARGETS.recall;
