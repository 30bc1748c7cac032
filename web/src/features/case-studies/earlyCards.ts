// The case study list painted before the app has started, on /case-studies opened as it was pre-rendered (no filters):
// its HTML preloads the list and carries a card template (cardTemplate.tsx), and the entry loads this at once there and
// starts the app after it. As soon as the preloaded answer is in, the placeholder cards give way to a copy of the
// template per case study, sorted as the list first is, its texts put in as text. The app's first read of the list takes this same answer (fetched
// once) and its first render shows the painted list, so it hydrates the cards as they are. An answer that fails, or
// that comes once the app is rendering the page, paints nothing: the app goes on from the placeholders as before.
import { API } from '@contracts/api';
import { shownTags, sortCaseStudies, tagLabel, type PublicCaseStudyWire } from '@contracts/caseStudy/facts';
import { caseStudyPath } from '../../app/paths';
import { cardDate } from './cardDate';
import { CARD_SLOTS, CARD_TEMPLATE } from './earlyCardSlots';
import { filtersOf, NO_FILTERS } from './filters';

type List = PublicCaseStudyWire[];

/** The preloaded answer, until the app's first read of its path takes it: the list, or undefined when it failed. */
let answer: { path: string; list: Promise<List | undefined> } | undefined;
/** The list painted; null once the app renders the list (nothing is painted from then on). */
let painted: { path: string; list: List } | null | undefined;

/**
 * How long the app's start waits for the cards to paint (the entry starts it after them, so that their paint does not
 * wait behind the app's code): an answer slower than that leaves the page to the app, as before.
 */
const PAINT_WAIT_MS = 1000;

/**
 * Takes the preloaded answer and paints it when it comes (the entry calls it on a page with the card template); resolves
 * once the cards are painted, or the answer failed, or after PAINT_WAIT_MS.
 */
export function paintEarlyCards(): Promise<void> {
  const template = document.getElementById(CARD_TEMPLATE);
  const filters = filtersOf(new URLSearchParams(window.location.search));
  // A filtered address asks for another list than the one preloaded: the app's, as before.
  if (!(template instanceof HTMLTemplateElement) || filters.search !== NO_FILTERS.search || filters.category !== NO_FILTERS.category) return Promise.resolve();
  const path = API.fetchCaseStudies;
  const list = fetch(path, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<List>) : undefined))
    .catch((error: unknown) => {
      console.warn('The preloaded case study list did not come; the app asks for it again', error);
      return undefined;
    });
  answer = { path, list };
  const painting = list.then((studies) => {
    if (painted === undefined && studies?.length && paint(template, studies)) painted = { path, list: studies };
  });
  return Promise.race([painting, new Promise<void>((resolve) => setTimeout(resolve, PAINT_WAIT_MS))]);
}

/** The list painted for `path`, which the app's first render shows as it is; nothing is painted after this call. */
export function paintedCards(path: string): List | undefined {
  painted ??= null;
  return painted?.path === path ? painted.list : undefined;
}

/** The preloaded answer for `path`, once (the app's first read of it); undefined when there is none. */
export function takeEarlyAnswer(path: string): Promise<List | undefined> | undefined {
  if (answer?.path !== path) return undefined;
  const { list } = answer;
  answer = undefined;
  return list;
}

/** The placeholders replaced by the cards, and the loading bar gone, as the app renders a loaded list. */
function paint(template: HTMLTemplateElement, studies: List): boolean {
  const grid = document.querySelector('#root .cs-grid');
  if (!grid) return false;
  grid.replaceChildren(...sortCaseStudies(studies, 'latest').map((study) => card(template, study)));
  grid.removeAttribute('aria-hidden');
  document.querySelector('#root .cs-progress')?.remove();
  return true;
}

/** A copy of the template for a case study: its texts, its link, its date's day and its tags (a copy of the marked tag's item each). */
function card(template: HTMLTemplateElement, study: PublicCaseStudyWire): Element {
  const copy = template.content.firstElementChild!.cloneNode(true) as Element;
  const time = textOf(copy, CARD_SLOTS.date)?.parentElement;
  const tagItem = textOf(copy, CARD_SLOTS.tag)?.parentElement?.closest('li');
  const tags = shownTags(study);
  if (tagItem && tags.length) {
    tagItem.replaceWith(
      ...tags.map((tag) => {
        const item = tagItem.cloneNode(true) as Element;
        fill(item, new Map([[CARD_SLOTS.tag, tagLabel(tag)]]));
        return item;
      }),
    );
  } else tagItem?.parentElement?.remove();
  const date = cardDate(study);
  fill(
    copy,
    new Map([
      [CARD_SLOTS.title, study.title],
      [CARD_SLOTS.date, date.text],
      [CARD_SLOTS.readTime, study.read_time],
      [CARD_SLOTS.description, study.description],
      [caseStudyPath(CARD_SLOTS.slug), caseStudyPath(study.slug)],
    ]),
  );
  if (date.dateTime) time?.setAttribute('datetime', date.dateTime);
  return copy;
}

/** The element's text node that is `text`. */
function textOf(root: Element, text: string): Text | undefined {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node as Text).data === text) return node as Text;
  return undefined;
}

/** Each mark replaced by its value: a text node that is a mark, and a mark within an attribute (as text, never as markup). */
function fill(root: Element, values: ReadonlyMap<string, string>): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    if (node instanceof Text) node.data = values.get(node.data) ?? node.data;
    else if (node instanceof Element) {
      for (const attribute of node.attributes) {
        for (const [mark, value] of values) attribute.value = attribute.value.replaceAll(mark, () => value);
      }
    }
  }
}
