// JSON text written piece by piece: a value whose arrays may come page by page (JsonPages), so that a document of any
// size is written while only a page of it is in memory. The text is exactly JSON.stringify(value, null, 2) of the
// same value with every array in full.
export class JsonPages<T = unknown> {
  constructor(readonly pages: AsyncIterable<readonly T[]>) {}
}

const indent = (depth: number) => '\n' + '  '.repeat(depth);

/** Whether the object holds a paged array anywhere among its own fields (then it is written field by field). */
const holdsPages = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).some((v) => v instanceof JsonPages);

/** The pieces of `value`'s JSON text, indented by two spaces a level, at nesting `depth`. */
export async function* jsonText(value: unknown, depth = 0): AsyncGenerator<string> {
  if (value instanceof JsonPages) {
    let count = 0;
    yield '[';
    for await (const page of value.pages) {
      for (const item of page) {
        yield (count++ ? ',' : '') + indent(depth + 1);
        yield* jsonText(item, depth + 1);
      }
    }
    yield count ? `${indent(depth)}]` : ']';
  } else if (holdsPages(value)) {
    const fields = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
    yield '{';
    for (const [i, [name, field]] of fields.entries()) {
      yield `${i ? ',' : ''}${indent(depth + 1)}${JSON.stringify(name)}: `;
      yield* jsonText(field, depth + 1);
    }
    yield fields.length ? `${indent(depth)}}` : '{}';
  } else {
    yield (JSON.stringify(value, null, 2) ?? 'null').replaceAll('\n', indent(depth));
  }
}
