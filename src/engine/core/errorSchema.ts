// Field errors (messages at pointers) as RJSF's nested ErrorSchema, so each
// field template receives its own messages as `rawErrors`.
import type { FieldError } from '../../shared/validation/fieldErrors';
import { parsePointer } from './pointer';

export type ErrorTree = { __errors?: string[]; [key: string]: ErrorTree | string[] | undefined };

export function toErrorTree(errors: readonly FieldError[]): ErrorTree {
  const root: ErrorTree = {};
  for (const error of errors) {
    let node = root;
    for (const segment of parsePointer(error.pointer)) {
      node[segment] ??= {};
      node = node[segment] as ErrorTree;
    }
    node.__errors = [...(node.__errors ?? []), error.message];
  }
  return root;
}

/** The DOM id RJSF gives the field at a pointer (`root_contactDetails_0_email`). */
export function domIdOf(pointer: string): string {
  return ['root', ...parsePointer(pointer)].join('_');
}
