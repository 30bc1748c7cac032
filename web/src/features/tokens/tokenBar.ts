// The token bar: balance over the monthly allocation as a percentage; amber above 75 percent.
export const TOKEN_BAR_AMBER_ABOVE = 75;
const COLOURS = { normal: '#166534', amber: '#b45309' } as const;

export function tokenPercent(balance: number, allocation: number): number {
  if (allocation <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((balance / allocation) * 100)));
}

export function tokenBarColour(percent: number): string {
  return percent > TOKEN_BAR_AMBER_ABOVE ? COLOURS.amber : COLOURS.normal;
}
