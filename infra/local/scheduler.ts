// Runs the catalogue's scheduled functions locally as EventBridge does on AWS: once after start, then at their rate,
// each run an invocation of its function (its AWS calls held to its role, infra/local/iam.ts).
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { CATALOG } from '../../functions/catalog';
import { invoke } from './iam';

const UNIT_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** Milliseconds of an EventBridge `rate(N unit)` expression. */
export function rateMs(expression: string): number {
  const match = /^rate\((\d+)\s+(minute|hour|day)s?\)$/.exec(expression.trim());
  if (!match) throw new Error(`Unsupported schedule ${expression}: use rate(N minute|hour|day)`);
  return Number(match[1]) * UNIT_MS[match[2]];
}

export function startScheduler(functionsDir: string): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const entry of CATALOG.filter((e) => e.schedule)) {
    const run = async () => {
      try {
        const { handler } = (await import(pathToFileURL(`${functionsDir}/${entry.name}/handler.ts`).href)) as {
          handler: (event: unknown, context: Context) => Promise<unknown>;
        };
        // The scheduled event and the Lambda context as EventBridge and Lambda give them (the logs carry the request id).
        const context = { functionName: entry.name, awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 60_000 } as Context;
        await invoke(entry.name, () => handler({ source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} }, context));
      } catch (error) {
        console.error(`[schedule] ${entry.name} failed:`, error);
      }
    };
    timers.push(setTimeout(run, 1_000), setInterval(run, rateMs(entry.schedule ?? '')));
  }
  for (const timer of timers) timer.unref();
  return () => timers.forEach((t) => clearTimeout(t));
}
