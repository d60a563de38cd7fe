// The floor: the very elements our engine's page has at N rows (captured from
// it by scripts/bench/engineFloor.ts), created by React from plain data with no
// component, hook or form library in between. It is what React and Blink
// take to create that page; no React form engine can show the same page
// sooner while it creates every row.
import { createElement, use, type ReactNode } from 'react';
// The engine's style sheets, as our page has them: same elements, same styles.
import '../../../../src/engine/widgets/styles';
import type { BenchParams } from './benchParams';
import { loadFloorTree, type FloorNode } from './floorTree';

// DOM attribute names that React spells differently.
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
  maxlength: 'maxLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  autofocus: 'autoFocus',
  novalidate: 'noValidate',
};
const BOOLEAN_ATTRIBUTES = new Set(['inert', 'hidden', 'disabled', 'required', 'multiple', 'autofocus', 'novalidate']);
const CONTROLS = new Set(['input', 'select', 'textarea']);
const ignoreChange = () => undefined;

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) style[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function toElement(node: FloorNode, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const { tag, attributes, value, checked, children } = node;
  const props: Record<string, unknown> = { key };
  for (const [name, text] of Object.entries(attributes)) {
    if (name === 'style') props['style'] = styleObject(text);
    else if (name === 'value' && CONTROLS.has(tag) && value !== undefined) continue;
    else if (name === 'checked') continue;
    else if (BOOLEAN_ATTRIBUTES.has(name)) props[PROP_NAMES[name] ?? name] = true;
    else props[PROP_NAMES[name] ?? name] = text;
  }
  // Controlled, as the engine's fields are.
  if (value !== undefined) Object.assign(props, { value, onChange: ignoreChange });
  if (checked !== undefined) Object.assign(props, { checked, onChange: ignoreChange });
  return createElement(tag, props, ...(children.length ? [children.map((child, index) => toElement(child, index))] : []));
}

export function BenchPage({ n }: BenchParams) {
  return toElement(use(loadFloorTree(n)));
}
