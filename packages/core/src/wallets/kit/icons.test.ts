import { describe, expect, it } from 'vitest';
import { monogramIcon, readMonogram } from './icons';

describe('readMonogram', () => {
  it('default: reads the letter and colour back from a monogram', () => {
    expect(readMonogram(monogramIcon('Xverse', '#ee7a30'))).toEqual({ letter: 'X', background: '#ee7a30' });
    expect(readMonogram(monogramIcon(' oyl'))).toEqual({ letter: 'O', background: '#181818' });
    expect(readMonogram(monogramIcon('ñame'))).toEqual({ letter: '?', background: '#181818' });
  });

  it('behavior: any other icon is not a monogram', () => {
    expect(readMonogram('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined();
    expect(readMonogram('https://wallet.example/icon.svg')).toBeUndefined();
    // A look-alike with more drawn in it is shown as the image it is.
    const lookAlike = monogramIcon('Leather').replace(
      '%3C%2Fsvg%3E',
      '%3Ccircle%20r%3D%221%22%2F%3E%3C%2Fsvg%3E',
    );
    expect(readMonogram(lookAlike)).toBeUndefined();
  });

  it('error: a malformed encoding is not a monogram', () => {
    expect(readMonogram('data:image/svg+xml;charset=utf-8,%E0%A4%A')).toBeUndefined();
  });
});
