// `npm run deploy` runs this first: reads the account's Lambda settings (GetAccountSettings, the credentials and region
// the deploy uses) and stops the deploy, saying what to request, when the account's concurrency quota is below what
// the stack's reservations need (infra/aws/concurrency.ts); a deploy would otherwise fail half-way and roll back.
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { CATALOG } from '../functions/catalog';
import { quotaProblem, requiredAccountConcurrency } from '../infra/aws/concurrency';

const settings = await new LambdaClient({}).send(new GetAccountSettingsCommand({}));
const problem = quotaProblem(settings.AccountLimit?.ConcurrentExecutions ?? 0, requiredAccountConcurrency(CATALOG));
if (problem) {
  console.error(problem);
  process.exit(1);
}
console.log(`Lambda concurrency quota: ${settings.AccountLimit?.ConcurrentExecutions} (the stack needs ${requiredAccountConcurrency(CATALOG)}).`);
