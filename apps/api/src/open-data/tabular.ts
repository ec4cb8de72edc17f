import { strToU8, zipSync } from 'fflate';
import { HSDS_VERSION, type HsdsService } from '@sam/contracts';
import { OPEN_DATA_LICENCE } from './licence';

/**
 * HSDS 3.0 tabular form: one CSV per HSDS table, with the table's one-to-one columns in the order
 * of its schema (open-data.test.ts checks them against the shipped schemas), and a Frictionless
 * datapackage.json describing them.
 */
export const TABLES = {
  organizations: ['id', 'name', 'alternate_name', 'description', 'email', 'website', 'tax_status', 'tax_id', 'year_incorporated', 'legal_status', 'logo', 'uri', 'parent_organization_id'],
  organization_identifiers: ['id', 'organization_id', 'identifier_scheme', 'identifier_type', 'identifier'],
  services: [
    'id', 'organization_id', 'program_id', 'name', 'alternate_name', 'description', 'url', 'email', 'status', 'interpretation_services', 'application_process',
    'fees_description', 'wait_time', 'fees', 'accreditations', 'eligibility_description', 'minimum_age', 'maximum_age', 'assured_date', 'assurer_email',
    'licenses', 'alert', 'last_modified',
  ],
  locations: ['id', 'location_type', 'url', 'organization_id', 'name', 'alternate_name', 'description', 'transportation', 'latitude', 'longitude', 'external_identifier', 'external_identifier_type'],
  addresses: ['id', 'location_id', 'attention', 'address_1', 'address_2', 'city', 'region', 'state_province', 'postal_code', 'country', 'address_type'],
  service_at_location: ['id', 'service_id', 'location_id', 'description'],
  schedules: [
    'id', 'service_id', 'location_id', 'service_at_location_id', 'valid_from', 'valid_to', 'dtstart', 'timezone', 'until', 'count', 'wkst', 'freq', 'interval',
    'byday', 'byweekno', 'bymonthday', 'byyearday', 'description', 'opens_at', 'closes_at', 'schedule_link', 'attending_type', 'notes',
  ],
  languages: ['id', 'service_id', 'location_id', 'phone_id', 'name', 'code', 'note'],
  phones: ['id', 'location_id', 'service_id', 'organization_id', 'contact_id', 'service_at_location_id', 'number', 'extension', 'type', 'description'],
  contacts: ['id', 'organization_id', 'service_id', 'service_at_location_id', 'location_id', 'name', 'title', 'department', 'email'],
  service_areas: ['id', 'service_id', 'name', 'description', 'extent', 'extent_type', 'uri'],
  accessibility: ['id', 'location_id', 'description', 'details', 'url'],
  attributes: ['id', 'link_id', 'taxonomy_term_id', 'link_type', 'link_entity', 'value'],
  taxonomy_terms: ['id', 'code', 'name', 'description', 'parent_id', 'taxonomy', 'language', 'taxonomy_id', 'term_uri'],
} as const satisfies Record<string, readonly string[]>;
export type TableName = keyof typeof TABLES;

type Row = Record<string, unknown>;

/** The services' nested objects, table by table (a taxonomy term once, however many services use it). */
export function tabularRows(services: HsdsService[]): Record<TableName, Row[]> {
  const tables = Object.fromEntries(Object.keys(TABLES).map((name) => [name, [] as Row[]])) as Record<TableName, Row[]>;
  const terms = new Map<string, Row>();
  for (const service of services) {
    tables.organizations.push(service.organization);
    tables.organization_identifiers.push(...service.organization.organization_identifiers);
    tables.services.push(service);
    tables.phones.push(...service.phones);
    tables.contacts.push(...service.contacts);
    tables.schedules.push(...service.schedules);
    tables.languages.push(...service.languages);
    tables.service_areas.push(...service.service_areas);
    for (const link of service.service_at_locations) {
      tables.service_at_location.push(link);
      tables.locations.push(link.location);
      tables.addresses.push(...link.location.addresses);
      tables.accessibility.push(...link.location.accessibility);
    }
    for (const attribute of service.attributes) {
      tables.attributes.push(attribute);
      terms.set(attribute.taxonomy_term.id, attribute.taxonomy_term);
    }
  }
  tables.taxonomy_terms.push(...terms.values());
  return tables;
}

/** RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; CRLF between records. */
function csvField(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: Row[]): string {
  return [columns.join(','), ...rows.map((row) => columns.map((column) => csvField(row[column])).join(','))].join('\r\n') + '\r\n';
}

export function datapackage(generatedAt: string) {
  return {
    profile: 'tabular-data-package',
    name: 'sam-directory-hsds',
    title: 'SAM — directory of care and support providers in Belgium (HSDS 3.0)',
    version: HSDS_VERSION,
    created: generatedAt,
    licenses: [{ name: OPEN_DATA_LICENCE.spdx, path: OPEN_DATA_LICENCE.url, title: OPEN_DATA_LICENCE.name }],
    resources: (Object.keys(TABLES) as TableName[]).map((name) => ({
      name,
      path: `${name}.csv`,
      profile: 'tabular-data-resource',
      format: 'csv',
      mediatype: 'text/csv',
      encoding: 'utf-8',
      schema: { fields: TABLES[name].map((column) => ({ name: column, type: 'string' })) },
    })),
  };
}

/** The zip: datapackage.json, LICENCE.txt and one CSV per table. */
export function tabularZip(services: HsdsService[], generatedAt: string): Uint8Array {
  const rows = tabularRows(services);
  const files: Record<string, Uint8Array> = {
    'datapackage.json': strToU8(JSON.stringify(datapackage(generatedAt), null, 2)),
    'LICENCE.txt': strToU8(`${OPEN_DATA_LICENCE.name}\n${OPEN_DATA_LICENCE.url}\n\n${OPEN_DATA_LICENCE.attribution}\n`),
  };
  for (const name of Object.keys(TABLES) as TableName[]) files[`${name}.csv`] = strToU8(toCsv(TABLES[name], rows[name]));
  return zipSync(files, { level: 6 });
}
