/** UTC calendar days as `YYYY-MM-DD` and as day numbers counted from 1970-01-01. */
export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC calendar day counted from 1970-01-01. */
export function dayText(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  return dayText(dayNumber(day) + days);
}
