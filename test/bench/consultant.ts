// The offline consultant's figures: accuracy on the evaluation set by kind, the confusion matrix of
// the 13 pests, and what first answers and follow-ups are charged.
import { PEST_SLUGS } from '../../functions/knowledge/pests';
import { estimateTokens } from '../../functions/lib/consultant/consultant';
import { offlineConsultant } from '../../functions/lib/consultant/offline';
import { EVAL_SET, LATER_SET, scoreEvalSet } from '../support/consultantEval';

const consult = (message: string, history: Array<{ role: 'user' | 'assistant'; content: string }> = []) =>
  offlineConsultant.consult({ message, history, location: 'GB' });

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `min ${sorted[0]}, median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted[sorted.length - 1]}`;
};

export async function consultantFigures(): Promise<void> {
  const { byKind, confusion, failures } = await scoreEvalSet((text) => consult(text));
  for (const [kind, [right, total]] of Object.entries(byKind)) console.log(`  ${kind.padEnd(10)} ${right}/${total} right (${((100 * right) / total).toFixed(1)}%)`);

  const short = (slug: string) => slug.replace('bed-bugs', 'bedbug').slice(0, 6);
  const columns = [...PEST_SLUGS, 'none'];
  console.log(`\n  confusion matrix (rows: the pest described; columns: the guide named)\n  ${''.padEnd(12)}${columns.map((c) => short(c).padStart(7)).join('')}`);
  for (const slug of PEST_SLUGS) {
    const row = confusion.get(slug);
    console.log(`  ${slug.padEnd(12)}${columns.map((c) => String(row?.get(c) ?? '.').padStart(7)).join('')}`);
  }
  const later = await scoreEvalSet((text) => consult(text), LATER_SET);
  console.log(`\n  set written after tuning: ${later.byKind.pest[0]}/${later.byKind.pest[1]} right pest`);
  if (failures.length) console.log(`\n  wrong:\n${failures.map((f) => `    ${f.c.kind === 'pest' ? f.c.pest : f.c.kind}: "${f.c.text}" => ${f.why}`).join('\n')}`);

  // Charges: each pest description as a first answer, then 'How long do they live?' as its follow-up.
  const first: number[] = [];
  const followUp: number[] = [];
  const written: number[] = [];
  const writtenFollowUp: number[] = [];
  for (const c of EVAL_SET) {
    if (c.kind !== 'pest') continue;
    const answer = await consult(c.text);
    const next = await consult('How long do they live?', [{ role: 'user', content: c.text }, { role: 'assistant', content: answer.text }]);
    first.push(answer.tokens);
    followUp.push(next.tokens);
    written.push(estimateTokens(answer.text));
    writtenFollowUp.push(estimateTokens(next.text));
  }
  console.log(`\n  tokens charged (prompt, history, question and answer), first answer: ${stats(first)}; follow-up: ${stats(followUp)}`);
  console.log(`  of which the answer itself, first answer: ${stats(written)}; follow-up: ${stats(writtenFollowUp)}`);
}
