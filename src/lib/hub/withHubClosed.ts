/**
 * Runs a request that ends this page's own session with the live connection closed meanwhile,
 * then connects again under the sign-in that follows (HubService.closedDuring). The hub's module
 * loads here when no page loaded it: it then has no connection and runs the request at once.
 */
export async function withHubClosed<T>(work: () => Promise<T>): Promise<T> {
  const { hub } = await import('./hubService');
  return hub.closedDuring(work);
}
