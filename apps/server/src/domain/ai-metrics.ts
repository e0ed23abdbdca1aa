/**
 * The AI's probabilities: the finite numeric entries of a post's ai_metrics. Anything else the
 * model wrote is left out, so that a stray value never breaks an answer.
 */
export function numericMetrics(
  metrics: Readonly<Record<string, unknown>> | null,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(metrics ?? {}).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  );
}
