// The knowledgebase's Case Studies tab until the case study list lands: the built-in sample case studies as cards
// (title, date, read time, description, up to 3 tags, a link to the case study).
import { Link } from 'react-router-dom';
import { SAMPLE_CASE_STUDIES } from '@knowledge/caseStudies';
import { PATHS } from '../../app/paths';

/** Long US date of an ISO day, the same on the server and in every time zone. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function CaseStudyCards() {
  return (
    <ul className="kb-case-studies">
      {SAMPLE_CASE_STUDIES.map((study) => (
        <li key={study.slug} className="kb-card kb-case-study">
          <h3 className="kb-card-title">{study.title}</h3>
          <p className="kb-case-study-meta">
            <time dateTime={study.publishedAt}>{LONG_DATE.format(new Date(study.publishedAt))}</time> · {study.readTime}
          </p>
          <p>{study.summary}</p>
          <ul className="kb-tags" aria-label="Tags">
            {study.tags.slice(0, 3).map((tag) => (
              <li key={tag} className="kb-tag">
                {tag}
              </li>
            ))}
          </ul>
          <Link to={`${PATHS.caseStudies}/${study.slug}`}>
            Read case study<span className="sr-only">: {study.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
