// Brakes on password guessing and mail flooding: the sign-in, sign-up and
// password forms allow one fifteenth of the API's per-IP budget (20 a minute
// with the defaults). Tied to RATE_LIMIT_MAX so load tests and browser tests,
// which raise that, are not throttled here either.
import type { ServerConfig } from '../../config';

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

const SHARE_OF_API_LIMIT = 15;

export function identityFormRateLimit(config: ServerConfig): RouteRateLimit {
  return {
    max: Math.max(1, Math.ceil(config.rateLimit.max / SHARE_OF_API_LIMIT)),
    timeWindow: config.rateLimit.timeWindowMs,
  };
}
