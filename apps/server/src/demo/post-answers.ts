import type { QuestionPlan } from './demo-topics.ts';
import type { Random } from './random.ts';

/**
 * An answer as stored text: BOOLEAN 'true' or 'false'; DECIMAL and NUMERIC a decimal number;
 * SELECT the option, or a JSON list of options when several may be chosen; DATETIME an ISO 8601
 * time; TIMERANGE a JSON pair of ISO times, null for a missing end.
 */
export function answerValue(
  random: Random,
  question: QuestionPlan,
  post: { observedAt: number; inches: number; level: number; tempC: number; now: number },
): string {
  const hours = (n: number) => n * 3_600_000;
  switch (question.type) {
    case 'BOOLEAN':
      if (question.key === 'passable')
        return String(post.level <= 3 ? random.chance(0.9) : random.chance(0.2));
      if (question.key === 'blocked') return String(random.chance(0.55));
      return String(random.chance(post.level >= 2 ? 0.7 : 0.25));
    case 'NUMERIC':
      if (question.unit === 'INCHES') return String(post.inches);
      if (question.unit === 'CM') return String(Math.round(post.inches * 2.54));
      return String(random.int(0, post.level * 12 + 5));
    case 'DECIMAL':
      if (question.unit === '°C') return (post.tempC + random.normal(-1, 1.5)).toFixed(1);
      if (question.unit === 'FT') return (1 + post.level * 0.45 + random.float(0, 0.6)).toFixed(2);
      return (post.level * random.float(4, 14)).toFixed(1);
    case 'SELECT': {
      const options = question.options ?? [];
      if (!question.multiple) return random.pick(options);
      return JSON.stringify(random.sample(options, random.int(1, Math.min(3, options.length))));
    }
    case 'DATETIME':
      return new Date(post.observedAt - hours(random.float(0.1, 3))).toISOString();
    case 'TIMERANGE': {
      const start = new Date(post.observedAt - hours(random.float(0.2, 2))).toISOString();
      const end = post.observedAt + hours(random.float(0.5, 6));
      // Still flooded when reported, or not known: no end time.
      const open = end > post.now || random.chance(0.15);
      return JSON.stringify([start, open ? null : new Date(end).toISOString()]);
    }
  }
}
