/** Full-page navigation out of the SPA: portal pages live on another origin. A module of its own so tests can replace it. */
export function leaveDashboardFor(url: string): void {
  window.location.assign(url);
}
