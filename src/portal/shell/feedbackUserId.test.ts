import { describe, expect, it } from 'vitest';
import { feedbackSurveyUrl, feedbackUserId } from './feedbackUserId';

describe('feedbackUserId', () => {
  it('drops the identity-provider prefix', () => {
    expect(feedbackUserId('auth0|abc123')).toBe('abc123');
    expect(feedbackUserId('local|9f8e7d')).toBe('9f8e7d');
  });

  it('keeps an id without a prefix as it is', () => {
    expect(feedbackUserId('abc123')).toBe('abc123');
  });

  it('drops only the first prefix, so an id that itself holds a bar survives', () => {
    expect(feedbackUserId('google-oauth2|a|b')).toBe('a|b');
  });
});

describe('feedbackSurveyUrl', () => {
  const base = 'https://survey.example/r/x?userId=';

  it('appends the id, encoded for a query string', () => {
    expect(feedbackSurveyUrl(base, 'auth0|abc123')).toBe(`${base}abc123`);
    expect(feedbackSurveyUrl(base, 'local|a b&c')).toBe(`${base}a%20b%26c`);
  });

  it('leaves the survey anonymous without a user id', () => {
    expect(feedbackSurveyUrl(base, undefined)).toBe(base);
  });
});
