// When the portal's build uses the engine's stand-in for RJSF's default fields,
// then every field RJSF picks by a display schema's type is RJSF's own, and a
// field the display schemas never reach says why it is missing if asked for.
import { getDefaultRegistry } from '@rjsf/core';
import { describe, expect, it } from 'vitest';
import fields, { FIELDS_LEFT_OUT } from './rjsfFields';

describe('rjsfFields (RJSF default fields in the portal build)', () => {
  const rjsf = getDefaultRegistry().fields as Record<string, unknown>;
  const ours = fields() as Record<string, unknown>;

  it("keeps RJSF's own field for every name it does not leave out", () => {
    const kept = Object.keys(rjsf).filter((name) => !(FIELDS_LEFT_OUT as readonly string[]).includes(name));
    expect(kept).toContain('ObjectField');
    for (const name of kept) expect(ours[name], name).toBe(rjsf[name]);
  });

  it('answers every name RJSF registers, so none is undefined', () => {
    expect(Object.keys(ours).sort()).toEqual(Object.keys(rjsf).sort());
  });

  it.each(FIELDS_LEFT_OUT)('when %s is rendered, then it throws naming itself and why', (name) => {
    const Field = ours[name] as () => never;
    expect(() => Field()).toThrow(new RegExp(`${name} is not in the portal's build: the engine's display schemas carry no anyOf`));
  });
});
