// A JSON-LD block for search engines; `<` is escaped so no text can close the script element.
import type { Thing, WithContext } from 'schema-dts';

export function StructuredData({ data }: { data: WithContext<Thing> }) {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
