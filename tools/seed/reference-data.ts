/**
 * Bilingual reference data of the directory: sectors, the two-level needs (besoins) tree, tags,
 * languages, source associations and the kinds of provider the generator draws listings from.
 */

export interface Bilingual {
  fr: string;
  nl: string;
}

export interface SectorDef {
  slug_fr: string;
  slug_nl: string;
  titre_fr: string;
  titre_nl: string;
}

export const SECTORS: SectorDef[] = [
  { slug_fr: 'sante', slug_nl: 'gezondheid', titre_fr: 'Santé', titre_nl: 'Gezondheid' },
  { slug_fr: 'aide-a-domicile', slug_nl: 'thuishulp', titre_fr: 'Aide à domicile', titre_nl: 'Thuishulp' },
  { slug_fr: 'hebergement', slug_nl: 'huisvesting', titre_fr: 'Hébergement', titre_nl: 'Huisvesting' },
  { slug_fr: 'mobilite', slug_nl: 'mobiliteit', titre_fr: 'Mobilité', titre_nl: 'Mobiliteit' },
  { slug_fr: 'emploi', slug_nl: 'werk', titre_fr: 'Emploi', titre_nl: 'Werk' },
  { slug_fr: 'enseignement', slug_nl: 'onderwijs', titre_fr: 'Enseignement', titre_nl: 'Onderwijs' },
  { slug_fr: 'loisirs', slug_nl: 'vrije-tijd', titre_fr: 'Loisirs', titre_nl: 'Vrije tijd' },
  { slug_fr: 'soutien-aux-aidants', slug_nl: 'mantelzorg', titre_fr: 'Soutien aux aidants', titre_nl: 'Mantelzorg' },
  { slug_fr: 'juridique', slug_nl: 'juridisch', titre_fr: 'Juridique', titre_nl: 'Juridisch' },
  { slug_fr: 'aides-techniques', slug_nl: 'hulpmiddelen', titre_fr: 'Aides techniques', titre_nl: 'Hulpmiddelen' },
  {
    slug_fr: 'accompagnement-psychosocial',
    slug_nl: 'psychosociale-begeleiding',
    titre_fr: 'Accompagnement psychosocial',
    titre_nl: 'Psychosociale begeleiding',
  },
  {
    slug_fr: 'finances-et-allocations',
    slug_nl: 'financien-en-uitkeringen',
    titre_fr: 'Finances et allocations',
    titre_nl: 'Financiën en uitkeringen',
  },
];

export interface BesoinDef {
  slug_fr: string;
  slug_nl: string;
  titre_fr: string;
  titre_nl: string;
  description_fr: string;
  description_nl: string;
  /** slug_fr of the sectors that answer this need (sector_besoins). */
  sectors: string[];
}

export interface BesoinParentDef extends Omit<BesoinDef, 'sectors'> {
  children: BesoinDef[];
}

const child = (
  slug_fr: string,
  slug_nl: string,
  titre_fr: string,
  titre_nl: string,
  sectors: string[],
  description_fr: string,
  description_nl: string,
): BesoinDef => ({ slug_fr, slug_nl, titre_fr, titre_nl, sectors, description_fr, description_nl });

export const BESOINS: BesoinParentDef[] = [
  {
    slug_fr: 'se-soigner',
    slug_nl: 'verzorgd-worden',
    titre_fr: 'Me soigner',
    titre_nl: 'Verzorgd worden',
    description_fr: 'Trouver les soins de santé adaptés à ma situation.',
    description_nl: 'De gezondheidszorg vinden die bij mijn situatie past.',
    children: [
      child('medecin-generaliste', 'huisarts', 'Trouver un médecin généraliste', 'Een huisarts vinden', ['sante'],
        'Médecins de famille, maisons médicales et gardes.', 'Huisartsen, wijkgezondheidscentra en wachtdiensten.'),
      child('soins-infirmiers-a-domicile', 'thuisverpleging', 'Soins infirmiers à domicile', 'Thuisverpleging', ['sante', 'aide-a-domicile'],
        'Toilettes, pansements, injections et suivi à la maison.', 'Wassen, wondzorg, inspuitingen en opvolging thuis.'),
      child('kinesitherapie-revalidation', 'kinesitherapie-revalidatie', 'Kinésithérapie et revalidation', 'Kinesitherapie en revalidatie', ['sante'],
        'Rééducation fonctionnelle, kinésithérapie et ergothérapie.', 'Functionele revalidatie, kinesitherapie en ergotherapie.'),
      child('soins-palliatifs', 'palliatieve-zorg', 'Soins palliatifs', 'Palliatieve zorg', ['sante', 'soutien-aux-aidants'],
        'Accompagnement de fin de vie, à domicile ou en unité.', 'Begeleiding bij het levenseinde, thuis of in een eenheid.'),
      child('sante-mentale', 'geestelijke-gezondheid', 'Santé mentale', 'Geestelijke gezondheid', ['sante', 'accompagnement-psychosocial'],
        'Consultations psychologiques et psychiatriques.', 'Psychologische en psychiatrische consultaties.'),
      child('logopedie', 'logopedie', 'Logopédie', 'Logopedie', ['sante', 'enseignement'],
        'Troubles du langage, de la parole et de la déglutition.', 'Taal-, spraak- en slikstoornissen.'),
    ],
  },
  {
    slug_fr: 'vivre-a-domicile',
    slug_nl: 'thuis-blijven-wonen',
    titre_fr: 'Vivre à domicile',
    titre_nl: 'Thuis blijven wonen',
    description_fr: 'Rester chez moi le plus longtemps possible, en sécurité.',
    description_nl: 'Zo lang mogelijk veilig thuis blijven wonen.',
    children: [
      child('aide-familiale', 'gezinszorg', 'Aide familiale', 'Gezinszorg', ['aide-a-domicile'],
        'Aide aux actes de la vie quotidienne.', 'Hulp bij de dagelijkse handelingen.'),
      child('repas-a-domicile', 'maaltijden-aan-huis', 'Repas à domicile', 'Maaltijden aan huis', ['aide-a-domicile'],
        'Livraison de repas équilibrés, régimes compris.', 'Levering van evenwichtige maaltijden, ook diëten.'),
      child('aide-menagere', 'poetshulp', 'Aide ménagère', 'Poetshulp', ['aide-a-domicile'],
        'Entretien du logement, titres-services.', 'Onderhoud van de woning, dienstencheques.'),
      child('televigilance', 'personenalarm', 'Télévigilance', 'Personenalarm', ['aide-a-domicile', 'aides-techniques'],
        'Bracelet ou médaillon d’appel relié à une centrale.', 'Alarmknop of halsketting verbonden met een centrale.'),
      child('adaptation-du-logement', 'woningaanpassing', 'Adaptation du logement', 'Woningaanpassing', ['aides-techniques', 'hebergement'],
        'Conseils et travaux pour un logement accessible.', 'Advies en werken voor een toegankelijke woning.'),
    ],
  },
  {
    slug_fr: 'se-loger',
    slug_nl: 'wonen',
    titre_fr: 'Me loger',
    titre_nl: 'Wonen',
    description_fr: 'Trouver un lieu de vie adapté, pour un jour ou pour longtemps.',
    description_nl: 'Een aangepaste woonplek vinden, voor een dag of voor lang.',
    children: [
      child('maison-de-repos', 'woonzorgcentrum', 'Maison de repos et de soins', 'Woonzorgcentrum', ['hebergement'],
        'Hébergement permanent avec soins pour les aînés.', 'Permanent verblijf met zorg voor ouderen.'),
      child('logement-adapte', 'aangepaste-woning', 'Logement adapté', 'Aangepaste woning', ['hebergement'],
        'Logements accessibles et habitats supervisés.', 'Toegankelijke woningen en begeleid wonen.'),
      child('centre-de-jour', 'dagcentrum', 'Centre de jour', 'Dagcentrum', ['hebergement', 'soutien-aux-aidants'],
        'Accueil en journée, activités et repas.', 'Opvang overdag, activiteiten en maaltijden.'),
      child('court-sejour', 'kortverblijf', 'Court séjour', 'Kortverblijf', ['hebergement', 'soutien-aux-aidants'],
        'Séjour temporaire après une hospitalisation ou pour souffler.', 'Tijdelijk verblijf na een ziekenhuisopname of om op adem te komen.'),
      child('habitat-groupe', 'groepswonen', 'Habitat groupé et inclusif', 'Groepswonen en inclusief wonen', ['hebergement'],
        'Vivre ensemble avec un accompagnement léger.', 'Samen wonen met lichte begeleiding.'),
    ],
  },
  {
    slug_fr: 'se-deplacer',
    slug_nl: 'zich-verplaatsen',
    titre_fr: 'Me déplacer',
    titre_nl: 'Me verplaatsen',
    description_fr: 'Sortir, voyager et me rendre à mes rendez-vous.',
    description_nl: 'Buitenkomen, reizen en naar mijn afspraken gaan.',
    children: [
      child('transport-adapte', 'aangepast-vervoer', 'Transport adapté', 'Aangepast vervoer', ['mobilite'],
        'Taxis et minibus équipés pour fauteuils roulants.', 'Taxi’s en minibussen uitgerust voor rolstoelen.'),
      child('carte-de-stationnement', 'parkeerkaart', 'Carte de stationnement', 'Parkeerkaart', ['mobilite', 'finances-et-allocations'],
        'Obtenir la carte de stationnement pour personnes handicapées.', 'De parkeerkaart voor personen met een handicap aanvragen.'),
      child('conduite-adaptee', 'aangepast-rijden', 'Conduite adaptée', 'Aangepast rijden', ['mobilite', 'aides-techniques'],
        'Permis, évaluation et adaptation du véhicule.', 'Rijbewijs, evaluatie en aanpassing van de wagen.'),
      child('accompagnement-deplacements', 'begeleid-vervoer', 'Accompagnement dans les déplacements', 'Begeleiding bij verplaatsingen', ['mobilite'],
        'Un bénévole m’accompagne pour mes trajets.', 'Een vrijwilliger begeleidt mij op mijn verplaatsingen.'),
    ],
  },
  {
    slug_fr: 'travailler',
    slug_nl: 'werken',
    titre_fr: 'Travailler',
    titre_nl: 'Werken',
    description_fr: 'Trouver ou garder un emploi adapté.',
    description_nl: 'Aangepast werk vinden of behouden.',
    children: [
      child('recherche-emploi', 'werk-zoeken', 'Recherche d’emploi', 'Werk zoeken', ['emploi'],
        'Accompagnement vers l’emploi et jobcoaching.', 'Trajectbegeleiding naar werk en jobcoaching.'),
      child('travail-adapte', 'maatwerk', 'Entreprise de travail adapté', 'Maatwerkbedrijf', ['emploi'],
        'Emplois en entreprise de travail adapté.', 'Jobs in een maatwerkbedrijf.'),
      child('amenagement-poste', 'aanpassing-werkplek', 'Aménagement du poste de travail', 'Aanpassing van de werkplek', ['emploi', 'aides-techniques'],
        'Aménagements raisonnables et primes.', 'Redelijke aanpassingen en premies.'),
      child('formation-professionnelle', 'beroepsopleiding', 'Formation professionnelle', 'Beroepsopleiding', ['emploi', 'enseignement'],
        'Formations qualifiantes adaptées.', 'Aangepaste kwalificerende opleidingen.'),
    ],
  },
  {
    slug_fr: 'apprendre',
    slug_nl: 'leren',
    titre_fr: 'Apprendre',
    titre_nl: 'Leren',
    description_fr: 'Suivre une scolarité ou une formation adaptée.',
    description_nl: 'Aangepast onderwijs of een opleiding volgen.',
    children: [
      child('enseignement-specialise', 'buitengewoon-onderwijs', 'Enseignement spécialisé', 'Buitengewoon onderwijs', ['enseignement'],
        'Écoles d’enseignement spécialisé, tous types.', 'Scholen voor buitengewoon onderwijs, alle types.'),
      child('soutien-scolaire', 'schoolondersteuning', 'Soutien scolaire', 'Schoolondersteuning', ['enseignement'],
        'Écoles de devoirs, remédiation et logopédie scolaire.', 'Huiswerkbegeleiding en remediëring.'),
      child('inclusion-scolaire', 'inclusief-onderwijs', 'Inclusion scolaire', 'Inclusief onderwijs', ['enseignement'],
        'Intégration dans l’enseignement ordinaire.', 'Ondersteuning in het gewoon onderwijs.'),
      child('formation-adultes', 'volwassenenonderwijs', 'Formation pour adultes', 'Volwassenenonderwijs', ['enseignement', 'emploi'],
        'Cours du soir, alphabétisation, langues.', 'Avondonderwijs, alfabetisering, talen.'),
    ],
  },
  {
    slug_fr: 'se-divertir',
    slug_nl: 'ontspannen',
    titre_fr: 'Me divertir',
    titre_nl: 'Me ontspannen',
    description_fr: 'Sport, culture, vacances et rencontres.',
    description_nl: 'Sport, cultuur, vakantie en ontmoeting.',
    children: [
      child('sport-adapte', 'aangepast-sporten', 'Sport adapté', 'Aangepast sporten', ['loisirs'],
        'Clubs et activités sportives adaptées.', 'G-sportclubs en aangepaste sportactiviteiten.'),
      child('vacances-adaptees', 'aangepaste-vakanties', 'Vacances adaptées', 'Aangepaste vakanties', ['loisirs', 'soutien-aux-aidants'],
        'Séjours accompagnés et lieux de vacances accessibles.', 'Begeleide reizen en toegankelijke vakantieplekken.'),
      child('culture-accessible', 'toegankelijke-cultuur', 'Culture accessible', 'Toegankelijke cultuur', ['loisirs'],
        'Spectacles, musées et ateliers accessibles.', 'Toegankelijke voorstellingen, musea en ateliers.'),
      child('rencontres', 'ontmoeting', 'Rencontres et convivialité', 'Ontmoeting en gezelligheid', ['loisirs', 'accompagnement-psychosocial'],
        'Rompre l’isolement grâce à des activités de groupe.', 'Uit het isolement komen met groepsactiviteiten.'),
    ],
  },
  {
    slug_fr: 'aider-un-proche',
    slug_nl: 'zorgen-voor-een-naaste',
    titre_fr: 'Aider un proche',
    titre_nl: 'Zorgen voor een naaste',
    description_fr: 'Soutien, répit et information pour les aidants proches.',
    description_nl: 'Steun, respijt en informatie voor mantelzorgers.',
    children: [
      child('repit', 'respijtzorg', 'Répit pour l’aidant', 'Respijtzorg', ['soutien-aux-aidants', 'aide-a-domicile'],
        'Garde à domicile, accueil temporaire, baluchonnage.', 'Oppas thuis, tijdelijke opvang, oppashulp.'),
      child('groupes-de-parole', 'praatgroepen', 'Groupes de parole', 'Praatgroepen', ['soutien-aux-aidants', 'accompagnement-psychosocial'],
        'Partager son vécu avec d’autres aidants.', 'Ervaringen delen met andere mantelzorgers.'),
      child('formation-aidants', 'vorming-mantelzorgers', 'Formation des aidants', 'Vorming voor mantelzorgers', ['soutien-aux-aidants'],
        'Apprendre les bons gestes et connaître ses droits.', 'De juiste handelingen leren en zijn rechten kennen.'),
      child('reconnaissance-aidant', 'erkenning-mantelzorger', 'Reconnaissance d’aidant proche', 'Erkenning als mantelzorger', ['soutien-aux-aidants', 'juridique'],
        'Statut, congé thématique et droits sociaux.', 'Statuut, thematisch verlof en sociale rechten.'),
    ],
  },
  {
    slug_fr: 'faire-valoir-mes-droits',
    slug_nl: 'mijn-rechten',
    titre_fr: 'Faire valoir mes droits',
    titre_nl: 'Mijn rechten doen gelden',
    description_fr: 'Allocations, protection juridique et démarches administratives.',
    description_nl: 'Tegemoetkomingen, rechtsbescherming en administratieve stappen.',
    children: [
      child('allocations', 'tegemoetkomingen', 'Allocations et aides financières', 'Tegemoetkomingen en uitkeringen', ['finances-et-allocations'],
        'Allocations d’intégration, de remplacement de revenus, budget d’assistance.', 'Integratie- en inkomensvervangende tegemoetkoming, persoonsvolgend budget.'),
      child('protection-juridique', 'rechtsbescherming', 'Protection juridique', 'Rechtsbescherming', ['juridique'],
        'Administration des biens et de la personne.', 'Bewindvoering over goederen en persoon.'),
      child('reconnaissance-handicap', 'erkenning-handicap', 'Reconnaissance du handicap', 'Erkenning van een handicap', ['juridique', 'finances-et-allocations'],
        'Évaluation médicale et reconnaissance officielle.', 'Medische evaluatie en officiële erkenning.'),
      child('conseil-juridique', 'juridisch-advies', 'Conseil juridique gratuit', 'Gratis juridisch advies', ['juridique'],
        'Permanences juridiques de première ligne.', 'Juridische eerstelijnsbijstand.'),
      child('mediation-de-dettes', 'schuldbemiddeling', 'Médiation de dettes', 'Schuldbemiddeling', ['finances-et-allocations', 'accompagnement-psychosocial'],
        'Gérer un budget et négocier avec les créanciers.', 'Een budget beheren en met schuldeisers onderhandelen.'),
    ],
  },
  {
    slug_fr: 'm-equiper',
    slug_nl: 'hulpmiddelen-vinden',
    titre_fr: 'M’équiper',
    titre_nl: 'Hulpmiddelen vinden',
    description_fr: 'Trouver, essayer et financer le matériel adapté.',
    description_nl: 'Aangepast materiaal vinden, uitproberen en financieren.',
    children: [
      child('fauteuil-roulant', 'rolstoel', 'Fauteuil roulant', 'Rolstoel', ['aides-techniques', 'mobilite'],
        'Vente, location et réparation de fauteuils roulants.', 'Verkoop, verhuur en herstelling van rolstoelen.'),
      child('aides-auditives', 'hoorapparaten', 'Aides auditives', 'Hoorapparaten', ['aides-techniques'],
        'Appareils auditifs et systèmes d’écoute.', 'Hoortoestellen en ringleidingen.'),
      child('aides-visuelles', 'visuele-hulpmiddelen', 'Aides visuelles', 'Visuele hulpmiddelen', ['aides-techniques'],
        'Loupes, plages braille et basse vision.', 'Loepen, brailleleesregels en low vision.'),
      child('domotique', 'domotica', 'Domotique', 'Domotica', ['aides-techniques'],
        'Commandes d’environnement et maison connectée.', 'Omgevingsbediening en slimme woning.'),
      child('materiel-medical', 'medisch-materiaal', 'Location de matériel médical', 'Verhuur van medisch materiaal', ['aides-techniques', 'sante'],
        'Lits médicalisés, lève-personnes, déambulateurs.', 'Hoog-laagbedden, tilliften, rollators.'),
    ],
  },
];

export interface TagDef {
  slug: string;
  name_fr: string;
  name_nl: string;
}

const tag = (slug: string, name_fr: string, name_nl: string): TagDef => ({ slug, name_fr, name_nl });

export const TAGS: TagDef[] = [
  tag('accessible-pmr', 'Accessible PMR', 'Rolstoeltoegankelijk'),
  tag('autisme', 'Autisme', 'Autisme'),
  tag('trisomie-21', 'Trisomie 21', 'Syndroom van Down'),
  tag('alzheimer', 'Alzheimer et démences', 'Alzheimer en dementie'),
  tag('parkinson', 'Maladie de Parkinson', 'Ziekte van Parkinson'),
  tag('sclerose-en-plaques', 'Sclérose en plaques', 'Multiple sclerose'),
  tag('avc', 'AVC', 'Beroerte'),
  tag('handicap-visuel', 'Handicap visuel', 'Visuele beperking'),
  tag('handicap-auditif', 'Handicap auditif', 'Auditieve beperking'),
  tag('handicap-moteur', 'Handicap moteur', 'Motorische beperking'),
  tag('deficience-intellectuelle', 'Déficience intellectuelle', 'Verstandelijke beperking'),
  tag('polyhandicap', 'Polyhandicap', 'Meervoudige beperking'),
  tag('cancer', 'Cancer', 'Kanker'),
  tag('maladies-rares', 'Maladies rares', 'Zeldzame ziekten'),
  tag('diabete', 'Diabète', 'Diabetes'),
  tag('epilepsie', 'Épilepsie', 'Epilepsie'),
  tag('lesion-cerebrale', 'Lésion cérébrale acquise', 'Niet-aangeboren hersenletsel'),
  tag('sante-mentale', 'Santé mentale', 'Geestelijke gezondheid'),
  tag('troubles-dys', 'Troubles dys', 'Leerstoornissen'),
  tag('tdah', 'TDAH', 'ADHD'),
  tag('enfants', 'Enfants', 'Kinderen'),
  tag('adolescents', 'Adolescents', 'Jongeren'),
  tag('adultes', 'Adultes', 'Volwassenen'),
  tag('seniors', 'Seniors', 'Senioren'),
  tag('aidants-proches', 'Aidants proches', 'Mantelzorgers'),
  tag('fin-de-vie', 'Fin de vie', 'Levenseinde'),
  tag('sans-rendez-vous', 'Sans rendez-vous', 'Zonder afspraak'),
  tag('a-domicile', 'À domicile', 'Aan huis'),
  tag('permanence-24h', 'Permanence 24h/24', '24 uur op 24 bereikbaar'),
  tag('teleconsultation', 'Téléconsultation', 'Teleconsultatie'),
  tag('parking-adapte', 'Parking adapté', 'Aangepaste parking'),
  tag('transports-en-commun', 'Proche des transports en commun', 'Vlak bij het openbaar vervoer'),
  tag('boucle-magnetique', 'Boucle magnétique', 'Ringleiding'),
  tag('chiens-d-assistance', 'Chiens d’assistance bienvenus', 'Assistentiehonden welkom'),
  tag('facile-a-lire', 'Facile à lire et à comprendre', 'Makkelijk lezen'),
  tag('premier-entretien-gratuit', 'Premier entretien gratuit', 'Eerste gesprek gratis'),
  tag('benevolat', 'Bénévolat', 'Vrijwilligerswerk'),
  tag('inclusion', 'Inclusion', 'Inclusie'),
  tag('snoezelen', 'Snoezelen', 'Snoezelen'),
  tag('remboursement-mutuelle', 'Remboursement par la mutuelle', 'Terugbetaling door het ziekenfonds'),
  tag('vacances', 'Vacances', 'Vakantie'),
  tag('sport', 'Sport', 'Sport'),
];

export interface LanguageDef {
  code: string;
  name_fr: string;
  name_nl: string;
}

export const LANGUAGES: LanguageDef[] = [
  { code: 'fr', name_fr: 'Français', name_nl: 'Frans' },
  { code: 'nl', name_fr: 'Néerlandais', name_nl: 'Nederlands' },
  { code: 'de', name_fr: 'Allemand', name_nl: 'Duits' },
  { code: 'en', name_fr: 'Anglais', name_nl: 'Engels' },
  { code: 'ar', name_fr: 'Arabe', name_nl: 'Arabisch' },
  { code: 'tr', name_fr: 'Turc', name_nl: 'Turks' },
  { code: 'es', name_fr: 'Espagnol', name_nl: 'Spaans' },
  { code: 'it', name_fr: 'Italien', name_nl: 'Italiaans' },
  { code: 'pl', name_fr: 'Polonais', name_nl: 'Pools' },
  { code: 'ro', name_fr: 'Roumain', name_nl: 'Roemeens' },
  { code: 'lsfb', name_fr: 'Langue des signes (LSFB)', name_nl: 'Gebarentaal (VGT)' },
];

export interface SourceDef {
  association: string;
  country: string;
}

export const SOURCES: SourceDef[] = [
  { association: 'SAM', country: 'BE' },
  { association: 'Handicap International', country: 'BE' },
  { association: 'Aidants Proches', country: 'BE' },
  { association: 'Samana', country: 'BE' },
  { association: 'Vlaams Patiëntenplatform', country: 'BE' },
  { association: 'Infor-Homes', country: 'BE' },
  { association: 'Infor-Handicap', country: 'LU' },
  { association: 'APF France handicap', country: 'FR' },
  { association: 'Ieder(in)', country: 'NL' },
];

export type Tarif = 'gratuit' | 'conventionne' | 'payant' | 'variable';
export type ProviderType = 'association' | 'service_public' | 'independant' | 'institution' | 'entreprise';
export type HoursPattern = 'office' | 'medical' | 'residential' | 'independent' | 'weekend' | 'schooldays';

/**
 * A kind of provider. Name patterns take {theme}, {commune}, {de_commune} (French "de Namur",
 * "d'Anvers"), {first}, {last} and {brand}; the listing's language picks fr or nl.
 */
export interface ProviderKind {
  categorie: string;
  sector: string;
  secondary: string[];
  weight: number;
  types: Partial<Record<ProviderType, number>>;
  tarifs: Partial<Record<Tarif, number>>;
  hours: HoursPattern;
  names: { fr: string[]; nl: string[] };
  /** Child besoins (slug_fr) this kind answers; the main one comes first. */
  besoins: string[];
  tags: string[];
  description: Bilingual;
  /** The title is a person (first_name and last_name are filled). */
  person?: boolean;
  /** At most one such listing per commune (a CPAS/OCMW). */
  onePerCommune?: boolean;
  inami?: boolean;
}

export const KINDS: ProviderKind[] = [
  {
    categorie: 'maison_medicale', sector: 'sante', secondary: ['accompagnement-psychosocial', 'aide-a-domicile'], weight: 6,
    types: { association: 1 }, tarifs: { conventionne: 6, gratuit: 3, variable: 1 }, hours: 'medical',
    names: { fr: ['Maison médicale {theme}', 'Maison médicale {de_commune}', 'Centre de santé {theme}'], nl: ['Wijkgezondheidscentrum {theme}', 'Wijkgezondheidscentrum {commune}', 'Gezondheidshuis {theme}'] },
    besoins: ['medecin-generaliste', 'soins-infirmiers-a-domicile', 'kinesitherapie-revalidation', 'sante-mentale'],
    tags: ['sans-rendez-vous', 'accessible-pmr', 'remboursement-mutuelle', 'transports-en-commun'],
    description: {
      fr: 'Équipe pluridisciplinaire de première ligne (médecins généralistes, infirmiers, kinésithérapeutes) travaillant au forfait.',
      nl: 'Multidisciplinair eerstelijnsteam (huisartsen, verpleegkundigen, kinesitherapeuten) dat met een forfait werkt.',
    },
  },
  {
    categorie: 'medecin_generaliste', sector: 'sante', secondary: [], weight: 7, person: true, inami: true,
    types: { independant: 1 }, tarifs: { conventionne: 8, payant: 2 }, hours: 'independent',
    names: { fr: ['Dr {first} {last}'], nl: ['Dr. {first} {last}'] },
    besoins: ['medecin-generaliste', 'soins-palliatifs'],
    tags: ['a-domicile', 'teleconsultation', 'remboursement-mutuelle', 'seniors'],
    description: {
      fr: 'Médecine générale, visites à domicile et suivi des maladies chroniques.',
      nl: 'Huisartsgeneeskunde, huisbezoeken en opvolging van chronische ziekten.',
    },
  },
  {
    categorie: 'kinesitherapeute', sector: 'sante', secondary: ['aides-techniques'], weight: 6, person: true, inami: true,
    types: { independant: 1 }, tarifs: { conventionne: 6, payant: 3, variable: 1 }, hours: 'independent',
    names: { fr: ['{first} {last}, kinésithérapeute', 'Cabinet de kinésithérapie {last}'], nl: ['{first} {last}, kinesitherapeut', 'Kinesitherapiepraktijk {last}'] },
    besoins: ['kinesitherapie-revalidation'],
    tags: ['a-domicile', 'handicap-moteur', 'avc', 'sclerose-en-plaques', 'remboursement-mutuelle'],
    description: {
      fr: 'Kinésithérapie générale et neurologique, rééducation au cabinet ou à domicile.',
      nl: 'Algemene en neurologische kinesitherapie, revalidatie in de praktijk of aan huis.',
    },
  },
  {
    categorie: 'logopede', sector: 'sante', secondary: ['enseignement'], weight: 4, person: true, inami: true,
    types: { independant: 1 }, tarifs: { conventionne: 5, payant: 3 }, hours: 'independent',
    names: { fr: ['{first} {last}, logopède'], nl: ['{first} {last}, logopedist'] },
    besoins: ['logopedie', 'soutien-scolaire'],
    tags: ['enfants', 'troubles-dys', 'autisme', 'avc'],
    description: {
      fr: 'Bilans et rééducation du langage oral et écrit, de la voix et de la déglutition.',
      nl: 'Onderzoek en therapie van gesproken en geschreven taal, stem en slikken.',
    },
  },
  {
    categorie: 'centre_revalidation', sector: 'sante', secondary: ['aides-techniques', 'emploi'], weight: 2,
    types: { institution: 3, association: 1 }, tarifs: { conventionne: 8, variable: 2 }, hours: 'office',
    names: { fr: ['Centre de revalidation {theme}', 'Centre de réadaptation fonctionnelle {de_commune}'], nl: ['Revalidatiecentrum {theme}', 'Revalidatiecentrum {commune}'] },
    besoins: ['kinesitherapie-revalidation', 'logopedie', 'conduite-adaptee'],
    tags: ['lesion-cerebrale', 'avc', 'handicap-moteur', 'enfants', 'accessible-pmr'],
    description: {
      fr: 'Revalidation ambulatoire pluridisciplinaire : kinésithérapie, ergothérapie, logopédie et neuropsychologie.',
      nl: 'Multidisciplinaire ambulante revalidatie: kinesitherapie, ergotherapie, logopedie en neuropsychologie.',
    },
  },
  {
    categorie: 'hopital', sector: 'sante', secondary: ['hebergement'], weight: 1,
    types: { institution: 1 }, tarifs: { conventionne: 1 }, hours: 'residential',
    names: { fr: ['Clinique {theme}', 'Centre hospitalier {de_commune}'], nl: ['Ziekenhuis {theme}', 'AZ {theme}', 'Algemeen Ziekenhuis {commune}'] },
    besoins: ['soins-palliatifs', 'kinesitherapie-revalidation', 'sante-mentale'],
    tags: ['permanence-24h', 'accessible-pmr', 'parking-adapte', 'remboursement-mutuelle'],
    description: {
      fr: 'Hôpital général avec consultations spécialisées, unité de soins palliatifs et service de revalidation.',
      nl: 'Algemeen ziekenhuis met gespecialiseerde raadplegingen, palliatieve eenheid en revalidatiedienst.',
    },
  },
  {
    categorie: 'sante_mentale', sector: 'accompagnement-psychosocial', secondary: ['sante'], weight: 3,
    types: { service_public: 2, association: 2 }, tarifs: { conventionne: 5, gratuit: 3, variable: 2 }, hours: 'office',
    names: { fr: ['Service de santé mentale {theme}', 'Service de santé mentale {de_commune}'], nl: ['Centrum voor Geestelijke Gezondheidszorg {theme}', 'CGG {commune}'] },
    besoins: ['sante-mentale', 'groupes-de-parole'],
    tags: ['sante-mentale', 'enfants', 'adultes', 'premier-entretien-gratuit'],
    description: {
      fr: 'Consultations psychologiques, psychiatriques et sociales pour enfants, adolescents et adultes.',
      nl: 'Psychologische, psychiatrische en sociale begeleiding voor kinderen, jongeren en volwassenen.',
    },
  },
  {
    categorie: 'psychologue', sector: 'accompagnement-psychosocial', secondary: ['sante'], weight: 4, person: true,
    types: { independant: 1 }, tarifs: { payant: 5, conventionne: 4, variable: 1 }, hours: 'independent',
    names: { fr: ['{first} {last}, psychologue', 'Cabinet de psychologie {last}'], nl: ['{first} {last}, psycholoog', 'Praktijk {last}, klinisch psycholoog'] },
    besoins: ['sante-mentale', 'groupes-de-parole'],
    tags: ['sante-mentale', 'adultes', 'aidants-proches', 'teleconsultation', 'autisme'],
    description: {
      fr: 'Psychothérapie individuelle et familiale, accompagnement du deuil et de la maladie chronique.',
      nl: 'Individuele en gezinstherapie, begeleiding bij rouw en chronische ziekte.',
    },
  },
  {
    categorie: 'aide_aux_familles', sector: 'aide-a-domicile', secondary: ['soutien-aux-aidants'], weight: 5,
    types: { association: 3, service_public: 1 }, tarifs: { variable: 7, conventionne: 3 }, hours: 'office',
    names: { fr: ['Service d’aide aux familles {theme}', 'Aide et soins à domicile {de_commune}', 'Centrale de services à domicile {theme}'], nl: ['Dienst voor gezinszorg {theme}', 'Thuiszorg {commune}', 'Familiehulp {commune}'] },
    besoins: ['aide-familiale', 'aide-menagere', 'repit', 'repas-a-domicile'],
    tags: ['a-domicile', 'seniors', 'aidants-proches', 'handicap-moteur'],
    description: {
      fr: 'Aides familiales et aides ménagères pour les actes de la vie quotidienne, selon les revenus.',
      nl: 'Verzorgenden en poetshulp voor de dagelijkse taken, met een bijdrage volgens inkomen.',
    },
  },
  {
    categorie: 'soins_infirmiers', sector: 'aide-a-domicile', secondary: ['sante'], weight: 5, inami: true,
    types: { association: 2, independant: 3 }, tarifs: { conventionne: 9, variable: 1 }, hours: 'weekend',
    names: { fr: ['Soins infirmiers à domicile {theme}', 'Infirmières à domicile {de_commune}', '{first} {last}, infirmière à domicile'], nl: ['Thuisverpleging {theme}', 'Thuisverpleging {commune}', '{first} {last}, thuisverpleegkundige'] },
    besoins: ['soins-infirmiers-a-domicile', 'soins-palliatifs'],
    tags: ['a-domicile', 'diabete', 'fin-de-vie', 'permanence-24h', 'remboursement-mutuelle'],
    description: {
      fr: 'Soins infirmiers à domicile 7 jours sur 7 : toilettes, pansements, injections, soins palliatifs.',
      nl: 'Thuisverpleging 7 dagen op 7: wassen, wondzorg, inspuitingen, palliatieve zorg.',
    },
  },
  {
    categorie: 'repas_a_domicile', sector: 'aide-a-domicile', secondary: [], weight: 2,
    types: { service_public: 2, entreprise: 1 }, tarifs: { payant: 6, variable: 4 }, hours: 'weekend',
    names: { fr: ['Repas à domicile {theme}', 'Les repas {de_commune}'], nl: ['Maaltijddienst {theme}', 'Warme maaltijden {commune}'] },
    besoins: ['repas-a-domicile'],
    tags: ['a-domicile', 'seniors', 'diabete'],
    description: {
      fr: 'Livraison de repas chauds ou en liaison froide, menus adaptés aux régimes.',
      nl: 'Levering van warme of gekoelde maaltijden, aangepast aan diëten.',
    },
  },
  {
    categorie: 'televigilance', sector: 'aides-techniques', secondary: ['aide-a-domicile'], weight: 1,
    types: { association: 1, entreprise: 1 }, tarifs: { payant: 7, variable: 3 }, hours: 'residential',
    names: { fr: ['Télévigilance {theme}', 'Télé-Secours {theme}'], nl: ['Personenalarm {theme}', 'Alarmcentrale {commune}'] },
    besoins: ['televigilance', 'domotique'],
    tags: ['permanence-24h', 'seniors', 'a-domicile'],
    description: {
      fr: 'Bracelet d’appel relié à une centrale qui répond jour et nuit et prévient vos proches.',
      nl: 'Alarmknop verbonden met een centrale die dag en nacht antwoordt en uw naasten verwittigt.',
    },
  },
  {
    categorie: 'maison_de_repos', sector: 'hebergement', secondary: ['sante'], weight: 5,
    types: { institution: 2, service_public: 1, entreprise: 1 }, tarifs: { payant: 8, variable: 2 }, hours: 'residential',
    names: { fr: ['Résidence {theme}', 'Maison de repos {theme}', 'Home {theme}'], nl: ['Woonzorgcentrum {theme}', 'WZC {theme}', 'Residentie {theme}'] },
    besoins: ['maison-de-repos', 'court-sejour', 'soins-palliatifs'],
    tags: ['seniors', 'alzheimer', 'accessible-pmr', 'permanence-24h', 'snoezelen'],
    description: {
      fr: 'Maison de repos et de soins accueillant des aînés dépendants, unité adaptée pour personnes désorientées.',
      nl: 'Woonzorgcentrum voor zorgbehoevende ouderen, met een aangepaste afdeling voor personen met dementie.',
    },
  },
  {
    categorie: 'centre_de_jour', sector: 'hebergement', secondary: ['soutien-aux-aidants', 'loisirs'], weight: 4,
    types: { association: 2, institution: 1 }, tarifs: { variable: 5, payant: 3, conventionne: 2 }, hours: 'office',
    names: { fr: ['Centre de jour {theme}', 'Centre d’accueil de jour {theme}'], nl: ['Dagcentrum {theme}', 'Dagverzorgingscentrum {theme}'] },
    besoins: ['centre-de-jour', 'repit', 'rencontres'],
    tags: ['seniors', 'alzheimer', 'deficience-intellectuelle', 'polyhandicap', 'snoezelen'],
    description: {
      fr: 'Accueil en journée avec activités, repas et soins, pour soulager les aidants.',
      nl: 'Opvang overdag met activiteiten, maaltijden en verzorging, om mantelzorgers te ontlasten.',
    },
  },
  {
    categorie: 'service_residentiel', sector: 'hebergement', secondary: ['loisirs', 'emploi'], weight: 3,
    types: { association: 2, institution: 2 }, tarifs: { variable: 6, payant: 4 }, hours: 'residential',
    names: { fr: ['Service résidentiel {theme}', 'Foyer {theme}', 'Habitat inclusif {theme}'], nl: ['Woonvoorziening {theme}', 'Tehuis {theme}', 'Beschut wonen {theme}'] },
    besoins: ['logement-adapte', 'habitat-groupe', 'court-sejour'],
    tags: ['deficience-intellectuelle', 'polyhandicap', 'autisme', 'adultes', 'inclusion'],
    description: {
      fr: 'Lieu de vie pour adultes en situation de handicap, avec un accompagnement éducatif.',
      nl: 'Woonplaats voor volwassenen met een beperking, met pedagogische begeleiding.',
    },
  },
  {
    categorie: 'transport_adapte', sector: 'mobilite', secondary: ['loisirs'], weight: 3,
    types: { entreprise: 2, association: 2 }, tarifs: { payant: 6, variable: 3, conventionne: 1 }, hours: 'weekend',
    names: { fr: ['Taxi adapté {theme}', 'Transport adapté {de_commune}', 'Mobilité {theme}'], nl: ['Aangepast vervoer {theme}', 'Minder Mobielen Centrale {commune}', 'Rolstoeltaxi {theme}'] },
    besoins: ['transport-adapte', 'accompagnement-deplacements'],
    tags: ['handicap-moteur', 'accessible-pmr', 'seniors', 'benevolat'],
    description: {
      fr: 'Transport de porte à porte en véhicule adapté pour fauteuils roulants, sur réservation.',
      nl: 'Vervoer van deur tot deur met aangepaste wagens voor rolstoelen, op reservatie.',
    },
  },
  {
    categorie: 'auto_ecole_adaptee', sector: 'mobilite', secondary: ['aides-techniques'], weight: 1,
    types: { entreprise: 1 }, tarifs: { payant: 1 }, hours: 'office',
    names: { fr: ['Auto-école adaptée {theme}'], nl: ['Aangepaste rijschool {theme}'] },
    besoins: ['conduite-adaptee', 'carte-de-stationnement'],
    tags: ['handicap-moteur', 'adultes'],
    description: {
      fr: 'Cours de conduite sur véhicules adaptés et accompagnement pour l’évaluation d’aptitude.',
      nl: 'Rijlessen in aangepaste wagens en begeleiding bij de rijgeschiktheidsevaluatie.',
    },
  },
  {
    categorie: 'travail_adapte', sector: 'emploi', secondary: ['enseignement'], weight: 2,
    types: { association: 1, entreprise: 1 }, tarifs: { gratuit: 1 }, hours: 'office',
    names: { fr: ['Entreprise de travail adapté {theme}', 'ETA {theme}'], nl: ['Maatwerkbedrijf {theme}', 'Maatwerkbedrijf {commune}'] },
    besoins: ['travail-adapte', 'formation-professionnelle'],
    tags: ['deficience-intellectuelle', 'adultes', 'inclusion'],
    description: {
      fr: 'Emplois adaptés en conditionnement, entretien d’espaces verts, menuiserie et restauration.',
      nl: 'Aangepaste jobs in verpakking, groenonderhoud, schrijnwerk en catering.',
    },
  },
  {
    categorie: 'insertion_professionnelle', sector: 'emploi', secondary: ['accompagnement-psychosocial'], weight: 2,
    types: { association: 2, service_public: 1 }, tarifs: { gratuit: 1 }, hours: 'office',
    names: { fr: ['Service d’insertion professionnelle {theme}', 'Cap Emploi {theme}'], nl: ['Jobcoaching {theme}', 'GTB {commune}'] },
    besoins: ['recherche-emploi', 'amenagement-poste', 'formation-professionnelle'],
    tags: ['adultes', 'adolescents', 'inclusion', 'premier-entretien-gratuit'],
    description: {
      fr: 'Accompagnement individuel vers l’emploi ordinaire et soutien à l’employeur.',
      nl: 'Individuele begeleiding naar werk in het normaal economisch circuit en ondersteuning van de werkgever.',
    },
  },
  {
    categorie: 'ecole_specialisee', sector: 'enseignement', secondary: ['sante'], weight: 3,
    types: { service_public: 2, institution: 2 }, tarifs: { gratuit: 1 }, hours: 'schooldays',
    names: { fr: ['École d’enseignement spécialisé {theme}', 'Institut {theme}'], nl: ['School voor buitengewoon onderwijs {theme}', 'BuSO {theme}', 'BaSO {theme}'] },
    besoins: ['enseignement-specialise', 'inclusion-scolaire', 'logopedie'],
    tags: ['enfants', 'adolescents', 'autisme', 'troubles-dys', 'deficience-intellectuelle'],
    description: {
      fr: 'Enseignement spécialisé maternel, primaire et secondaire, avec équipe paramédicale.',
      nl: 'Buitengewoon kleuter-, lager en secundair onderwijs met een paramedisch team.',
    },
  },
  {
    categorie: 'soutien_scolaire', sector: 'enseignement', secondary: ['loisirs'], weight: 2,
    types: { association: 1 }, tarifs: { gratuit: 6, variable: 4 }, hours: 'schooldays',
    names: { fr: ['École de devoirs {theme}', 'Soutien scolaire {theme}'], nl: ['Huiswerkklas {theme}', 'Huiswerkbegeleiding {commune}'] },
    besoins: ['soutien-scolaire', 'inclusion-scolaire'],
    tags: ['enfants', 'troubles-dys', 'tdah', 'benevolat'],
    description: {
      fr: 'Aide aux devoirs et remédiation après l’école, en petits groupes.',
      nl: 'Huiswerkbegeleiding en remediëring na school, in kleine groepjes.',
    },
  },
  {
    categorie: 'sport_adapte', sector: 'loisirs', secondary: [], weight: 3,
    types: { association: 1 }, tarifs: { payant: 5, variable: 3, gratuit: 2 }, hours: 'weekend',
    names: { fr: ['Club de sport adapté {theme}', 'Handisport {theme}', 'Les Dauphins {de_commune}'], nl: ['G-sportclub {theme}', 'G-sport {commune}', 'Aangepast zwemmen {commune}'] },
    besoins: ['sport-adapte', 'rencontres'],
    tags: ['sport', 'inclusion', 'deficience-intellectuelle', 'handicap-moteur', 'enfants'],
    description: {
      fr: 'Natation, basket en fauteuil et boccia, encadrés par des moniteurs formés.',
      nl: 'Zwemmen, rolstoelbasket en boccia, begeleid door opgeleide lesgevers.',
    },
  },
  {
    categorie: 'vacances_adaptees', sector: 'loisirs', secondary: ['soutien-aux-aidants'], weight: 1,
    types: { association: 1 }, tarifs: { payant: 7, variable: 3 }, hours: 'office',
    names: { fr: ['Vacances adaptées {theme}', 'Séjours {theme}'], nl: ['Aangepaste vakanties {theme}', 'Vakantiewerking {theme}'] },
    besoins: ['vacances-adaptees', 'repit'],
    tags: ['vacances', 'polyhandicap', 'benevolat', 'accessible-pmr'],
    description: {
      fr: 'Séjours de vacances accompagnés par des bénévoles formés, en Belgique et à l’étranger.',
      nl: 'Begeleide vakanties met opgeleide vrijwilligers, in België en in het buitenland.',
    },
  },
  {
    categorie: 'culture_accessible', sector: 'loisirs', secondary: ['accompagnement-psychosocial'], weight: 2,
    types: { association: 2, service_public: 1 }, tarifs: { gratuit: 4, payant: 3, variable: 3 }, hours: 'weekend',
    names: { fr: ['Atelier créatif {theme}', 'Espace culturel {theme}', 'Ludothèque {theme}'], nl: ['Creatief atelier {theme}', 'Ontmoetingscentrum {theme}', 'Speelotheek {theme}'] },
    besoins: ['culture-accessible', 'rencontres'],
    tags: ['inclusion', 'facile-a-lire', 'boucle-magnetique', 'adultes'],
    description: {
      fr: 'Ateliers d’expression, sorties culturelles et activités de rencontre ouvertes à tous.',
      nl: 'Expressieateliers, culturele uitstappen en ontmoetingsactiviteiten voor iedereen.',
    },
  },
  {
    categorie: 'repit', sector: 'soutien-aux-aidants', secondary: ['aide-a-domicile'], weight: 2,
    types: { association: 1 }, tarifs: { variable: 6, payant: 2, gratuit: 2 }, hours: 'weekend',
    names: { fr: ['Service de répit {theme}', 'Halte-répit {theme}', 'Baluchon {theme}'], nl: ['Respijtzorg {theme}', 'Oppasdienst {commune}', 'Respijthuis {theme}'] },
    besoins: ['repit', 'court-sejour', 'formation-aidants'],
    tags: ['aidants-proches', 'alzheimer', 'polyhandicap', 'a-domicile'],
    description: {
      fr: 'Garde à domicile et accueil temporaire pour permettre à l’aidant proche de souffler.',
      nl: 'Oppas aan huis en tijdelijke opvang zodat de mantelzorger even op adem kan komen.',
    },
  },
  {
    categorie: 'groupe_aidants', sector: 'soutien-aux-aidants', secondary: ['accompagnement-psychosocial'], weight: 2,
    types: { association: 1 }, tarifs: { gratuit: 1 }, hours: 'office',
    names: { fr: ['Café des aidants {de_commune}', 'Groupe de parole {theme}'], nl: ['Mantelzorgcafé {commune}', 'Praatgroep {theme}'] },
    besoins: ['groupes-de-parole', 'formation-aidants', 'reconnaissance-aidant'],
    tags: ['aidants-proches', 'premier-entretien-gratuit', 'alzheimer', 'cancer'],
    description: {
      fr: 'Rencontres mensuelles entre aidants proches, animées par un professionnel.',
      nl: 'Maandelijkse ontmoetingen tussen mantelzorgers, begeleid door een professional.',
    },
  },
  {
    categorie: 'permanence_juridique', sector: 'juridique', secondary: ['finances-et-allocations'], weight: 2,
    types: { association: 2, service_public: 1 }, tarifs: { gratuit: 1 }, hours: 'office',
    names: { fr: ['Permanence juridique {theme}', 'Droits Quotidiens {de_commune}', 'Bureau d’aide juridique {de_commune}'], nl: ['Juridische permanentie {commune}', 'Justitiehuis {commune}', 'Rechtswinkel {commune}'] },
    besoins: ['conseil-juridique', 'protection-juridique', 'reconnaissance-handicap'],
    tags: ['premier-entretien-gratuit', 'facile-a-lire', 'adultes'],
    description: {
      fr: 'Information et conseil juridique gratuits sur les droits des personnes handicapées et de leurs proches.',
      nl: 'Gratis juridische informatie en advies over de rechten van personen met een handicap en hun naasten.',
    },
  },
  {
    categorie: 'avocat', sector: 'juridique', secondary: [], weight: 2, person: true,
    types: { independant: 1 }, tarifs: { payant: 7, variable: 3 }, hours: 'independent',
    names: { fr: ['Maître {first} {last}, avocat', 'Cabinet d’avocats {last}'], nl: ['Mr. {first} {last}, advocaat', 'Advocatenkantoor {last}'] },
    besoins: ['protection-juridique', 'conseil-juridique', 'reconnaissance-aidant'],
    tags: ['premier-entretien-gratuit', 'adultes', 'seniors'],
    description: {
      fr: 'Administration de biens, droit de la sécurité sociale et recours contre les décisions de reconnaissance.',
      nl: 'Bewindvoering, socialezekerheidsrecht en beroep tegen erkenningsbeslissingen.',
    },
  },
  {
    categorie: 'bandagisterie', sector: 'aides-techniques', secondary: ['sante', 'mobilite'], weight: 3, inami: true,
    types: { entreprise: 2, independant: 1 }, tarifs: { payant: 6, conventionne: 4 }, hours: 'office',
    names: { fr: ['Bandagisterie {theme}', 'Orthopédie {last}'], nl: ['Bandagisterie {theme}', 'Orthopedie {last}'] },
    besoins: ['fauteuil-roulant', 'materiel-medical', 'domotique'],
    tags: ['handicap-moteur', 'remboursement-mutuelle', 'a-domicile', 'parking-adapte'],
    description: {
      fr: 'Vente, location et réparation de fauteuils roulants, lits médicalisés et aides à la marche.',
      nl: 'Verkoop, verhuur en herstelling van rolstoelen, hoog-laagbedden en loophulpmiddelen.',
    },
  },
  {
    categorie: 'audioprothesiste', sector: 'aides-techniques', secondary: ['sante'], weight: 2,
    types: { entreprise: 1, independant: 1 }, tarifs: { payant: 6, conventionne: 4 }, hours: 'office',
    names: { fr: ['Centre auditif {theme}', 'Audition {last}'], nl: ['Hoorcentrum {theme}', 'Hoorcentrum {last}'] },
    besoins: ['aides-auditives'],
    tags: ['handicap-auditif', 'boucle-magnetique', 'seniors', 'remboursement-mutuelle'],
    description: {
      fr: 'Tests auditifs gratuits, appareillage, boucles magnétiques et suivi.',
      nl: 'Gratis hoortest, hoortoestellen, ringleidingen en opvolging.',
    },
  },
  {
    categorie: 'basse_vision', sector: 'aides-techniques', secondary: ['enseignement'], weight: 1,
    types: { association: 1, entreprise: 1 }, tarifs: { payant: 5, variable: 5 }, hours: 'office',
    names: { fr: ['Basse vision {theme}', 'Centre d’aides visuelles {theme}'], nl: ['Low Vision {theme}', 'Centrum voor visuele hulpmiddelen {theme}'] },
    besoins: ['aides-visuelles', 'domotique'],
    tags: ['handicap-visuel', 'chiens-d-assistance', 'seniors'],
    description: {
      fr: 'Conseil et essai d’aides visuelles : loupes électroniques, synthèse vocale, plages braille.',
      nl: 'Advies en uitproberen van visuele hulpmiddelen: beeldschermloepen, spraaksoftware, brailleleesregels.',
    },
  },
  {
    categorie: 'pret_materiel', sector: 'aides-techniques', secondary: ['aide-a-domicile'], weight: 1,
    types: { association: 1, service_public: 1 }, tarifs: { variable: 6, gratuit: 4 }, hours: 'office',
    names: { fr: ['Prêt de matériel {theme}', 'Magasin de prêt {de_commune}'], nl: ['Uitleendienst hulpmiddelen {commune}', 'Uitleenpost {theme}'] },
    besoins: ['materiel-medical', 'fauteuil-roulant'],
    tags: ['a-domicile', 'seniors', 'handicap-moteur'],
    description: {
      fr: 'Prêt et location à petit prix de matériel médical pour un retour à domicile.',
      nl: 'Uitlenen en goedkoop verhuren van medisch materiaal bij terugkeer naar huis.',
    },
  },
  {
    categorie: 'cpas', sector: 'accompagnement-psychosocial', secondary: ['finances-et-allocations', 'aide-a-domicile'], weight: 3, onePerCommune: true,
    types: { service_public: 1 }, tarifs: { gratuit: 1 }, hours: 'office',
    names: { fr: ['CPAS {de_commune}'], nl: ['OCMW {commune}'] },
    besoins: ['allocations', 'mediation-de-dettes', 'aide-familiale', 'repas-a-domicile'],
    tags: ['premier-entretien-gratuit', 'seniors', 'adultes', 'facile-a-lire'],
    description: {
      fr: 'Aide sociale, revenu d’intégration, service d’aide à domicile et médiation de dettes.',
      nl: 'Maatschappelijke dienstverlening, leefloon, thuiszorg en schuldbemiddeling.',
    },
  },
  {
    categorie: 'service_social', sector: 'accompagnement-psychosocial', secondary: ['finances-et-allocations'], weight: 3,
    types: { association: 2, service_public: 1 }, tarifs: { gratuit: 1 }, hours: 'office',
    names: { fr: ['Service social {theme}', 'Service d’accompagnement {theme}', 'Espace social {de_commune}'], nl: ['Sociale dienst {theme}', 'Dienst ondersteuningsplan {theme}', 'Welzijnshuis {commune}'] },
    besoins: ['allocations', 'reconnaissance-handicap', 'rencontres'],
    tags: ['premier-entretien-gratuit', 'adultes', 'aidants-proches', 'facile-a-lire'],
    description: {
      fr: 'Accompagnement dans les démarches : reconnaissance du handicap, allocations, budget d’assistance.',
      nl: 'Begeleiding bij de stappen: erkenning van de handicap, tegemoetkomingen, persoonsvolgend budget.',
    },
  },
  {
    categorie: 'mutualite', sector: 'finances-et-allocations', secondary: ['sante', 'soutien-aux-aidants'], weight: 3,
    types: { institution: 1 }, tarifs: { gratuit: 1 }, hours: 'office',
    names: { fr: ['{brand} – agence {de_commune}'], nl: ['{brand} – kantoor {commune}'] },
    besoins: ['allocations', 'reconnaissance-handicap', 'materiel-medical'],
    tags: ['remboursement-mutuelle', 'premier-entretien-gratuit', 'seniors'],
    description: {
      fr: 'Remboursements, indemnités d’incapacité, service social et prêt de matériel pour les affiliés.',
      nl: 'Terugbetalingen, arbeidsongeschiktheidsuitkeringen, sociale dienst en uitleen van materiaal voor leden.',
    },
  },
  {
    categorie: 'mediation_dettes', sector: 'finances-et-allocations', secondary: ['juridique'], weight: 1,
    types: { association: 1, service_public: 1 }, tarifs: { gratuit: 1 }, hours: 'office',
    names: { fr: ['Médiation de dettes {theme}', 'Service de médiation de dettes {de_commune}'], nl: ['Schuldbemiddeling {commune}', 'Budgetbegeleiding {theme}'] },
    besoins: ['mediation-de-dettes', 'allocations'],
    tags: ['premier-entretien-gratuit', 'adultes', 'facile-a-lire'],
    description: {
      fr: 'Guidance budgétaire et médiation de dettes amiable ou judiciaire.',
      nl: 'Budgetbegeleiding en minnelijke of gerechtelijke schuldbemiddeling.',
    },
  },
  {
    categorie: 'association_patients', sector: 'accompagnement-psychosocial', secondary: ['soutien-aux-aidants', 'loisirs'], weight: 2,
    types: { association: 1 }, tarifs: { gratuit: 6, variable: 4 }, hours: 'office',
    names: { fr: ['Ligue {theme}', 'Association des patients {theme}', 'Entraide {theme}'], nl: ['Patiëntenvereniging {theme}', 'Lotgenotengroep {theme}', 'Liga {theme}'] },
    besoins: ['groupes-de-parole', 'rencontres', 'reconnaissance-handicap'],
    tags: ['maladies-rares', 'sclerose-en-plaques', 'parkinson', 'epilepsie', 'cancer', 'benevolat'],
    description: {
      fr: 'Association de patients et de proches : information, entraide et défense des intérêts.',
      nl: 'Vereniging van patiënten en naasten: informatie, lotgenotencontact en belangenverdediging.',
    },
  },
];

/** Words that make listing names: themes, brands and people (Belgian, in both languages). */
export const THEMES: Bilingual[] = [
  { fr: 'Les Tilleuls', nl: 'De Linde' },
  { fr: 'Le Parc', nl: 'Het Park' },
  { fr: 'L’Arc-en-ciel', nl: 'De Regenboog' },
  { fr: 'La Passerelle', nl: 'De Brug' },
  { fr: 'Le Phare', nl: 'De Vuurtoren' },
  { fr: 'Les Glycines', nl: 'De Blauweregen' },
  { fr: 'Horizon', nl: 'Horizon' },
  { fr: 'Le Trèfle', nl: 'Klavertje Vier' },
  { fr: 'Les Hirondelles', nl: 'De Zwaluw' },
  { fr: 'Les Peupliers', nl: 'De Populier' },
  { fr: 'La Source', nl: 'De Bron' },
  { fr: 'Le Tournesol', nl: 'De Zonnebloem' },
  { fr: 'L’Oasis', nl: 'De Oase' },
  { fr: 'Les Coquelicots', nl: 'De Klaproos' },
  { fr: 'Le Colibri', nl: 'De Kolibrie' },
  { fr: 'La Ruche', nl: 'De Bijenkorf' },
  { fr: 'Le Chêne', nl: 'De Eik' },
  { fr: 'Les Saules', nl: 'De Wilg' },
  { fr: 'La Clairière', nl: 'Ter Heide' },
  { fr: 'Le Jardin', nl: 'De Tuin' },
  { fr: 'Saint-Joseph', nl: 'Sint-Jozef' },
  { fr: 'Sainte-Anne', nl: 'Sint-Anna' },
  { fr: 'Notre-Dame', nl: 'Onze-Lieve-Vrouw' },
  { fr: 'Le Méridien', nl: 'De Meridiaan' },
  { fr: 'Le Moulin', nl: 'De Molen' },
  { fr: 'La Cordée', nl: 'Samen Sterk' },
  { fr: 'Le Relais', nl: 'Het Anker' },
  { fr: 'Les Lilas', nl: 'De Seringen' },
  { fr: 'Le Bosquet', nl: 'Het Bos' },
  { fr: 'La Roseraie', nl: 'De Rozentuin' },
  { fr: 'Les Érables', nl: 'De Esdoorn' },
  { fr: 'Le Cerf-Volant', nl: 'De Vlieger' },
  { fr: 'L’Envol', nl: 'De Vlucht' },
  { fr: 'La Boussole', nl: 'Het Kompas' },
  { fr: 'Les Étoiles', nl: 'De Sterren' },
  { fr: 'Le Fil d’Ariane', nl: 'De Rode Draad' },
  { fr: 'Entre Nous', nl: 'Onder Ons' },
  { fr: 'Le Pont', nl: 'De Overkant' },
  { fr: 'Les Marronniers', nl: 'De Kastanje' },
  { fr: 'L’Étape', nl: 'De Stap' },
];

export const MUTUALITY_BRANDS: Bilingual[] = [
  { fr: 'Mutualité chrétienne', nl: 'CM' },
  { fr: 'Solidaris', nl: 'Solidaris' },
  { fr: 'Partenamut', nl: 'Helan' },
  { fr: 'Mutualité libérale', nl: 'Liberale Mutualiteit' },
  { fr: 'Mutualité neutre', nl: 'Neutraal Ziekenfonds' },
];

export const FIRST_NAMES: { fr: string[]; nl: string[] } = {
  fr: [
    'Marie', 'Sophie', 'Julie', 'Nathalie', 'Isabelle', 'Catherine', 'Anne', 'Claire', 'Camille', 'Laura', 'Céline', 'Aurélie',
    'Valérie', 'Émilie', 'Charlotte', 'Fatima', 'Sarah', 'Amina', 'Jean', 'Pierre', 'Philippe', 'Michel', 'Luc', 'Marc',
    'Thomas', 'Nicolas', 'Olivier', 'Julien', 'François', 'Benoît', 'Damien', 'Mohamed', 'Karim', 'Antoine', 'Maxime', 'Geoffrey',
  ],
  nl: [
    'Jan', 'Pieter', 'Tom', 'Bart', 'Koen', 'Wim', 'Stijn', 'Joris', 'Maarten', 'Jeroen', 'Dirk', 'Kris', 'Filip', 'Ruben', 'Thomas',
    'Els', 'An', 'Griet', 'Lien', 'Sofie', 'Katrien', 'Lotte', 'Hanne', 'Nele', 'Inge', 'Sara', 'Eline', 'Femke', 'Leen',
    'Liesbeth', 'Ann', 'Veerle', 'Yasmina', 'Emre', 'Elif', 'Mehmet',
  ],
};

export const LAST_NAMES: { fr: string[]; nl: string[] } = {
  fr: [
    'Dubois', 'Lambert', 'Martin', 'Dupont', 'Simon', 'Laurent', 'Leroy', 'Lejeune', 'Renard', 'Dumont', 'Leclercq', 'Collard',
    'Mathieu', 'Hubert', 'Denis', 'François', 'Gilson', 'Lemaire', 'Noël', 'Michaux', 'Delvaux', 'Gérard', 'Thiry', 'Charlier',
    'Lacroix', 'Masson', 'Piron', 'Dethier', 'Bodart', 'Gillet', 'El Amrani', 'Benali', 'Rossi', 'Marchal', 'Henrard', 'Gobert',
  ],
  nl: [
    'Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Vermeulen',
    'Van den Broeck', 'Hermans', 'Pauwels', 'Desmet', 'De Backer', 'Verstraete', 'Lemmens', 'Van Damme', 'Aerts', 'Declercq',
    'Smets', 'Dierckx', 'Martens', 'Coppens', 'Verhoeven', 'Van Acker', 'De Clercq', 'Vandenberghe', 'Michiels', 'Cools',
    'Bogaert', 'Wuyts', 'Yilmaz', 'Vanhove', 'De Wilde',
  ],
};

/** Street names as [fr, nl] pairs; Brussels streets are officially bilingual. */
export const STREETS: { brussels: [string, string][]; wallonia: string[]; flanders: string[] } = {
  brussels: [
    ['Rue Haute', 'Hoogstraat'], ['Rue Neuve', 'Nieuwstraat'], ['Avenue Louise', 'Louizalaan'],
    ['Chaussée de Waterloo', 'Waterloosesteenweg'], ['Rue de la Loi', 'Wetstraat'], ['Boulevard Anspach', 'Anspachlaan'],
    ['Rue Royale', 'Koningsstraat'], ['Chaussée d’Ixelles', 'Elsensesteenweg'], ['Avenue de la Couronne', 'Kroonlaan'],
    ['Rue du Midi', 'Zuidstraat'], ['Chaussée de Gand', 'Gentsesteenweg'], ['Rue de Flandre', 'Vlaamsesteenweg'],
    ['Avenue de Tervueren', 'Tervurenlaan'], ['Rue des Tanneurs', 'Huidevettersstraat'], ['Place Flagey', 'Flageyplein'],
    ['Rue de la Station', 'Stationsstraat'], ['Rue de l’Église', 'Kerkstraat'], ['Avenue des Tilleuls', 'Lindenlaan'],
    ['Rue du Moulin', 'Molenstraat'], ['Rue de l’École', 'Schoolstraat'], ['Chaussée de Haecht', 'Haachtsesteenweg'],
    ['Boulevard du Souverain', 'Vorstlaan'], ['Avenue Brugmann', 'Brugmannlaan'], ['Rue Blaes', 'Blaesstraat'],
    ['Chaussée de Louvain', 'Leuvensesteenweg'], ['Avenue de Stalingrad', 'Stalingradlaan'], ['Rue Vanderkindere', 'Vanderkinderestraat'],
    ['Boulevard Léopold II', 'Leopold II-laan'], ['Avenue du Parc', 'Parklaan'], ['Rue des Palais', 'Paleizenstraat'],
  ],
  wallonia: [
    'Rue de la Station', 'Rue de l’Église', 'Rue du Moulin', 'Rue des Écoles', 'Place du Marché', 'Avenue Albert Ier',
    'Rue Léopold', 'Rue de la Liberté', 'Avenue des Tilleuls', 'Rue du Centre', 'Rue Royale', 'Chaussée de Bruxelles',
    'Rue Saint-Pierre', 'Rue des Champs', 'Avenue Émile Vandervelde', 'Rue Jean Jaurès', 'Rue de la Gare', 'Rue du Parc',
    'Place communale', 'Rue des Combattants', 'Rue de Namur', 'Chaussée de Liège', 'Rue du Château', 'Rue de la Fontaine',
    'Boulevard du Nord', 'Rue des Déportés', 'Rue Grande', 'Rue Haute', 'Avenue de la Libération', 'Rue du Tram',
  ],
  flanders: [
    'Stationsstraat', 'Kerkstraat', 'Molenstraat', 'Schoolstraat', 'Dorpsstraat', 'Nieuwstraat', 'Kapelstraat', 'Marktplein',
    'Grote Markt', 'Beekstraat', 'Lindenlaan', 'Koning Albertlaan', 'Bosstraat', 'Veldstraat', 'Leopoldlaan', 'Industrieweg',
    'Ringlaan', 'Heirbaan', 'Gemeentestraat', 'Kasteelstraat', 'Hoogstraat', 'Kortrijksesteenweg', 'Brusselsesteenweg',
    'Zandstraat', 'Processiestraat', 'Sint-Jozefstraat', 'Vaartstraat', 'Mechelsesteenweg', 'Populierenlaan', 'Pastorijstraat',
  ],
};

/** Sentences added to descriptions, other activities and conditions, by listing language. */
export const PHRASES = {
  welcome: {
    fr: [
      'Notre équipe vous accueille dans des locaux accessibles aux personnes à mobilité réduite.',
      'Nous travaillons en réseau avec les services de la région.',
      'Un premier contact téléphonique permet d’évaluer vos besoins.',
      'Nous intervenons dans toute la commune et les communes voisines.',
      'Les demandes sont traitées dans la semaine.',
      'Nous accordons une attention particulière aux aidants proches.',
    ],
    nl: [
      'Ons team ontvangt u in lokalen die toegankelijk zijn voor personen met een beperkte mobiliteit.',
      'We werken samen met de diensten uit de regio.',
      'Een eerste telefonisch contact helpt om uw noden in te schatten.',
      'We zijn actief in de hele gemeente en de buurgemeenten.',
      'Aanvragen worden binnen de week behandeld.',
      'We hebben bijzondere aandacht voor mantelzorgers.',
    ],
  },
  audience: {
    fr: ['Tout public', 'Enfants et adolescents', 'Adultes', 'Personnes âgées', 'Personnes en situation de handicap et leurs proches', 'Aidants proches'],
    nl: ['Iedereen', 'Kinderen en jongeren', 'Volwassenen', 'Ouderen', 'Personen met een handicap en hun naasten', 'Mantelzorgers'],
  },
  access: {
    fr: ['Sur rendez-vous', 'Sans rendez-vous aux heures d’ouverture', 'Sur prescription médicale', 'Sur orientation d’un service social', 'Domicile dans la région desservie'],
    nl: ['Op afspraak', 'Zonder afspraak tijdens de openingsuren', 'Op medisch voorschrift', 'Na doorverwijzing door een sociale dienst', 'Wonen in het werkingsgebied'],
  },
  other: {
    fr: ['Permanence téléphonique', 'Séances d’information', 'Visites à domicile', 'Ateliers collectifs', 'Prêt de documentation'],
    nl: ['Telefonische permanentie', 'Infosessies', 'Huisbezoeken', 'Groepsateliers', 'Uitleen van documentatie'],
  },
  fees: {
    gratuit: { fr: 'Gratuit.', nl: 'Gratis.' },
    conventionne: { fr: 'Tarifs conventionnés INAMI, remboursés par la mutuelle.', nl: 'Geconventioneerde RIZIV-tarieven, terugbetaald door het ziekenfonds.' },
    payant: { fr: 'Tarifs sur demande.', nl: 'Tarieven op aanvraag.' },
    variable: { fr: 'Participation selon les revenus.', nl: 'Bijdrage volgens inkomen.' },
  },
  memberOf: {
    fr: ['Fédération des maisons médicales', 'AViQ', 'Iriscare', 'Fédération des services d’aide aux familles', 'Plateforme des soins palliatifs', 'Réseau SAM'],
    nl: ['Vereniging van Wijkgezondheidscentra', 'VAPH', 'Zorg en Gezondheid', 'Vlaams Welzijnsverbond', 'Federatie Palliatieve Zorg Vlaanderen', 'SAM-netwerk'],
  },
} as const;
