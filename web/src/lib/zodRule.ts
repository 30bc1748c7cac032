// Turns the contracts' zod schemas into antd Form rules, so forms show the spec's messages word for word.
import type { FormRule } from 'antd';
import type { Schema } from '@contracts/zod';

type Values = Record<string, unknown>;

/**
 * A rule for field `name` of a form validated by `schema` (an object schema, refinements included):
 * parses all the form's values and reports every message the schema gives for that field. A nested field is named
 * by its path (`['contact_info', 'email']`).
 */
export function zodRule(schema: Schema, name: string | readonly (string | number)[]): FormRule {
  const path = typeof name === 'string' ? [name] : name;
  return ({ getFieldsValue }) => ({
    validator: () => {
      const values: Values = {};
      for (const [key, value] of Object.entries(getFieldsValue(true) as Values)) values[key] = value ?? '';
      const result = schema.safeParse(values);
      if (result.success) return Promise.resolve();
      const messages = result.error.issues.filter((issue) => path.every((part, i) => issue.path[i] === part)).map((issue) => issue.message);
      return messages.length ? Promise.reject(messages) : Promise.resolve();
    },
  });
}
