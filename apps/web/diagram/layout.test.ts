import { describe, expect, it } from 'vitest';
import { bandThickness, DEFAULTS, labelWidth, layoutDiagram, ribbonPath, shortAddress } from './layout';

describe('bandThickness (widths by value, a visible floor for dust)', () => {
  it('gives each band its share of the total thickness', () => {
    expect(bandThickness([75_000n, 25_000n], 100_000n, 120, 4)).toEqual([90, 30]);
  });

  it('draws dust, a zero-value output and an unknown amount at the floor, never thinner', () => {
    const [big, dust, zero, unknown] = bandThickness(
      [99_999_000n, 546n, 0n, undefined],
      100_000_000n,
      120,
      4,
    );
    expect(big).toBeCloseTo(119.9988, 3);
    expect([dust, zero, unknown]).toEqual([4, 4, 4]);
  });

  it('keeps shares exact for amounts far beyond 2^53 sats put together', () => {
    const supply = 2_100_000_000_000_000n;
    expect(bandThickness([supply / 2n, supply / 2n], supply, 100, 4)).toEqual([50, 50]);
  });
});

describe('layoutDiagram', () => {
  const layout = layoutDiagram([60_000n, 50_000n], [100_000n, 6_000n, 4_000n], { width: 640 });

  it('scales both sides to the larger total and stacks them in the middle without gaps', () => {
    const total = (bands: { thickness: number }[]) => bands.reduce((s, b) => s + b.thickness, 0);
    expect(total(layout.left)).toBeCloseTo(DEFAULTS.bandTotal, 3);
    expect(total(layout.right)).toBeCloseTo(DEFAULTS.bandTotal, 3);
    expect(layout.middleHeight).toBeCloseTo(DEFAULTS.bandTotal, 3);
    for (const side of [layout.left, layout.right]) {
      side.forEach((band, i) => {
        const next = side[i + 1];
        if (next) expect(next.middleTop).toBeCloseTo(band.middleTop + band.thickness, 6);
      });
      expect(side[0]?.middleTop).toBeCloseTo(layout.middleTop, 3);
    }
  });

  it('gives every row room for its labels, rows never overlapping, bands inside their rows', () => {
    for (const side of [layout.left, layout.right]) {
      side.forEach((band, i) => {
        expect(band.rowHeight).toBeGreaterThanOrEqual(DEFAULTS.rowMin);
        expect(band.top).toBeGreaterThanOrEqual(band.rowTop);
        expect(band.top + band.thickness).toBeLessThanOrEqual(band.rowTop + band.rowHeight);
        const next = side[i + 1];
        if (next) expect(next.rowTop).toBeGreaterThanOrEqual(band.rowTop + band.rowHeight);
      });
    }
    const bottom = Math.max(...[...layout.left, ...layout.right].map((b) => b.rowTop + b.rowHeight));
    expect(bottom).toBeCloseTo(layout.height, 6);
  });

  it('grows a row for a band thicker than its labels', () => {
    const one = layoutDiagram([1_000_000n], [999_000n, 1_000n], { width: 640, bandTotal: 200 });
    expect(one.left[0]?.rowHeight).toBeGreaterThan(200);
    expect(one.right[1]?.thickness).toBe(DEFAULTS.floor);
  });

  it('gives labels the room their longest line needs, up to 40% a side, the flow in between', () => {
    // "0.00000546 BTC" in bold at 11 px: a dust amount on a phone.
    const needed = labelWidth([{ text: 'bcrt1q…vwxm' }, { text: '0.00000546 BTC', bold: true }], 11);
    expect(needed).toBeCloseTo(107.8, 1);
    for (const width of [300, 324, 390, 640, 1200]) {
      const c = layoutDiagram([1n], [1n], { width, labelWidth: needed }).columns;
      expect(c.leftLabelEnd).toBeGreaterThanOrEqual(Math.min(needed, width * 0.4 - 8));
      expect(width - c.rightLabelStart).toBeGreaterThanOrEqual(Math.min(needed, width * 0.4 - 8));
      expect(c.leftNode + c.nodeWidth).toBeLessThan(c.middle);
      expect(c.middle + c.middleWidth).toBeLessThan(c.rightNode);
      expect(c.rightNode - (c.leftNode + c.nodeWidth)).toBeGreaterThanOrEqual(width * 0.2 - 12);
    }
  });
});

describe('ribbonPath and shortAddress', () => {
  it('draws a closed ribbon of the given thickness', () => {
    expect(ribbonPath(0, 10, 100, 50, 4)).toBe('M0,10 C50,10 50,50 100,50 L100,54 C50,54 50,14 0,14 Z');
  });

  it('cuts long addresses in the middle and leaves short text alone', () => {
    expect(shortAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe('bcrt1q…t080');
    expect(shortAddress('OP_RETURN')).toBe('OP_RETURN');
  });
});
