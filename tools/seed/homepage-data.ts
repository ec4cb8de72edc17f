import type { Insertable } from 'kysely';
import type { Database } from '@sam/db';

/**
 * Editorial content of the home page (spec §3 "homepage content: actus and guide", §7 Homepage
 * and advertising, Friends panels): news, guide entries, advertising campaigns and the Amis de
 * SAM panels, in French and Dutch. Fixed texts; every date is an offset from the seed's
 * reference date, so a given reference date always yields the same rows.
 */

const DAY = 86_400_000;

type Bilingual = { fr: string; nl: string };

interface ItemTemplate {
  title: Bilingual;
  body: Bilingual;
  /** A portal path (French; the API answers it in the asked locale) or an external address. */
  url: string;
  /** Days before the reference date; null: a draft, never shown. */
  publishedDaysAgo: number | null;
}

export const ACTUS: ItemTemplate[] = [
  {
    title: { fr: 'Permanence juridique : un créneau de plus le jeudi soir', nl: 'Juridische permanentie: een extra moment op donderdagavond' },
    body: {
      fr: 'Allocations, mutuelle, administration de biens, litiges avec un service : nos juristes bénévoles vous répondent gratuitement, désormais aussi le jeudi de 17 h à 19 h, par téléphone ou en visioconférence.',
      nl: 'Tegemoetkomingen, ziekenfonds, bewindvoering, een geschil met een dienst: onze vrijwillige juristen antwoorden u gratis, voortaan ook op donderdag van 17 tot 19 uur, telefonisch of via videogesprek.',
    },
    url: '/fr/besoin-d-aide/permanence-juridique',
    publishedDaysAgo: 3,
  },
  {
    title: { fr: '3 décembre : Journée internationale des personnes handicapées', nl: '3 december: Internationale Dag van Personen met een Handicap' },
    body: {
      fr: 'Portes ouvertes, ateliers de sensibilisation, rencontres sportives adaptées : retrouvez dans l’agenda les activités organisées près de chez vous autour du 3 décembre.',
      nl: 'Opendeurdagen, sensibiliseringsworkshops, aangepaste sportontmoetingen: in de agenda vindt u de activiteiten rond 3 december bij u in de buurt.',
    },
    url: '/fr/agenda',
    publishedDaysAgo: 9,
  },
  {
    title: { fr: 'Aidants proches : comment obtenir la reconnaissance ?', nl: 'Mantelzorgers: hoe krijgt u de erkenning?' },
    body: {
      fr: 'La reconnaissance d’aidant proche ouvre des droits, dont le congé thématique. Nous avons rassemblé les démarches auprès de la mutualité et les aides régionales dans nos informations utiles.',
      nl: 'De erkenning als mantelzorger opent rechten, waaronder het thematisch verlof. We hebben de stappen bij het ziekenfonds en de regionale steun gebundeld in onze nuttige informatie.',
    },
    url: '/fr/informations-utiles',
    publishedDaysAgo: 18,
  },
  {
    title: { fr: 'Nouveau : la recherche guidée par besoin', nl: 'Nieuw: zoeken op basis van uw behoeften' },
    body: {
      fr: 'Vous ne savez pas quel service contacter ? Répondez à quelques questions simples sur votre situation et laissez-vous guider vers les prestataires qui peuvent vous aider.',
      nl: 'Weet u niet welke dienst u moet contacteren? Beantwoord enkele eenvoudige vragen over uw situatie en laat u begeleiden naar de zorgverleners die u kunnen helpen.',
    },
    url: '/fr/me-laisser-guider',
    publishedDaysAgo: 31,
  },
  {
    title: { fr: 'Notre rapport d’activité 2025 est en ligne', nl: 'Ons activiteitenverslag 2025 staat online' },
    body: {
      fr: 'Plus de 9 000 prestataires référencés, 1 240 questions traitées par la permanence juridique et 86 bénévoles actifs : découvrez le bilan de l’année et nos comptes.',
      nl: 'Meer dan 9.000 opgenomen zorgverleners, 1.240 vragen beantwoord door de juridische permanentie en 86 actieve vrijwilligers: ontdek het jaaroverzicht en onze rekeningen.',
    },
    url: '/fr/a-propos-de-l-asbl/rapports-d-activite',
    publishedDaysAgo: 47,
  },
  {
    title: { fr: 'Appel à bénévoles pour vérifier les fiches de l’annuaire', nl: 'Oproep aan vrijwilligers om de fiches van de gids na te kijken' },
    body: {
      fr: 'Deux heures par mois, depuis chez vous : aidez-nous à vérifier que les coordonnées des services sont à jour. Une formation courte est prévue, en français ou en néerlandais.',
      nl: 'Twee uur per maand, van thuis uit: help ons nagaan of de gegevens van de diensten kloppen. Er is een korte opleiding, in het Nederlands of in het Frans.',
    },
    url: '/fr/soutenir-l-asbl/benevolat',
    publishedDaysAgo: 64,
  },
  {
    title: { fr: 'Cherchez par commune, par quartier ou sur la carte', nl: 'Zoek per gemeente, per wijk of op de kaart' },
    body: {
      fr: 'La recherche de prestataires permet maintenant de filtrer par province, arrondissement, commune et quartier bruxellois, ou de dessiner une zone sur la carte.',
      nl: 'Bij het zoeken naar zorgverleners kunt u nu filteren op provincie, arrondissement, gemeente en Brusselse wijk, of een zone op de kaart tekenen.',
    },
    url: '/fr/recherche',
    publishedDaysAgo: 90,
  },
  {
    title: { fr: 'Dossier mobilité : transports adaptés en Wallonie (brouillon)', nl: 'Dossier mobiliteit: aangepast vervoer in Wallonië (ontwerp)' },
    body: {
      fr: 'Texte en cours de relecture par le comité d’experts.',
      nl: 'Tekst wordt nagelezen door het expertencomité.',
    },
    url: '/fr/informations-utiles',
    publishedDaysAgo: null,
  },
];

export const GUIDE: ItemTemplate[] = [
  {
    title: { fr: 'Trouver un service près de chez moi', nl: 'Een dienst vinden bij mij in de buurt' },
    body: { fr: 'Soins, aide à domicile, hébergement, loisirs : cherchez par mot-clé, par commune ou sur la carte.', nl: 'Zorg, thuishulp, huisvesting, vrije tijd: zoek op trefwoord, per gemeente of op de kaart.' },
    url: '/fr/recherche',
    publishedDaysAgo: 400,
  },
  {
    title: { fr: 'Me laisser guider selon mes besoins', nl: 'Me laten begeleiden volgens mijn behoeften' },
    body: { fr: 'Quelques questions sur votre situation pour trouver le bon type d’aide.', nl: 'Enkele vragen over uw situatie om het juiste soort hulp te vinden.' },
    url: '/fr/me-laisser-guider',
    publishedDaysAgo: 400,
  },
  {
    title: { fr: 'Les guides pratiques SAM', nl: 'De praktische SAM-gidsen' },
    body: { fr: 'Des conseils concrets, pas à pas : aménager son logement, préparer une hospitalisation, souffler quand on est aidant.', nl: 'Concreet advies, stap voor stap: uw woning aanpassen, een ziekenhuisopname voorbereiden, even op adem komen als mantelzorger.' },
    url: '/fr/sam-guide',
    publishedDaysAgo: 400,
  },
  {
    title: { fr: 'Droits, aides et démarches', nl: 'Rechten, steun en stappen' },
    body: { fr: 'Allocations, cartes de stationnement, interventions de la mutualité : les informations utiles, expliquées simplement.', nl: 'Tegemoetkomingen, parkeerkaarten, terugbetalingen van het ziekenfonds: de nuttige informatie, eenvoudig uitgelegd.' },
    url: '/fr/informations-utiles',
    publishedDaysAgo: 400,
  },
  {
    title: { fr: 'Les questions fréquentes', nl: 'Veelgestelde vragen' },
    body: { fr: 'Les réponses aux questions que l’on nous pose le plus souvent.', nl: 'De antwoorden op de vragen die we het vaakst krijgen.' },
    url: '/fr/faq',
    publishedDaysAgo: 400,
  },
  {
    title: { fr: 'Le glossaire des sigles', nl: 'De woordenlijst van de afkortingen' },
    body: { fr: 'AVIQ, VAPH, INAMI, BAP, APA… chaque sigle expliqué en quelques mots.', nl: 'AVIQ, VAPH, RIZIV, PAB, THAB… elke afkorting in enkele woorden uitgelegd.' },
    url: '/fr/glossaire',
    publishedDaysAgo: 400,
  },
];

interface CampaignTemplate {
  title: Bilingual;
  text: Bilingual;
  url: string;
  /** Days from the reference date; null: no bound. */
  startsIn: number | null;
  endsIn: number | null;
}

/** Homepage adverts: running (one of them until further notice), ended, and booked for later. */
export const CAMPAIGNS: CampaignTemplate[] = [
  {
    title: { fr: 'Mobilitaxi : le taxi adapté aux fauteuils roulants', nl: 'Mobilitaxi: de taxi aangepast aan rolstoelen' },
    text: {
      fr: 'Transport de porte à porte avec rampe, 7 jours sur 7, à Bruxelles et en Brabant wallon. Réservation la veille avant 18 h.',
      nl: 'Vervoer van deur tot deur met oprijplaat, 7 dagen op 7, in Brussel en Waals-Brabant. Reserveren de dag voordien vóór 18 uur.',
    },
    url: 'https://www.mobilitaxi.example.be',
    startsIn: -20,
    endsIn: null,
  },
  {
    title: { fr: 'Ortho-Confort : lits médicalisés en location', nl: 'Ortho-Confort: hoog-laagbedden te huur' },
    text: {
      fr: 'Livraison et installation sous 48 h en Wallonie, intervention de la mutualité possible. Conseil gratuit à domicile.',
      nl: 'Levering en installatie binnen 48 uur in Wallonië, tussenkomst van het ziekenfonds mogelijk. Gratis advies aan huis.',
    },
    url: 'https://www.ortho-confort.example.be',
    startsIn: -10,
    endsIn: 170,
  },
  {
    title: { fr: 'Semaine des aidants proches', nl: 'Week van de mantelzorg' },
    text: {
      fr: 'Conférences et ateliers gratuits pour les aidants proches, partout en Belgique.',
      nl: 'Gratis lezingen en workshops voor mantelzorgers, in heel België.',
    },
    url: 'https://www.semaine-aidants.example.be',
    startsIn: -220,
    endsIn: -205,
  },
  {
    title: { fr: 'Salon Autonomie 2027 à Namur Expo', nl: 'Beurs Autonomie 2027 in Namur Expo' },
    text: {
      fr: 'Aides techniques, véhicules adaptés, domotique : trois jours pour essayer avant d’acheter. Entrée gratuite sur inscription.',
      nl: 'Hulpmiddelen, aangepaste voertuigen, domotica: drie dagen om uit te proberen voor u koopt. Gratis toegang na inschrijving.',
    },
    url: 'https://www.salon-autonomie.example.be',
    startsIn: 420,
    endsIn: 440,
  },
];

interface PanelTemplate {
  audience: 'amis' | 'amis_pro';
  title: Bilingual;
  body: Bilingual;
  cta: string;
  active: boolean;
}

/** The Amis de SAM panels (spec §3 Friends panel): calls to support the non-profit. */
export const PANELS: PanelTemplate[] = [
  {
    audience: 'amis',
    title: { fr: 'Devenez Ami de SAM', nl: 'Word Vriend van SAM' },
    body: {
      fr: 'Avec 5 € par mois, vous gardez l’annuaire et la permanence juridique gratuits pour celles et ceux qui en ont besoin.',
      nl: 'Met 5 euro per maand houdt u de gids en de juridische permanentie gratis voor wie ze nodig heeft.',
    },
    cta: '/fr/soutenir-l-asbl/amis-de-sam',
    active: true,
  },
  {
    audience: 'amis',
    title: { fr: 'Un don de 100 € vous coûte 55 €', nl: 'Een gift van 100 euro kost u 55 euro' },
    body: {
      fr: 'À partir de 40 € de dons sur l’année, vous recevez une attestation fiscale : 45 % de réduction d’impôt.',
      nl: 'Vanaf 40 euro aan giften per jaar krijgt u een fiscaal attest: 45 % belastingvermindering.',
    },
    cta: '/fr/soutenir-l-asbl',
    active: true,
  },
  {
    audience: 'amis',
    title: { fr: 'Donnez un peu de votre temps', nl: 'Geef een beetje van uw tijd' },
    body: {
      fr: 'Vérifier des fiches, traduire, accueillir lors d’un événement : le bénévolat chez SAM se fait près de chez vous ou depuis chez vous.',
      nl: 'Fiches nakijken, vertalen, onthaal op een evenement: vrijwilligerswerk bij SAM doet u in uw buurt of van thuis uit.',
    },
    cta: '/fr/soutenir-l-asbl/benevolat',
    active: true,
  },
  {
    audience: 'amis_pro',
    title: { fr: 'Professionnels : rejoignez les Amis de SAM Pro', nl: 'Professionals: word Vriend van SAM Pro' },
    body: {
      fr: 'Badge sur vos fiches, 20 % de réduction sur les encarts publicitaires et un webinaire par trimestre. L’ordre des résultats ne change jamais.',
      nl: 'Badge op uw fiches, 20 % korting op advertenties en een webinar per kwartaal. De volgorde van de resultaten verandert nooit.',
    },
    cta: '/fr/soutenir-l-asbl/amis-de-sam',
    active: true,
  },
  {
    audience: 'amis_pro',
    title: { fr: 'Engagez votre entreprise', nl: 'Engageer uw bedrijf' },
    body: {
      fr: 'Mécénat, journée solidaire de vos équipes, compétences mises à disposition : construisons ensemble un partenariat utile.',
      nl: 'Mecenaat, een solidaire dag met uw teams, expertise ter beschikking: laten we samen een zinvol partnerschap uitbouwen.',
    },
    cta: '/fr/soutenir-l-asbl/engagement-entreprise',
    active: true,
  },
  {
    audience: 'amis',
    title: { fr: 'Campagne de fin d’année 2025', nl: 'Eindejaarscampagne 2025' },
    body: { fr: 'Merci aux 412 donateurs de la campagne de décembre 2025.', nl: 'Dank aan de 412 schenkers van de campagne van december 2025.' },
    cta: '/fr/soutenir-l-asbl',
    active: false,
  },
];

export type HomepageSeed = {
  homepage_items: Insertable<Database['homepage_items']>[];
  ad_campaigns: Insertable<Database['ad_campaigns']>[];
  amis_panels: Insertable<Database['amis_panels']>[];
};

/** The rows, with ids, dated from the reference instant `ref` (ms since the epoch). */
export function buildHomepageData(ref: number): HomepageSeed {
  const iso = (days: number | null) => (days === null ? null : new Date(ref + days * DAY).toISOString());
  const items = [...ACTUS.map((t) => ['actu', t] as const), ...GUIDE.map((t) => ['guide', t] as const)].map(([kind, t], i) => ({
    id: i + 1,
    kind,
    title_fr: t.title.fr,
    title_nl: t.title.nl,
    body_fr: t.body.fr,
    body_nl: t.body.nl,
    url: t.url,
    image_path: null,
    position: kind === 'guide' ? GUIDE.indexOf(t) + 1 : 0,
    published_at: t.publishedDaysAgo === null ? null : iso(-t.publishedDaysAgo),
  }));
  return {
    homepage_items: items,
    ad_campaigns: CAMPAIGNS.map((c, i) => ({
      id: i + 1,
      placement: 'homepage',
      title_fr: c.title.fr,
      title_nl: c.title.nl,
      text_fr: c.text.fr,
      text_nl: c.text.nl,
      image_path: null,
      url: c.url,
      starts_at: iso(c.startsIn),
      ends_at: iso(c.endsIn),
    })),
    amis_panels: PANELS.map((p, i) => ({
      id: i + 1,
      title_fr: p.title.fr,
      title_nl: p.title.nl,
      body_fr: p.body.fr,
      body_nl: p.body.nl,
      image_path: null,
      cta_url: p.cta,
      audience: p.audience,
      position: i + 1,
      is_active: p.active ? 1 : 0,
    })),
  };
}
