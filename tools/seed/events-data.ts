import type { Insertable } from 'kysely';
import type { Database } from '@sam/db';
import { Rng } from './prng';
import { FIRST_NAMES, LAST_NAMES } from './reference-data';
import { SlugRegistry } from './text';

/**
 * The agenda (spec §3 Event): bilingual categories and about 120 events, mostly organised by
 * seeded listings, in the listing's commune and language. Dates are relative to the seed's
 * reference date: most lie ahead (from two months after it), some are already past.
 * A random stream of its own keeps every other seeded row as it was.
 */

type Locale = 'fr' | 'nl';
type Text = { title: string; description: string };

export const EVENT_COUNT = 120;

export const EVENT_CATEGORIES = [
  { slug_fr: 'conference', slug_nl: 'lezing', titre_fr: 'Conférence', titre_nl: 'Lezing' },
  { slug_fr: 'atelier', slug_nl: 'workshop', titre_fr: 'Atelier', titre_nl: 'Workshop' },
  { slug_fr: 'groupe-de-parole', slug_nl: 'praatgroep', titre_fr: 'Groupe de parole', titre_nl: 'Praatgroep' },
  { slug_fr: 'loisirs-adaptes', slug_nl: 'aangepaste-vrijetijd', titre_fr: 'Loisirs adaptés', titre_nl: 'Aangepaste vrijetijd' },
  { slug_fr: 'formation', slug_nl: 'opleiding', titre_fr: 'Formation', titre_nl: 'Opleiding' },
  { slug_fr: 'salon', slug_nl: 'beurs', titre_fr: 'Salon', titre_nl: 'Beurs' },
  { slug_fr: 'sport-adapte', slug_nl: 'aangepaste-sport', titre_fr: 'Sport adapté', titre_nl: 'Aangepaste sport' },
  { slug_fr: 'permanence', slug_nl: 'zitdag', titre_fr: 'Permanence', titre_nl: 'Zitdag' },
  { slug_fr: 'journee-de-repit', slug_nl: 'respijtdag', titre_fr: 'Journée de répit', titre_nl: 'Respijtdag' },
] as const;

type CategorySlug = (typeof EVENT_CATEGORIES)[number]['slug_fr'];

interface EventTemplate {
  category: CategorySlug;
  /** Local (Europe/Brussels) start times to choose from. */
  starts: string[];
  /** Length in minutes. */
  minutes: number;
  weekend?: boolean;
  /** Where it happens when not at the organiser's: {commune} is filled in. */
  venue?: Record<Locale, string>;
  fr: Text;
  nl: Text;
}

const TEMPLATES: EventTemplate[] = [
  // --- conférences / lezingen ---
  {
    category: 'conference', starts: ['19:00', '19:30', '14:00'], minutes: 120,
    fr: { title: 'Allocations pour personnes handicapées : qui a droit à quoi ?', description: 'Allocation de remplacement de revenus, allocation d’intégration, aide aux personnes âgées : une assistante sociale explique les conditions, les démarches auprès du SPF Sécurité sociale et les recours possibles. Questions-réponses en fin de séance.' },
    nl: { title: 'Tegemoetkomingen voor personen met een handicap: wie heeft recht op wat?', description: 'Inkomensvervangende tegemoetkoming, integratietegemoetkoming, zorgbudget voor ouderen: een maatschappelijk werker legt de voorwaarden uit, de stappen bij de FOD Sociale Zekerheid en de mogelijkheden om beroep aan te tekenen. Met vragenronde.' },
  },
  {
    category: 'conference', starts: ['19:30', '20:00'], minutes: 120,
    fr: { title: 'Vivre avec la maladie d’Alzheimer : comprendre pour mieux accompagner', description: 'Un neurologue et une psychologue présentent l’évolution de la maladie, les troubles du comportement et les attitudes qui apaisent. Une soirée pensée pour les familles et les aidants proches, suivie d’un moment d’échange.' },
    nl: { title: 'Leven met alzheimer: begrijpen om beter te begeleiden', description: 'Een neuroloog en een psycholoog lichten het verloop van de ziekte toe, de gedragsveranderingen en wat rust brengt. Een avond voor families en mantelzorgers, met achteraf ruimte voor vragen en gesprek.' },
  },
  {
    category: 'conference', starts: ['14:00', '19:00'], minutes: 90,
    fr: { title: 'Le statut d’aidant proche : reconnaissance et droits', description: 'Comment obtenir la reconnaissance d’aidant proche auprès de sa mutualité, quels congés thématiques existent et quels droits sociaux en découlent. Présentation claire, documents à emporter.' },
    nl: { title: 'Het statuut van mantelzorger: erkenning en rechten', description: 'Hoe vraagt u de erkenning als mantelzorger aan bij uw ziekenfonds, welk zorgverlof bestaat er en welke sociale rechten zijn eraan verbonden? Een heldere uiteenzetting met documentatie om mee te nemen.' },
  },
  {
    category: 'conference', starts: ['19:30'], minutes: 120,
    fr: { title: 'Bien vieillir chez soi : aménagements et aides techniques', description: 'Ergothérapeute et conseiller en logement présentent les adaptations du domicile, les aides techniques et les primes régionales disponibles pour rester chez soi en sécurité.' },
    nl: { title: 'Langer thuis wonen: aanpassingen en hulpmiddelen', description: 'Een ergotherapeut en een woonadviseur tonen hoe u uw woning aanpast, welke hulpmiddelen bestaan en welke premies de overheid geeft om veilig thuis te blijven wonen.' },
  },
  // --- ateliers / workshops ---
  {
    category: 'atelier', starts: ['10:00', '14:00'], minutes: 150,
    fr: { title: 'Atelier mémoire pour seniors', description: 'Exercices ludiques en petit groupe pour stimuler la mémoire et la concentration, animés par une neuropsychologue. Ambiance conviviale, pas de niveau requis.' },
    nl: { title: 'Geheugentraining voor senioren', description: 'Speelse oefeningen in kleine groep om geheugen en concentratie te stimuleren, begeleid door een neuropsycholoog. Gezellige sfeer, geen voorkennis nodig.' },
  },
  {
    category: 'atelier', starts: ['14:00', '18:00'], minutes: 120,
    fr: { title: 'Remplir son dossier d’allocation en ligne (MyHandicap)', description: 'Accompagnement pas à pas pour introduire ou suivre une demande sur MyHandicap avec sa carte d’identité électronique. Apportez votre carte eID et son code PIN.' },
    nl: { title: 'Uw aanvraag voor een tegemoetkoming online invullen (MyHandicap)', description: 'Stap voor stap begeleiding om een aanvraag in te dienen of op te volgen via MyHandicap met uw elektronische identiteitskaart. Breng uw eID en pincode mee.' },
  },
  {
    category: 'atelier', starts: ['09:30', '13:30'], minutes: 180,
    fr: { title: 'Atelier cuisine adaptée et nutrition', description: 'Préparer des repas savoureux et adaptés aux troubles de la déglutition ou au diabète, avec une diététicienne. Ustensiles adaptés à disposition, dégustation en fin d’atelier.' },
    nl: { title: 'Kookworkshop: aangepaste voeding', description: 'Lekkere maaltijden bereiden die aangepast zijn aan slikproblemen of diabetes, samen met een diëtist. Aangepast keukengerei ter beschikking, proeverij op het einde.' },
  },
  {
    category: 'atelier', starts: ['14:00'], minutes: 120,
    fr: { title: 'Gérer son stress quand on accompagne un proche', description: 'Techniques de relaxation, respiration et repères pour souffler, proposés par une psychologue aux aidants proches. Places limitées à douze personnes.' },
    nl: { title: 'Omgaan met stress als mantelzorger', description: 'Ontspannings- en ademhalingsoefeningen en tips om op adem te komen, aangeboden door een psycholoog aan mantelzorgers. Maximaal twaalf deelnemers.' },
  },
  // --- groupes de parole / praatgroepen ---
  {
    category: 'groupe-de-parole', starts: ['18:30', '14:00', '10:00'], minutes: 120,
    fr: { title: 'Groupe de parole pour aidants proches', description: 'Un espace confidentiel pour partager son vécu, ses doutes et ses ressources avec d’autres personnes qui accompagnent un proche malade, handicapé ou âgé. Animé par une psychologue. Gratuit, sans engagement.' },
    nl: { title: 'Praatgroep voor mantelzorgers', description: 'Een vertrouwelijke plek om ervaringen, twijfels en tips te delen met anderen die voor een ziek, gehandicapt of ouder familielid zorgen. Begeleid door een psycholoog. Gratis en vrijblijvend.' },
  },
  {
    category: 'groupe-de-parole', starts: ['19:00'], minutes: 120,
    fr: { title: 'Groupe de parole parents d’enfants autistes', description: 'Rencontre mensuelle entre parents d’enfants avec un trouble du spectre de l’autisme : scolarité, diagnostic, fratrie, vie quotidienne. Garderie possible sur demande.' },
    nl: { title: 'Praatgroep voor ouders van kinderen met autisme', description: 'Maandelijkse ontmoeting tussen ouders van kinderen met een autismespectrumstoornis: school, diagnose, broers en zussen, het dagelijks leven. Kinderopvang mogelijk op aanvraag.' },
  },
  {
    category: 'groupe-de-parole', starts: ['14:30'], minutes: 90,
    fr: { title: 'Café mémoire', description: 'Un rendez-vous convivial autour d’un café pour les personnes atteintes de troubles de la mémoire et leurs proches. Chaque mois, un thème et un professionnel invité.' },
    nl: { title: 'Alzheimer Café', description: 'Een gezellige ontmoeting bij een kop koffie voor mensen met geheugenproblemen en hun naasten. Elke maand een thema en een gastspreker uit de zorg.' },
  },
  {
    category: 'groupe-de-parole', starts: ['18:00'], minutes: 120,
    fr: { title: 'Rencontre entre personnes vivant avec la sclérose en plaques', description: 'Échanges entre pairs sur la fatigue, le travail, les traitements et la vie affective, avec le soutien d’une infirmière spécialisée.' },
    nl: { title: 'Lotgenotencontact multiple sclerose', description: 'Uitwisseling tussen lotgenoten over vermoeidheid, werk, behandelingen en relaties, met de steun van een gespecialiseerde verpleegkundige.' },
  },
  // --- loisirs adaptés / aangepaste vrijetijd ---
  {
    category: 'loisirs-adaptes', starts: ['10:00', '13:30'], minutes: 240, weekend: true,
    venue: { fr: 'Point de départ : parking du parc communal, {commune}', nl: 'Vertrekpunt: parking van het gemeentepark, {commune}' },
    fr: { title: 'Balade accessible en joëlette', description: 'Promenade nature sur un parcours accessible, avec des joëlettes et des bénévoles formés pour les personnes à mobilité réduite. Pique-nique tiré du sac, chaussures de marche conseillées.' },
    nl: { title: 'Toegankelijke wandeling met joëlette', description: 'Natuurwandeling op een toegankelijk parcours, met joëlettes en opgeleide vrijwilligers voor personen met een beperkte mobiliteit. Breng uw eigen picknick mee.' },
  },
  {
    category: 'loisirs-adaptes', starts: ['14:00'], minutes: 150,
    venue: { fr: 'Musée de la ville de {commune}', nl: 'Stadsmuseum {commune}' },
    fr: { title: 'Visite guidée accessible au musée', description: 'Visite commentée en langue facile à lire et à comprendre, avec traduction en langue des signes et objets à toucher. Fauteuils roulants disponibles à l’accueil.' },
    nl: { title: 'Toegankelijke rondleiding in het museum', description: 'Rondleiding in eenvoudige taal, met tolk Vlaamse Gebarentaal en voorwerpen om aan te raken. Rolstoelen beschikbaar aan het onthaal.' },
  },
  {
    category: 'loisirs-adaptes', starts: ['14:00', '19:00'], minutes: 180,
    fr: { title: 'Après-midi jeux de société et goûter', description: 'Jeux adaptés, cartes à gros caractères et goûter offert : un moment de détente ouvert aux personnes âgées, handicapées et à leurs accompagnants.' },
    nl: { title: 'Namiddag gezelschapsspelen met koffie en taart', description: 'Aangepaste spellen, kaarten met grote letters en een gratis vieruurtje: een ontspannend moment voor ouderen, personen met een handicap en hun begeleiders.' },
  },
  {
    category: 'loisirs-adaptes', starts: ['15:00', '20:00'], minutes: 150,
    venue: { fr: 'Centre culturel de {commune}', nl: 'Cultuurcentrum {commune}' },
    fr: { title: 'Spectacle relax', description: 'Une représentation où chacun est bienvenu tel qu’il est : bruits et déplacements acceptés, lumière tamisée en salle, espace calme à disposition. Idéal pour les personnes autistes ou avec un handicap mental.' },
    nl: { title: 'Relaxvoorstelling', description: 'Een voorstelling waar iedereen welkom is zoals hij is: geluid en beweging mogen, gedimd licht in de zaal en een rustruimte ter beschikking. Ideaal voor mensen met autisme of een verstandelijke beperking.' },
  },
  // --- formations / opleidingen ---
  {
    category: 'formation', starts: ['18:30'], minutes: 150,
    fr: { title: 'Initiation à la langue des signes (LSFB)', description: 'Cycle de dix séances pour apprendre les bases de la langue des signes de Belgique francophone : se présenter, les chiffres, la vie quotidienne. Donné par une formatrice sourde.' },
    nl: { title: 'Initiatie Vlaamse Gebarentaal (VGT)', description: 'Reeks van tien lessen om de basis van de Vlaamse Gebarentaal te leren: uzelf voorstellen, cijfers, het dagelijks leven. Gegeven door een dove lesgever.' },
  },
  {
    category: 'formation', starts: ['09:00'], minutes: 390,
    fr: { title: 'Formation aux premiers secours pour aidants', description: 'Une journée pour apprendre les gestes qui sauvent à domicile : chute, fausse route, malaise. Attestation remise en fin de journée. Repas de midi compris.' },
    nl: { title: 'Eerste hulp voor mantelzorgers', description: 'Een dag om de juiste handelingen thuis te leren: val, verslikking, onwel worden. Met attest op het einde van de dag. Middagmaal inbegrepen.' },
  },
  {
    category: 'formation', starts: ['09:30'], minutes: 360,
    fr: { title: 'Manutention et transferts : se protéger le dos', description: 'Formation pratique donnée par un kinésithérapeute : aider un proche à se lever, à passer du lit au fauteuil, utiliser un lève-personne sans se blesser.' },
    nl: { title: 'Tillen en transfers: uw rug sparen', description: 'Praktische opleiding door een kinesitherapeut: een naaste helpen opstaan, van bed naar zetel, een tillift gebruiken zonder uzelf te kwetsen.' },
  },
  {
    category: 'formation', starts: ['13:30'], minutes: 180,
    fr: { title: 'Rédiger en facile à lire et à comprendre (FALC)', description: 'Formation pour professionnels et bénévoles : les règles européennes du FALC, exercices de réécriture et relecture avec des personnes ayant une déficience intellectuelle.' },
    nl: { title: 'Schrijven in eenvoudige taal', description: 'Opleiding voor professionals en vrijwilligers: de Europese richtlijnen voor makkelijk leesbare teksten, herschrijfoefeningen en nalezen met mensen met een verstandelijke beperking.' },
  },
  // --- salons / beurzen ---
  {
    category: 'salon', starts: ['10:00'], minutes: 420, weekend: true,
    venue: { fr: 'Hall des expositions de {commune}', nl: 'Expohal {commune}' },
    fr: { title: 'Salon de l’autonomie et des aides techniques', description: 'Fauteuils roulants, scooters, domotique, aménagement de voiture : plus de quarante exposants, des essais sur place et des conseillers en accessibilité. Entrée gratuite, parking PMR.' },
    nl: { title: 'Beurs zelfstandig wonen en hulpmiddelen', description: 'Rolstoelen, scooters, domotica, wagenaanpassingen: meer dan veertig standhouders, testen ter plaatse en toegankelijkheidsadviseurs. Gratis toegang, parking voor personen met een handicap.' },
  },
  {
    category: 'salon', starts: ['13:00'], minutes: 300,
    venue: { fr: 'Maison communale de {commune}', nl: 'Gemeentehuis {commune}' },
    fr: { title: 'Salon des services aux seniors', description: 'Aide à domicile, repas, transport, maisons de repos et de soins, clubs et loisirs : tous les services de la région réunis en un après-midi, avec des séances d’information.' },
    nl: { title: 'Seniorenbeurs: diensten in uw buurt', description: 'Thuiszorg, maaltijden, vervoer, woonzorgcentra, verenigingen en vrije tijd: alle diensten uit de regio samen op één namiddag, met infosessies.' },
  },
  {
    category: 'salon', starts: ['10:00'], minutes: 360, weekend: true,
    venue: { fr: 'Salle polyvalente de {commune}', nl: 'Polyvalente zaal {commune}' },
    fr: { title: 'Forum de l’inclusion : emploi, école et handicap', description: 'Entreprises de travail adapté, écoles inclusives, services d’accompagnement et associations de parents présentent leurs projets. Interprètes en langue des signes présents.' },
    nl: { title: 'Inclusiebeurs: werk, school en handicap', description: 'Maatwerkbedrijven, inclusieve scholen, begeleidingsdiensten en oudervereningingen stellen hun werking voor. Tolken Vlaamse Gebarentaal aanwezig.' },
  },
  // --- sport adapté / aangepaste sport ---
  {
    category: 'sport-adapte', starts: ['10:00', '14:00'], minutes: 90, weekend: true,
    venue: { fr: 'Hall omnisports de {commune}', nl: 'Sporthal {commune}' },
    fr: { title: 'Initiation au basket en fauteuil roulant', description: 'Découvrez le basket en fauteuil avec les joueurs du club local. Fauteuils de sport prêtés, ouvert aux personnes valides comme aux personnes en situation de handicap, dès 12 ans.' },
    nl: { title: 'Initiatie rolstoelbasket', description: 'Maak kennis met rolstoelbasket samen met de spelers van de plaatselijke club. Sportrolstoelen ter beschikking, open voor iedereen met of zonder handicap, vanaf 12 jaar.' },
  },
  {
    category: 'sport-adapte', starts: ['10:00', '17:30'], minutes: 60,
    venue: { fr: 'Piscine communale de {commune}', nl: 'Gemeentelijk zwembad {commune}' },
    fr: { title: 'Aquagym douce et adaptée', description: 'Séance en eau chaude encadrée par un kinésithérapeute, pour les personnes âgées, en revalidation ou vivant avec une maladie chronique. Mise à l’eau par élévateur possible.' },
    nl: { title: 'Zachte en aangepaste aquagym', description: 'Les in warm water onder begeleiding van een kinesitherapeut, voor ouderen, mensen in revalidatie of met een chronische ziekte. Tillift om in het water te gaan beschikbaar.' },
  },
  {
    category: 'sport-adapte', starts: ['14:00'], minutes: 120, weekend: true,
    venue: { fr: 'Hall omnisports de {commune}', nl: 'Sporthal {commune}' },
    fr: { title: 'Journée découverte boccia et sports adaptés', description: 'Boccia, cécifoot, showdown et tennis de table adapté : des ateliers d’initiation encadrés par des moniteurs, pour tous les âges et tous les handicaps.' },
    nl: { title: 'G-sportdag: boccia en aangepaste sporten', description: 'Boccia, blindenvoetbal, showdown en aangepast tafeltennis: initiaties onder begeleiding van lesgevers, voor alle leeftijden en alle beperkingen.' },
  },
  {
    category: 'sport-adapte', starts: ['09:30'], minutes: 90,
    venue: { fr: 'Rendez-vous à l’entrée du parc, {commune}', nl: 'Afspraak aan de ingang van het park, {commune}' },
    fr: { title: 'Marche nordique adaptée', description: 'Sortie hebdomadaire de marche nordique à allure douce pour les personnes en surpoids, en revalidation cardiaque ou avançant en âge. Bâtons prêtés.' },
    nl: { title: 'Aangepast nordic walking', description: 'Wekelijkse nordic walking aan een rustig tempo voor mensen met overgewicht, in hartrevalidatie of op leeftijd. Stokken worden uitgeleend.' },
  },
  // --- permanences / zitdagen ---
  {
    category: 'permanence', starts: ['09:00', '13:30'], minutes: 180,
    fr: { title: 'Permanence sociale handicap', description: 'Sans rendez-vous : une assistante sociale vous aide pour vos demandes d’allocations, de carte de stationnement, de reconnaissance de handicap et d’aides régionales. Apportez votre carte d’identité.' },
    nl: { title: 'Zitdag handicap en tegemoetkomingen', description: 'Zonder afspraak: een maatschappelijk werker helpt u met uw aanvraag voor tegemoetkomingen, parkeerkaart, erkenning van een handicap en Vlaamse ondersteuning. Breng uw identiteitskaart mee.' },
  },
  {
    category: 'permanence', starts: ['09:30'], minutes: 150,
    fr: { title: 'Permanence juridique gratuite : protection des personnes', description: 'Un avocat répond à vos questions sur l’administration de biens, le mandat extrajudiciaire et la protection des personnes vulnérables. Premier conseil gratuit.' },
    nl: { title: 'Gratis juridisch advies: beschermingsstatuut', description: 'Een advocaat beantwoordt uw vragen over bewindvoering, zorgvolmacht en de bescherming van kwetsbare personen. Eerste advies gratis.' },
  },
  {
    category: 'permanence', starts: ['14:00'], minutes: 120,
    fr: { title: 'Permanence aidants proches', description: 'Écoute, information et orientation pour les aidants proches : répit, congés, aides financières et services disponibles près de chez vous. Sur place ou par téléphone.' },
    nl: { title: 'Zitdag mantelzorg', description: 'Luisteren, informeren en doorverwijzen voor mantelzorgers: respijtzorg, zorgverlof, financiële steun en diensten in uw buurt. Ter plaatse of telefonisch.' },
  },
  // --- journées de répit / respijtdagen ---
  {
    category: 'journee-de-repit', starts: ['09:30'], minutes: 420,
    fr: { title: 'Journée de répit pour aidants proches', description: 'Pendant que votre proche est accueilli par notre équipe, prenez une journée pour vous : massage, atelier créatif, repas partagé. Accueil adapté aux personnes désorientées.' },
    nl: { title: 'Respijtdag voor mantelzorgers', description: 'Terwijl uw naaste door ons team wordt opgevangen, neemt u een dag voor uzelf: massage, creatieve workshop, samen eten. Opvang aangepast aan personen met dementie.' },
  },
  {
    category: 'journee-de-repit', starts: ['10:00'], minutes: 360, weekend: true,
    fr: { title: 'Samedi répit : accueil des enfants en situation de handicap', description: 'Accueil des enfants et adolescents handicapés par des éducateurs, avec activités adaptées, pour offrir une journée de repos aux parents. Inscription obligatoire.' },
    nl: { title: 'Respijtzaterdag: opvang voor kinderen met een handicap', description: 'Opvang van kinderen en jongeren met een handicap door opvoeders, met aangepaste activiteiten, zodat ouders een dag kunnen rusten. Inschrijven verplicht.' },
  },
  {
    category: 'journee-de-repit', starts: ['10:00'], minutes: 330,
    fr: { title: 'Excursion duo aidant-aidé', description: 'Une sortie en car adapté pour l’aidant et la personne aidée : visite, repas au restaurant et balade, avec des bénévoles pour accompagner et relayer.' },
    nl: { title: 'Uitstap voor mantelzorger en zorgvrager', description: 'Een uitstap met een aangepaste bus voor de mantelzorger en de zorgvrager samen: bezoek, middagmaal in een restaurant en een wandeling, met vrijwilligers die bijspringen.' },
  },
];

const PRACTICAL: Record<Locale, string[]> = {
  fr: [
    'Gratuit, inscription souhaitée.',
    'Participation : 5 €, gratuit pour les aidants proches reconnus.',
    'Accès de plain-pied et toilettes adaptées. Boucle magnétique dans la salle.',
    'Interprète en langue des signes sur demande, au moins dix jours à l’avance.',
    'Gratuit. Inscription par téléphone ou par e-mail auprès de la personne de contact.',
    'Lieu accessible en fauteuil roulant ; parking PMR devant l’entrée.',
  ],
  nl: [
    'Gratis, inschrijven gewenst.',
    'Deelname: 5 euro, gratis voor erkende mantelzorgers.',
    'Gelijkvloerse toegang en aangepast sanitair. Ringleiding in de zaal.',
    'Tolk Vlaamse Gebarentaal op aanvraag, minstens tien dagen op voorhand.',
    'Gratis. Inschrijven telefonisch of per e-mail bij de contactpersoon.',
    'Rolstoeltoegankelijk; parkeerplaats voor personen met een handicap aan de ingang.',
  ],
};

// Big towns for the few events organised by the association itself (2019 NIS codes).
const SAM_COMMUNES: Record<Locale, string[]> = {
  fr: ['21004', '92094', '62063', '52011', '53053', '25072', '21009'],
  nl: ['11002', '44021', '31005', '24062', '71016', '21004', '35013'],
};

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Last Sunday of a month (0-based), as a UTC date at 01:00 (EU summer-time switch). */
function lastSundayAt1Utc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * DAY;
}

/** A Europe/Brussels wall-clock time as an ISO instant (CET +1, CEST +2 between the EU switches). */
export function brusselsToIso(year: number, month: number, day: number, hour: number, minute: number): string {
  const asUtc = Date.UTC(year, month, day, hour, minute);
  const summer = asUtc - 2 * 3_600_000 >= lastSundayAt1Utc(year, 2) && asUtc - 2 * 3_600_000 < lastSundayAt1Utc(year, 9);
  return new Date(asUtc - (summer ? 2 : 1) * 3_600_000).toISOString();
}

export interface EventsInput {
  seed: number;
  /** The seed's reference instant (ms). */
  ref: number;
  listings: readonly Insertable<Database['prestataires']>[];
  addresses: readonly Insertable<Database['addresses']>[];
  communes: readonly { id: string; name_fr: string; name_nl: string; region_id: string }[];
  /** Listing owners: their events carry their user id. */
  owners: readonly Insertable<Database['prestataire_users']>[];
}

export interface EventsData {
  event_categories: Insertable<Database['event_categories']>[];
  events: Insertable<Database['events']>[];
}

export function buildEventsData(input: EventsInput): EventsData {
  const rng = new Rng((input.seed * 7919 + 104_729) >>> 0);
  const event_categories = EVENT_CATEGORIES.map((c, i) => ({ id: i + 1, ...c, position: i + 1 }));
  const categoryId = new Map<string, number>(EVENT_CATEGORIES.map((c, i) => [c.slug_fr, i + 1]));
  const communeById = new Map(input.communes.map((c) => [c.id, c]));
  const ownerOf = new Map(input.owners.map((o) => [o.prestataire_id, o.user_id]));
  const headOffice = new Map<number, Insertable<Database['addresses']>>();
  for (const a of input.addresses) if (a.kind === 'head_office' && !headOffice.has(a.prestataire_id)) headOffice.set(a.prestataire_id, a);

  // Organisers: online, validated listings other than independent practitioners when possible.
  const online = input.listings.filter((l) => l.active === 1 && l.visible === 1 && l.validated_at && l.id !== undefined && headOffice.has(l.id));
  const organisations = online.filter((l) => l.type !== 'independant');
  const organisers = organisations.length >= 10 ? organisations : online;

  const slugs = new SlugRegistry();
  const events: Insertable<Database['events']>[] = [];
  const refDate = new Date(input.ref);

  const addEvent = (template: EventTemplate, organiser: (typeof online)[number] | null, dayOffset: number, status = 'published') => {
    const id = events.length + 1;
    let locale: Locale;
    let communeId: string;
    if (organiser) {
      locale = organiser.locale === 'nl' ? 'nl' : 'fr';
      communeId = headOffice.get(organiser.id as number)?.commune_id ?? '21004';
    } else {
      locale = rng.chance(0.5) ? 'fr' : 'nl';
      communeId = rng.pick(SAM_COMMUNES[locale]);
    }
    const commune = communeById.get(communeId) ?? input.communes[0];
    const communeName = locale === 'fr' ? commune.name_fr : commune.name_nl;
    const text = template[locale];

    let date = new Date(Date.UTC(refDate.getUTCFullYear(), refDate.getUTCMonth(), refDate.getUTCDate() + dayOffset));
    if (template.weekend) date = new Date(date.getTime() + ((6 - date.getUTCDay() + 7) % 7) * DAY);
    else if (date.getUTCDay() === 0) date = new Date(date.getTime() + DAY); // weekday events skip Sundays
    const [hour, minute] = rng.pick(template.starts).split(':').map(Number);
    const startsAt = brusselsToIso(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour, minute);
    const endsAt = new Date(Date.parse(startsAt) + template.minutes * MINUTE).toISOString();

    let place: string;
    const office = organiser ? headOffice.get(organiser.id as number) : undefined;
    if (template.venue && (!organiser || rng.chance(0.7))) place = template.venue[locale].replace('{commune}', communeName);
    else if (organiser && office) {
      const street = office.is_visible === 1 ? `${office.street} ${office.number ?? ''}`.trim() + ', ' : '';
      place = `${organiser.title}, ${street}${office.postal_code} ${office.locality}`;
    } else place = locale === 'fr' ? `Maison des associations, ${communeName}` : `Ontmoetingscentrum, ${communeName}`;

    const first = rng.pick(FIRST_NAMES[locale]);
    const last = rng.pick(LAST_NAMES[locale]);
    const dateKey = startsAt.slice(0, 10);
    const created = new Date(Math.floor((input.ref - rng.int(3, 90) * DAY) / 1000) * 1000).toISOString();
    const updated = new Date(Math.floor((Date.parse(created) + rng.next() * (input.ref - Date.parse(created))) / 1000) * 1000).toISOString();
    const organisedBy = organiser
      ? locale === 'fr' ? `Organisé par ${organiser.title}.` : `Georganiseerd door ${organiser.title}.`
      : locale === 'fr' ? 'Organisé par l’équipe de SAM asbl.' : 'Georganiseerd door het team van SAM vzw.';

    events.push({
      id,
      slug: slugs.take(`${text.title} ${communeName} ${dateKey}`),
      category_id: categoryId.get(template.category) ?? null,
      prestataire_id: organiser ? (organiser.id as number) : null,
      user_id: organiser ? (ownerOf.get(organiser.id as number) ?? null) : 1,
      title: `${text.title} – ${communeName}`,
      description: [text.description, rng.pick(PRACTICAL[locale]), organisedBy].join('\n\n'),
      locale,
      place,
      commune_id: commune.id,
      starts_at: startsAt,
      ends_at: endsAt,
      contact_person: `${first} ${last}`,
      website: organiser?.website ?? (organiser ? null : 'https://www.sam.example/agenda'),
      status,
      created_at: created,
      updated_at: updated,
    });
  };

  // The provider demo account's listings (ids 1 and 2) run a few fixed events.
  const byId = new Map(online.map((l) => [l.id, l]));
  const template = (category: CategorySlug, index = 0) => TEMPLATES.filter((t) => t.category === category)[index];
  const parc = byId.get(1) ?? null;
  const tilleuls = byId.get(2) ?? null;
  addEvent(template('groupe-de-parole'), parc, 60);
  addEvent(template('conference'), parc, 75);
  addEvent(template('permanence', 2), parc, 95);
  addEvent(template('journee-de-repit'), tilleuls, 62);
  addEvent(template('groupe-de-parole', 2), tilleuls, 88);
  addEvent(template('groupe-de-parole'), parc, -20); // already past

  while (events.length < EVENT_COUNT) {
    const t = rng.pick(TEMPLATES);
    const organiser = rng.chance(0.88) && organisers.length > 0 ? rng.pick(organisers) : null;
    // About one in six is already over (before or shortly after the reference date).
    const past = rng.chance(0.17);
    const offset = past ? rng.int(-60, 45) : rng.int(56, 300);
    const status = !past && rng.chance(0.03) ? 'draft' : past && rng.chance(0.1) ? 'archived' : 'published';
    addEvent(t, organiser, offset, status);
  }
  return { event_categories, events };
}
