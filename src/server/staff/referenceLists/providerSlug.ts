// The id of a new inspector or retailer: a slug of its name, as the seeded
// ones are (`mercury`, `contact-energy`), which the table's check constraint
// requires (^[a-z0-9][a-z0-9_-]*$). Macrons and other accents are dropped
// ("Pūtahi Power" → putahi-power); a name with no letter or digit to keep
// becomes `provider`. Ids never change once made, whatever the name becomes.

export function providerSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug === '' ? 'provider' : slug;
}

/** The slug, or the first of slug-2, slug-3, … that is not taken. */
export function firstFreeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  let suffix = 2;
  while (taken.has(`${slug}-${suffix}`)) suffix += 1;
  return `${slug}-${suffix}`;
}
