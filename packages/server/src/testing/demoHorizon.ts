/** Days of free times in a test server's demo data: plenty for a test, and seeded in a fraction of 90 days' time. */
export const demoHorizonDays = 14;
