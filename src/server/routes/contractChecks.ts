// Compile-time checks that a server constant and the contract's restatement
// of it (src/shared/api) agree, where the server's own definition lives in a
// module the contract may not import (the shared layer imports nothing above it).

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Type-checks only when A and B have exactly the same members: `sameMembers<ScanStatus, ScanResult>(true)`. Does nothing at run time. */
export function sameMembers<A, B>(proof: Same<A, B>): void {
  void proof;
}
