import { bitcoinjsSighashName } from '@satchel/core/compat';
import type { CompatReport, CompatRow } from './check';

const hex2 = (sighash: number) => `0x${sighash.toString(16).padStart(2, '0')}`;

/** `0:0x83 1:0x01`: the sighash of each input the wallet signs (all requested ones when it signs none). */
function sighashes(row: CompatRow): string {
  const signed = new Set(row.signedInputs);
  const shown = signed.size > 0 ? row.inputs.filter((i) => signed.has(i.index)) : row.inputs;
  return shown.map((input) => `${input.index}:${hex2(input.sighash)}`).join(' ');
}

/** The wallet's name, with the range of its versions when the ranges differ. */
const walletName = (row: CompatRow) => (row.versions ? `${row.name} ${row.versions}` : row.name);

function cells(row: CompatRow): string[] {
  return [
    walletName(row),
    row.signs === 'some' ? 'some inputs' : row.signs,
    row.signedInputs.length > 0 ? row.signedInputs.join(',') : '-',
    sighashes(row),
    row.signedInputs.length > 0 ? (row.finalized ? 'yes' : 'no') : '-',
    `${row.format.encoding} ${row.format.returns === 'psbt' ? 'PSBT' : 'signatures'}`,
    row.basis,
  ];
}

const HEADER = ['WALLET', 'SIGNS', 'INPUTS', 'SIGHASH', 'FINALIZED', 'RETURNS', 'CHECKED BY'];

/** The lines under a row: the refusal in the wallet's words and its source, the signer's word, notes. */
function details(row: CompatRow): string[] {
  const lines: string[] = [];
  const { refusal } = row;
  if (refusal) {
    const words = refusal.quoted ? `“${refusal.words}”` : refusal.words;
    const what = refusal.skips
      ? `leaves input ${refusal.index} unsigned`
      : refusal.reason === 'rebuilds'
        ? 'does not sign this PSBT'
        : refusal.reason === 'gives-away'
          ? 'must not be asked'
          : 'refuses';
    lines.push(`${what}: ${words}`, `  source: ${refusal.source}`);
    // The wallet itself would sign it: say so, so the "no" is not read as the wallet's own.
    const why = row.inputs.find((input) => input.reason === 'gives-away')?.why;
    if (refusal.reason === 'gives-away' && why) lines.push(`  ${why}`);
  }
  if (row.simulated?.error) lines.push(`the Dev Wallet's signer refused: ${row.simulated.error}`);
  for (const note of row.notes) lines.push(`note: ${note}`);
  return lines.map((line) => `    ${line}`);
}

function describeRequest(report: CompatReport): string {
  const inputs = report.request.map((input) => {
    const sighash =
      input.sighash === undefined
        ? ''
        : ` with ${hex2(input.sighash)} (${bitcoinjsSighashName(input.sighash)})`;
    return `input ${input.index} for ${input.address}${sighash}`;
  });
  const network = report.networkAssumed ? `${report.network} (assumed: give --network)` : report.network;
  return `Signing request on ${network}: ${inputs.join('; ')}`;
}

/** The report as a table for people: one row per family, its refusal and notes beneath. */
export function formatTable(report: CompatReport): string {
  const rows = report.rows.map(cells);
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [describeRequest(report), '', line(HEADER)];
  report.rows.forEach((row, index) => {
    out.push(line(rows[index] ?? []), ...details(row));
  });
  const unnamed = report.request.some((input) => input.sighash === undefined);
  if (unnamed && report.rows.some((row) => row.refusal?.reason === 'sighash')) {
    out.push(
      '',
      'Some wallets sign a sighash other than ALL/DEFAULT only when the request names it: --sign index:address:0x83.',
    );
  }
  out.push(
    '',
    report.able.length > 0
      ? `Signs all of it: ${report.rows
          .filter((r) => r.signs === 'yes')
          .map(walletName)
          .join(', ')}.`
      : 'No listed wallet is known to sign all of it.',
    'Sources for every rule: --json (each row’s "sources").',
  );
  return out.join('\n');
}

/** The report for CI: stable field names, every row with its sources. */
export function formatJson(report: CompatReport): string {
  return JSON.stringify(
    {
      network: report.network,
      networkAssumed: report.networkAssumed,
      psbt: report.psbtBase64,
      request: report.request,
      able: report.able,
      wallets: report.rows.map((row) => ({
        family: row.family,
        wallet: row.name,
        versions: row.versions ?? null,
        signs: row.signs,
        inputsSigned: row.signedInputs,
        sighash: Object.fromEntries(row.inputs.map((input) => [input.index, input.sighash])),
        finalized: row.finalized,
        format: row.format,
        refusal: row.refusal ?? null,
        inputs: row.inputs,
        batch: row.batch,
        notes: row.notes,
        basis: row.basis,
        code: row.code,
        simulated: row.simulated ?? null,
        source: row.refusal?.source ?? row.sources[0],
        sources: row.sources,
      })),
    },
    null,
    2,
  );
}
