// One case study in the list (document 3, 2.6): title, date (long US format, or the text as given), read time,
// description, up to 3 tag chips that filter the list by their tag, and the Read case study link.
import { Link } from 'react-router-dom';
import { shownTags, tagLabel, type PublicCaseStudyWire } from '@contracts/caseStudy/facts';
import { CASE_STUDIES } from '@contracts/messages';
import { caseStudyPath } from '../../app/paths';
import { cardDate } from './cardDate';

export function CaseStudyCard({ study, headingLevel, onTag }: { study: PublicCaseStudyWire; headingLevel: 2 | 3; onTag: (tag: string) => void }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = cardDate(study);
  const tags = shownTags(study);
  return (
    <li className="cs-card">
      <Heading className="cs-card-title">{study.title}</Heading>
      <p className="cs-meta">
        <time dateTime={date.dateTime}>{date.text}</time>
        <span aria-hidden> · </span>
        {study.read_time}
      </p>
      <p className="cs-card-description">{study.description}</p>
      {tags.length > 0 && (
        <ul className="cs-tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <button type="button" className="cs-tag" onClick={() => onTag(tag)} aria-label={CASE_STUDIES.tagFilterLabel(tagLabel(tag))}>
                {tagLabel(tag)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Link className="cs-card-link" to={caseStudyPath(study.slug)}>
        {CASE_STUDIES.readCaseStudy}
        <span className="sr-only">: {study.title}</span>
      </Link>
    </li>
  );
}
