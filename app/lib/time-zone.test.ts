import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './time-zone';

// Every reading page runs this as it loads (app/enhance/enhance.ts): the first Intl.DateTimeFormat of a
// page costs a long task on a phone, so the zone comes from Temporal where the browser has it.
describe('browserTimeZone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads the zone from Temporal without building an Intl.DateTimeFormat', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/London' } });
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone()).toBe('Europe/London');
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });

  it('falls back to Intl where there is no Temporal', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
