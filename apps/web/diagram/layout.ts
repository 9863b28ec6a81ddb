/**
 * Geometry of the "what you sign" diagram, apart from React so it can be tested:
 * inputs on the left, outputs and the fee on the right, each a row with room for its three label
 * lines, and a band whose thickness follows its value. Every band is at least `floor` thick, so
 * dust, a zero-value OP_RETURN or an unknown amount still shows.
 */

interface LayoutOptions {
  /** Drawing width in CSS pixels. */
  width: number;
  /** Thickness, in pixels, of all the value of the larger side together. */
  bandTotal?: number;
  /** The least thickness of any band. */
  floor?: number;
  /** The least height of a row: three label lines. */
  rowMin?: number;
  /** Space between rows. */
  gap?: number;
  /** Width the longest label line needs (see labelWidth); the columns give it up to 40% each. */
  labelWidth?: number;
}

export interface Band {
  /** Top of the row holding the band's labels. */
  rowTop: number;
  rowHeight: number;
  /** The band where it meets its node, at the outer column. */
  top: number;
  thickness: number;
  /** The band where it meets the transaction in the middle. */
  middleTop: number;
}

interface Columns {
  /** Left labels end here (right-aligned); the input nodes start just after. */
  leftLabelEnd: number;
  leftNode: number;
  /** The transaction's bar in the middle. */
  middle: number;
  rightNode: number;
  /** Right labels start here (left-aligned). */
  rightLabelStart: number;
  nodeWidth: number;
  middleWidth: number;
}

export interface DiagramLayout {
  width: number;
  height: number;
  left: Band[];
  right: Band[];
  columns: Columns;
  /** The middle bar: as tall as the thicker side's bands stacked. */
  middleTop: number;
  middleHeight: number;
}

export const DEFAULTS = { bandTotal: 120, floor: 4, rowMin: 56, gap: 8, labelWidth: 88 } as const;

/**
 * Width a label line needs at `fontSize`, from its length: 0.6 em a character for regular and
 * monospace text, 0.7 em bold, what the widest common UI font (DejaVu Sans) takes for digits.
 * Generous on narrower fonts, never short on a phone.
 */
export function labelWidth(lines: readonly { text: string; bold?: boolean }[], fontSize: number): number {
  return lines.reduce(
    (widest, line) => Math.max(widest, line.text.length * (line.bold ? 0.7 : 0.6) * fontSize),
    0,
  );
}

/**
 * Thickness of each band: its share of `total` (the larger side's known value) times
 * `bandTotal`, never below `floor`; an unknown value gets the floor.
 */
export function bandThickness(
  values: readonly (bigint | undefined)[],
  total: bigint,
  bandTotal: number = DEFAULTS.bandTotal,
  floor: number = DEFAULTS.floor,
): number[] {
  return values.map((value) => {
    if (value === undefined || value <= 0n || total <= 0n) return floor;
    // Shares in parts per million keep the division in bigint; the result is pixels.
    const share = Number((value * 1_000_000n) / total) / 1_000_000;
    return Math.max(floor, share * bandTotal);
  });
}

function columns(width: number, needed: number): Columns {
  const nodeWidth = 6;
  const middleWidth = 10;
  // Each label column takes what its longest line needs, at most 40% of the width, so the flow
  // between them keeps at least a fifth.
  const label = Math.round(Math.min(Math.max(needed, 60) + 8, width * 0.4));
  return {
    leftLabelEnd: label - 8,
    leftNode: label,
    middle: Math.round(width / 2 - middleWidth / 2),
    rightNode: width - label - nodeWidth,
    rightLabelStart: width - label + 8,
    nodeWidth,
    middleWidth,
  };
}

function stack(thicknesses: readonly number[], rowMin: number, gap: number) {
  let y = 0;
  const rows = thicknesses.map((thickness) => {
    const rowHeight = Math.max(rowMin, Math.ceil(thickness) + 12);
    const row = { rowTop: y, rowHeight, thickness };
    y += rowHeight + gap;
    return row;
  });
  return { rows, height: Math.max(0, y - gap) };
}

/** Lays out `left` and `right` band values (bigint sats; undefined when unknown). */
export function layoutDiagram(
  left: readonly (bigint | undefined)[],
  right: readonly (bigint | undefined)[],
  options: LayoutOptions,
): DiagramLayout {
  const { bandTotal, floor, rowMin, gap, labelWidth: needed } = { ...DEFAULTS, ...options };
  const sum = (values: readonly (bigint | undefined)[]) => values.reduce<bigint>((s, v) => s + (v ?? 0n), 0n);
  const total = [sum(left), sum(right)].reduce((a, b) => (a > b ? a : b));
  const sides = [left, right].map((values) =>
    stack(bandThickness(values, total, bandTotal, floor), rowMin, gap),
  );
  const [l, r] = sides as [ReturnType<typeof stack>, ReturnType<typeof stack>];
  const height = Math.max(l.height, r.height);
  const stacked = (rows: ReturnType<typeof stack>['rows']) => rows.reduce((s, row) => s + row.thickness, 0);
  const middleHeight = Math.max(stacked(l.rows), stacked(r.rows));
  const middleTop = (height - middleHeight) / 2;

  const place = (side: ReturnType<typeof stack>): Band[] => {
    const offset = (height - side.height) / 2;
    let joined = middleTop + (middleHeight - stacked(side.rows)) / 2;
    return side.rows.map((row) => {
      const rowTop = offset + row.rowTop;
      const band: Band = {
        rowTop,
        rowHeight: row.rowHeight,
        top: rowTop + (row.rowHeight - row.thickness) / 2,
        thickness: row.thickness,
        middleTop: joined,
      };
      joined += row.thickness;
      return band;
    });
  };
  return {
    width: options.width,
    height,
    left: place(l),
    right: place(r),
    columns: columns(options.width, needed),
    middleTop,
    middleHeight,
  };
}

/**
 * A ribbon from a node edge at `x0` (top `y0`, thickness `t0`) to `x1` (top `y1`, same
 * thickness), as an SVG path: two cubic curves with horizontal tangents at both ends.
 */
export function ribbonPath(x0: number, y0: number, x1: number, y1: number, thickness: number): string {
  const mid = (x0 + x1) / 2;
  const f = (n: number) => Math.round(n * 10) / 10;
  return [
    `M${f(x0)},${f(y0)}`,
    `C${f(mid)},${f(y0)} ${f(mid)},${f(y1)} ${f(x1)},${f(y1)}`,
    `L${f(x1)},${f(y1 + thickness)}`,
    `C${f(mid)},${f(y1 + thickness)} ${f(mid)},${f(y0 + thickness)} ${f(x0)},${f(y0 + thickness)}`,
    'Z',
  ].join(' ');
}

/** `bcrt1qxy…9k2x`: enough of an address to tell it apart, short enough for a phone. */
export function shortAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
}
