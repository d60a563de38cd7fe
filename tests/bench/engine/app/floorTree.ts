// The data the floor page (FloorPage.tsx) renders: our engine's page at N rows
// as plain nodes, captured by scripts/bench/engineFloor.ts and served beside
// the page as floor-tree-<N>.json.

/** An element, or a text node as its text. */
export type FloorNode =
  | string
  | {
      tag: string;
      attributes: Record<string, string>;
      /** A form control's current value (a property, not an attribute, in the captured page). */
      value?: string;
      /** A checkbox's or radio button's current state. */
      checked?: boolean;
      children: FloorNode[];
    };

export const floorTreeFile = (n: number) => `floor-tree-${n}.json`;

let started: { n: number; tree: Promise<FloorNode> } | undefined;

/** Fetches the tree once per page; main.tsx starts it before the floor's chunk loads, so the two overlap. */
export function loadFloorTree(n: number): Promise<FloorNode> {
  if (started?.n !== n) started = { n, tree: fetch(`/${floorTreeFile(n)}`).then((response) => response.json() as Promise<FloorNode>) };
  return started.tree;
}
