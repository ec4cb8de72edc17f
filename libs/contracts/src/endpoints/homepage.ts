/** Filled in by the conversion of this group to endpoint contracts. */
export const homepageEndpoints = {} as const;
