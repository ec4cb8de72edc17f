import type { Locale } from '@sam/i18n-routes';

/** The `<name>_fr` and `<name>_nl` columns of a bilingual field. */
type BilingualColumn<Name extends string> = `${Name}_${Locale}`;

/** Each field (`title`) named in one language, then both columns as stored (`title_fr`, `title_nl`). */
export type LocalisedFields<Row, Fields extends Record<string, string>> = { [Field in keyof Fields]: Row[BilingualColumn<Fields[Field]> & keyof Row] } & {
  [Column in BilingualColumn<Fields[keyof Fields]>]: Row[Column & keyof Row];
};

/**
 * The bilingual columns of a row as the API gives them: each field in `locale`, then every
 * column in both languages (the edit forms show both). `fields` maps an output name to its
 * column stem, as in `{ slug: 'slug', title: 'titre' }`.
 */
export function localisedFields<Row extends Record<BilingualColumn<Fields[keyof Fields]>, unknown>, const Fields extends Record<string, string>>(
  row: Row,
  locale: Locale,
  fields: Fields,
): LocalisedFields<Row, Fields> {
  const stems = Object.values(fields);
  const localised = Object.entries(fields).map(([name, stem]) => [name, row[`${stem}_${locale}` as BilingualColumn<Fields[keyof Fields]>]]);
  const both = stems.flatMap((stem) => (['fr', 'nl'] as const).map((l) => [`${stem}_${l}`, row[`${stem}_${l}` as BilingualColumn<Fields[keyof Fields]>]]));
  return Object.fromEntries([...localised, ...both]) as LocalisedFields<Row, Fields>;
}
