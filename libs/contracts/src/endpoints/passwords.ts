/** Filled in by the conversion of this group to endpoint contracts. */
export const passwordsEndpoints = {} as const;
