// Provider suggestions (add-business submissions): the stored item and a new pending one, counted among the pending
// (the admins' review is lib/suggestions/suggestionReview, so the public form's function carries no provider code).
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { providerSuggestionSchema, suggestionFieldsOf, type ProviderSuggestion } from '../../contracts/providerSuggestion/entity';
import { type ProviderSuggestionForm } from '../../contracts/providerSuggestion/form';
import { addCounts, db, fromItem, tableName } from '../platform/db';
import { keys } from '../platform/keys';

export const toSuggestion = (item: Record<string, unknown>) => fromItem<typeof providerSuggestionSchema, ProviderSuggestion>(providerSuggestionSchema, item);

/** A suggestion as stored, in the status index. */
export const suggestionItem = (suggestion: ProviderSuggestion) => ({
  ...keys.suggestion(suggestion.id),
  ...keys.suggestionGsi(suggestion.status, suggestion.createdAt, suggestion.id),
  type: 'suggestion',
  ...suggestion,
});

/** The suggestion a submitted form makes: pending, its fields where SUGGESTION_FORM_FIELDS places them. */
export function suggestionOf(form: ProviderSuggestionForm, id: string, now: Date): ProviderSuggestion {
  return { id, ...suggestionFieldsOf(form), status: 'pending', createdAt: now.toISOString() };
}

/** Store a submitted form as a pending suggestion, and count it. */
export async function createSuggestion(form: ProviderSuggestionForm, now = new Date()): Promise<ProviderSuggestion> {
  const suggestion = suggestionOf(form, randomUUID(), now);
  await db.send(new PutCommand({ TableName: tableName(), Item: suggestionItem(suggestion), ConditionExpression: 'attribute_not_exists(pk)' }));
  await addCounts(keys.suggestionCounts, { [suggestion.status]: 1 });
  return suggestion;
}

export async function getSuggestion(id: string): Promise<ProviderSuggestion | undefined> {
  const res = await db.send(new GetCommand({ TableName: tableName(), Key: keys.suggestion(id), ConsistentRead: true }));
  return res.Item ? toSuggestion(res.Item) : undefined;
}

