/** How long a draft has left, as spec 3 words it: "{n} days", "1 day" or "today". */
export function expiresIn(expiryDay: string, now = new Date()): string {
  const days = Math.ceil((Date.parse(expiryDay) - now.getTime()) / 86_400_000);
  if (!Number.isFinite(days) || days <= 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}
