// The charts library as the web tests see it: each chart a plain element that shows the data it was given.
const stub = (kind: string) =>
  function Chart({ data }: { data: unknown }) {
    return <div data-testid={`${kind}-chart`} data-points={JSON.stringify(data)} />;
  };

export const charts = { Line: stub('line'), Column: stub('column'), Pie: stub('pie') };
