import type { TxFlow } from '@satchel/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { enDiagram as t } from '../locales/en-diagram';
import { type Band, type DiagramLayout, labelWidth, layoutDiagram, ribbonPath } from './layout';
import {
  assetsText,
  collapse,
  feeRow,
  inputRows,
  inscriptionsOf,
  outputRows,
  type Row,
  runesOf,
  runeText,
} from './rows';
import { TxFlowTable } from './TxFlowTable';
import './tx-diagram.css';

/** Before the first measurement (and in tests without layout): a desktop card's width. */
const FALLBACK_WIDTH = 640;
const MIN_WIDTH = 300;
/** Phones get 11 px labels, wider screens 12 px. */
const NARROW = 420;
const MARKER_STEP = 18;

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.clientWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

type Side = 'input' | 'output' | 'fee';

function sideOf(row: Row): Side {
  return row.id === 'fee' ? 'fee' : row.id.startsWith('input') ? 'input' : 'output';
}

/** The marker's test id tail: `input-0`, `output-more`, `fee`. */
const where = (row: Row) => row.id;

function Markers({ row, x, y, step }: { row: Row; x: number; y: number; step: number }) {
  const inscriptions = inscriptionsOf(row.assets);
  const runes = runesOf(row.assets);
  const unknown = row.assets !== undefined && !row.assets.complete;
  const shown: { kind: 'inscription' | 'rune' | 'unknown'; title: string; count: number }[] = [];
  if (inscriptions.length > 0) {
    shown.push({
      kind: 'inscription',
      count: inscriptions.length,
      title: inscriptions.map((id) => t.inscriptionNamed.replace('{id}', id)).join('\n'),
    });
  }
  if (runes.length > 0)
    shown.push({ kind: 'rune', count: runes.length, title: runes.map(runeText).join('\n') });
  if (unknown) shown.push({ kind: 'unknown', count: 1, title: assetsText(row.assets) });
  return (
    <>
      {shown.map((marker, k) => (
        <g
          key={marker.kind}
          className={`tx-diagram-marker tx-diagram-marker-${marker.kind}`}
          data-testid={`tx-diagram-marker-${marker.kind}-${where(row)}`}
          data-count={marker.count}
          transform={`translate(${x + k * step},${y})`}
        >
          <title>{marker.title}</title>
          <MarkerShape kind={marker.kind} />
        </g>
      ))}
    </>
  );
}

function MarkerShape({ kind }: { kind: 'inscription' | 'rune' | 'unknown' }) {
  if (kind === 'inscription') return <path d="M0,-7 L7,0 L0,7 L-7,0 Z" />;
  return (
    <>
      <circle r={7} />
      <text textAnchor="middle" dominantBaseline="central">
        {kind === 'rune' ? 'R' : '?'}
      </text>
    </>
  );
}

function Label({
  row,
  x,
  y,
  anchor,
  line,
}: {
  row: Row;
  x: number;
  y: number;
  anchor: 'start' | 'end';
  line: number;
}) {
  return (
    <text x={x} y={y} textAnchor={anchor} className="tx-diagram-label">
      <tspan x={x} dy={-line} className={row.headMono ? 'tx-diagram-head mono' : 'tx-diagram-head'}>
        {row.head}
      </tspan>
      <tspan x={x} dy={line} className="tx-diagram-amount" data-testid="tx-diagram-amount">
        {row.amount}
      </tspan>
      <tspan x={x} dy={line} className={row.tagWarn ? 'tx-diagram-tag warn' : 'tx-diagram-tag'}>
        {row.tag}
      </tspan>
    </text>
  );
}

function BandView({
  row,
  band,
  layout,
  left,
  line,
}: {
  row: Row;
  band: Band;
  layout: DiagramLayout;
  left: boolean;
  /** Distance between label lines, px. */
  line: number;
}) {
  const c = layout.columns;
  const centre = band.top + band.thickness / 2;
  const path = left
    ? ribbonPath(c.leftNode + c.nodeWidth, band.top, c.middle, band.middleTop, band.thickness)
    : ribbonPath(c.middle + c.middleWidth, band.middleTop, c.rightNode, band.top, band.thickness);
  return (
    <g
      className={`tx-diagram-band tone-${row.tone}${row.value === undefined ? ' unknown-value' : ''}`}
      data-testid={`tx-diagram-${row.id}`}
      data-side={sideOf(row)}
      data-sats={row.value?.toString()}
    >
      <path className="tx-diagram-ribbon" d={path} />
      <rect
        className="tx-diagram-node"
        x={left ? c.leftNode : c.rightNode}
        y={band.top}
        width={c.nodeWidth}
        height={band.thickness}
        rx={2}
      />
      <Label
        row={row}
        x={left ? c.leftLabelEnd : c.rightLabelStart}
        y={centre}
        anchor={left ? 'end' : 'start'}
        line={line}
      />
      <Markers
        row={row}
        x={left ? c.leftNode + c.nodeWidth + 14 : c.rightNode - 14}
        y={centre}
        step={left ? MARKER_STEP : -MARKER_STEP}
      />
    </g>
  );
}

function Legend({ rows }: { rows: Row[] }) {
  const kinds = (['inscription', 'rune', 'unknown'] as const).filter((kind) =>
    rows.some((row) =>
      kind === 'inscription'
        ? inscriptionsOf(row.assets).length > 0
        : kind === 'rune'
          ? runesOf(row.assets).length > 0
          : row.assets !== undefined && !row.assets.complete,
    ),
  );
  if (kinds.length === 0) return null;
  const words = { inscription: t.inscription, rune: t.rune, unknown: t.unknownMarker };
  return (
    <p className="tx-diagram-legend" aria-hidden="true">
      {kinds.map((kind) => (
        <span key={kind} className="tx-diagram-legend-item">
          <svg
            width={16}
            height={16}
            viewBox="-8 -8 16 16"
            aria-hidden="true"
            className={`tx-diagram-marker tx-diagram-marker-${kind}`}
          >
            <MarkerShape kind={kind} />
          </svg>
          {words[kind]}
        </span>
      ))}
    </p>
  );
}

function summaryOf(flow: TxFlow): string {
  const n = flow.inputs?.length;
  const inputs = n === undefined ? t.walletInputs : n === 1 ? t.oneInput : t.inputs.replace('{n}', String(n));
  const m = flow.outputs.length;
  const outputs = m === 1 ? t.oneOutput : t.outputs.replace('{n}', String(m));
  return t.summary.replace('{inputs}', inputs).replace('{outputs}', outputs);
}

/**
 * "What you sign": the transaction as a flow, inputs on the left, outputs and the fee
 * on the right, band thickness by value (dust and unknown amounts at a visible floor), markers
 * where inscriptions and runes are, and the same facts in a table for screen readers.
 */
export default function TxDiagram({ flow }: { flow: TxFlow }) {
  const [ref, measured] = useWidth();
  const titleId = useId();
  const width = Math.max(MIN_WIDTH, measured > 0 ? measured : FALLBACK_WIDTH);
  const left = collapse(inputRows(flow), 'input');
  const right = [...collapse(outputRows(flow), 'output'), feeRow(flow)];
  const fontSize = width < NARROW ? 11 : 12;
  const line = Math.round(fontSize * 1.25);
  const widths = (rows: Row[]) =>
    labelWidth(
      rows.flatMap((row) => [{ text: row.head }, { text: row.amount, bold: true }, { text: row.tag }]),
      fontSize,
    );
  const layout = layoutDiagram(
    left.map((row) => row.value),
    right.map((row) => row.value),
    { width, labelWidth: Math.max(widths(left), widths(right)), rowMin: line * 3 + 12 },
  );
  const c = layout.columns;
  return (
    <figure className="tx-diagram" data-testid="tx-diagram">
      <figcaption className="tx-diagram-caption">{t.title}</figcaption>
      <div ref={ref} className="tx-diagram-canvas">
        <svg
          className="tx-diagram-svg"
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          style={{ fontSize }}
          role="img"
          aria-labelledby={titleId}
        >
          <title id={titleId}>{summaryOf(flow)}</title>
          {left.map((row, i) => (
            <BandView key={row.id} row={row} band={layout.left[i] as Band} layout={layout} left line={line} />
          ))}
          {right.map((row, i) => (
            <BandView
              key={row.id}
              row={row}
              band={layout.right[i] as Band}
              layout={layout}
              left={false}
              line={line}
            />
          ))}
          <rect
            className="tx-diagram-middle"
            x={c.middle}
            y={layout.middleTop}
            width={c.middleWidth}
            height={layout.middleHeight}
            rx={3}
          />
        </svg>
      </div>
      <Legend rows={[...left, ...right]} />
      <TxFlowTable flow={flow} />
    </figure>
  );
}
