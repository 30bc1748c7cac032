// A case study card's date (document 3, 2.6): its date, else its creation time, shown long (formatCaseStudyDate) with
// the day as the machine-readable date when it is one. CaseStudyCard renders it, earlyCards.ts paints it.
import { formatCaseStudyDate } from '@contracts/caseStudy/facts';

export function cardDate(study: { date?: string | null; created_at?: string | null }): { text: string; dateTime?: string } {
  const date = study.date || study.created_at || '';
  return { text: formatCaseStudyDate(date), dateTime: /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : undefined };
}
