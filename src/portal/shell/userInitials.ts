// The initials in the user menu's avatar. Names arrive from the profile
// ("Aroha Te Whata") or, until the profile loads, the sign-in email.

/** "Aroha Te Whata" → "AW"; "sam@example.nz" → "S"; "" → "?". */
export function userInitials(name: string): string {
  const trimmed = name.trim();
  if (trimmed.includes('@')) return (trimmed[0] ?? '?').toUpperCase();
  const words = trimmed.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1]?.[0] ?? '' : '';
  return (first + last).toUpperCase();
}
