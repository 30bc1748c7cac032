// The Pest Control Guides carousel: a card per pest guide (title, short description, illustration) linking to its
// page, in a row that scrolls by touch, by keyboard and with the Previous and Next buttons.
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PEST_GUIDES } from '@knowledge/pests';
import { pestPath } from '../../app/paths';
import { PestImage } from './PestImage';

/** The cards in the order of the spec (alphabetical by slug). */
export const CAROUSEL_GUIDES = [...PEST_GUIDES].sort((a, b) => (a.slug < b.slug ? -1 : 1));

export function PestCarousel({ title = 'Pest Control Guides' }: { title?: string }) {
  const track = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const card = element.querySelector('li');
    element.scrollBy({ left: direction * ((card?.getBoundingClientRect().width ?? 240) + 16), behavior: 'smooth' });
  };
  return (
    <section className="kb-carousel" aria-labelledby={headingId} aria-roledescription="carousel">
      <div className="kb-carousel-header">
        <h2 id={headingId} className="kb-section-title">
          {title}
        </h2>
        <div className="kb-carousel-buttons">
          <button type="button" className="pp-btn" aria-label="Previous guides" onClick={() => scroll(-1)}>
            ‹
          </button>
          <button type="button" className="pp-btn" aria-label="Next guides" onClick={() => scroll(1)}>
            ›
          </button>
        </div>
      </div>
      <ul ref={track} className="kb-carousel-track">
        {CAROUSEL_GUIDES.map((guide) => (
          <li key={guide.slug} className="kb-carousel-item">
            <Link to={pestPath(guide.slug)} className="kb-carousel-card">
              <PestImage slug={guide.slug} alt="" className="kb-carousel-image" />
              <span className="kb-carousel-title">{guide.name}</span>
              <span className="kb-carousel-text">{guide.shortDescription}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
