// A vocabulary sweep independent of any labelled set (issue 22, session 23): for about thirty of the largest
// non-software industries, the titles a roster of a 50–500 person company in that sector carries, from the front line to
// its leadership, in English, German, French, Spanish, Portuguese and Dutch as those countries write them, with the area
// and the rung a careful reader gives them. Written from general knowledge of each trade, not from any fixture set.
//
// One row a line: `title | rung | area`. Rungs are coarse classes of the ladder (criteria.ts LEVELS):
//   ic = intern / entry / senior, lead = team lead / tech lead, mgr = manager / senior manager,
//   head = head / director / VP / SVP, top = C-level / owner, partner = partner; "a/b" accepts either.
// The area is the function or area a persona about that sector's people would name (areaCovers: the area itself, its
// function, or an area it also counts as).

export const SECTOR_TITLES: Record<string, string> = {
  hospitals: `
Staff Nurse | ic | nursing
Registered Nurse | ic | nursing
Charge Nurse | ic/lead | nursing
Ward Manager | mgr | nursing
Director of Nursing | head/top | nursing
Healthcare Assistant | ic | care
Consultant Physician | ic | medical
Junior Doctor | ic | medical
Medical Director | head/top | medical
Physiotherapist | ic | health
Radiographer | ic | health
Midwife | ic | health
Paramedic | ic | health
Hospital Pharmacist | ic | health
Gesundheits- und Krankenpflegerin | ic | nursing
Pflegefachkraft | ic | nursing
Stationsleitung | mgr | nursing
Pflegedienstleitung | head/top | nursing
Pflegehelferin | ic | care
Assistenzärztin | ic | medical
Oberarzt | ic/lead | medical
Chefarzt Kardiologie | head | medical
Infirmière | ic | nursing
Aide-soignante | ic | care
Cadre de santé | mgr | nursing
Directrice des soins | head/top | nursing
Médecin urgentiste | ic | medical
Chef de service pneumologie | head | medical
Enfermera | ic | nursing
Supervisora de Enfermería | lead/mgr | nursing
Técnico en Cuidados Auxiliares de Enfermería | ic | care
Médico Adjunto | ic | medical
Jefe de Servicio de Cardiología | head | medical
Enfermeira | ic | nursing
Técnica de Enfermagem | ic | nursing/care
Coordenadora de Enfermagem | lead/mgr | nursing
Médico Plantonista | ic | medical
Diretor Clínico | head/top | medical
Verpleegkundige | ic | nursing
Verzorgende IG | ic | care
Teamleider Verpleging | lead | nursing
Medisch Specialist | ic | medical
Arts-assistent | ic | medical
`,
  universities: `
Lecturer | ic | education
Senior Lecturer | ic | education
Professor of Economics | ic | education
Associate Professor | ic | education
Head of Department (Chemistry) | head/mgr | education
Dean of the Faculty of Law | head | education
Postdoctoral Researcher | ic | scientific_research
Research Fellow | ic | scientific_research
Registrar | head/mgr/ic | office
Admissions Officer | ic | office
Provost | head/top | education
Vice-Chancellor | top/head | education/general_management
Wissenschaftlicher Mitarbeiter | ic | scientific_research
Professorin für Informatik | ic | education
Dekan | head | education
Studiendekanin | head | education
Maître de conférences | ic | education
Doyen de la faculté des sciences | head | education
Enseignant-chercheur | ic | education
Profesor Titular de Universidad | ic | education
Decano de la Facultad de Medicina | head | education
Investigador Postdoctoral | ic | scientific_research
Professora Adjunta | ic | education
Coordenador de Curso | mgr/head/lead | education
Universitair Docent | ic | education
Hoogleraar | ic | education
Decaan | head | education
Promovendus | ic | scientific_research
`,
  schools: `
Teacher | ic | education
Primary School Teacher | ic | education
Head of Maths | mgr/head/lead | education
Teaching Assistant | ic | education
Headteacher | head | education
Deputy Headteacher | head | education
SENCO | ic/lead/mgr | education
School Business Manager | ic/mgr | office
Lehrerin | ic | education
Grundschullehrer | ic | education
Schulleiterin | head | education
Konrektor | head | education
Professeur des écoles | ic | education
Professeure de mathématiques | ic | education
Directeur d'école | head | education
Proviseur adjoint | head | education
Maestra de Educación Primaria | ic | education
Profesor de Secundaria | ic | education
Jefe de Estudios | head/mgr | education
Directora de Colegio | head | education
Professora do Ensino Fundamental | ic | education
Coordenadora Pedagógica | mgr/head/lead | education
Diretora Escolar | head | education
Leerkracht basisonderwijs | ic | education
Docent Nederlands | ic | education
Schoolleider | head | education
Adjunct-directeur basisschool | head | education
`,
  government: `
Policy Officer | ic | public_policy
Senior Policy Adviser | ic | public_policy
Head of Policy | head | public_policy
Planning Officer | ic | public_service
Building Control Surveyor | ic | inspection
Environmental Health Officer | ic | inspection
Revenues and Benefits Officer | ic | public_service
Chief Executive (Council) | top | general_management
Referent | ic | public_policy
Referatsleiter | head/mgr | public_policy
Sachbearbeiterin Bauamt | ic | public_service
Amtsleiter | head | public_service
Chargé de mission | ic | public_policy
Attaché territorial | ic | public_service
Directeur général des services | top/head | general_management
Técnico de Administración General | ic | public_service
Jefe de Servicio de Urbanismo | head | public_service
Analista de Políticas Públicas | ic | public_policy
Servidor Público | ic | public_service
Beleidsmedewerker | ic | public_policy
Beleidsadviseur | ic | public_policy
Afdelingshoofd Ruimtelijke Ordening | head/mgr | public_service
Gemeentesecretaris | top | general_management
`,
  construction: `
Site Manager | mgr | construction
Project Manager (Construction) | mgr/ic | construction
Foreman | lead | construction
Quantity Surveyor | ic | cost_management
Estimator | ic | estimating
Site Engineer | ic | construction
Construction Director | head | construction
Carpenter | ic | construction
Bricklayer | ic | construction
Bauleiter | mgr | construction
Polier | lead | construction
Oberbauleiter | mgr | construction
Kalkulator | ic | estimating
Maurer | ic | construction
Conducteur de travaux | mgr | construction
Chef de chantier | lead | construction
Chef d'équipe maçonnerie | lead | construction
Directeur de travaux | head/mgr | construction
Maçon | ic | construction
Jefe de Obra | mgr | construction
Encargado de Obra | lead | construction
Albañil | ic | construction
Engenheiro de Obras | mgr/ic | construction
Mestre de Obras | lead/mgr | construction
Pedreiro | ic | construction
Uitvoerder | mgr | construction
Werkvoorbereider | ic | construction
Calculator | ic | estimating
Timmerman | ic | construction
`,
  property: `
Property Manager | ic/mgr | property_management
Lettings Negotiator | ic | property_management
Block Manager | ic/mgr | property_management
Caretaker | ic | facilities
Estate Manager | ic/mgr | property_management
Facilities Manager | mgr | facilities
Asset Manager (Real Estate) | ic/mgr | asset_management
Immobilienverwalterin | ic | property_management
Hausverwalter | ic | property_management
WEG-Verwalter | ic | property_management
Hausmeister | ic | facilities
Objektbetreuer | ic | property_management
Gestionnaire de copropriété | ic | property_management
Gestionnaire locatif | ic | property_management
Gardien d'immeuble | ic | facilities
Syndic de copropriété | ic/mgr/top | property_management
Administrador de Fincas | ic/top | property_management
Gestor de Patrimonio Inmobiliario | ic | asset_management/property_management
Conserje | ic | facilities
Síndico | ic | property_management
Administradora de Condomínios | ic | property_management
Zelador | ic | facilities
Vastgoedbeheerder | ic | property_management
Woonconsulent | ic | property_management
Huismeester | ic | facilities
Beheerder VvE | ic | property_management
`,
  retail: `
Store Manager | mgr | retail
Assistant Store Manager | lead | retail
Sales Assistant | ic | retail/sales
Cashier | ic | retail
Area Manager | mgr | retail
Visual Merchandiser | ic | retail/marketing/design/visual_merchandising
Stock Controller | ic | retail/logistics
Buyer | ic | procurement
Filialleiterin | mgr | retail
Verkäuferin | ic | retail
Kassiererin | ic | retail
Marktleiter | mgr | retail
Directeur de magasin | mgr | retail
Chef de rayon | lead | retail
Hôtesse de caisse | ic | retail
Employé libre-service | ic | retail
Encargado de Tienda | mgr/lead | retail
Dependienta | ic | retail
Cajera | ic | retail
Reponedor | ic | retail
Gerente de Loja | mgr | retail
Operadora de Caixa | ic | retail
Vendedora | ic | retail/sales
Repositor | ic | retail
Filiaalmanager | mgr | retail
Verkoopmedewerker | ic | retail/sales
Kassamedewerker | ic | retail
Vakkenvuller | ic | retail
`,
  banking: `
Bank Teller | ic | customer_support
Personal Banker | ic | account_management
Relationship Manager | ic | account_management
Branch Manager | mgr | branch_network
Credit Analyst | ic | lending
Loan Officer | ic | lending
Risk Manager | ic/mgr | risk
Compliance Officer | ic | compliance
Bankkaufmann | ic | finance/account_management/customer_support
Kundenberaterin Privatkunden | ic | account_management
Filialdirektor | mgr/head | branch_network
Kreditsachbearbeiter | ic | lending
Conseiller clientèle particuliers | ic | account_management
Directeur d'agence bancaire | mgr | branch_network
Analyste crédit | ic | lending
Gestor Comercial | ic | account_management/sales
Director de Oficina | mgr | branch_network
Analista de Riesgos | ic | risk
Gerente de Agência | mgr | branch_network
Gerente de Relacionamento | ic | account_management
Caixa Bancário | ic | customer_support
Accountmanager Zakelijk | ic | account_management
Kredietanalist | ic | lending
Kantoordirecteur | mgr/head | branch_network
`,
  insurance: `
Underwriter | ic | underwriting
Senior Underwriter | ic | underwriting
Claims Handler | ic | claims
Loss Adjuster | ic | claims
Claims Manager | mgr | claims
Actuary | ic | actuarial
Insurance Broker | ic | sales
Head of Underwriting | head | underwriting
Schadenregulierer | ic | claims
Schadensachbearbeiterin | ic | claims
Underwriterin | ic | underwriting
Aktuar | ic | actuarial
Versicherungsvertreter | ic | sales
Gestionnaire sinistres | ic | claims
Souscripteur | ic | underwriting
Actuaire | ic | actuarial
Agent général d'assurance | ic/top | sales
Tramitador de Siniestros | ic | claims
Suscriptor de Riesgos | ic | underwriting
Perito de Seguros | ic | claims
Analista de Sinistros | ic | claims
Subscritor | ic | underwriting
Corretor de Seguros | ic | sales
Schadebehandelaar | ic | claims
Acceptant | ic | underwriting
Actuaris | ic | actuarial
`,
  machinery: `
Production Operator | ic | manufacturing
Machine Operator | ic | manufacturing
CNC Machinist | ic | manufacturing
Production Supervisor | lead | manufacturing
Production Manager | mgr | manufacturing
Plant Manager | mgr/head | manufacturing
Maintenance Technician | ic | maintenance
Quality Inspector | ic | quality/manufacturing
Welder | ic | manufacturing
Assembly Technician | ic | manufacturing
Process Engineer | ic | engineering/manufacturing
Mechanical Design Engineer | ic | engineering
Zerspanungsmechaniker | ic | manufacturing
Industriemechanikerin | ic | manufacturing/maintenance
Maschinenbediener | ic | manufacturing
Schichtleiter Produktion | lead | manufacturing
Produktionsleiter | head/mgr | manufacturing
Werksleiter | head | manufacturing
Konstrukteur | ic | engineering
Opérateur de production | ic | manufacturing
Technicien de maintenance | ic | maintenance
Chef d'atelier | lead/mgr | manufacturing/aftersales
Responsable de production | mgr/head | manufacturing
Directeur d'usine | head | manufacturing
Soudeur | ic | manufacturing
Operario de Producción | ic | manufacturing
Jefe de Producción | mgr/head | manufacturing
Técnico de Mantenimiento | ic | maintenance
Director de Planta | head | manufacturing
Operador de Máquinas | ic | manufacturing
Supervisor de Produção | lead | manufacturing
Gerente Industrial | head/mgr | manufacturing
Soldador | ic | manufacturing
Operator Productie | ic | manufacturing
Productieleider | mgr/lead | manufacturing
Monteur | ic | manufacturing/maintenance/trade
Plantmanager | mgr/head | manufacturing
`,
  automotive: `
Assembly Line Worker | ic | manufacturing
Team Leader Assembly | lead | manufacturing
Supplier Quality Engineer | ic | quality
Kfz-Mechatroniker | ic | aftersales
Bandarbeiter | ic | manufacturing
Montagemitarbeiterin | ic | manufacturing
Meister Montage | lead | manufacturing
Opérateur de ligne d'assemblage | ic | manufacturing
Chef d'équipe montage | lead | manufacturing
Operario de Línea de Montaje | ic | manufacturing
Jefe de Turno de Montaje | lead | manufacturing
Montador | ic | manufacturing
Operador de Linha de Montagem | ic | manufacturing
Lijnoperator | ic | manufacturing
`,
  chemicals: `
Process Operator | ic | manufacturing
Chemical Process Technician | ic | manufacturing
Laboratory Technician | ic | quality_control/scientific_research
Shift Supervisor | lead | manufacturing
Chemist | ic | research
Chemikant | ic | manufacturing
Chemielaborantin | ic | quality_control/scientific_research
Anlagenfahrer | ic | manufacturing
Opérateur de fabrication chimie | ic | manufacturing
Technicien de laboratoire | ic | quality_control/scientific_research
Operador de Planta Química | ic | manufacturing
Técnico de Laboratorio | ic | quality_control/scientific_research
Operador de Processos Químicos | ic | manufacturing
Procesoperator | ic | manufacturing
Analist Laboratorium | ic | quality_control/scientific_research
`,
  food: `
Food Production Operative | ic | manufacturing
Line Leader | lead | manufacturing
Food Technologist | ic | quality/research
Quality Assurance Technician (Food) | ic | quality
Hygiene Operative | ic | facilities/manufacturing
Lebensmitteltechnologin | ic | quality/research/manufacturing
Produktionshelfer | ic | manufacturing
Fachkraft für Lebensmitteltechnik | ic | manufacturing
Metzger | ic | manufacturing
Bäckerin | ic | manufacturing
Opérateur de conditionnement | ic | manufacturing
Boucher | ic | manufacturing
Responsable qualité agroalimentaire | mgr/head | quality
Operario de Envasado | ic | manufacturing
Técnico de Calidad Alimentaria | ic | quality
Operador de Produção | ic | manufacturing
Auxiliar de Produção | ic | manufacturing
Productiemedewerker | ic | manufacturing
Inpakker | ic | manufacturing/warehouse
`,
  telecom: `
Network Engineer | ic | telecom_network/it
NOC Engineer | ic | telecom_network
Field Technician | ic | telecom_network/field_service/grid_field
RF Engineer | ic | telecom_network
Fibre Installer | ic | telecom_network
Head of Network Operations | head | telecom_network
Retail Store Advisor | ic | retail
Netzwerktechniker | ic | telecom_network/it
Servicetechniker Glasfaser | ic | telecom_network
Technicien fibre optique | ic | telecom_network
Technicien d'intervention télécom | ic | telecom_network
Ingénieur radio | ic | telecom_network
Técnico de Telecomunicaciones | ic | telecom_network
Instalador de Fibra Óptica | ic | telecom_network
Técnico de Campo Telecom | ic | telecom_network
Técnico de Redes de Telecomunicações | ic | telecom_network
Glasvezelmonteur | ic | telecom_network
`,
  utilities: `
Meter Reader | ic | grid_field
Smart Meter Engineer | ic | grid_field
Electrical Engineer (Distribution) | ic | grid_engineering
Lineworker | ic | grid_field
Netzmonteur | ic | grid_field
Elektroniker für Energie- und Gebäudetechnik | ic | grid_field/maintenance/trade
Netzmeister | lead | grid_field
Technicien réseau électrique | ic | grid_field
Électricien réseau | ic | grid_field
Dispatcheur réseau | ic | grid_control
Técnico de Redes Eléctricas | ic | grid_field
Eletricista de Distribuição | ic | grid_field
Storingsmonteur | ic | grid_field
Monteur Elektrotechniek | ic | grid_field/maintenance/trade
`,
  oilgas: `
Drilling Supervisor | lead | oil_gas
Production Operator (Offshore) | ic | oil_gas
Roughneck | ic | oil_gas
Toolpusher | lead | oil_gas
Reservoir Engineer | ic | petroleum_engineering
Geologist | ic | geoscience
HSE Advisor | ic | hse
Bohrarbeiter | ic | oil_gas
Opérateur de production pétrolière | ic | oil_gas
Ingénieur réservoir | ic | petroleum_engineering
Ingeniero de Perforación | ic | petroleum_engineering
Operador de Produção Offshore | ic | oil_gas
Sondador | ic | oil_gas
`,
  logistics: `
Warehouse Operative | ic | warehouse
Picker | ic | warehouse
Forklift Driver | ic | warehouse
Warehouse Supervisor | lead | warehouse
Warehouse Manager | mgr | warehouse
HGV Driver | ic | transport
Transport Planner | ic | transport
Transport Manager | mgr | transport
Logistics Coordinator | ic | logistics
Lagerist | ic | warehouse
Fachkraft für Lagerlogistik | ic | warehouse
Berufskraftfahrer | ic | transport
Disponentin | ic | transport
Lagerleiter | mgr/head | warehouse
Préparateur de commandes | ic | warehouse
Cariste | ic | warehouse
Chauffeur poids lourd | ic | transport
Affréteur | ic | transport/logistics
Responsable d'entrepôt | mgr | warehouse
Mozo de Almacén | ic | warehouse
Carretillero | ic | warehouse
Conductor de Camión | ic | transport
Jefe de Tráfico | mgr/lead/head | transport
Jefe de Almacén | mgr/head | warehouse
Auxiliar de Logística | ic | logistics/warehouse
Operador de Empilhadeira | ic | warehouse
Motorista Carreteiro | ic | transport
Conferente | ic | warehouse
Magazijnmedewerker | ic | warehouse
Orderpicker | ic | warehouse
Vrachtwagenchauffeur | ic | transport
Planner Transport | ic | transport
`,
  hotels: `
Receptionist | ic | hotel
Front Office Manager | mgr | hotel
Room Attendant | ic | hotel
Housekeeping Supervisor | lead | hotel
Executive Housekeeper | mgr | hotel
Night Auditor | ic | hotel
Concierge | ic | hotel
Hotel General Manager | head | hotel
Rezeptionistin | ic | hotel
Zimmermädchen | ic | hotel
Hausdame | lead/mgr | hotel
Hoteldirektor | head | hotel
Réceptionniste | ic | hotel
Femme de chambre | ic | hotel
Gouvernante | lead/mgr | hotel
Directeur d'hôtel | head | hotel
Recepcionista de Hotel | ic | hotel
Camarera de Pisos | ic | hotel
Gobernanta | mgr | hotel
Director de Hotel | head | hotel
Recepcionista | ic | hotel
Camareira | ic | hotel
Governanta | lead/mgr | hotel
Gerente Geral de Hotel | head | hotel
Receptioniste | ic | hotel
Housekeeper | ic | hotel
Hotelmanager | head/mgr | hotel
`,
  restaurants: `
Head Chef | head | kitchen
Sous Chef | mgr | kitchen
Chef de Partie | ic | kitchen
Line Cook | ic | kitchen
Kitchen Porter | ic | kitchen
Waiter | ic | food_beverage
Bartender | ic | food_beverage
Restaurant Manager | mgr | food_beverage
Küchenchef | head | kitchen
Koch | ic | kitchen
Servicekraft | ic | food_beverage
Restaurantleiter | mgr | food_beverage
Chef de cuisine | head | kitchen
Commis de cuisine | ic | kitchen
Serveur | ic | food_beverage
Plongeur | ic | kitchen
Cocinero | ic | kitchen
Jefe de Cocina | head | kitchen
Camarero | ic | food_beverage
Ayudante de Cocina | ic | kitchen
Cozinheiro | ic | kitchen
Garçom | ic | food_beverage
Chef de Cozinha | head | kitchen
Kok | ic | kitchen
Bediening | ic | food_beverage
Bedrijfsleider Horeca | mgr | food_beverage
`,
  media: `
Reporter | ic | journalism
Journalist | ic | journalism
News Editor | mgr/head | journalism
Managing Editor | head | journalism
Editor-in-Chief | head/top | journalism
Sub-Editor | ic | journalism
Photographer | ic | creative
Producer (TV) | ic | media_production
Presenter | ic | media_production
Camera Operator | ic | broadcast_engineering
Chefredakteur | head/top | journalism
Redakteurin | ic | journalism
Chef vom Dienst | head/mgr | journalism
Ressortleiterin Wirtschaft | mgr/head | journalism
Volontär | ic | journalism
Rédacteur en chef | head/top | journalism
Journaliste reporter d'images | ic | journalism
Secrétaire de rédaction | ic | journalism
Chef d'édition | mgr/head | journalism
Redactor Jefe | head/top | journalism
Periodista | ic | journalism
Jefa de Redacción | head | journalism
Editor-chefe | head/top | journalism
Repórter | ic | journalism
Hoofdredacteur | head/top | journalism
Verslaggever | ic | journalism
Eindredacteur | ic | journalism
Chef redactie | head/mgr | journalism
`,
  legal: `
Paralegal | ic | legal
Legal Secretary | ic | legal/office
Solicitor | ic | legal_counsel
Barrister | ic | legal_counsel
Rechtsanwältin | ic | legal_counsel
Rechtsanwaltsfachangestellte | ic | legal
Avocat collaborateur | ic | legal_counsel
Avocate associée | partner | legal_counsel
Juriste | ic | legal_counsel
Abogado Asociado | ic | legal_counsel
Advogada | ic | legal_counsel
Advocaat | ic | legal_counsel
Advocaat-stagiair | ic/intern | legal_counsel
Notaris | ic/partner/top | legal_counsel
`,
  accounting: `
Audit Associate | ic | audit
Audit Senior | ic | audit
Audit Manager | mgr | audit
Tax Adviser | ic | tax
Accountant | ic | accounting
Bookkeeper | ic | bookkeeping/accounting
Payroll Administrator | ic | payroll
Steuerfachangestellte | ic | tax
Steuerberater | ic | tax
Wirtschaftsprüferin | ic | audit
Bilanzbuchhalter | ic | accounting
Expert-comptable | ic | accounting
Collaborateur comptable | ic | accounting
Commissaire aux comptes | ic/partner | audit
Auditeur financier | ic | audit
Auditor Senior | ic | audit
Asesor Fiscal | ic | tax
Contable | ic | accounting
Contador | ic | accounting
Auditora | ic | audit
Analista Contábil | ic | accounting
Accountant-administrateur | ic | accounting
Assistent-accountant | ic | accounting
Belastingadviseur | ic | tax
`,
  architecture: `
Architect | ic | architecture
Project Architect | ic | architecture
Architectural Technologist | ic | architecture
Structural Engineer | ic | building_engineering
MEP Engineer | ic | building_engineering
Civil Engineer | ic | engineering/construction
Architektin | ic | architecture
Bauzeichner | ic | architecture
Tragwerksplaner | ic | building_engineering
Bauingenieurin | ic | engineering/construction
Architecte DPLG | ic | architecture
Dessinateur projeteur | ic | architecture/engineering
Ingénieur structure | ic | building_engineering
Arquitecta | ic | architecture
Delineante | ic | architecture/engineering
Arquiteta | ic | architecture
Engenheiro Civil | ic | engineering/construction
Projectarchitect | ic | architecture
Constructeur | ic | building_engineering/engineering
`,
  nonprofit: `
Programme Officer | ic | programmes
Fundraiser | ic | fundraising
Volunteer Coordinator | ic | programmes
Country Director | head | programmes
Projektreferentin | ic | programmes
Fundraiserin | ic | fundraising
Chargée de projets humanitaires | ic | programmes
Responsable de la collecte de fonds | mgr/head | fundraising
Técnico de Proyectos de Cooperación | ic | programmes
Captador de Fondos | ic | fundraising
Coordenadora de Projetos Sociais | ic/lead/mgr | programmes
Captadora de Recursos | ic | fundraising
Projectmedewerker | ic | programmes/project_management
Fondsenwerver | ic | fundraising
`,
  pharma: `
Clinical Research Associate | ic | clinical_operations
Regulatory Affairs Manager | mgr | regulatory_affairs
QC Analyst | ic | quality_control
QA Manager (GMP) | mgr | quality
Medical Science Liaison | ic | medical/health
Pharmaceutical Sales Representative | ic | sales
Pharmareferentin | ic | sales
Klinische Monitorin | ic | clinical_operations
Attaché de recherche clinique | ic | clinical_operations
Pharmacien responsable | head/top | health/quality
Visiteur médical | ic | sales
Delegado de Visita Médica | ic | sales
Monitor de Ensayos Clínicos | ic | clinical_operations
Propagandista Farmacêutico | ic | sales
Monitor Clínico | ic | clinical_operations
Artsenbezoeker | ic | sales
`,
  agriculture: `
Farm Manager | mgr | farming
Agronomist | ic | agronomy
Farm Worker | ic | farming
Herdsman | ic | farming
Tractor Driver | ic | farming
Landwirt | ic | farming
Agrarwissenschaftler | ic | agronomy
Melker | ic | farming
Ouvrier agricole | ic | farming
Conseiller agricole | ic | agronomy
Ingeniero Agrónomo | ic | agronomy
Peón Agrícola | ic | farming
Capataz Agrícola | lead | farming
Engenheiro Agrônomo | ic | agronomy
Trabalhador Rural | ic | farming
Veehouder | ic | farming
Teeltadviseur | ic | agronomy
`,
  airlines: `
First Officer | ic | flight_deck
Captain (A320) | ic | flight_deck
Flight Attendant | ic | cabin_crew
Cabin Manager | ic/lead | cabin_crew
Ramp Agent | ic | ground_handling
Check-in Agent | ic | ground_handling
Aircraft Maintenance Engineer | ic | aircraft_maintenance
Flight Dispatcher | ic | operations_control
Flugbegleiterin | ic | cabin_crew
Verkehrsflugzeugführer | ic | flight_deck
Fluggerätmechaniker | ic | aircraft_maintenance
Hôtesse de l'air | ic | cabin_crew
Agent d'escale | ic | ground_handling
Tripulante de Cabina | ic | cabin_crew
Agente de Rampa | ic | ground_handling
Comissária de Bordo | ic | cabin_crew
Agente de Aeroporto | ic | ground_handling
Stewardess | ic | cabin_crew
Grondstewardess | ic | ground_handling
`,
  facilities: `
Cleaner | ic | cleaning
Cleaning Supervisor | lead | cleaning
Security Officer | ic | guarding
Security Supervisor | lead | guarding
Reinigungskraft | ic | cleaning
Objektleiter Reinigung | mgr | cleaning
Sicherheitsmitarbeiter | ic | guarding
Agent d'entretien | ic | cleaning
Chef d'équipe propreté | lead | cleaning
Agent de sécurité | ic | guarding
Limpiadora | ic | cleaning
Vigilante de Seguridad | ic | guarding
Auxiliar de Limpeza | ic | cleaning
Vigilante | ic | guarding
Schoonmaker | ic | cleaning
Beveiliger | ic | guarding
Objectleider Schoonmaak | mgr/lead | cleaning
`,
  staffing: `
Recruitment Consultant | ic | recruiting
Senior Recruitment Consultant | ic | recruiting
Branch Manager (Recruitment) | mgr | recruiting
Resourcer | ic | recruiting
Personalberaterin | ic | recruiting
Chargée de recrutement | ic | recruiting
Responsable d'agence intérim | mgr | recruiting
Consultor de Selección | ic | recruiting
Técnica de Selección | ic | recruiting
Consultora de Recrutamento | ic | recruiting
`,
  socialcare: `
Care Worker | ic | care
Senior Care Assistant | ic | care
Support Worker | ic | care
Registered Manager | mgr | care/health
Social Worker | ic | social_work
Altenpflegerin | ic | nursing/care
Heimleiter | head/mgr | care/health
Sozialarbeiterin | ic | social_work
Aide à domicile | ic | care
Auxiliaire de vie | ic | care
Éducateur spécialisé | ic | social_work
Auxiliar de Ayuda a Domicilio | ic | care
Gerocultora | ic | care
Trabajadora Social | ic | social_work
Cuidadora de Idosos | ic | care
Assistente Social | ic | social_work
Helpende Zorg | ic | care
Begeleider Gehandicaptenzorg | ic | care
Wijkverpleegkundige | ic | nursing
`,
  'hospitals, second round': `
Nurse Practitioner | ic | nursing
Clinical Nurse Specialist | ic | nursing
Theatre Nurse | ic | nursing
Nurse Manager | mgr | nursing
Head of Nursing | head | nursing
Hospital Porter | ic | health/facilities/operations
Medical Secretary | ic | office/health
Ward Clerk | ic | office/health
Phlebotomist | ic | health
Occupational Therapist | ic | health
Biomedical Scientist | ic | health/scientific_research
Fachkrankenpfleger für Intensivpflege | ic | nursing
Medizinische Fachangestellte | ic | health
Operationstechnische Assistentin | ic | health/nursing
Physiotherapeutin | ic | health
Ergotherapeutin | ic | health
Infirmière de bloc opératoire | ic | nursing
Infirmier anesthésiste | ic | nursing
Manipulateur en électroradiologie | ic | health
Secrétaire médicale | ic | office/health
Brancardier | ic | health/operations
Kinésithérapeute | ic | health
Sage-femme | ic | health/nursing
Enfermera de quirófano | ic | nursing
Fisioterapeuta | ic | health
Celador | ic | health/operations/facilities
Técnico Superior en Radiodiagnóstico | ic | health
Matrona | ic | health/nursing
Técnica de Radiologia | ic | health
Auxiliar de Enfermagem | ic | nursing/care
Médica Anestesista | ic | medical
Operatieassistent | ic | health/nursing
Anesthesiemedewerker | ic | health/nursing
Fysiotherapeut | ic | health
Doktersassistent | ic | health
Huisarts | ic | medical
Ziekenhuisapotheker | ic | health
`,
  'universities, second round': `
Research Assistant | ic | scientific_research
PhD Candidate | ic | scientific_research
Lab Manager | mgr/ic | scientific_research
Teaching Fellow | ic | education
Head of School of Engineering | head | education
Pro-Vice-Chancellor | head/top | education/general_management
Student Adviser | ic | education/office
Doktorandin | ic | scientific_research
Lehrbeauftragter | ic | education
Juniorprofessorin | ic | education
Doctorant | ic | scientific_research
Directeur de laboratoire | head/mgr | scientific_research
Doctorando | ic | scientific_research
Profesor Asociado | ic | education
Rector de la Universidad | top/head | education/general_management
Vicerrectora de Investigación | head/top | education/scientific_research
Doutoranda | ic | scientific_research
Pró-Reitor de Graduação | head/top | education
Docente Universitário | ic | education
Onderzoeker | ic | scientific_research
Docent hbo | ic | education
Lector | ic | education
`,
  'schools, second round': `
Secondary School Teacher | ic | education
Supply Teacher | ic | education
Learning Support Assistant | ic | education
Head of Year 9 | mgr/head/lead | education
Assistant Headteacher | head | education
Erzieherin | ic | education
Kita-Leitung | head/mgr | education
Sonderpädagogin | ic | education
Éducatrice de jeunes enfants | ic | education
Conseiller principal d'éducation | ic/mgr/head | education
Professeur certifié | ic | education
Educadora Infantil | ic | education
Orientadora Escolar | ic | education
Professor de Educação Física | ic | education
Pedagogisch medewerker | ic | education
Onderwijsassistent | ic | education
Intern begeleider | ic | education
`,
  'retail, second round': `
Shelf Stacker | ic | retail
Shop Assistant | ic | retail
Department Manager (Retail) | mgr/lead | retail
Checkout Operator | ic | retail
Deputy Store Manager | lead | retail
Stellvertretende Filialleiterin | lead | retail
Einzelhandelskauffrau | ic | retail
Kassierer | ic | retail
Conseillère de vente | ic | retail
Adjoint de direction magasin | lead/mgr | retail
Caissière | ic | retail
Cajero | ic | retail
Reponedora | ic | retail
Subdirector de Tienda | lead | retail
Gerente de Tienda | mgr | retail
Atendente de Loja | ic | retail
Fiscal de Caixa | ic/lead | retail
Subgerente de Loja | lead | retail
Winkelmanager | mgr | retail
Assistent-filiaalmanager | lead | retail
Teamleider winkel | lead | retail
`,
  'manufacturing, second round': `
CNC Operator | ic | manufacturing
Toolmaker | ic | manufacturing
Maintenance Engineer | ic | maintenance
Production Planner | ic | manufacturing/logistics
Quality Technician | ic | quality/quality_control
Continuous Improvement Engineer | ic | manufacturing/engineering/quality
Manufacturing Engineer | ic | manufacturing/engineering
Werkzeugmechaniker | ic | manufacturing
Elektroniker für Betriebstechnik | ic | maintenance/trade
Qualitätsprüfer | ic | quality/manufacturing
Industriemeister Metall | lead | manufacturing
Schichtführer | lead | manufacturing
Régleur | ic | manufacturing
Technicien méthodes | ic | manufacturing/engineering
Contrôleur qualité | ic | quality
Tourneur-fraiseur | ic | manufacturing
Ingeniero de Procesos | ic | manufacturing/engineering
Inspector de Calidad | ic | quality
Encargado de Producción | lead | manufacturing
Tornero | ic | manufacturing
Operador de CNC | ic | manufacturing
Inspetor de Qualidade | ic | quality
Ferramenteiro | ic | manufacturing
Mecânico de Manutenção | ic | maintenance
Líder de Produção | lead | manufacturing
Engenheiro de Processos | ic | manufacturing/engineering
Kwaliteitsinspecteur | ic | quality
Teamleider productie | lead | manufacturing
Onderhoudsmonteur | ic | maintenance
Meewerkend voorman productie | lead | manufacturing
`,
  'logistics, second round': `
Delivery Driver | ic | transport
Van Driver | ic | transport
Courier | ic | transport
Goods In Operative | ic | warehouse
Transport Dispatcher | ic | transport
Kommissionierer | ic | warehouse
Lagerhelfer | ic | warehouse
Staplerfahrer | ic | warehouse
Kraftfahrer | ic | transport
Schichtleiter Lager | lead | warehouse
Magasinier | ic | warehouse
Chauffeur livreur | ic | transport
Chef d'équipe logistique | lead | warehouse/logistics
Agent de quai | ic | warehouse
Repartidor | ic | transport
Preparador de Pedidos | ic | warehouse
Operario de Almacén | ic | warehouse
Ajudante de Carga e Descarga | ic | warehouse
Motorista de Entrega | ic | transport
Separador de Mercadorias | ic | warehouse
Heftruckchauffeur | ic | warehouse
Teamleider logistiek | lead | logistics
Expeditiemedewerker | ic | warehouse/logistics
`,
  'construction, second round': `
Labourer | ic | construction
Electrician | ic | trade
Plumber | ic | trade
Contracts Manager | mgr | construction/project_management/legal
Site Supervisor | lead | construction
Plant Operator (Excavator) | ic | construction
Bauarbeiter | ic | construction
Baggerfahrer | ic | construction
Manœuvre BTP | ic | construction
Grutier | ic | construction
Peón de Obra | ic | construction
Gruista | ic | construction
Servente de Obras | ic | construction
Bouwvakker | ic | construction
Kraanmachinist | ic | construction/port_operations
Projectleider bouw | mgr/head | construction
`,
  'hospitality, second round': `
Hotel Porter | ic | hotel
Night Manager | mgr | hotel
Reservations Agent | ic | hotel
Revenue Manager | ic/mgr | hotel/finance/sales/revops
Food and Beverage Manager | mgr | food_beverage
Barista | ic | food_beverage
Kitchen Manager | mgr | kitchen
Commis Chef | ic | kitchen
Dishwasher | ic | kitchen
Küchenhilfe | ic | kitchen
Jungkoch | ic | kitchen
Chef de rang | ic | food_beverage
Cuisinier | ic | kitchen
Employé polyvalent de restauration | ic | food_beverage/kitchen
Friegaplatos | ic | kitchen
Jefe de Sala | mgr | food_beverage
Ayudante de Camarero | ic | food_beverage
Auxiliar de Cozinha | ic | kitchen
Chefe de Partida | ic | kitchen
Atendente de Restaurante | ic | food_beverage
Keukenhulp | ic | kitchen
Afwasser | ic | kitchen
Chef-kok | head | kitchen
Zelfstandig werkend kok | ic | kitchen
`,
  'finance_services, second round': `
Mortgage Adviser | ic | account_management/lending/sales
KYC Analyst | ic | compliance
AML Analyst | ic | compliance
Firmenkundenbetreuer | ic | account_management
Baufinanzierungsberaterin | ic | lending/account_management
Chargé d'affaires entreprises | ic | account_management
Conseiller en gestion de patrimoine | ic | account_management
Gestor de Banca Personal | ic | account_management
Analista de Prevención de Blanqueo | ic | compliance
Hypotheekadviseur | ic | lending/account_management
Klantadviseur bank | ic | account_management/customer_support
Claims Adjuster | ic | claims
Schadeexpert | ic | claims
Regulador de Sinistros | ic | claims
`,
  'telecom, second round': `
Network Planner (Telecom) | ic | telecom_network
Core Network Engineer | ic | telecom_network
Transmission Engineer | ic | telecom_network
Ingeniero de Redes Móviles | ic | telecom_network
Engenheiro de Telecomunicações | ic | telecom_network
Monteur Telecom | ic | telecom_network
`,
  'media, second round': `
Copy Editor | ic | journalism
Features Editor | ic/mgr | journalism
Foreign Correspondent | ic | journalism
News Anchor | ic | media_production/journalism
Video Editor | ic | media_production/creative/broadcast_engineering
Radio Presenter | ic | media_production
Moderatorin | ic | media_production
Kameramann | ic | broadcast_engineering
Journaliste pigiste | ic | journalism
Présentatrice | ic | media_production
Corresponsal | ic | journalism
Locutor de Radio | ic | media_production
Camarógrafo | ic | broadcast_engineering
Cinegrafista | ic | broadcast_engineering
Presentator | ic | media_production
Cameraman | ic | broadcast_engineering
`,
  'legal_accounting, second round': `
Trainee Solicitor | ic/intern | legal_counsel
Legal Executive | ic | legal
Notary | ic | legal
Notar | ic/partner/top | legal
Notarfachangestellte | ic | legal
Avocat | ic | legal_counsel
Notaire | ic/partner/top | legal
Clerc de notaire | ic | legal
Abogada | ic | legal_counsel
Notario | ic/partner/top | legal
Oficial de Notaría | ic | legal
Advogado Associado | ic | legal_counsel
Juridisch medewerker | ic | legal
Kandidaat-notaris | ic | legal
Tax Manager | mgr/ic | tax
Lohnbuchhalterin | ic | payroll
Comptable | ic | accounting
Gestionnaire de paie | ic | payroll
Técnico de Nóminas | ic | payroll
Auxiliar Contable | ic | accounting
Assistente Contábil | ic | accounting
Analista Fiscal | ic | tax
Boekhouder | ic | accounting/bookkeeping
Salarisadministrateur | ic | payroll
`,
  'government, second round': `
Administrative Officer (Council) | ic | public_service/office
Council Caseworker | ic | casework
Verwaltungsfachangestellte | ic | public_service
Stadtplanerin | ic | public_service
Agent administratif | ic | public_service/office/operations
Chef de bureau | mgr/head | public_service/office/public_policy
Auxiliar Administrativo | ic | office/public_service/operations
Técnico Superior de la Administración | ic | public_service
Assistente Administrativo | ic | office
Medewerker Burgerzaken | ic | public_service
Handhaver | ic | inspection
Vergunningverlener | ic | inspection
`,
  'pharma, second round': `
Production Pharmacist | ic | health/manufacturing
Validation Engineer | ic | validation
Medical Advisor | ic | medical/health
QA Specialist (GMP) | ic | quality
Pharmakant | ic | manufacturing
Chef de projet clinique | ic/mgr | clinical_operations
Technicien de production pharmaceutique | ic | manufacturing
Técnico de Producción Farmacéutica | ic | manufacturing
Farmacéutica de Garantía de Calidad | ic | quality/health
Analista de Controle de Qualidade | ic | quality_control
`,
  'airlines, second round': `
Airline Pilot | ic | flight_deck
Senior First Officer | ic | flight_deck
Purser | ic | cabin_crew
Load Controller | ic | operations_control/ground_handling
Crew Scheduler | ic | operations_control
Aircraft Mechanic | ic | aircraft_maintenance
Copilote | ic | flight_deck
Chef de cabine | ic/lead | cabin_crew
Mecânico de Aeronaves | ic | aircraft_maintenance
Piloto Comercial | ic | flight_deck
Sobrecargo | ic/lead | cabin_crew
Vliegtuigonderhoudstechnicus | ic | aircraft_maintenance
`,
  'facilities, second round': `
Facilities Coordinator | ic/mgr | facilities
Maintenance Operative | ic | maintenance/facilities
Handyman | ic | maintenance/facilities
Mobile Security Officer | ic | guarding
Hausmeisterin | ic | facilities
Haustechniker | ic | facilities/maintenance
Agent polyvalent d'entretien | ic | cleaning/facilities/maintenance
Técnico de Mantenimiento de Edificios | ic | maintenance/facilities
Porteiro | ic | facilities/guarding
Facilitair medewerker | ic | facilities
Gebouwbeheerder | ic | facilities
`,
  'agriculture, second round': `
Greenhouse Worker | ic | farming
Viticulturist | ic | farming/agronomy
Winzer | ic | farming
Gärtnerin (Gartenbau) | ic | farming
Ouvrier viticole | ic | farming
Viticulteur | ic | farming
Trabajador de Invernadero | ic | farming
Tuinder | ic | farming
Teeltmanager | mgr | farming
`,
  'socialcare, second round': `
Home Care Worker | ic | care
Senior Support Worker | ic | care
Deputy Manager (Care Home) | lead/mgr | care/health
Activities Coordinator | ic | care
Pflegeassistentin | ic | care/nursing
Heilerziehungspfleger | ic | care
Assistante sociale | ic | social_work
Moniteur éducateur | ic | social_work/care
Aide médico-psychologique | ic | care
Educadora Social | ic | social_work
Auxiliar de Geriatría | ic | care
Técnica de Apoio Domiciliário | ic | care
Persoonlijk begeleider | ic | care
Woonbegeleider | ic | care
Maatschappelijk werker | ic | social_work
`,
  'staffing, second round': `
Recruitment Coordinator | ic | recruiting
Talent Sourcer | ic | recruiting
Recruitment Team Leader | lead | recruiting
Personalvermittlerin | ic | recruiting
Conseillère en recrutement | ic | recruiting
Consultor de ETT | ic | recruiting
Recrutadora | ic | recruiting
Analista de R&S | ic | recruiting
`,
  'other, second round': `
Wind Turbine Technician | ic | renewables_om
Process Safety Engineer | ic | hse/engineering
Offshore Installation Manager | mgr/head | oil_gas
Lab Technician (Chemicals) | ic | quality_control/scientific_research
Production Chemist | ic | manufacturing/research/quality_control
Bakery Supervisor | lead | manufacturing
Quality Controller (Food) | ic | quality
Campaigns Officer (Charity) | ic | marketing/programmes
Grants Officer | ic | fundraising
Interior Designer | ic | design/architecture
Landscape Architect | ic | architecture
Urban Planner | ic | public_service/architecture
`,
};

// Personas as buyers in those sectors write them, our own wordings, one a line: `persona || titles it keeps ; … || titles it
// leaves out ; …`. Each is also checked for words left unrecognised.
export const SECTOR_PERSONAS: Record<string, string> = {
  hospitals: `
Ward managers and matrons, not the staff nurses || Ward Manager ; Stationsleitung || Staff Nurse ; Healthcare Assistant
Pflegedienstleitungen und Stationsleitungen in Kliniken || Pflegedienstleitung ; Stationsleitung || Pflegefachkraft ; Assistenzärztin
Cadres de santé et directeurs des soins || Cadre de santé ; Directrice des soins || Infirmière ; Aide-soignante
Supervisoras de enfermería, no las enfermeras de planta || Supervisora de Enfermería || Enfermera
Enfermeiros e técnicos de enfermagem || Enfermeira ; Técnica de Enfermagem || Médico Plantonista
Verpleegkundigen en verzorgenden, geen artsen || Verpleegkundige ; Verzorgende IG || Medisch Specialist ; Arts-assistent
`,
  universities: `
Deans and heads of department, not lecturers || Dean of the Faculty of Law ; Head of Department (Chemistry) || Lecturer ; Postdoctoral Researcher
Professoren und Dekane || Professorin für Informatik ; Dekan || Wissenschaftlicher Mitarbeiter
Decanos y catedráticos || Decano de la Facultad de Medicina ; Profesor Titular de Universidad || Investigador Postdoctoral
`,
  schools: `
Headteachers and deputy heads, not classroom teachers || Headteacher ; Deputy Headteacher || Teacher ; Teaching Assistant
Schulleitungen, keine Lehrkräfte || Schulleiterin ; Konrektor || Lehrerin ; Grundschullehrer
Directeurs d'école et proviseurs || Directeur d'école ; Proviseur adjoint || Professeur des écoles
Directores de colegio y jefes de estudios || Directora de Colegio ; Jefe de Estudios || Maestra de Educación Primaria
Schoolleiders en directeuren, geen leerkrachten || Schoolleider ; Adjunct-directeur basisschool || Leerkracht basisonderwijs
`,
  government: `
Policy officers and their heads of policy || Policy Officer ; Head of Policy || Building Control Surveyor
Referenten und Referatsleiter || Referent ; Referatsleiter || Kassiererin
Beleidsmedewerkers en beleidsadviseurs || Beleidsmedewerker ; Beleidsadviseur || Gemeentesecretaris
`,
  construction: `
Site managers and foremen, not the trades || Site Manager ; Foreman || Carpenter ; Bricklayer
Bauleiter und Poliere, keine Maurer || Bauleiter ; Polier || Maurer
Conducteurs de travaux et chefs de chantier || Conducteur de travaux ; Chef de chantier || Maçon
Jefes de obra y encargados, no los peones || Jefe de Obra ; Encargado de Obra || Albañil
Engenheiros de obra e mestres de obras || Engenheiro de Obras ; Mestre de Obras || Pedreiro
Uitvoerders en werkvoorbereiders || Uitvoerder ; Werkvoorbereider || Calculator
`,
  property: `
Property managers and block managers || Property Manager ; Block Manager || Caretaker
Hausverwalter und WEG-Verwalter, keine Hausmeister || Hausverwalter ; WEG-Verwalter || Hausmeister
Gestionnaires de copropriété et syndics || Gestionnaire de copropriété ; Syndic de copropriété || Gardien d'immeuble
Administradores de fincas || Administrador de Fincas || Conserje
Vastgoedbeheerders, geen huismeesters || Vastgoedbeheerder ; Beheerder VvE || Huismeester
`,
  retail: `
Store managers and their assistant store managers, not the shop floor || Store Manager ; Assistant Store Manager || Cashier ; Sales Assistant
Filialleiter, keine Kassierer || Filialleiterin ; Marktleiter || Kassiererin
Directeurs de magasin et chefs de rayon || Directeur de magasin ; Chef de rayon || Hôtesse de caisse
Gerentes de loja || Gerente de Loja || Operadora de Caixa
`,
  banking: `
Branch managers, not tellers || Branch Manager ; Directeur d'agence bancaire || Bank Teller
Credit analysts and loan officers || Credit Analyst ; Loan Officer ; Kreditsachbearbeiter || Branch Manager
Gerentes de agência e gerentes de relacionamento || Gerente de Agência ; Gerente de Relacionamento || Caixa Bancário
`,
  insurance: `
Claims handlers and loss adjusters || Claims Handler ; Loss Adjuster || Underwriter
Underwriter und Aktuare || Underwriterin ; Aktuar || Schadensachbearbeiterin
Gestionnaires sinistres, pas les souscripteurs || Gestionnaire sinistres || Souscripteur
Tramitadores de siniestros y peritos || Tramitador de Siniestros ; Perito de Seguros || Suscriptor de Riesgos
`,
  manufacturing: `
Production managers and plant managers, not operators || Production Manager ; Plant Manager || Production Operator ; Machine Operator
Shift supervisors and line leaders in production || Production Supervisor ; Line Leader || Welder
Produktionsleiter und Schichtleiter, keine Maschinenbediener || Produktionsleiter ; Schichtleiter Produktion || Maschinenbediener
Responsables de production et chefs d'équipe, pas les opérateurs || Responsable de production ; Chef d'équipe montage || Opérateur de production
Jefes de producción y jefes de turno, no los operarios || Jefe de Producción ; Jefe de Turno de Montaje || Operario de Producción
Supervisores de produção, não os operadores || Supervisor de Produção || Operador de Linha de Montagem
Productieleiders, geen operators || Productieleider || Operator Productie
`,
  food: `
Quality managers and food technologists || QA Manager (GMP) ; Food Technologist || Produktionshelfer
`,
  telecom: `
Fibre installers and fibre technicians || Fibre Installer ; Technicien fibre optique || Retail Store Advisor
NOC engineers and network engineers || NOC Engineer ; RF Engineer || Retail Store Advisor
Técnicos de fibra y técnicos de telecomunicaciones || Instalador de Fibra Óptica ; Técnico de Telecomunicaciones || Network Engineer
`,
  utilities: `
Linesmen, jointers and meter technicians || Lineworker ; Meter Reader ; Netzmonteur || Control Engineer
Netzmonteure und Netzmeister || Netzmonteur ; Netzmeister || Lagerist
`,
  logistics: `
Warehouse supervisors and warehouse managers, not pickers || Warehouse Supervisor ; Warehouse Manager || Picker ; Forklift Driver
Lagerleiter und Schichtführer im Lager, keine Lageristen || Lagerleiter || Lagerist ; Fachkraft für Lagerlogistik
Responsables d'entrepôt, pas les caristes || Responsable d'entrepôt || Cariste ; Préparateur de commandes
Jefes de almacén y jefes de tráfico || Jefe de Almacén ; Jefe de Tráfico || Mozo de Almacén ; Carretillero
Transportplanners en chauffeurs || Planner Transport ; Vrachtwagenchauffeur || Magazijnmedewerker
`,
  hotels: `
Front office managers and executive housekeepers, not receptionists || Front Office Manager ; Executive Housekeeper || Receptionist ; Room Attendant
Hoteldirektoren und Hausdamen || Hoteldirektor ; Hausdame || Zimmermädchen
Gouvernantes et chefs de réception || Gouvernante ; Chef de réception || Femme de chambre
Gobernantas y jefes de recepción || Gobernanta ; Front Office Manager || Camarera de Pisos
`,
  restaurants: `
Head chefs and sous chefs, not commis or kitchen porters || Head Chef ; Sous Chef || Commis de cuisine ; Kitchen Porter
Restaurant managers, not waiters || Restaurant Manager ; Restaurantleiter || Waiter ; Servicekraft
Jefes de cocina, no camareros || Jefe de Cocina || Camarero
Bedrijfsleiders in de horeca, geen bediening || Bedrijfsleider Horeca || Bediening
`,
  media: `
Newsroom leadership: editors-in-chief and managing editors, not the reporters || Editor-in-Chief ; Managing Editor || Reporter ; Journalist
Chefredakteure und Chefs vom Dienst, keine Redakteure || Chefredakteur ; Chef vom Dienst || Redakteurin ; Volontär
Rédacteurs en chef, pas les journalistes || Rédacteur en chef || Journaliste
Redactores jefe y jefes de redacción || Redactor Jefe ; Jefa de Redacción || Periodista
Editores-chefes || Editor-chefe || Repórter
Hoofdredacteuren en chefs redactie, geen verslaggevers || Hoofdredacteur ; Chef redactie || Verslaggever
`,
  legal: `
Solicitors and barristers, not paralegals || Solicitor ; Barrister || Paralegal
Rechtsanwälte, keine Fachangestellten || Rechtsanwältin || Rechtsanwaltsfachangestellte
Advocaten || Advocaat || Belastingadviseur
`,
  accounting: `
Auditors and audit managers || Audit Senior ; Audit Manager || Tax Adviser ; Bookkeeper
Steuerberater und Wirtschaftsprüfer || Steuerberater ; Wirtschaftsprüferin || Bilanzbuchhalter
Experts-comptables et commissaires aux comptes || Expert-comptable ; Commissaire aux comptes || Avocat collaborateur
Belastingadviseurs, geen accountants || Belastingadviseur || Assistent-accountant
`,
  architecture: `
Architects and project architects, not engineers || Architect ; Project Architect || Structural Engineer
Delineantes || Delineante || Arquitecta
`,
  nonprofit: `
Fundraisers and programme officers || Fundraiser ; Programme Officer || Finance Manager
Captadores de fondos || Captador de Fondos || Técnico de Proyectos de Cooperación
`,
  pharma: `
Pharma sales reps, not CRAs || Pharmaceutical Sales Representative ; Pharmareferentin ; Visiteur médical || Clinical Research Associate
Monitores de ensayos clínicos || Monitor de Ensayos Clínicos ; Clinical Research Associate || Delegado de Visita Médica
`,
  agriculture: `
Farm managers and herdsmen || Farm Manager ; Herdsman || Agronomist
Landwirte und Melker || Landwirt ; Melker || Agrarwissenschaftler
Ouvriers agricoles et chefs de culture || Ouvrier agricole ; Chef de culture || Conseiller agricole
Trabajadores agrícolas y capataces agrícolas || Peón Agrícola ; Capataz Agrícola || Ingeniero Agrónomo
Trabalhadores rurais || Trabalhador Rural || Engenheiro Agrônomo
Veehouders en agrarisch medewerkers || Veehouder || Teeltadviseur
`,
  airlines: `
Ramp agents and check-in agents, not cabin crew || Ramp Agent ; Check-in Agent || Flight Attendant
Bodenverkehrsdienste, keine Piloten || Flugzeugabfertiger || Verkehrsflugzeugführer
Agents d'escale || Agent d'escale || Hôtesse de l'air
Agentes de rampa y agentes de handling || Agente de Rampa || Tripulante de Cabina
Grondpersoneel || Grondstewardess || Stewardess
`,
  facilities: `
Cleaners and cleaning supervisors || Cleaner ; Cleaning Supervisor || Security Officer
Security officers and their supervisors, not cleaners || Security Officer ; Security Supervisor || Cleaner
Reinigungskräfte und Objektleiter, kein Sicherheitsdienst || Reinigungskraft ; Objektleiter Reinigung || Sicherheitsmitarbeiter
Agents d'entretien et chefs d'équipe propreté || Agent d'entretien ; Chef d'équipe propreté || Agent de sécurité
Vigilantes de seguridad || Vigilante de Seguridad || Limpiadora
Auxiliares de limpeza || Auxiliar de Limpeza || Vigilante
Schoonmakers en objectleiders, geen beveiligers || Schoonmaker ; Objectleider Schoonmaak || Beveiliger
`,
  staffing: `
Recruitment consultants and resourcers || Recruitment Consultant ; Resourcer || Payroll Administrator
`,
  socialcare: `
Care workers and support workers, not nurses || Care Worker ; Support Worker || Registered Nurse
Aides à domicile et auxiliaires de vie || Aide à domicile ; Auxiliaire de vie || Infirmière
Gerocultoras y auxiliares de ayuda a domicilio || Gerocultora ; Auxiliar de Ayuda a Domicilio || Enfermera
Trabajadores sociales || Trabajadora Social || Gerocultora
`,
  'hospitals, second round': `
Physiotherapists and radiographers, not nurses || Physiotherapist ; Radiographer ; Fysiotherapeut || Verpleegkundige
`,
  'schools, second round': `
Erzieherinnen und Kita-Leitungen || Erzieherin ; Kita-Leitung || Grundschullehrer
Pedagogisch medewerkers en onderwijsassistenten || Pedagogisch medewerker ; Onderwijsassistent || Leerkracht basisonderwijs
Educadoras infantiles || Educadora Infantil || Directora de Colegio
`,
  'restaurants, second round': `
Kitchen porters and dishwashers || Kitchen Porter ; Dishwasher || Head Chef
Plongeurs et commis de cuisine || Plongeur ; Commis de cuisine || Chef de cuisine
Cozinheiros || Cozinheiro || Chef de Cozinha
`,
  'manufacturing, second round': `
Toolmakers and CNC machinists || Toolmaker ; CNC Machinist || Production Manager
Werkzeugmechaniker und Zerspaner || Werkzeugmechaniker ; Zerspanungsmechaniker || Produktionsleiter
`,
  'construction, second round': `
Plumbers and electricians on site || Plumber ; Electrician || Site Manager
Grutiers et conducteurs d'engins || Grutier || Conducteur de travaux
`,
  'socialcare, second round': `
Home care workers, not their managers || Home Care Worker || Registered Manager
Woonbegeleiders en persoonlijk begeleiders || Woonbegeleider ; Persoonlijk begeleider || Wijkverpleegkundige
`,
  'agriculture, second round': `
Greenhouse workers and growers || Greenhouse Worker ; Tuinder || Agronomist
Winzer und Gärtner || Winzer ; Gärtnerin (Gartenbau) || Agrarwissenschaftler
`,
};
