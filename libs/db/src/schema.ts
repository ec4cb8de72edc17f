import type { Generated } from 'kysely';

/** Kysely table types for migrations/0001_core.ts (keep in step with the migrations). */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  locale: Generated<string>;
  email_verified_at: string | null;
  adult_confirmed_at: string;
  terms_accepted_at: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface UserRolesTable {
  user_id: number;
  role: string;
}

export interface ProfilesTable {
  id: Generated<number>;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  organisation: string | null;
  user_type: Generated<string>;
  newsletter: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SessionsTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_activity_at: string;
  expires_at: string;
}

export interface ThrottlesTable {
  key: string;
  hits: number;
  reset_at: string;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  purpose: string;
  user_id: number | null;
  subject: string | null;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: Generated<string>;
}

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  token_hash: string;
  abilities: Generated<string>;
  created_at: Generated<string>;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface ProvincesTable {
  id: string;
  name_fr: string;
  name_nl: string;
  region_id: string;
}

export interface ArrondissementsTable {
  id: string;
  name_fr: string;
  name_nl: string;
  province_id: string;
}

export interface CommunesTable {
  id: string;
  name_fr: string;
  name_nl: string;
  arrondissement_id: string;
  province_id: string;
}

export interface QuartiersTable {
  id: string;
  name_fr: string;
  name_nl: string;
  commune_id: string;
}

export interface LocalitesTable {
  postal_code: string;
  name_fr: string;
  name_nl: string;
  commune_id: string;
  lon: number;
  lat: number;
}

export interface SectorsTable {
  id: Generated<number>;
  slug_fr: string;
  slug_nl: string;
  titre_fr: string;
  titre_nl: string;
  position: Generated<number>;
}

export interface BesoinsTable {
  id: Generated<number>;
  parent_id: number | null;
  slug_fr: string;
  slug_nl: string;
  titre_fr: string;
  titre_nl: string;
  description_fr: string | null;
  description_nl: string | null;
  position: Generated<number>;
}

export interface SectorBesoinsTable {
  sector_id: number;
  besoin_id: number;
}

export interface TagsTable {
  id: Generated<number>;
  slug: string;
  name_fr: string;
  name_nl: string;
}

export interface LanguagesTable {
  code: string;
  name_fr: string;
  name_nl: string;
}

export interface SourcesTable {
  id: Generated<number>;
  association: string;
  country: string;
}

export interface PrestatairesTable {
  id: Generated<number>;
  slug: string;
  type: string;
  categorie: string;
  title: string;
  email: string | null;
  last_name: string | null;
  first_name: string | null;
  company: string | null;
  company_number: string | null;
  inami_number: string | null;
  member_of: string | null;
  target_audience: string | null;
  specialisation: string | null;
  access_conditions: string | null;
  activity_description: string | null;
  other_activities: string | null;
  phone: string | null;
  opening_hours: string | null;
  fees: string | null;
  tarif: string;
  video_url: string | null;
  website: string | null;
  other_info: string | null;
  locale: Generated<string>;
  active: Generated<number>;
  visible: Generated<number>;
  validated_at: string | null;
  validation_requested_at: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  network_consent: Generated<number>;
  network_consent_at: string | null;
  is_privileged: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface PrestataireUsersTable {
  prestataire_id: number;
  user_id: number;
  role: Generated<string>;
}

export interface PrestataireRelationsTable {
  id: Generated<number>;
  parent_id: number;
  child_id: number;
  status: string;
  initiated_by: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** migrations/0005: each step of a network relation (who, when, from and to which state). */
export interface PrestataireRelationEventsTable {
  id: Generated<number>;
  relation_id: number;
  action: string;
  from_status: string | null;
  to_status: string;
  actor_prestataire_id: number | null;
  actor_user_id: number | null;
  created_at: Generated<string>;
}

export interface NetworksTable {
  id: Generated<number>;
  prestataire_id: number;
  name: string;
  description: string | null;
  logo_path: string | null;
  tabs: Generated<string>;
  highlighted_ids: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface AddressesTable {
  id: Generated<number>;
  prestataire_id: number;
  kind: string;
  street: string;
  number: string | null;
  box: string | null;
  postal_code: string;
  locality: string;
  country: Generated<string>;
  is_visible: Generated<number>;
  lat: number | null;
  lon: number | null;
  commune_id: string | null;
  quartier_id: string | null;
  position: Generated<number>;
  /** Accessibility facts (0/1, migration 0009): the codes of ACCESSIBILITY_FACTS in @sam/contracts. */
  step_free_entrance: Generated<number>;
  accessible_toilet: Generated<number>;
  disabled_parking: Generated<number>;
  hearing_loop: Generated<number>;
  sign_language: Generated<number>;
  easy_read: Generated<number>;
  assistance_dogs: Generated<number>;
}

export interface CoverageZonesTable {
  prestataire_id: number;
  zone_type: string;
  zone_id: string;
}

export interface PrestataireSectorsTable {
  prestataire_id: number;
  sector_id: number;
  is_main: Generated<number>;
}

export interface PrestataireBesoinsTable {
  prestataire_id: number;
  besoin_id: number;
  is_main: Generated<number>;
}

export interface PrestataireTagsTable {
  prestataire_id: number;
  tag_id: number;
}

export interface PrestataireLanguagesTable {
  prestataire_id: number;
  language_code: string;
}

/** migrations/0008: a listing's exceptional closures, whole days (YYYY-MM-DD, both included). */
export interface PrestataireClosuresTable {
  id: Generated<number>;
  prestataire_id: number;
  starts_on: string;
  ends_on: string;
  reason_fr: string | null;
  reason_nl: string | null;
  position: Generated<number>;
}

export interface PrestataireSourcesTable {
  prestataire_id: number;
  source_id: number;
}

export interface PrestataireVersionsTable {
  id: Generated<number>;
  prestataire_id: number | null;
  author_id: number | null;
  data: string;
  status: string;
  created_at: Generated<string>;
  applied_at: string | null;
  /** migrations/0003: 1, 2… per listing once sent for validation; null for the edit copy. */
  number: number | null;
  updated_at: string | null;
  submitted_at: string | null;
  decided_at: string | null;
  decided_by: number | null;
  /** Why the team rejected it. */
  reason: string | null;
}

/** migrations/0003: every change of a listing (its history PDF). */
export interface PrestataireHistoryTable {
  id: Generated<number>;
  prestataire_id: number;
  user_id: number | null;
  action: string;
  /** JSON: { fields?, version?, reason? }. */
  details: string | null;
  created_at: Generated<string>;
}

export interface MediaTable {
  id: Generated<number>;
  owner_type: string;
  owner_id: number;
  kind: string;
  title: string | null;
  description: string | null;
  external_link: string | null;
  file_path: string | null;
  mime_type: string | null;
  size_bytes: number | null;
  position: Generated<number>;
  created_at: Generated<string>;
  /** migrations/0004: a photo's alternative text. */
  alt_text: string | null;
  /** migrations/0004: a document's original file name (its download name). */
  file_name: string | null;
  /** migrations/0004: pixel size of a photo's large web size. */
  width: number | null;
  height: number | null;
}

export interface PlacesTable {
  id: Generated<number>;
  type: string;
  ref_id: string;
  name_fr: string;
  name_nl: string;
}

export interface PrestatairePlacesTable {
  prestataire_id: number;
  place_id: number;
}

export interface CategoryTable {
  id: Generated<number>;
  slug_fr: string;
  slug_nl: string;
  titre_fr: string;
  titre_nl: string;
  position: Generated<number>;
}

export interface EventsTable {
  id: Generated<number>;
  slug: string;
  category_id: number | null;
  prestataire_id: number | null;
  user_id: number | null;
  title: string;
  description: string;
  locale: Generated<string>;
  place: string | null;
  commune_id: string | null;
  starts_at: string;
  ends_at: string | null;
  contact_person: string | null;
  website: string | null;
  status: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface EventSubscriptionsTable {
  event_id: number;
  user_id: number;
  created_at: Generated<string>;
}

export interface AnnoncesTable {
  id: Generated<number>;
  slug: string;
  category_id: number | null;
  prestataire_id: number | null;
  user_id: number | null;
  title: string;
  body: string;
  locale: Generated<string>;
  contact_email: string | null;
  phone: string | null;
  price_cents: number | null;
  commune_id: string | null;
  status: Generated<string>;
  published_at: string | null;
  expires_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface OffresTable {
  id: Generated<number>;
  slug: string;
  category_id: number | null;
  prestataire_id: number | null;
  title_fr: string;
  title_nl: string;
  description_fr: string;
  description_nl: string;
  valid_from: string | null;
  valid_until: string | null;
  promo_code: string | null;
  site_url: string | null;
  attachment_path: string | null;
  status: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ConseilsTable {
  id: Generated<number>;
  slug_fr: string;
  slug_nl: string;
  title_fr: string;
  title_nl: string;
  summary_fr: string | null;
  summary_nl: string | null;
  published_at: string | null;
  updated_at: Generated<string>;
}

export interface ConseilContentsTable {
  id: Generated<number>;
  conseil_id: number;
  position: number;
  heading_fr: string | null;
  heading_nl: string | null;
  body_fr: string;
  body_nl: string;
}

export interface ConseilTagsTable {
  conseil_id: number;
  tag_id: number;
}

export interface ConseilBesoinsTable {
  conseil_id: number;
  besoin_id: number;
}

export interface InfosTable {
  id: Generated<number>;
  slug_fr: string;
  slug_nl: string;
  title_fr: string;
  title_nl: string;
  summary_fr: string | null;
  summary_nl: string | null;
  body_fr: string;
  body_nl: string;
  url: string | null;
  category: string | null;
  published_at: string | null;
  updated_at: Generated<string>;
}

export interface InfoRelatedTable {
  info_id: number;
  related_id: number;
}

export interface FaqQuestionsTable {
  id: Generated<number>;
  category_id: number | null;
  question_fr: string;
  question_nl: string;
  answer_fr: string;
  answer_nl: string;
  position: Generated<number>;
}

export interface GlossaryTermsTable {
  id: Generated<number>;
  term_fr: string;
  term_nl: string;
  definition_fr: string;
  definition_nl: string;
}

export interface HomepageItemsTable {
  id: Generated<number>;
  kind: string;
  title_fr: string;
  title_nl: string;
  body_fr: string | null;
  body_nl: string | null;
  url: string | null;
  image_path: string | null;
  position: Generated<number>;
  published_at: string | null;
}

export interface AdCampaignsTable {
  id: Generated<number>;
  placement: string;
  title_fr: string;
  title_nl: string;
  image_path: string | null;
  url: string | null;
  starts_at: string | null;
  ends_at: string | null;
  /** migrations/0002 */
  text_fr: string | null;
  text_nl: string | null;
}

export interface AmisPanelsTable {
  id: Generated<number>;
  title_fr: string;
  title_nl: string;
  body_fr: string | null;
  body_nl: string | null;
  image_path: string | null;
  cta_url: string | null;
  audience: Generated<string>;
  position: Generated<number>;
  is_active: Generated<number>;
}

export interface BookmarksTable {
  id: Generated<number>;
  user_id: number;
  bookmarkable_type: string;
  bookmarkable_id: number;
  created_at: Generated<string>;
}

export interface ShortUrlsTable {
  id: Generated<number>;
  short_code: string;
  url: string;
  created_by: number | null;
  hits: Generated<number>;
  created_at: Generated<string>;
}

export interface SuggestionsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  email: string | null;
  status: Generated<string>;
  created_at: Generated<string>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  kind: Generated<string>;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  prestataire_id: number | null;
  locale: string;
  created_at: Generated<string>;
  /** migrations/0002 */
  phone: string | null;
}

/** migrations/0006: newsletter sign-ups (double opt-in). */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  locale: string;
  status: string;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** migrations/0010: error reports on listings and their moderation (issue 17). */
export interface ListingReportsTable {
  id: Generated<number>;
  prestataire_id: number;
  message: string;
  name: string | null;
  email: string | null;
  locale: string;
  /** open | handled */
  status: Generated<string>;
  handled_by: number | null;
  handled_at: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: Generated<string>;
}

/** migrations/0007: what a write changed in search, for every API instance and the hosted sink (issue 16). */
export interface SearchChangesTable {
  id: Generated<number>;
  index_name: string;
  item_id: number;
  created_at: Generated<string>;
}

/** migrations/0007: how far a durable consumer (the hosted-Algolia sink) has applied search_changes. */
export interface SearchFeedCursorsTable {
  consumer: string;
  last_id: number;
  updated_at: string;
}

/** migrations/0011: a user's saved search page address and its alert schedule (issue 17). */
export interface SavedSearchesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** A search tab id (directory, agenda, articles…). */
  tab: string;
  /** The locale of the page it was saved on: its facet values are named in it. */
  locale: string;
  /** The search page's query string, canonical, without page. */
  query: string;
  /** none | daily | weekly */
  frequency: Generated<string>;
  /** Watermark: the next alert lists only what was created or published after it. */
  alerted_until: string;
  /** When the alert is due; null without alerts. */
  next_run_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** migrations/0011: one row per scheduled job, claimed by a conditional UPDATE (one instance runs it). */
export interface JobLeasesTable {
  name: string;
  holder: string | null;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  user_roles: UserRolesTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  throttles: ThrottlesTable;
  one_time_tokens: OneTimeTokensTable;
  api_tokens: ApiTokensTable;
  provinces: ProvincesTable;
  arrondissements: ArrondissementsTable;
  communes: CommunesTable;
  quartiers: QuartiersTable;
  localites: LocalitesTable;
  sectors: SectorsTable;
  besoins: BesoinsTable;
  sector_besoins: SectorBesoinsTable;
  tags: TagsTable;
  languages: LanguagesTable;
  sources: SourcesTable;
  prestataires: PrestatairesTable;
  prestataire_users: PrestataireUsersTable;
  prestataire_relations: PrestataireRelationsTable;
  networks: NetworksTable;
  prestataire_relation_events: PrestataireRelationEventsTable;
  addresses: AddressesTable;
  coverage_zones: CoverageZonesTable;
  prestataire_sectors: PrestataireSectorsTable;
  prestataire_besoins: PrestataireBesoinsTable;
  prestataire_tags: PrestataireTagsTable;
  prestataire_languages: PrestataireLanguagesTable;
  prestataire_closures: PrestataireClosuresTable;
  prestataire_sources: PrestataireSourcesTable;
  prestataire_versions: PrestataireVersionsTable;
  prestataire_history: PrestataireHistoryTable;
  media: MediaTable;
  places: PlacesTable;
  prestataire_places: PrestatairePlacesTable;
  event_categories: CategoryTable;
  annonce_categories: CategoryTable;
  offre_categories: CategoryTable;
  faq_categories: CategoryTable;
  events: EventsTable;
  event_subscriptions: EventSubscriptionsTable;
  annonces: AnnoncesTable;
  offres: OffresTable;
  conseils: ConseilsTable;
  conseil_contents: ConseilContentsTable;
  conseil_tags: ConseilTagsTable;
  conseil_besoins: ConseilBesoinsTable;
  infos: InfosTable;
  info_related: InfoRelatedTable;
  faq_questions: FaqQuestionsTable;
  glossary_terms: GlossaryTermsTable;
  homepage_items: HomepageItemsTable;
  ad_campaigns: AdCampaignsTable;
  amis_panels: AmisPanelsTable;
  bookmarks: BookmarksTable;
  short_urls: ShortUrlsTable;
  suggestions: SuggestionsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  search_changes: SearchChangesTable;
  search_feed_cursors: SearchFeedCursorsTable;
  listing_reports: ListingReportsTable;
  saved_searches: SavedSearchesTable;
  job_leases: JobLeasesTable;
}
