// The route table as JSX: <Routes> picks the most specific <Route> whose
// pattern matches the address (pathPattern.ts) and renders its element with
// the route's parameters. <Route> only describes; it renders nothing itself.
import { Children, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
import { compilePattern, bestMatch } from './pathPattern';
import { RouteParamsContext, useLocation } from './Router';

export interface RouteProps {
  path: string;
  element: ReactNode;
}

export function Route(_props: RouteProps): null {
  return null;
}

function routesOf(children: ReactNode) {
  // toArray flattens fragments and drops `false` (a route behind a condition).
  return Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route)
    .map((child) => ({ pattern: compilePattern(child.props.path), element: child.props.element }));
}

export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = routesOf(children);
  const match = bestMatch(routes, pathname);
  const params = match?.params;
  // One params object per match, so pages that list them in effects do not rerun on every render.
  const key = params ? JSON.stringify(params) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' content
  const stableParams = useMemo(() => params ?? {}, [key]);
  if (!match) return null;
  return <RouteParamsContext.Provider value={stableParams}>{match.candidate.element}</RouteParamsContext.Provider>;
}
