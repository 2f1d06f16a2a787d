/** A step's delay as the owner reads it: "at once", "2 days after the previous step"… */
export function delayLabel(minutes: number, index: number): string {
  const after = index === 0 ? 'after the trigger' : 'after the previous step';
  if (minutes === 0) return index === 0 ? 'at once' : 'right after the previous step';
  const [value, unit] = splitDelay(minutes);
  return `${value} ${value === 1 ? unit.replace(/s$/, '') : unit} ${after}`;
}

export const DELAY_UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
export type DelayUnit = keyof typeof DELAY_UNITS;

/** The largest whole unit: 2880 → [2, 'days']. */
export function splitDelay(minutes: number): [number, DelayUnit] {
  if (minutes > 0 && minutes % DELAY_UNITS.days === 0) return [minutes / DELAY_UNITS.days, 'days'];
  if (minutes > 0 && minutes % DELAY_UNITS.hours === 0) return [minutes / DELAY_UNITS.hours, 'hours'];
  return [minutes, 'minutes'];
}
