import type { conseils as fr } from './conseils.fr';

/** Advice guides (le guide SAM / de SAM-gids) texts of the portal. In Dutch, with the French file’s keys (the type checks it). */
export const conseils: Record<keyof typeof fr, string> = {
  'conseils.title': 'De SAM-gids: praktisch advies, stap voor stap | SAM',
  'conseils.titlePage': 'pagina {page}',
  'conseils.description': 'Thuiskomen na een ziekenhuisopname, op adem komen als mantelzorger, een rolstoel of een woonzorgcentrum kiezen: het praktisch advies van de SAM-gids, stap voor stap.',
  'conseils.heading': 'De SAM-gids',
  'conseils.lead': 'Concreet advies voor situaties uit het dagelijks leven, geschreven met professionals en mantelzorgers.',
  'conseils.count': '{total, plural, =0 {Geen adviezen} one {# advies} other {# adviezen}}',
  'conseils.empty': 'Er is momenteel geen advies gepubliceerd.',
  'conseils.card.tags': 'Trefwoorden',
  'conseils.card.read': 'Het advies lezen',
  'conseils.pagination.label': 'Pagina’s van de gids',
  'conseils.pagination.previous': 'Vorige pagina',
  'conseils.pagination.next': 'Volgende pagina',
  'conseils.pagination.status': 'Pagina {page} van {pages}',
  'conseils.detail.contents': 'In dit advies',
  'conseils.detail.part': 'Deel {number}',
  'conseils.detail.tags': 'Trefwoorden',
  'conseils.detail.besoins': 'Hulp vinden bij u in de buurt',
  'conseils.detail.besoinsLead': 'Dit advies beantwoordt de onderstaande behoeften. Laat u begeleiden naar de hulpverleners die u kunnen helpen.',
  'conseils.detail.updated': 'Bijgewerkt op',
  'conseils.detail.back': 'Terug naar de SAM-gids',
  'conseils.bookmark.loginHint': 'Meld u aan om dit advies aan uw favorieten toe te voegen.',
};
