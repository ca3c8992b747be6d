/*
 * How an AI recommendation's score (0-100) is shown: stars and a coloured badge.
 */

/** Star rating: score divided by 20, rounded, clamped to 1-5. */
export function recommendationStars(score: number): number {
  const stars = Math.round((Number.isFinite(score) ? score : 0) / 20);
  return Math.min(5, Math.max(1, stars));
}

export type ScoreBadgeColour = 'green' | 'blue' | 'yellow' | 'gray';

/** Badge colour: green at 90 and above, blue at 80 and above, yellow at 70 and above, otherwise gray. */
export function scoreBadgeColour(score: number): ScoreBadgeColour {
  if (score >= 90) return 'green';
  if (score >= 80) return 'blue';
  if (score >= 70) return 'yellow';
  return 'gray';
}
