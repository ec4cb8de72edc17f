/**
 * The five subpages of spec §2 dashboard services, each with the portal page that presents the
 * same service to the public (spec §2 services-sam, and commander-encart-publicitaire for ads).
 */
export const SERVICES = [
  { name: 'contenus', route: 'dashboard-index-services-contenus', portal: 'content-services-sam-diffusez-de-l-information' },
  { name: 'publicite', route: 'dashboard-index-services-publicite', portal: 'commander-encart-publicitaire' },
  { name: 'solidaire', route: 'dashboard-index-services-solidaire', portal: 'content-services-sam-site-solidaire' },
  { name: 'video', route: 'dashboard-index-services-video', portal: 'content-services-sam-videos' },
  { name: 'webservice', route: 'dashboard-index-services-webservice', portal: 'content-services-sam-webservice' },
] as const;

export type ServiceName = (typeof SERVICES)[number]['name'];

export const serviceNamed = (name: ServiceName) => SERVICES.find((service) => service.name === name)!;

/** The partnerships team, as the portal's services pages name it: requests for a site or a video go there. */
export const PARTNERS_EMAIL = 'partenaires@sam.example';
