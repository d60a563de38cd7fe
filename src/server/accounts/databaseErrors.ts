// Recognises constraint violations the same way on PostgreSQL (node-postgres)
// and PGlite: both raise errors carrying the SQLSTATE `code` and the `constraint` name.

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && violated === constraint;
}
