const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A page's last-update date as the theme's LastUpdated writes it in English ("Nov 26, 2026", the
 * options of `dateOptions`, in UTC), without an Intl.DateTimeFormat: building one in the browser
 * costs tens of milliseconds of a phone's start-up on every doc page (see ./LastUpdated.tsx).
 */
export function lastUpdatedDate(timestamp: number): string {
  const date = new Date(timestamp);
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The Intl options the theme's LastUpdated formats with; tests/unit/lastUpdated.test.ts checks both. */
export const dateOptions = {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'} as const;
