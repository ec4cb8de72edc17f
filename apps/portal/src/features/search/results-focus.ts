/** The results heading: the target of the "skip to results" link and of focus after a page or zone change. */
export const RESULTS_HEADING_ID = 'search-results-title';

/**
 * Moves focus to the results heading and brings it to the top of the window (instantly for
 * visitors who asked for reduced motion), so a keyboard or screen-reader user lands on the new
 * results instead of the body or the middle of the old list.
 */
export function focusResultsHeading(doc: Document = document): void {
  const heading = doc.getElementById(RESULTS_HEADING_ID);
  if (!heading) return;
  heading.focus({ preventScroll: true });
  const reduced = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  heading.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}
