// A knowledgebase tab's questions: the heading, the single-choice category chips, and a collapsible section per
// category with its one-open-at-a-time accordion. Expanding a collapsed section, or changing the chip, shows three
// placeholder cards for SECTION_PLACEHOLDER_MS first.
import { useEffect, useRef, useState } from 'react';
import { PEST_CATEGORIES, type KnowledgeSection, type PestCategory } from '@knowledge/knowledgebase';
import { Accordion } from './Accordion';
import { chooseChip, SECTION_PLACEHOLDER_MS } from './rules';

export function PlaceholderCards({ count, label }: { count: number; label: string }) {
  return (
    <div className="kb-placeholders" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="kb-placeholder-card" aria-hidden>
          <span className="kb-placeholder-line" />
          <span className="kb-placeholder-line kb-placeholder-line-short" />
        </div>
      ))}
    </div>
  );
}

export function KnowledgeSections({
  id,
  heading,
  sections,
  microdata = false,
}: {
  /** Prefix of the ids in the tab (two tabs are never shown together, but ids stay unique). */
  id: string;
  heading: string;
  sections: readonly KnowledgeSection[];
  microdata?: boolean;
}) {
  const [chip, setChip] = useState<PestCategory | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<PestCategory>>(new Set());
  const [waiting, setWaiting] = useState<ReadonlySet<PestCategory>>(new Set());
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const wait = (categories: PestCategory[]) => {
    window.clearTimeout(timer.current);
    setWaiting(new Set(categories));
    timer.current = window.setTimeout(() => setWaiting(new Set()), SECTION_PLACEHOLDER_MS);
  };
  const visible = sections.filter((section) => chip === null || section.category === chip);

  const onChip = (category: PestCategory) => {
    const next = chooseChip(chip, category);
    setChip(next);
    wait(sections.filter((s) => next === null || s.category === next).map((s) => s.category));
  };
  const onCollapse = (category: PestCategory) => {
    const next = new Set(collapsed);
    if (next.delete(category)) wait([category]);
    else next.add(category);
    setCollapsed(next);
  };

  return (
    <div className="kb-sections">
      <h2 className="kb-section-title">{heading}</h2>
      <div className="kb-chips" role="group" aria-label="Filter by pest type">
        {PEST_CATEGORIES.map((category) => (
          <button
            key={category.id}
            type="button"
            className="kb-chip"
            aria-pressed={chip === category.id}
            onClick={() => onChip(category.id)}
          >
            {category.label}
          </button>
        ))}
      </div>
      {visible.map((section) => {
        const headingId = `${id}-${section.category}`;
        const bodyId = `${headingId}-body`;
        const open = !collapsed.has(section.category);
        return (
          <section key={section.category} className="kb-card kb-category" aria-labelledby={headingId}>
            <div className="kb-card-header">
              <h3 id={headingId} className="kb-card-title">
                {section.title}
              </h3>
              <button type="button" className="pp-btn" aria-expanded={open} aria-controls={bodyId} onClick={() => onCollapse(section.category)}>
                {open ? 'Collapse' : 'Expand'}
                <span className="sr-only"> {section.title}</span>
              </button>
            </div>
            <div id={bodyId} hidden={!open}>
              {waiting.has(section.category) ? (
                <PlaceholderCards count={3} label={`Loading ${section.title}`} />
              ) : (
                <Accordion items={section.items} single microdata={microdata} />
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
