/**
 * Sends the browser to Google's consent page: a full page load out of the app, which
 * Google ends by sending the manager back to the callback page.
 */
export function leaveForGoogle(authorizationUrl: string): void {
  window.location.assign(authorizationUrl);
}
