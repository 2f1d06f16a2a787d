import { describe, expect, it } from 'vitest';
import { alternatingPieces } from './search-types';

describe('alternatingPieces (what the search page receives for a marked title or snippet)', () => {
  it('puts plain and matched pieces in turn, starting with a plain one', () => {
    expect(
      alternatingPieces([
        { text: 'Use ', match: false },
        { text: 'ChatGPT', match: true },
        { text: ' well', match: false },
      ]),
    ).toEqual(['Use ', 'ChatGPT', ' well']);
    expect(alternatingPieces([{ text: 'ChatGPT', match: true }])).toEqual(['', 'ChatGPT']);
    expect(
      alternatingPieces([
        { text: 'AI', match: true },
        { text: 'Tools', match: true },
      ]),
    ).toEqual(['', 'AITools']);
    expect(alternatingPieces([])).toEqual([]);
  });
});
