import type { ListingEditCopy, PrestataireEditInput } from '@sam/contracts';
import type { FieldPlace } from '../../shared/useServerForm';

/** The editor's tabs, in the spec's order (§2: tabs 5 and 6 are not shown). */
export const TABS = ['general', 'addresses', 'activities', 'tags', 'media', 'documents', 'versions'] as const;
export type EditorTabKey = (typeof TABS)[number];

/** Tab 1's text fields, in on-screen order, with the kind of input each gets. */
export const GENERAL_FIELDS = {
  title: 'line',
  company: 'line',
  last_name: 'line',
  first_name: 'line',
  company_number: 'line',
  inami_number: 'line',
  email: 'email',
  phone: 'tel',
  website: 'url',
  activity_description: 'text',
  specialisation: 'text',
  target_audience: 'text',
  other_activities: 'text',
  member_of: 'text',
  access_conditions: 'text',
  fees: 'text',
  video_url: 'url',
  other_info: 'text',
} as const;
export type GeneralField = keyof typeof GENERAL_FIELDS;

/** The languages table's codes the editor offers (spec §3 relations: languages). */
export const LANGUAGE_CODES = ['fr', 'nl', 'de', 'en', 'lsfb', 'ar', 'tr', 'es', 'it', 'pl', 'ro'] as const;

export const generalPlace = (name: string): FieldPlace => ({ inputId: `listing-${name.replace(/_/g, '-')}`, labelId: `dashboard.listing.field.${name}` });

/** The fields a path belongs to, by tab: a summary link or an error count opens the right tab. */
export function tabOfPath(path: string): EditorTabKey {
  const top = path.split('.')[0];
  if (top === 'addresses' || top === 'coverage_zones') return 'addresses';
  if (top === 'sectors' || top === 'besoins') return 'activities';
  if (top === 'tags') return 'tags';
  return 'general';
}

const text = (value: string | null | undefined) => value ?? '';

/** The edit copy's values as the form holds them: text inputs want '' rather than null. */
export function formValuesOf(copy: ListingEditCopy): PrestataireEditInput {
  const v = copy.values;
  return {
    title: v.title,
    email: text(v.email),
    last_name: text(v.last_name),
    first_name: text(v.first_name),
    company: text(v.company),
    company_number: text(v.company_number),
    inami_number: text(v.inami_number),
    member_of: text(v.member_of),
    target_audience: text(v.target_audience),
    specialisation: text(v.specialisation),
    access_conditions: text(v.access_conditions),
    activity_description: text(v.activity_description),
    other_activities: text(v.other_activities),
    phone: text(v.phone),
    opening_hours: v.opening_hours ?? [],
    closures: (v.closures ?? []).map((closure) => ({ ...closure, reason_fr: text(closure.reason_fr), reason_nl: text(closure.reason_nl) })),
    fees: text(v.fees),
    tarif: v.tarif,
    video_url: text(v.video_url),
    website: text(v.website),
    other_info: text(v.other_info),
    languages: v.languages ?? [],
    primary_color: v.primary_color,
    secondary_color: v.secondary_color,
    addresses: (v.addresses ?? []).map((address) => ({
      ...address,
      number: text(address.number),
      box: text(address.box),
      commune_id: address.commune_id,
      quartier_id: address.quartier_id,
      lat: address.lat == null ? '' : String(address.lat),
      lon: address.lon == null ? '' : String(address.lon),
    })),
    coverage_zones: v.coverage_zones ?? [],
    sectors: v.sectors ?? [],
    besoins: v.besoins ?? [],
    tags: v.tags ?? [],
  };
}

/** A new, empty address of the editor. */
export const emptyAddress = (): NonNullable<PrestataireEditInput['addresses']>[number] => ({
  id: null,
  kind: 'activity_place',
  street: '',
  number: '',
  box: '',
  postal_code: '',
  locality: '',
  country: 'BE',
  is_visible: true,
  commune_id: null,
  quartier_id: null,
  lat: '',
  lon: '',
  accessibility: [],
});
