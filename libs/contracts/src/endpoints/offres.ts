/** Filled in by the conversion of this group to endpoint contracts. */
export const offresEndpoints = {} as const;
