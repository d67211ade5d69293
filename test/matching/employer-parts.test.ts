// An employer said of some of the people only (compiler/employer-parts.ts) is not the employer of the persona: people
// given as examples with their employer ("including controllers at banks"), or named beside people added after it
// ("… at banks, and bookkeepers"). It is left, with the warning `not_applied`. Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const read = (definition: string) => {
  const c = compilePersona(definition);
  return { employer: c.criteria.employer, notApplied: c.warnings.filter((w) => w.code === 'not_applied').map((w) => w.text) };
};

describe('compiler: an employer said of examples is not the employer of the persona', () => {
  it.each([
    ['Sellers: account executives, e.g. field sales reps at dealerships and media sales executives at publishers.', 'dealerships, publishers'],
    ['Finance staff, including controllers at banks.', 'banks'],
    ['IT managers, e.g. at banks.', 'banks'],
    ['Vertriebler, z. B. Außendienstmitarbeiter bei Autohäusern und Anzeigenverkäufer bei Verlagen.', 'autohausern, verlagen'],
    ['IT-Leiter, z. B. bei Banken.', 'banken'],
    ['Commerciaux, par exemple des vendeurs chez les concessionnaires.', 'concessionnaires'],
    ['Comerciales, por ejemplo vendedores en concesionarios.', 'concesionarios'],
    ['Vendedores, por exemplo consultores de vendas em concessionárias.', 'concessionarias'],
    ['Verkopers, bijvoorbeeld autoverkopers bij autobedrijven.', 'autobedrijven'],
  ])('%s', (definition, left) => {
    const r = read(definition);
    expect(r.employer?.sectors ?? []).toEqual([]);
    expect(r.notApplied).toEqual([left]);
  });

  it('the people are read as before, the examples with them', () => {
    const c = compilePersona('Finance staff, including controllers at banks.');
    expect(c.criteria.include.flatMap((s) => s.areas)).toContain('finance');
  });

  it('the employer words left name nobody: "media sales executives at publishers" are sellers, not publishers', () => {
    const c = compilePersona('Sellers: account executives, e.g. field sales reps at dealerships and media sales executives at publishers.');
    expect(c.criteria.include.flatMap((s) => s.areas)).not.toContain('publishing');
    expect(c.criteria.include.flatMap((s) => s.levels)).toEqual([]);
  });
});

describe('compiler: an employer followed by more people is said of the people before it', () => {
  it.each([
    ['Account executives at car dealerships, and SDRs.', 'car dealerships'],
    ['Controller bei Banken sowie Buchhalter.', 'banken'],
    ['Contrôleurs de gestion dans les banques, ainsi que les comptables.', 'banques'],
    ['Controllers en bancos, así como contables.', 'bancos'],
    ['Analistas financeiros em bancos, bem como contadores.', 'bancos'],
    ['Controllers bij banken, en ook boekhouders.', 'banken'],
  ])('%s', (definition, left) => {
    const r = read(definition);
    expect(r.employer?.sectors ?? []).toEqual([]);
    expect(r.notApplied).toEqual([left]);
  });
});

describe('compiler: an employer said of the whole persona is still applied', () => {
  it.each([
    // A comma alone continues the list: its employer is the list's (session 24: the earlier reading left it for all).
    ['Network engineers at telecom operators, NOC technicians and network managers.', ['telecom']],
    ['Controller bei Banken, Lohnbuchhalter.', ['banking']],
    ['Comptables dans les banques, juristes.', ['banking']],
    ['Controladores en bancos, contables.', ['banking']],
    ['Contadores em bancos, advogados.', ['banking']],
    ['Controllers bij banken, boekhouders.', ['banking']],
    ['Account executives and SDRs at car dealerships.', ['car_dealers']],
    ['Controller und Buchhalter bei Banken.', ['banking']],
    ['Account executives at companies such as banks and insurers.', ['banking', 'insurance']],
    ['Sales staff at companies like the big banks.', ['banking']],
    ['CFOs at banks and controllers at insurers.', ['banking', 'insurance']],
    ['Nurses at hospitals, and their managers.', ['health_care']],
    ['Nurses at hospitals, and managers and above.', ['health_care']],
    ['Contables en bancos y aseguradoras, sin becarios.', ['banking', 'insurance']],
    ['Comptables dans les banques, pas les stagiaires.', ['banking']],
    ['Boekhouders bij banken, geen stagiairs.', ['banking']],
    ['Contadores em bancos, exceto estagiários.', ['banking']],
    ['Nurses at hospitals, managers and up.', ['health_care']],
    ['Controllers at banks, bookkeepers too.', ['banking']],
    ['Underwriters at insurers, senior only.', ['insurance']],
    ['Entwickler bei Banken, Praktikanten ausgenommen.', ['banking']],
    ['Entwickler bei Banken, Praktikanten auch.', ['banking']],
    ['Développeurs dans les banques, stagiaires exclus.', ['banking']],
    ['Desarrolladores en bancos, becarios no.', ['banking']],
    ['Ontwikkelaars bij banken, stagiairs uitgezonderd.', ['banking']],
    ['Desenvolvedores em bancos, estagiários também.', ['banking']],
    // A range after the employer is the rungs of all ("…, juniors through ward managers").
    ['Nurses at the clinics, juniors through ward managers.', ['health_care']],
    ['Sachbearbeiter bei Versicherungen, vom Sachbearbeiter bis zum Teamleiter.', ['insurance']],
    ['Técnicos nas mineradoras, do técnico ao supervisor.', ['oil_gas_mining']],
    ['Cuisiniers dans les hôtels, du commis au chef de partie.', ['hospitality']],
  ])('%s', (definition, sectors) => {
    const r = read(definition);
    expect([...(r.employer?.sectors ?? [])].sort()).toEqual(sectors);
    expect(r.notApplied).toEqual([]);
  });
});
