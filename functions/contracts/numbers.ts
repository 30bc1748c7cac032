// How a number is written in the product's texts: whole numbers with a comma between thousands (100,000), as en-US
// does, without Intl (whose first use costs a page tens of milliseconds to set up, on pages that format at load).

/** `n` rounded to a whole number and grouped by thousands: 100000 -> '100,000', -1234 -> '-1,234'. */
export function withThousands(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
