import { describe, expect, it } from 'vitest';
import { creditedSeconds, IDLE_CAP_SECONDS } from './study-time';

// Issue 26: a certificate's study time is measured, and no step can claim more than the rule allows.

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, seconds));
const step = (lastActiveAt: Date | null, now: Date, more: Partial<Parameters<typeof creditedSeconds>[0]> = {}) =>
  creditedSeconds({ lastActiveAt, now, closesActionItem: false, actionItemMinutes: 30, ...more });

describe('creditedSeconds', () => {
  it("counts the server's gap since the lesson's previous step", () => {
    expect(step(at(0), at(150))).toBe(150);
  });

  it('counts at most the idle cap of a longer gap, and the cap is ten minutes', () => {
    expect(IDLE_CAP_SECONDS).toBe(600);
    expect(step(at(0), at(3 * 3600))).toBe(600);
  });

  it('lets the gap that closes the action item run to its stated minutes, no further', () => {
    expect(step(at(0), at(25 * 60), { closesActionItem: true })).toBe(25 * 60);
    expect(step(at(0), at(5 * 3600), { closesActionItem: true })).toBe(30 * 60);
    // An action item shorter than the idle cap still gets the cap.
    expect(step(at(0), at(8 * 60), { closesActionItem: true, actionItemMinutes: 5 })).toBe(8 * 60);
  });

  it("trusts the page's elapsed time only to shorten a gap, never to lengthen it", () => {
    expect(step(at(0), at(300), { elapsedSeconds: 40 })).toBe(40);
    expect(step(at(0), at(30), { elapsedSeconds: 86_400 })).toBe(30);
    expect(step(at(0), at(3600), { elapsedSeconds: 86_400 })).toBe(600);
  });

  it("counts a lesson's first step from the page's elapsed time, capped, or nothing without it", () => {
    expect(step(null, at(0), { elapsedSeconds: 90 })).toBe(90);
    expect(step(null, at(0), { elapsedSeconds: 5000 })).toBe(600);
    expect(step(null, at(0))).toBe(0);
  });

  it('a course clicked through in 30 seconds measures 30 seconds', () => {
    let last: Date | null = null;
    let total = 0;
    for (let s = 0; s <= 30; s += 2) {
      total += step(last, at(s), { closesActionItem: s % 10 === 0 });
      last = at(s);
    }
    expect(total).toBe(30);
  });

  it('never counts a clock that went backwards', () => {
    expect(step(at(100), at(50))).toBe(0);
  });
});
