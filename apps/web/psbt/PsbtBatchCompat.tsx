import { useConnector, useExplorer, usePreparePsbt } from '@satchel/react';
import { useMemo } from 'react';
import { enCompat } from '../locales/en-compat';
import { compatWords } from './compat-words';
import { CompatCard } from './PsbtCompatNotice';
import { useCompatRules } from './useCompatRules';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/**
 * The wallet check for a batch: how the connected wallet gets these PSBTs (one prompt, or one per PSBT)
 * and, for each PSBT it would not sign as asked, why. Nothing until two PSBTs read.
 */
export function PsbtBatchCompat({
  texts,
  allowedSighash,
}: {
  texts: readonly string[];
  allowedSighash: readonly number[];
}) {
  const connector = useConnector();
  const { network } = useExplorer();
  const prepare = usePreparePsbt();
  const rules = useCompatRules();
  const words = useMemo(() => {
    if (!rules || !connector) return undefined;
    const wallet = rules.compatWalletOf(connector.id);
    const prepared = texts.flatMap((text, index) => {
      if (text.trim() === '') return [];
      try {
        return [{ n: index + 1, prepared: prepare(text, allowedSighash) }];
      } catch {
        return [];
      }
    });
    if (!wallet || prepared.length < 2) return undefined;
    const count = prepared.length;
    const batch = rules.WALLET_RULES[wallet].batch.prompts === 'one' ? enCompat.batchOne : enCompat.batchEach;
    const problems = prepared.flatMap(({ n, prepared: one }) => {
      const compat = rules.checkSatchelRequest(
        { psbtBase64: one.base64, signInputs: one.signInputs, allowedSighash, network, batch: count },
        wallet,
      );
      const said = compatWords(compat, connector.name, rules.WALLET_RULES);
      if (said.tone === 'ok') return [];
      return [fill(enCompat.batchRefuses, { n, reason: [said.headline, ...said.details].join(' ') })];
    });
    return {
      tone: problems.length > 0 ? ('warning' as const) : ('ok' as const),
      signs: problems.length > 0 ? ('some' as const) : ('yes' as const),
      headline: fill(batch, { wallet: connector.name, count }),
      details: problems,
    };
  }, [rules, connector, texts, allowedSighash, prepare, network]);
  if (!words) return null;
  return <CompatCard words={words} testId="psbt-batch-compat" others={false} />;
}
