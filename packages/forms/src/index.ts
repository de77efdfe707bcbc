// Form components and their zod schemas, built on the domain rules, are exported from here.
export {};
