/** A catalogue split into areas (one file per area and language): area name → its texts. */
export type Areas = Record<string, Record<string, string>>;

/** The same areas in another language: the same area names, each with the French keys (the type checks both). */
export type AreasIn<French extends Areas> = { [Area in keyof French]: Record<keyof French[Area], string> };

/** Every message id of a set of areas. */
export type IdOf<A extends Areas> = { [Area in keyof A]: keyof A[Area] & string }[keyof A];

/** One react-intl catalogue from its areas (a key lives in one area only: tested). */
export function mergeAreas<A extends Areas>(areas: A): Record<IdOf<A>, string> {
  return Object.assign({}, ...Object.values(areas));
}
