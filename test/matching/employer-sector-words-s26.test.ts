// Session 26: kinds of employer a buyer names by their business (compiler/lexicon-employers.ts), in six languages:
// pharmacy chains and drugstores are retail, museums and cultural venues entertainment (LinkedIn's "Museums, Historical
// Sites, and Zoos"), freight forwarders logistics ("bij expediteurs", "chez les transitaires": after "at / bij / chez" only,
// where the same word is not the people), the furniture industry manufacturing.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const employer = (d: string) => compilePersona(d).criteria.employer?.sectors ?? [];

describe('pharmacies are retail employers', () => {
  it.each([
    'Branch managers at pharmacy chains',
    'Store managers at drugstores',
    'Filialleiter bei Apothekenketten',
    'Responsables de pharmacie dans les réseaux de pharmacies',
    'Encargados de tienda en farmacias',
    'Gerentes de loja em redes de drogarias',
    'Filiaalmanagers bij apotheekketens',
  ])('%s', (d) => expect(employer(d)).toEqual(['retail']));
  it('not at pharmacies excepts them', () => {
    expect(compilePersona('Pharmacists, not at pharmacies').criteria.employer?.except).toEqual(['retail']);
  });
});

describe('museums and cultural venues are entertainment employers', () => {
  it.each([
    'Curators at museums',
    'Fundraisers at museums and cultural venues',
    'Fundraiser bei Museen',
    'Chargés de mécénat des musées',
    'Responsables de captación de fondos en museos',
    'Captadores de recursos em museus e instituições culturais',
    'Fondsenwervers bij musea',
  ])('%s', (d) => expect(employer(d)).toEqual(['entertainment']));
});

describe('freight forwarders are logistics employers', () => {
  it.each([
    'Customs brokers at freight forwarders',
    'Douanedeclaranten bij expediteurs',
    'Déclarants en douane chez les transitaires',
    'Declarantes de aduanas en transitarios',
  ])('%s', (d) => expect(employer(d)).toEqual(['logistics']));
  it('"expediteurs" heading the sentence are the people, not the employer', () => {
    expect(employer('Expediteurs en hun teamleiders.')).toEqual([]);
  });
});

describe('the furniture industry is manufacturing', () => {
  it.each([
    'Production managers in the furniture industry',
    'Produktionsleiter in der Möbelindustrie',
    "Responsables de production dans l'industrie du meuble",
    'Jefes de producción en la industria del mueble',
    'Gerentes de produção na indústria moveleira',
    'Productieleiders in de meubelindustrie',
    'Plant managers at furniture manufacturers',
  ])('%s', (d) => expect(employer(d)).toEqual(['manufacturing']));
});
