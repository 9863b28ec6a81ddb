import { describe, expect, it } from 'vitest';
import { WALLET_FAMILIES } from './table';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

describe('every family says where it stands', () => {
  it.each(WALLET_FAMILIES.map((family) => [family.id, family] as const))(
    '%s: a state, a real day and a public https source',
    (_, family) => {
      const { status } = family;
      expect(['supported', 'withdrawn']).toContain(status.state);
      expect(isDay(status.state === 'supported' ? status.checked : status.since)).toBe(true);
      expect(status.source).toMatch(/^https:\/\/[^/]+\.[a-z]+\//);
      if (status.state === 'withdrawn')
        for (const step of status.steps ?? []) {
          expect(isDay(step.since)).toBe(true);
          // An earlier stage of the exit comes before the exit itself.
          expect(step.since < status.since).toBe(true);
        }
    },
  );
});
