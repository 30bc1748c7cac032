// Questions and answers as native <details> (open and close without JavaScript, so they work pre-rendered). With
// `single`, opening one closes the one open before (one open at a time); each can be closed again.
import { useState, type ReactNode } from 'react';
import { toggled } from './rules';

export interface AccordionItem {
  question: string;
  /** Text (a paragraph, marked up as the answer's text), or richer content. */
  answer: string | ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** One open at a time. */
  single?: boolean;
  /** The open items, when the parent controls them (e.g. a View All button); otherwise the accordion keeps its own. */
  open?: ReadonlySet<number>;
  onOpenChange?: (open: Set<number>) => void;
  /** Marks each item up as a schema.org Question with its accepted Answer (microdata; the page's FAQPage block is JSON-LD). */
  microdata?: boolean;
}

export function Accordion({ items, single = false, open, onOpenChange, microdata = false }: AccordionProps) {
  const [ownOpen, setOwnOpen] = useState<ReadonlySet<number>>(new Set());
  const current = open ?? ownOpen;
  const change = (index: number, isOpen: boolean) => {
    if (isOpen === current.has(index)) return;
    const next = toggled(current, index, isOpen, single);
    if (onOpenChange) onOpenChange(next);
    else setOwnOpen(next);
  };
  return (
    <div className="kb-accordion">
      {items.map((item, index) => (
        <details
          key={item.question}
          className="kb-accordion-item"
          open={current.has(index)}
          onToggle={(event) => change(index, event.currentTarget.open)}
          {...(microdata ? { itemScope: true, itemType: 'https://schema.org/Question' } : {})}
        >
          <summary className="kb-accordion-question">
            <span {...(microdata ? { itemProp: 'name' } : {})}>{item.question}</span>
          </summary>
          <div
            className="kb-accordion-answer"
            {...(microdata ? { itemScope: true, itemProp: 'acceptedAnswer', itemType: 'https://schema.org/Answer' } : {})}
          >
            {typeof item.answer === 'string' ? <p {...(microdata ? { itemProp: 'text' } : {})}>{item.answer}</p> : item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
