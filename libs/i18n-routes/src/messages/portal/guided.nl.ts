import type { guided as fr } from './guided.fr';

/** Guided search (me laisser guider / laat me begeleiden) texts of the portal. In Dutch, with the French file’s keys (the type checks it). */
export const guided: Record<keyof typeof fr, string> = {
  'guided.title': 'Laat me begeleiden: de hulp vinden die bij mij past | SAM',
  'guided.description': 'Kies een domein, verfijn uw behoefte: wij tonen u de zorg- en hulpverleners die u kunnen helpen, overal in België.',
  'guided.titleBesoin': '{title} – Laat me begeleiden | SAM',
  'guided.heading': 'Laat me begeleiden',
  'guided.lead': 'Twee eenvoudige vragen, daarna de lijst van hulpverleners die u kunnen helpen, bij u in de buurt.',
  'guided.steps.label': 'Stappen van de begeleide zoektocht',
  'guided.steps.domain': 'Een domein kiezen',
  'guided.steps.need': 'Mijn behoefte verfijnen',
  'guided.steps.results': 'De hulpverleners bekijken',
  'guided.steps.current': '(huidige stap)',
  'guided.step1.question': 'In welk domein zoekt u hulp?',
  'guided.step2.question': 'Wat zoekt u precies?',
  'guided.addresses': '{count, plural, =0 {Nog geen adressen} one {# adres} other {# adressen}}',
  'guided.searchAll': 'Alle hulpverleners bekijken: {title}',
  'guided.searchNeed': 'De hulpverleners voor deze behoefte bekijken',
  'guided.leafLead': 'Dit verstaan we onder deze behoefte. De zoekmachine toont u daarna de hulpverleners, die u kunt filteren op gemeente of provincie.',
  'guided.conseils': 'Ons advies over dit onderwerp',
  'guided.otherNeeds': 'Andere behoeften in het domein « {title} »',
  'guided.backToDomains': 'Een ander domein kiezen',
  'guided.backToParent': 'Terug naar « {title} »',
  'guided.empty': 'De begeleide zoektocht is momenteel niet beschikbaar. Gebruik de vrije zoekfunctie.',
};
