// Route patterns ("/orders/:orderId", "/order-details-list/:tab?", "*") and
// the pathnames they match. Static segments match without regard to case and a
// trailing slash is ignored, so an address typed by hand still finds its page.
// When several patterns match, the most specific wins whatever the order the
// routes are written in: a static segment outranks a parameter, a parameter an
// optional one, and a splat ("*") comes last.

export type RouteParams = Record<string, string | undefined>;

type Segment = { kind: 'static'; text: string } | { kind: 'param'; name: string; optional: boolean } | { kind: 'splat' };

export interface PathPattern {
  readonly pattern: string;
  readonly segments: readonly Segment[];
  /** Higher is more specific. */
  readonly rank: number;
}

const SEGMENT_RANK = { static: 10, param: 3, optionalParam: 2, splat: -2 } as const;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

export function compilePattern(pattern: string): PathPattern {
  const segments: Segment[] = segmentsOf(pattern).map((text, index, all) => {
    if (text === '*') {
      if (index !== all.length - 1) throw new Error(`Route pattern "${pattern}": "*" may only end a pattern.`);
      return { kind: 'splat' };
    }
    if (text.startsWith(':')) {
      const optional = text.endsWith('?');
      return { kind: 'param', name: text.slice(1, optional ? -1 : undefined), optional };
    }
    return { kind: 'static', text: text.toLowerCase() };
  });
  const rank = segments.reduce(
    (sum, segment) =>
      sum + (segment.kind === 'static' ? SEGMENT_RANK.static : segment.kind === 'splat' ? SEGMENT_RANK.splat : segment.optional ? SEGMENT_RANK.optionalParam : SEGMENT_RANK.param),
    segments.length,
  );
  return { pattern, segments, rank };
}

function decodeSegment(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape ("%E0%A4%A") stays as typed rather than failing the page.
    return text;
  }
}

/** The parameters when `pathname` matches, else null. */
export function matchPattern(pattern: PathPattern, pathname: string): RouteParams | null {
  const parts = segmentsOf(pathname);
  const params: RouteParams = {};
  let at = 0;
  for (const segment of pattern.segments) {
    if (segment.kind === 'splat') {
      params['*'] = parts.slice(at).map(decodeSegment).join('/');
      return params;
    }
    const part = parts[at];
    if (segment.kind === 'static') {
      if (part === undefined || part.toLowerCase() !== segment.text) return null;
      at += 1;
      continue;
    }
    if (part === undefined) {
      if (!segment.optional) return null;
      continue;
    }
    params[segment.name] = decodeSegment(part);
    at += 1;
  }
  return at === parts.length ? params : null;
}

/** The most specific of `patterns` that matches, first written on a tie. */
export function bestMatch<T extends { pattern: PathPattern }>(candidates: readonly T[], pathname: string): { candidate: T; params: RouteParams } | null {
  let best: { candidate: T; params: RouteParams } | null = null;
  for (const candidate of candidates) {
    if (best && candidate.pattern.rank <= best.candidate.pattern.rank) continue;
    const params = matchPattern(candidate.pattern, pathname);
    if (params) best = { candidate, params };
  }
  return best;
}
