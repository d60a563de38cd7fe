import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuiltInScanner, EICAR_SIGNATURE_NAME, EICAR_TEST_STRING } from './builtInScanner';

const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/files', name));

describe('BuiltInScanner', () => {
  const scanner = new BuiltInScanner();

  it('is the standard 68-character EICAR string', () => {
    expect(EICAR_TEST_STRING).toHaveLength(68);
    expect(EICAR_TEST_STRING.startsWith('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR')).toBe(true);
  });

  it('finds the EICAR string in the bare test file', async () => {
    expect(await scanner.scan(Buffer.from(EICAR_TEST_STRING, 'latin1'))).toEqual({ clean: false, signature: EICAR_SIGNATURE_NAME });
  });

  it('finds it anywhere in a file, e.g. embedded in a PDF', async () => {
    expect(await scanner.scan(fixture('site-plan-eicar.pdf'))).toEqual({ clean: false, signature: EICAR_SIGNATURE_NAME });
    const padded = Buffer.concat([Buffer.alloc(100_000, 7), Buffer.from(EICAR_TEST_STRING, 'latin1'), Buffer.alloc(10)]);
    expect((await scanner.scan(padded)).clean).toBe(false);
  });

  it('passes clean files, including a nearly-EICAR one', async () => {
    expect(await scanner.scan(fixture('site-plan.pdf'))).toEqual({ clean: true });
    expect(await scanner.scan(Buffer.alloc(0))).toEqual({ clean: true });
    expect(await scanner.scan(Buffer.from(EICAR_TEST_STRING.slice(0, -1), 'latin1'))).toEqual({ clean: true });
  });
});
