/** Hands the tab to another site (the payment provider's pages); one place, so tests can replace it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
