import type { faq as fr } from './faq.fr';

/** FAQ and glossary pages. In Dutch, with the French file’s keys (the type checks it). */
export const faq: Record<keyof typeof fr, string> = {
  'faq.title': 'Veelgestelde vragen | SAM',
  'faq.description': 'Duidelijke antwoorden over tegemoetkomingen, zorg, mantelzorg, thuis blijven wonen, uw rechten in België en het gebruik van de SAM-site.',
  'faq.heading': 'Veelgestelde vragen',
  'faq.lead': 'Eenvoudige antwoorden op de vragen van mensen met een handicap, een ziekte of een hoge leeftijd, hun naasten en zorgverleners.',
  'faq.search.label': 'Zoeken in de vragen',
  'faq.search.submit': 'Zoeken',
  'faq.search.clear': 'Zoekopdracht wissen',
  'faq.categories.heading': 'Thema’s',
  'faq.categories.all': 'Alle thema’s',
  'faq.categories.count': '{count, plural, one {# vraag} other {# vragen}}',
  'faq.results': '{count, plural, =0 {Geen enkele vraag komt overeen.} one {# vraag} other {# vragen}}',
  'faq.results.query': '{count, plural, =0 {Geen enkele vraag komt overeen met “{q}”.} one {# vraag voor “{q}”} other {# vragen voor “{q}”}}',
  'faq.empty.hint': 'Probeer met andere woorden, kies een ander thema of raadpleeg de woordenlijst.',
  'faq.permalink': 'Link naar deze vraag',
  'faq.glossaryLink': 'Begrijpt u een woord niet? Raadpleeg de woordenlijst.',
  'glossary.title': 'Woordenlijst | SAM',
  'glossary.description': 'De woorden van handicap, gezondheid, ouder worden en mantelzorg in België eenvoudig uitgelegd: RIZIV, OCMW, VAPH, mantelzorger, verhoogde tegemoetkoming…',
  'glossary.heading': 'Woordenlijst',
  'glossary.lead': 'De afkortingen en woorden van de administratie en de zorg, in enkele regels uitgelegd.',
  'glossary.letters': 'Ga naar letter',
  'glossary.letter': 'Letter {letter}',
  'glossary.backToTop': 'Terug naar de letters',
  'glossary.empty': 'De woordenlijst is voorlopig leeg.',
};
