// Every date and amount the product shows is New Zealand's: the calendar and
// clocks of Pacific/Auckland, written in New Zealand English. A browser abroad
// or a server running in UTC would otherwise be a day out around NZ midnight.

export const NZ_TIME_ZONE = 'Pacific/Auckland';
export const NZ_LOCALE = 'en-NZ';
