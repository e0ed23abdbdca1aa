const pad = (value: number) => String(value).padStart(2, '0');

/** A time as a datetime-local field shows it: the device's own time, to the minute. */
export function toLocalInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** A datetime-local field's value as a time (read in the device's time zone); null if none. */
export function fromLocalInput(value: string): Date | null {
  if (!LOCAL_INPUT.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
