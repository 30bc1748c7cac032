// Turns the contracts' zod schemas into antd Form rules, so forms show the spec's messages word for word.
import type { FormRule } from 'antd';
import type { Schema } from '@contracts/zod';

type Values = Record<string, unknown>;

/**
 * A rule for field `name` of a form validated by `schema` (an object schema, refinements included):
 * parses all the form's values and reports every message the schema gives for that field.
 */
export function zodRule(schema: Schema, name: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const values: Values = {};
      for (const [key, value] of Object.entries(getFieldsValue(true) as Values)) values[key] = value ?? '';
      const result = schema.safeParse(values);
      if (result.success) return Promise.resolve();
      const messages = result.error.issues.filter((issue) => issue.path[0] === name).map((issue) => issue.message);
      return messages.length ? Promise.reject(messages) : Promise.resolve();
    },
  });
}
