/**
 * Minutes from a recipe duration: ISO 8601 as schema.org asks ("PT1H30M", "P0DT0H45M", "PT90M",
 * "P0Y0M0DT0H35M0.000S", "PT0.5H"), and the plain words some microdata carries ("1 hr 30 mins").
 */

const ISO =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const WORDS =
  /(\d+(?:[.,]\d+)?)\s*(d|days?|h|hrs?|hours?|std|stunden?|heures?|ore|horas?|m|mins?|minutes?|minuten?|minuti|minutos?)\b/gi;

const number = (text: string | undefined) => (text ? Number.parseFloat(text.replace(',', '.')) : 0);

/** Whole minutes in `value` (rounded), or undefined when it names no positive duration. */
export function durationMinutes(value: unknown): number | undefined {
  if (typeof value === 'number') return value > 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > 80) return undefined;
  const iso = ISO.exec(text.replace(/\s+/g, ''));
  let minutes: number;
  if (iso) {
    const [, years, months, weeks, days, hours, mins, secs] = iso;
    minutes =
      number(years) * 525_600 +
      number(months) * 43_200 +
      number(weeks) * 10_080 +
      number(days) * 1_440 +
      number(hours) * 60 +
      number(mins) +
      number(secs) / 60;
  } else {
    minutes = 0;
    for (const match of text.matchAll(WORDS)) {
      const amount = number(match[1]);
      const unit = (match[2] ?? '').toLowerCase();
      if (unit.startsWith('d')) minutes += amount * 1_440;
      else if (/^(h|std|stunde|heure|ore|hora)/.test(unit)) minutes += amount * 60;
      else minutes += amount;
    }
  }
  const rounded = Math.round(minutes);
  return rounded > 0 ? rounded : undefined;
}

/** totalTime when it names a duration, else prepTime + cookTime (whichever are given). */
export function totalMinutes(total: unknown, prep: unknown, cook: unknown): number | undefined {
  const whole = durationMinutes(total);
  if (whole !== undefined) return whole;
  const parts = [durationMinutes(prep), durationMinutes(cook)].filter((m) => m !== undefined);
  return parts.length > 0 ? parts.reduce((sum, m) => sum + m, 0) : undefined;
}
