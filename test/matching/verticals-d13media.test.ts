// Session 20 (development set 13): the vocabulary of airlines, football clubs, tour operators, events companies, fashion
// houses, book publishers, game studios, media agencies and broadcasters (reader/verticals-media.ts,
// compiler/lexicon-media.ts). Our own wordings in six languages, none taken from a labelled set.
import { describe, expect, it } from 'vitest';
import { judgeProfile, readPerson } from '../../src/matching/index.js';
import type { AreaKey, Level } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const role = (title: string) => {
  const r = readPerson(makeProfile('x', [{ title }])).roles[0];
  if (!r) throw new Error(`no role read from ${title}`);
  return r;
};
const matches = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('title reader: the sectors titles read into their own areas and rungs', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    ['Captain B787', 'senior', 'flight_deck'],
    ['Junior First Officer', 'entry', 'flight_deck'],
    ['Copiloto', 'entry', 'flight_deck'],
    ['Line Training Captain', 'team_lead', 'flight_deck'],
    ['Chefpilot', 'head', 'flight_deck'],
    ['Flugbegleiterin', 'entry', 'cabin_crew'],
    ['Chef de cabine principal', 'senior', 'cabin_crew'],
    ['Inflight Manager', 'manager', 'cabin_crew'],
    ['Flight Dispatcher', 'entry', 'operations_control'],
    ['Crew Controller (nights)', 'entry', 'operations_control'],
    ['B2 Avionics Technician', 'entry', 'aircraft_maintenance'],
    ['Flugzeugmechaniker', 'entry', 'aircraft_maintenance'],
    ['Base Maintenance Shift Supervisor', 'team_lead', 'aircraft_maintenance'],
    ['Goalkeeper Coach', 'entry', 'sports_coaching'],
    ['Trainer U19', 'entry', 'sports_coaching'],
    ['Entrenador de porteros', 'entry', 'sports_coaching'],
    ['Head of Academy', 'director', 'sports_coaching'],
    ['Spielerbeobachterin', 'entry', 'scouting'],
    ['Chief Scout', 'head', 'scouting'],
    ['Vereinsärztin', 'senior', 'sports_medicine'],
    ['Reiseberaterin', 'entry', 'travel_sales'],
    ['Agente de Viagens', 'entry', 'travel_sales'],
    ['Reiseleiter', 'entry', 'tour_guiding'],
    ['Jefa de Guías', 'team_lead', 'tour_guiding'],
    ['Coordenador de Eventos', 'team_lead', 'event_production'],
    ['Styliste Maille', 'entry', 'fashion_design'],
    ['Patronnière', 'entry', 'fashion_design'],
    ['Acquisitions Editor', 'senior', 'publishing'],
    ['Lektorin', 'entry', 'publishing'],
    ['Subsidiary Rights Manager', 'manager', 'rights_licensing'],
    ['Level Designer', 'entry', 'game_design'],
    ['Senior Character Artist', 'senior', 'game_art'],
    ['Mediaplanerin', 'entry', 'media_buying'],
    ['Hoofd Media-inkoop', 'head', 'media_buying'],
    ['Programmdirektorin', 'director', 'broadcast_programming'],
    ['MCR Operator', 'entry', 'broadcast_engineering'],
    ['Técnico Instalador FTTH', 'entry', 'telecom_field'], // also telecom_network by AREA_ALSO (session 23)
    ['Analista de Sellers', 'entry', 'seller_success'],
    ['Gérante de Boutique', 'manager', 'retail'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level).toBe(level);
    expect(r.areas, title).toContain(area);
  });
  it('kinds a persona names apart', () => {
    expect(role('Aircraft Mechanic').roles).toContain('mechanic');
    expect(role('Kamerafrau').roles).toContain('camera_crew');
    expect(role('Plongeuse').roles).toContain('kitchen_porter');
    expect(role('Community Manager').roles).toContain('social_media');
    expect(role('Physiotherapist').areas).toContain('sports_medicine');
  });
  it('look-alikes stay apart', () => {
    expect(role('Pilot Project Manager').areas).not.toContain('flight_deck');
    expect(role('Social Media Manager').areas).not.toContain('media_buying');
    expect(role('Event Marketing Manager').areas).not.toContain('event_production');
    expect(role('Trainer').areas).not.toContain('sports_coaching');
    expect(role('Technical Program Manager').areas).not.toContain('broadcast_programming');
  });
});

describe('persona compiler: the sectors words, six languages', () => {
  it.each([
    ['Pilots and first officers of the airline.', 'Captain', true],
    ['Pilots and first officers of the airline.', 'Flight Attendant', false],
    ['Die Flugbegleiter und ihre Purser, keine Piloten.', 'Purser', true],
    ['Die Flugbegleiter und ihre Purser, keine Piloten.', 'Fleet Captain A350', false],
    ['Le personnel navigant commercial, pas les pilotes.', 'Hôtesse de l’air', true],
    ['airline ops control: dispatchers and crew controllers', 'Crew Controller', true],
    ['Aircraft engineers and mechanics (line maintenance), no planners.', 'Licensed Aircraft Engineer B1', true],
    ['Aircraft engineers and mechanics (line maintenance), no planners.', 'Aircraft Mechanic', true],
    ['El cuerpo técnico del club: entrenadores y preparadores físicos.', 'Entrenador de porteros', true],
    ['De scouts van de club en hun hoofd.', 'Chief Scout', true],
    ['Sports scientists and physios at the club.', 'Physiotherapist', true],
    ['Agentes de viagens e guias de turismo.', 'Guia de Turismo', true],
    ['Reiseleiter und Reiseberater im Reisebüro.', 'Reiseberaterin', true],
    ['Les stylistes et modélistes des maisons de mode.', 'Modéliste', true],
    ['Commissioning editors and the publishing directors above them.', 'Publishing Director', true],
    ['Commissioning editors and the publishing directors above them.', 'Editorial Assistant', false],
    ['The foreign rights team of a publisher.', 'Rights Executive', true],
    ['Level designers and environment artists in game studios, no leads.', 'Lead Environment Artist', false],
    ['Level designers and environment artists in game studios, no leads.', 'Environment Artist', true],
    ['Mediaplaners en media-inkopers, niet het hoofd media.', 'Media Inkoper', true],
    ['Mediaplaners en media-inkopers, niet het hoofd media.', 'Hoofd Media', false],
    ['Programmering bij de omroep.', 'Programmadirecteur', true],
    ['Die Sendeabwicklung und deren Schichtleiter, keine Kameraleute.', 'Teamleitung Playout', true],
    ['Die Sendeabwicklung und deren Schichtleiter, keine Kameraleute.', 'Kameramann', false],
    ['Cooks in the kitchen, no kitchen porters.', 'Chef de Partie', true],
    ['Cooks in the kitchen, no kitchen porters.', 'Kitchen Porter', false],
    ['Marketing staff, but not social media.', 'Community Manager', false],
    ['Gérants de magasin et directrices de magasin.', 'Directrice de Magasin', true],
    ['Architekten im Planungsbüro, vom Junior bis zum Partner.', 'Architektin', true],
  ])('%s / %s → %s', (definition, title, want) => {
    expect(matches(definition, title)).toBe(want);
  });
});
