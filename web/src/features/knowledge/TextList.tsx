// A bulleted list of sentences (tips, signs, risks) on the knowledge pages.
export function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul className="pest-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
