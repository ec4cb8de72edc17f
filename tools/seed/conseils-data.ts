import type { Insertable } from 'kysely';
import type { Database } from '@sam/db';
import { Rng } from './prng';

/**
 * Advice guides of the SAM guide (spec §3 Conseil: tags, besoins and contents), in French and
 * Dutch: practical step-by-step advice for people affected by disability, illness or ageing and
 * their carers in Belgium. Each guide has 2-5 Markdown sections, tags of the directory and the
 * needs (besoins) it answers, which lead to the guided search.
 */

export interface ConseilSection {
  heading_fr: string;
  heading_nl: string;
  body_fr: string;
  body_nl: string;
}

export interface ConseilSeed {
  slug_fr: string;
  slug_nl: string;
  title_fr: string;
  title_nl: string;
  summary_fr: string;
  summary_nl: string;
  sections: ConseilSection[];
  /** Tag slugs (reference-data TAGS). */
  tags: string[];
  /** slug_fr of the needs (reference-data BESOINS). */
  besoins: string[];
}

const section = (heading_fr: string, heading_nl: string, body_fr: string, body_nl: string): ConseilSection => ({ heading_fr, heading_nl, body_fr, body_nl });

export const CONSEILS: readonly ConseilSeed[] = [
  {
    slug_fr: 'preparer-le-retour-a-domicile-apres-une-hospitalisation',
    slug_nl: 'thuiskomen-na-een-ziekenhuisopname',
    title_fr: 'Préparer le retour à domicile après une hospitalisation',
    title_nl: 'Thuiskomen na een ziekenhuisopname voorbereiden',
    summary_fr: 'Une sortie d’hôpital se prépare dès les premiers jours : soins, matériel, aide et sécurité à la maison.',
    summary_nl: 'Een ontslag uit het ziekenhuis bereidt u vanaf de eerste dagen voor: zorg, materiaal, hulp en veiligheid thuis.',
    sections: [
      section('Parler tôt avec le service social', 'Vroeg praten met de sociale dienst',
        'Dès que la date de sortie se dessine, demandez à rencontrer le **service social de l’hôpital**. Il connaît les services de votre région, peut commander du matériel et organiser une concertation avec votre médecin généraliste.',
        'Vraag zodra de ontslagdatum in zicht komt een gesprek met de **sociale dienst van het ziekenhuis**. Die kent de diensten in uw regio, kan materiaal bestellen en overleg organiseren met uw huisarts.'),
      section('Organiser les soins', 'De zorg organiseren',
        '- demandez les prescriptions pour les soins infirmiers et la kinésithérapie à domicile ;\n- vérifiez que votre médecin généraliste a reçu la lettre de sortie ;\n- préparez la liste des médicaments et un pilulier pour la première semaine.',
        '- vraag de voorschriften voor thuisverpleging en kinesitherapie aan huis;\n- controleer of uw huisarts de ontslagbrief ontvangen heeft;\n- maak een lijst van de geneesmiddelen en een pillendoos voor de eerste week.'),
      section('Adapter la maison', 'De woning aanpassen',
        'Un lit médicalisé, une chaise percée ou un cadre de marche se louent auprès de la mutualité ou d’un bandagiste. Dégagez les passages, retirez les tapis et installez le lit au rez-de-chaussée si les escaliers posent problème.',
        'Een hoog-laagbed, een toiletstoel of een looprek kunt u huren bij het ziekenfonds of een bandagist. Maak de doorgangen vrij, haal tapijten weg en zet het bed beneden als de trap een probleem is.'),
      section('Si le retour est trop tôt', 'Als thuiskomen te vroeg is',
        'Un **court séjour** en maison de repos ou un séjour de revalidation peut faire la transition. Parlez-en au médecin de l’hôpital : mieux vaut quelques semaines de transition qu’une nouvelle hospitalisation.',
        'Een **kortverblijf** in een woonzorgcentrum of een revalidatieverblijf kan de overgang maken. Bespreek het met de ziekenhuisarts: beter enkele weken overgang dan een nieuwe opname.'),
    ],
    tags: ['seniors', 'a-domicile'],
    besoins: ['soins-infirmiers-a-domicile', 'materiel-medical', 'court-sejour'],
  },
  {
    slug_fr: 'souffler-quand-on-aide-un-proche',
    slug_nl: 'op-adem-komen-als-mantelzorger',
    title_fr: 'Souffler quand on aide un proche',
    title_nl: 'Op adem komen als mantelzorger',
    summary_fr: 'L’épuisement de l’aidant n’est pas une fatalité : reconnaître les signaux et s’organiser pour tenir dans la durée.',
    summary_nl: 'Uitputting is geen noodlot: de signalen herkennen en zich organiseren om het lang vol te houden.',
    sections: [
      section('Reconnaître les signaux', 'De signalen herkennen',
        'Fatigue qui ne passe pas, sommeil perturbé, irritabilité, isolement, sentiment de culpabilité permanent : ce sont des **signaux d’alerte**. Parlez-en à votre médecin généraliste, qui est aussi votre médecin à vous.',
        'Vermoeidheid die niet overgaat, slecht slapen, prikkelbaarheid, isolement, voortdurend schuldgevoel: het zijn **alarmsignalen**. Bespreek ze met uw huisarts, die ook uw arts is.'),
      section('Partager l’aide', 'De zorg delen',
        'Faites la liste de tout ce que vous faites en une semaine, puis demandez-vous ce qui peut être confié : aux autres membres de la famille, aux voisins, à un service d’aide familiale ou à des bénévoles. Accepter de l’aide n’est pas un échec.',
        'Maak een lijst van alles wat u in een week doet en bekijk wat u kunt doorgeven: aan andere familieleden, buren, een dienst voor gezinszorg of vrijwilligers. Hulp aanvaarden is geen falen.'),
      section('Prendre du répit', 'Respijt nemen',
        'Centre de jour, court séjour, garde à domicile : réservez ces moments **avant** d’être à bout. Utilisez-les pour dormir, voir des amis, ne rien faire.',
        'Dagverzorging, kortverblijf, oppas aan huis: plan deze momenten **voor** u op bent. Gebruik ze om te slapen, vrienden te zien of niets te doen.'),
      section('Ne pas rester seul', 'Niet alleen blijven',
        'Les groupes de parole d’aidants permettent de partager son vécu avec des personnes qui comprennent. Les associations d’aidants proches informent aussi sur le statut d’aidant et le congé.',
        'In praatgroepen voor mantelzorgers deelt u uw ervaringen met mensen die u begrijpen. Mantelzorgverenigingen informeren ook over het statuut en het mantelzorgverlof.'),
    ],
    tags: ['aidants-proches'],
    besoins: ['repit', 'groupes-de-parole', 'reconnaissance-aidant'],
  },
  {
    slug_fr: 'choisir-une-maison-de-repos',
    slug_nl: 'een-woonzorgcentrum-kiezen',
    title_fr: 'Choisir une maison de repos',
    title_nl: 'Een woonzorgcentrum kiezen',
    summary_fr: 'Une décision difficile, à préparer si possible avec la personne concernée : visites, questions à poser, coûts.',
    summary_nl: 'Een moeilijke beslissing, liefst samen met de betrokkene voor te bereiden: bezoeken, vragen, kosten.',
    sections: [
      section('Associer la personne', 'De betrokkene erbij betrekken',
        'Autant que possible, la décision se prend **avec** la personne qui va y vivre. Parlez-en tôt, avant l’urgence, et visitez ensemble.',
        'Zoveel mogelijk beslist u **samen met** de persoon die er zal wonen. Praat er vroeg over, voor er een noodsituatie is, en ga samen op bezoek.'),
      section('Les questions à poser', 'De vragen die u stelt',
        '- quel est le prix de journée et que comprend-il ?\n- comment se passe l’accueil d’une personne désorientée ?\n- quelles activités, quelles sorties ?\n- les familles peuvent-elles venir à tout moment, partager un repas ?\n- qui est le médecin coordinateur ?',
        '- wat is de dagprijs en wat is inbegrepen?\n- hoe worden personen met dementie opgevangen?\n- welke activiteiten en uitstappen zijn er?\n- kan de familie altijd langskomen en mee-eten?\n- wie is de coördinerend arts?'),
      section('Les listes d’attente', 'Wachtlijsten',
        'Inscrivez-vous dans plusieurs établissements. En attendant, un court séjour ou un centre de jour peut soulager, et faire découvrir la vie en collectivité en douceur.',
        'Schrijf u in bij meerdere voorzieningen. Intussen kan een kortverblijf of dagverzorging verlichting brengen en zachtjes laten kennismaken met het leven in groep.'),
    ],
    tags: ['seniors', 'alzheimer'],
    besoins: ['maison-de-repos', 'court-sejour', 'centre-de-jour'],
  },
  {
    slug_fr: 'premiers-pas-apres-le-diagnostic-d-un-enfant',
    slug_nl: 'eerste-stappen-na-de-diagnose-van-uw-kind',
    title_fr: 'Les premiers pas après le diagnostic de votre enfant',
    title_nl: 'De eerste stappen na de diagnose van uw kind',
    summary_fr: 'Autisme, trisomie, maladie rare : après l’annonce, les démarches utiles et les personnes qui peuvent vous épauler.',
    summary_nl: 'Autisme, syndroom van Down, een zeldzame ziekte: na de diagnose de nuttige stappen en de mensen die u kunnen steunen.',
    sections: [
      section('Prendre le temps', 'De tijd nemen',
        'L’annonce d’un diagnostic bouleverse. Il est normal d’avoir besoin de temps. Notez vos questions pour les rendez-vous médicaux et n’hésitez pas à demander une explication plus simple.',
        'Een diagnose zet alles op zijn kop. Het is normaal dat u tijd nodig hebt. Schrijf uw vragen op voor de medische afspraken en vraag gerust om een eenvoudigere uitleg.'),
      section('Les droits à demander', 'De rechten die u aanvraagt',
        '- le supplément d’allocations familiales pour enfant atteint d’une affection ;\n- une reconnaissance auprès de l’AVIQ, de PHARE ou du VAPH pour l’accès aux services ;\n- le statut d’aidant proche pour le parent qui réduit son travail.',
        '- de zorgtoeslag van het Groeipakket;\n- een erkenning bij het VAPH, het AVIQ of PHARE voor toegang tot ondersteuning;\n- het statuut van mantelzorger voor de ouder die minder gaat werken.'),
      section('Les accompagnements', 'De begeleiding',
        'Les services d’aide précoce accompagnent les familles à domicile, dès la petite enfance. Les associations de parents, souvent par type de handicap, sont une source précieuse de conseils et d’entraide.',
        'Diensten voor thuisbegeleiding ondersteunen gezinnen aan huis, al vanaf jonge leeftijd. Ouderverenigingen, vaak per type beperking, zijn een waardevolle bron van advies en steun.'),
      section('Penser à l’école', 'Aan school denken',
        'Le centre PMS (CLB en Flandre) vous aide à choisir entre l’enseignement ordinaire avec aménagements et l’enseignement spécialisé. Prenez contact un an avant l’entrée à l’école.',
        'Het CLB helpt u kiezen tussen gewoon onderwijs met aanpassingen en buitengewoon onderwijs. Neem een jaar voor de start op school contact op.'),
    ],
    tags: ['enfants', 'autisme', 'trisomie-21', 'maladies-rares'],
    besoins: ['reconnaissance-handicap', 'allocations', 'enseignement-specialise'],
  },
  {
    slug_fr: 'vivre-a-domicile-avec-la-maladie-d-alzheimer',
    slug_nl: 'thuis-wonen-met-dementie',
    title_fr: 'Vivre à domicile avec la maladie d’Alzheimer',
    title_nl: 'Thuis wonen met dementie',
    summary_fr: 'Sécurité, repères, aide au quotidien et soutien de l’aidant : rester chez soi le plus longtemps possible.',
    summary_nl: 'Veiligheid, houvast, hulp in het dagelijks leven en steun voor de mantelzorger: zo lang mogelijk thuis blijven.',
    sections: [
      section('Des repères simples', 'Eenvoudige houvast',
        'Une routine stable rassure. Un grand calendrier, des étiquettes sur les placards, des photos des proches avec leur prénom aident à s’orienter. Laissez la personne faire ce qu’elle peut encore faire, même lentement.',
        'Een vaste dagindeling stelt gerust. Een grote kalender, etiketten op de kasten en foto’s van naasten met hun naam helpen bij de oriëntatie. Laat de persoon doen wat hij nog kan, ook als het traag gaat.'),
      section('La sécurité', 'Veiligheid',
        '- une télévigilance, éventuellement avec détection de sortie ;\n- une cuisinière avec coupure automatique ;\n- un bracelet avec vos coordonnées en cas d’errance ;\n- une boîte à clés pour les soignants.',
        '- een personenalarm, eventueel met een melding bij het verlaten van de woning;\n- een kookplaat die automatisch uitschakelt;\n- een armband met uw gegevens voor het geval de persoon verdwaalt;\n- een sleutelkluisje voor de zorgverleners.'),
      section('L’aide au quotidien', 'Hulp in het dagelijks leven',
        'Aide familiale, centre de jour spécialisé, soins infirmiers : une coordination de soins à domicile les organise avec vous. Pensez au mandat de protection tant que la personne peut encore exprimer ses choix.',
        'Gezinszorg, een gespecialiseerd dagverzorgingscentrum, thuisverpleging: een zorgoverleg brengt alles samen. Denk aan een zorgvolmacht zolang de persoon nog zelf kan kiezen.'),
    ],
    tags: ['alzheimer', 'seniors', 'aidants-proches'],
    besoins: ['televigilance', 'aide-familiale', 'centre-de-jour', 'protection-juridique'],
  },
  {
    slug_fr: 'bien-choisir-son-fauteuil-roulant',
    slug_nl: 'de-juiste-rolstoel-kiezen',
    title_fr: 'Bien choisir son fauteuil roulant',
    title_nl: 'De juiste rolstoel kiezen',
    summary_fr: 'Manuel ou électrique, pliant ou rigide : les bonnes questions avant l’essai, et le chemin du remboursement.',
    summary_nl: 'Manueel of elektrisch, plooibaar of vast: de juiste vragen voor de proef, en de weg naar terugbetaling.',
    sections: [
      section('Partir de votre quotidien', 'Vertrekken van uw dagelijks leven',
        'Où allez-vous rouler : à l’intérieur, en ville, sur des chemins ? Comment le transportez-vous ? Combien d’heures y passez-vous par jour ? Ces réponses comptent plus que le catalogue.',
        'Waar gaat u rijden: binnen, in de stad, op wegen en paden? Hoe vervoert u hem? Hoeveel uur zit u er per dag in? Die antwoorden zijn belangrijker dan de catalogus.'),
      section('Essayer', 'Uitproberen',
        'Demandez un essai de plusieurs jours, chez vous. Un ergothérapeute vérifie la largeur d’assise, la hauteur des accoudoirs, le coussin (prévention des escarres) et votre position.',
        'Vraag een proefperiode van enkele dagen, thuis. Een ergotherapeut controleert de zitbreedte, de hoogte van de armsteunen, het kussen (preventie van doorligwonden) en uw houding.'),
      section('Le remboursement', 'De terugbetaling',
        'Le médecin rédige une prescription, le bandagiste agréé constitue le dossier et l’envoie à la mutualité. Attendez l’accord avant l’achat. Le renouvellement est possible après un délai minimum, plus court pour les enfants qui grandissent.',
        'De arts schrijft een voorschrift, de erkende bandagist stelt het dossier samen en stuurt het naar het ziekenfonds. Wacht op het akkoord voor u koopt. Een vernieuwing kan na een minimumtermijn, korter voor kinderen die groeien.'),
    ],
    tags: ['handicap-moteur', 'remboursement-mutuelle'],
    besoins: ['fauteuil-roulant', 'adaptation-du-logement'],
  },
  {
    slug_fr: 'voyager-en-train-avec-un-handicap',
    slug_nl: 'met-de-trein-op-stap-met-een-beperking',
    title_fr: 'Prendre le train avec un handicap, pas à pas',
    title_nl: 'Met de trein op stap met een beperking, stap voor stap',
    summary_fr: 'Réserver l’assistance, voyager accompagné gratuitement et préparer un trajet sans mauvaise surprise.',
    summary_nl: 'Assistentie reserveren, gratis met een begeleider reizen en een reis zonder verrassingen voorbereiden.',
    sections: [
      section('Avant le départ', 'Voor vertrek',
        'Vérifiez l’accessibilité des gares de départ et d’arrivée, puis réservez l’**assistance** auprès de la SNCB. Indiquez votre aide à la mobilité (fauteuil manuel ou électrique, scooter) et si vous voyagez avec un chien d’assistance.',
        'Controleer de toegankelijkheid van de vertrek- en aankomststations en reserveer dan de **assistentie** bij de NMBS. Vermeld uw mobiliteitshulpmiddel (manuele of elektrische rolstoel, scooter) en of u met een assistentiehond reist.'),
      section('Le jour du voyage', 'Op de dag van de reis',
        'Présentez-vous au point de rendez-vous un peu en avance. L’agent installe la rampe, vous accompagne à votre place et prévient la gare d’arrivée. En cas de retard, signalez-le au contact center.',
        'Kom wat vroeger naar het ontmoetingspunt. De medewerker plaatst de oprijplaat, begeleidt u naar uw plaats en verwittigt het aankomststation. Bij vertraging verwittigt u het contactcenter.'),
      section('Voyager accompagné', 'Met een begeleider reizen',
        'Avec la carte d’accompagnateur gratuit, la personne qui vous aide voyage sans payer. Pour un voyage à l’étranger, prévoyez plus de temps : chaque compagnie a ses propres règles de réservation.',
        'Met de kaart kosteloze begeleider reist uw begeleider gratis. Voor een reis naar het buitenland plant u meer tijd in: elke maatschappij heeft eigen regels om te reserveren.'),
    ],
    tags: ['handicap-moteur', 'handicap-visuel', 'chiens-d-assistance'],
    besoins: ['transport-adapte', 'accompagnement-deplacements', 'vacances-adaptees'],
  },
  {
    slug_fr: 'demander-les-allocations-aux-personnes-handicapees',
    slug_nl: 'tegemoetkomingen-voor-personen-met-een-handicap-aanvragen',
    title_fr: 'Demander les allocations aux personnes handicapées',
    title_nl: 'Tegemoetkomingen voor personen met een handicap aanvragen',
    summary_fr: 'Préparer son dossier, décrire son quotidien, comprendre la décision et réagir en cas de refus.',
    summary_nl: 'Uw dossier voorbereiden, uw dagelijks leven beschrijven, de beslissing begrijpen en reageren bij een weigering.',
    sections: [
      section('Préparer le dossier', 'Het dossier voorbereiden',
        'Rassemblez les rapports médicaux récents de vos spécialistes et de votre généraliste. Plus ils décrivent concrètement vos **limitations** (marcher, s’habiller, cuisiner), mieux l’évaluation reflétera votre réalité.',
        'Verzamel recente medische verslagen van uw specialisten en uw huisarts. Hoe concreter ze uw **beperkingen** beschrijven (stappen, zich aankleden, koken), hoe beter de evaluatie uw werkelijkheid weergeeft.'),
      section('L’examen médical', 'Het medisch onderzoek',
        'Décrivez une journée ordinaire, y compris les mauvais jours. Ne minimisez pas vos difficultés par pudeur. Vous pouvez vous faire accompagner par un proche.',
        'Beschrijf een gewone dag, ook de slechte dagen. Minimaliseer uw moeilijkheden niet uit schaamte. U mag zich laten vergezellen door een naaste.'),
      section('Après la décision', 'Na de beslissing',
        '- vérifiez les points attribués et la date de début ;\n- en cas de désaccord, un recours est possible devant le tribunal du travail dans les trois mois ;\n- une permanence juridique ou le service social de votre mutualité peut vous aider gratuitement.',
        '- controleer de toegekende punten en de begindatum;\n- bent u het niet eens, dan kunt u binnen drie maanden in beroep gaan bij de arbeidsrechtbank;\n- een juridische permanentie of de sociale dienst van uw ziekenfonds helpt u gratis.'),
    ],
    tags: ['adultes', 'premier-entretien-gratuit'],
    besoins: ['allocations', 'reconnaissance-handicap', 'conseil-juridique'],
  },
  {
    slug_fr: 'proteger-un-proche-vulnerable',
    slug_nl: 'een-kwetsbare-naaste-beschermen',
    title_fr: 'Protéger un proche qui ne peut plus gérer ses affaires',
    title_nl: 'Een naaste beschermen die zijn zaken niet meer kan regelen',
    summary_fr: 'Mandat, administrateur, personne de confiance : choisir la protection la plus légère qui suffit.',
    summary_nl: 'Zorgvolmacht, bewindvoerder, vertrouwenspersoon: kiezen voor de lichtste bescherming die volstaat.',
    sections: [
      section('Repérer le moment', 'Het juiste moment herkennen',
        'Factures impayées, achats inhabituels, démarchage abusif, oublis répétés : ces signes montrent qu’une protection devient nécessaire. Parlez-en d’abord avec la personne.',
        'Onbetaalde facturen, ongewone aankopen, misbruik door verkopers, herhaalde vergeetachtigheid: die signalen tonen dat bescherming nodig wordt. Praat er eerst met de persoon over.'),
      section('La solution la plus légère', 'De lichtste oplossing',
        'Si la personne peut encore exprimer sa volonté, un **mandat de protection** enregistré lui permet de choisir elle-même qui l’aidera. Sinon, le juge de paix désigne un administrateur, pour les seuls actes nécessaires.',
        'Kan de persoon nog zijn wil uiten, dan kiest hij met een geregistreerde **zorgvolmacht** zelf wie hem zal helpen. Anders stelt de vrederechter een bewindvoerder aan, alleen voor de nodige handelingen.'),
      section('Être administrateur familial', 'Bewindvoerder in de familie',
        'Un membre de la famille peut être désigné. Il tient une comptabilité, rend un rapport annuel au juge et associe la personne protégée aux décisions. Des formations et guides existent pour s’y préparer.',
        'Een familielid kan aangesteld worden. Hij houdt een boekhouding bij, legt elk jaar verslag af aan de rechter en betrekt de beschermde persoon bij de beslissingen. Er bestaan opleidingen en gidsen om u voor te bereiden.'),
    ],
    tags: ['alzheimer', 'deficience-intellectuelle', 'aidants-proches'],
    besoins: ['protection-juridique', 'conseil-juridique'],
  },
  {
    slug_fr: 'garder-son-emploi-avec-une-maladie-chronique',
    slug_nl: 'aan-het-werk-blijven-met-een-chronische-ziekte',
    title_fr: 'Garder son emploi avec une maladie chronique',
    title_nl: 'Aan het werk blijven met een chronische ziekte',
    summary_fr: 'Sclérose en plaques, cancer, diabète : en parler ou non, demander des aménagements, reprendre à son rythme.',
    summary_nl: 'Multiple sclerose, kanker, diabetes: er al dan niet over praten, aanpassingen vragen, op eigen ritme hervatten.',
    sections: [
      section('En parler, ou pas', 'Erover praten, of niet',
        'Vous n’êtes pas obligé de révéler votre diagnostic à votre employeur. Parler de vos **besoins** concrets (pauses, télétravail, horaires) suffit souvent pour obtenir des aménagements.',
        'U bent niet verplicht uw diagnose aan uw werkgever te vertellen. Praten over uw concrete **noden** (pauzes, thuiswerk, uurrooster) volstaat vaak om aanpassingen te krijgen.'),
      section('Les aménagements possibles', 'Mogelijke aanpassingen',
        '- horaires flexibles ou temps partiel ;\n- télétravail certains jours ;\n- poste de travail ergonomique, logiciel adapté ;\n- répartition différente des tâches dans l’équipe.',
        '- flexibele uren of deeltijds werk;\n- thuiswerk op sommige dagen;\n- een ergonomische werkplek, aangepaste software;\n- een andere taakverdeling in het team.'),
      section('Après un arrêt', 'Na een afwezigheid',
        'La reprise progressive, avec l’accord du médecin-conseil de la mutualité, permet de retravailler à temps partiel en gardant une partie de ses indemnités. Le médecin du travail peut proposer un plan de réintégration.',
        'Met een progressieve werkhervatting, met akkoord van de adviserend arts, werkt u deeltijds en behoudt u een deel van uw uitkering. De arbeidsarts kan een re-integratieplan voorstellen.'),
    ],
    tags: ['sclerose-en-plaques', 'cancer', 'diabete', 'adultes'],
    besoins: ['amenagement-poste', 'recherche-emploi'],
  },
  {
    slug_fr: 'accompagner-un-proche-en-fin-de-vie',
    slug_nl: 'een-naaste-begeleiden-bij-het-levenseinde',
    title_fr: 'Accompagner un proche en fin de vie',
    title_nl: 'Een naaste begeleiden bij het levenseinde',
    summary_fr: 'Soins palliatifs à domicile, congé pour les proches, soutien dans le deuil : vous n’êtes pas seul.',
    summary_nl: 'Palliatieve zorg thuis, verlof voor de naasten, steun bij rouw: u staat er niet alleen voor.',
    sections: [
      section('Respecter les volontés', 'De wensen respecteren',
        'Si possible, parlez ensemble de ce qui compte : le lieu de fin de vie, les traitements souhaités ou non, les personnes à prévenir. Le médecin généraliste peut noter ces souhaits.',
        'Praat, als het kan, samen over wat belangrijk is: waar iemand wil sterven, welke behandelingen wel of niet, wie verwittigd moet worden. De huisarts kan die wensen noteren.'),
      section('Les soins palliatifs à la maison', 'Palliatieve zorg thuis',
        'Avec le **statut palliatif**, les soins du généraliste, de l’infirmier et du kiné sont gratuits, et une équipe spécialisée soutient la famille jour et nuit. Les bénévoles des plates-formes palliatives peuvent assurer une présence.',
        'Met het **palliatief statuut** is de zorg van huisarts, verpleegkundige en kine gratis, en een gespecialiseerd team steunt de familie dag en nacht. Vrijwilligers van de palliatieve netwerken kunnen aanwezig zijn.'),
      section('Prendre soin de soi', 'Voor uzelf zorgen',
        'Le congé pour soins palliatifs permet de se libérer. Après le décès, des groupes de parole et des consultations spécialisées accompagnent le deuil, souvent gratuitement.',
        'Met palliatief verlof maakt u zich vrij. Na het overlijden begeleiden praatgroepen en gespecialiseerde consultaties de rouw, vaak gratis.'),
    ],
    tags: ['fin-de-vie', 'aidants-proches', 'a-domicile'],
    besoins: ['soins-palliatifs', 'groupes-de-parole'],
  },
  {
    slug_fr: 'adapter-sa-salle-de-bain',
    slug_nl: 'de-badkamer-aanpassen',
    title_fr: 'Adapter sa salle de bain pour éviter les chutes',
    title_nl: 'De badkamer aanpassen om vallen te voorkomen',
    summary_fr: 'La salle de bain est la pièce la plus dangereuse de la maison. Quelques aménagements font une grande différence.',
    summary_nl: 'De badkamer is de gevaarlijkste kamer van het huis. Enkele aanpassingen maken een groot verschil.',
    sections: [
      section('Les petits aménagements', 'Kleine aanpassingen',
        '- des barres d’appui près de la toilette et dans la douche ;\n- un tapis antidérapant et un siège de douche ;\n- un rehausseur de toilette ;\n- un éclairage de nuit entre la chambre et la salle de bain.',
        '- handgrepen bij het toilet en in de douche;\n- een antislipmat en een douchestoel;\n- een toiletverhoger;\n- nachtverlichting tussen slaapkamer en badkamer.'),
      section('Les travaux plus importants', 'Grotere werken',
        'Remplacer la baignoire par une douche de plain-pied, élargir la porte, installer un lavabo accessible en fauteuil : faites d’abord évaluer les besoins par un ergothérapeute, puis demandez plusieurs devis.',
        'Het bad vervangen door een inloopdouche, de deur verbreden, een wastafel die onderrijdbaar is: laat eerst een ergotherapeut de noden bekijken en vraag dan meerdere offertes.'),
      section('Les aides financières', 'Financiële steun',
        'Les organismes régionaux (AVIQ, PHARE, VAPH), les primes à la rénovation et certaines mutualités interviennent. Introduisez les demandes avant de commencer les travaux.',
        'De regionale agentschappen (VAPH, AVIQ, PHARE), renovatiepremies en sommige ziekenfondsen komen tussen. Dien de aanvragen in voor de werken beginnen.'),
    ],
    tags: ['seniors', 'handicap-moteur'],
    besoins: ['adaptation-du-logement', 'materiel-medical'],
  },
  {
    slug_fr: 'partir-en-vacances-adaptees',
    slug_nl: 'op-aangepaste-vakantie-gaan',
    title_fr: 'Partir en vacances adaptées',
    title_nl: 'Op aangepaste vakantie gaan',
    summary_fr: 'Séjours accompagnés, hébergements accessibles, vacances pour l’aidant et l’aidé : partir reste possible.',
    summary_nl: 'Begeleide reizen, toegankelijke logies, vakantie voor mantelzorger en zorgbehoevende: op reis gaan blijft mogelijk.',
    sections: [
      section('Choisir la formule', 'De formule kiezen',
        'Séjour organisé par une association avec des accompagnateurs formés, gîte accessible en autonomie, ou séjour de répit où l’aidant et la personne aidée partent ensemble mais sont soutenus sur place.',
        'Een reis met opgeleide begeleiders van een vereniging, een toegankelijk vakantiehuis op eigen houtje, of een respijtverblijf waar mantelzorger en zorgbehoevende samen vertrekken en ter plaatse ondersteund worden.'),
      section('Vérifier l’accessibilité', 'De toegankelijkheid controleren',
        'Demandez des photos de la chambre et de la salle de bain, la largeur des portes, la présence d’un lit médicalisé. Les labels d’accessibilité régionaux donnent des informations vérifiées.',
        'Vraag foto’s van de kamer en de badkamer, de breedte van de deuren, of er een hoog-laagbed is. Regionale toegankelijkheidslabels geven gecontroleerde informatie.'),
      section('Le financement', 'De financiering',
        'Certaines mutualités remboursent une partie des séjours adaptés ou de répit, et des fonds d’associations aident les familles aux revenus modestes.',
        'Sommige ziekenfondsen betalen een deel van aangepaste vakanties of respijtverblijven terug, en fondsen van verenigingen helpen gezinnen met een bescheiden inkomen.'),
    ],
    tags: ['vacances', 'accessible-pmr', 'aidants-proches'],
    besoins: ['vacances-adaptees', 'repit'],
  },
  {
    slug_fr: 'gerer-son-budget-quand-les-revenus-baissent',
    slug_nl: 'uw-budget-beheren-als-uw-inkomen-daalt',
    title_fr: 'Gérer son budget quand la maladie fait baisser les revenus',
    title_nl: 'Uw budget beheren als ziekte uw inkomen doet dalen',
    summary_fr: 'Vérifier ses droits, réduire les factures, demander de l’aide avant que les dettes s’accumulent.',
    summary_nl: 'Uw rechten nagaan, facturen verlagen, hulp vragen voor de schulden oplopen.',
    sections: [
      section('Vérifier tous ses droits', 'Al uw rechten nagaan',
        'Intervention majorée, maximum à facturer, tarif social de l’énergie, allocations : beaucoup de droits ne sont pas automatiques. Une visite au service social de la mutualité ou du CPAS permet souvent de récupérer plusieurs centaines d’euros par an.',
        'Verhoogde tegemoetkoming, maximumfactuur, sociaal energietarief, tegemoetkomingen: veel rechten zijn niet automatisch. Een bezoek aan de sociale dienst van het ziekenfonds of het OCMW levert vaak honderden euro’s per jaar op.'),
      section('Faire le point', 'Een overzicht maken',
        'Notez pendant un mois toutes les rentrées et dépenses. Repérez les abonnements inutiles, et demandez des plans de paiement **avant** les rappels : les créanciers acceptent plus facilement.',
        'Noteer een maand lang alle inkomsten en uitgaven. Zoek overbodige abonnementen en vraag een afbetalingsplan **voor** de herinneringen komen: schuldeisers gaan daar makkelijker op in.'),
      section('Demander de l’aide', 'Hulp vragen',
        'Si les dettes s’accumulent, un service de médiation de dettes agréé négocie gratuitement avec les créanciers. Il n’y a aucune honte à le faire : la maladie est une cause fréquente de surendettement.',
        'Lopen de schulden op, dan onderhandelt een erkende dienst voor schuldbemiddeling gratis met de schuldeisers. Daar is niets beschamends aan: ziekte is een vaak voorkomende oorzaak van overmatige schulden.'),
    ],
    tags: ['adultes', 'premier-entretien-gratuit'],
    besoins: ['mediation-de-dettes', 'allocations'],
  },
];

export interface ConseilsSeedData {
  conseils: Insertable<Database['conseils']>[];
  conseil_contents: Insertable<Database['conseil_contents']>[];
  conseil_tags: Insertable<Database['conseil_tags']>[];
  conseil_besoins: Insertable<Database['conseil_besoins']>[];
}

const DAY = 86_400_000;

/**
 * The guides with fixed ids (their order above), their sections, tags and needs. Tags and needs
 * are resolved against the rows the seed already built, by slug.
 */
export function buildConseilsData(input: {
  seed: number;
  ref: number;
  tags: readonly { id?: number; slug: string }[];
  besoins: readonly { id?: number; slug_fr: string }[];
}): ConseilsSeedData {
  const rng = new Rng((input.seed * 5347 + 27_183) >>> 0);
  const tagId = new Map(input.tags.map((t) => [t.slug, t.id]));
  const besoinId = new Map(input.besoins.map((b) => [b.slug_fr, b.id]));
  const resolve = (map: Map<string, number | undefined>, key: string, what: string, guide: string): number => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`conseil ${guide}: unknown ${what} ${key}`);
    return id;
  };
  const second = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();
  const data: ConseilsSeedData = { conseils: [], conseil_contents: [], conseil_tags: [], conseil_besoins: [] };
  CONSEILS.forEach(({ sections, tags, besoins, ...conseil }, i) => {
    const id = i + 1;
    const published = input.ref - rng.int(10, 700) * DAY - rng.int(0, 86_399) * 1000;
    data.conseils.push({ id, ...conseil, published_at: second(published), updated_at: second(published + rng.next() * (input.ref - published)) });
    sections.forEach((s, j) => {
      data.conseil_contents.push({ id: data.conseil_contents.length + 1, conseil_id: id, position: j + 1, ...s });
    });
    for (const slug of tags) data.conseil_tags.push({ conseil_id: id, tag_id: resolve(tagId, slug, 'tag', conseil.slug_fr) });
    for (const slug of besoins) data.conseil_besoins.push({ conseil_id: id, besoin_id: resolve(besoinId, slug, 'need', conseil.slug_fr) });
  });
  return data;
}
