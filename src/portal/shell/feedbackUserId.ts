// The feedback survey identifies respondents by user id, without the identity
// provider's prefix: the survey tool should see the same id whichever provider
// (the built-in one, Auth0 ...) signed the customer in, and the prefix means
// nothing to the people reading the answers.

/** `auth0|abc123` → `abc123`; `local|9f…` → `9f…`; an id without a prefix is returned as it is. */
export function feedbackUserId(sub: string): string {
  const separator = sub.indexOf('|');
  return separator === -1 ? sub : sub.slice(separator + 1);
}

/** The survey address for a user; without a user id the survey is still reachable, just anonymous. */
export function feedbackSurveyUrl(baseUrl: string, sub: string | undefined): string {
  return sub ? baseUrl + encodeURIComponent(feedbackUserId(sub)) : baseUrl;
}
