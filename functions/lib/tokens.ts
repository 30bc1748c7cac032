// Token accounting: a send is refused at a balance of zero or less, and its cost is spent with one conditional
// update (`tokenBalance >= :cost`), so concurrent sends can never take the balance below zero.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CHAT } from '../contracts/messages';
import type { Profile } from '../contracts/profile';
import { db, isConditionFailed, tableName } from './db';
import { HttpError } from './http';
import { keys } from './keys';

export const tokenLimitReached = () => new HttpError(402, 'TokenLimitReached', CHAT.tokenLimitReached);

/** Before any model call: a balance of zero or less blocks the send. */
export function assertHasTokens(profile: Profile): void {
  if (profile.tokenBalance <= 0) throw tokenLimitReached();
}

/** Spends `cost` tokens of the user's balance and returns the new balance; a balance short of it is a 402. */
export async function spendTokens(sub: string, cost: number): Promise<number> {
  try {
    const res = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(sub),
        UpdateExpression: 'SET tokenBalance = tokenBalance - :cost',
        ConditionExpression: 'attribute_exists(pk) AND tokenBalance >= :cost',
        ExpressionAttributeValues: { ':cost': cost },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return res.Attributes?.tokenBalance as number;
  } catch (error) {
    if (isConditionFailed(error)) throw tokenLimitReached();
    throw error;
  }
}
