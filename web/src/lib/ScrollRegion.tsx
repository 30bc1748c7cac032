// Areas that scroll inside the page, reachable by keyboard: a focusable region named for screen readers
// (axe's scrollable-region-focusable), and the table wrapper every table in the web uses.
import type { HTMLAttributes, Ref } from 'react';
import { Table, type TableProps } from 'antd';
import './scrollRegion.css';

export interface ScrollRegionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex' | 'aria-label'> {
  /** The region's accessible name. */
  label: string;
  /** The direction it scrolls in. */
  axis: 'x' | 'y';
  ref?: Ref<HTMLDivElement>;
}

/** A scrolling area: in the tab order, named, with a visible focus ring, so arrow keys and Page Up/Down scroll it. */
export function ScrollRegion({ label, axis, className, ...props }: ScrollRegionProps) {
  const classes = ['scroll-region', `scroll-region-${axis}`, className].filter(Boolean).join(' ');
  return <div role="region" aria-label={label} tabIndex={0} className={classes} {...props} />;
}

/**
 * An antd table that never widens the page: it takes the width it is given, and when its columns need more,
 * this named region scrolls sideways (the table itself gets no `scroll`, so antd adds no scroller of its own).
 */
export function ScrollTable<T extends object>({ label, ...table }: Omit<TableProps<T>, 'scroll'> & { label: string }) {
  return (
    <ScrollRegion label={label} axis="x" className="scroll-table">
      <Table<T> {...table} />
    </ScrollRegion>
  );
}
