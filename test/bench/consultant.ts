// The offline consultant's figures: accuracy on the evaluation set by kind, the confusion matrix of
// the 13 pests, the safety triage by kind of risk with its false alarms, and what first answers and follow-ups are charged
// and how many words they are.
import { PEST_SLUGS } from '../../functions/knowledge/pests';
import { estimateTokens } from '../../functions/lib/consultant/consultant';
import { offlineConsultant } from '../../functions/lib/consultant/offline';
import { EVAL_SET, LATER_SET, scoreEvalSet, wordsIn } from '../support/consultantEval';
import { judgeRisk, openingKind, ORDINARY_SET, RISK_KINDS, RISK_SET, TRIAGE_LATER_SET } from '../support/triageSet';

const consult = (message: string, history: Array<{ role: 'user' | 'assistant'; content: string }> = []) =>
  offlineConsultant.consult({ message, history, location: 'GB' });

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `min ${sorted[0]}, median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted[sorted.length - 1]}`;
};

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

/** The triage's table: each kind of risk, how many replies opened with the right answer; then the false alarms. */
async function triageFigures(): Promise<void> {
  console.log(`\n  safety triage: the reply's first two sentences (test/support/triageSet.ts)\n  ${'kind'.padEnd(34)}${'count'.padStart(6)}${'correct'.padStart(9)}${'rate'.padStart(8)}`);
  const wrong: string[] = [];
  let right = 0;
  for (const kind of RISK_KINDS) {
    const cases = RISK_SET.filter((c) => c.kind === kind);
    let correct = 0;
    for (const c of cases) {
      const why = judgeRisk(c, (await consult(c.text)).text);
      if (why) wrong.push(`    ${kind}: "${c.text}" => ${why}`);
      else correct += 1;
    }
    right += correct;
    console.log(`  ${kind.padEnd(34)}${String(cases.length).padStart(6)}${String(correct).padStart(9)}${percent(correct, cases.length).padStart(8)}`);
  }
  console.log(`  ${'all'.padEnd(34)}${String(RISK_SET.length).padStart(6)}${String(right).padStart(9)}${percent(right, RISK_SET.length).padStart(8)}`);
  const alarms: string[] = [];
  for (const question of ORDINARY_SET) if (openingKind((await consult(question)).text) !== 'none') alarms.push(`    "${question}"`);
  console.log(`  false alarms on ordinary questions with children or pets: ${alarms.length}/${ORDINARY_SET.length} (${percent(alarms.length, ORDINARY_SET.length)})`);
  let later = 0;
  for (const c of TRIAGE_LATER_SET) if (openingKind((await consult(c.text)).text) === c.opens) later += 1;
  console.log(`  set written after tuning (risky and ordinary): ${later}/${TRIAGE_LATER_SET.length} opened right`);
  if (wrong.length) console.log(`\n  risky questions not opened right:\n${wrong.join('\n')}`);
  if (alarms.length) console.log(`\n  false alarms:\n${alarms.join('\n')}`);
}

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
  await triageFigures();

  // Charges: each pest description as a first answer, then 'How long do they live?' as its follow-up.
  const first: number[] = [];
  const followUp: number[] = [];
  const written: number[] = [];
  const writtenFollowUp: number[] = [];
  const words: number[] = [];
  const wordsFollowUp: number[] = [];
  for (const c of EVAL_SET) {
    if (c.kind !== 'pest') continue;
    const answer = await consult(c.text);
    const next = await consult('How long do they live?', [{ role: 'user', content: c.text }, { role: 'assistant', content: answer.text }]);
    first.push(answer.tokens);
    followUp.push(next.tokens);
    written.push(estimateTokens(answer.text));
    writtenFollowUp.push(estimateTokens(next.text));
    words.push(wordsIn(answer.text));
    wordsFollowUp.push(wordsIn(next.text));
  }
  console.log(`\n  tokens charged (prompt, history, question and answer), first answer: ${stats(first)}; follow-up: ${stats(followUp)}`);
  console.log(`  of which the answer itself, first answer: ${stats(written)}; follow-up: ${stats(writtenFollowUp)}`);
  console.log(`  words of the answer, first answer: ${stats(words)}; follow-up: ${stats(wordsFollowUp)}`);
}
