// A persona's reading over GraphQL: Criteria (output and input), warnings, unrecognised spans, and the
// personaPreview query. The shapes are src/matching/criteria.ts's and src/domain/ports.ts's, field by field.
import { builder, objectType, type Types } from '../builder.js';
import { enumFrom } from './enums.js';
import { PERSONA_WARNINGS, type DefinitionSpan, type PersonaWarning, type UnrecognisedSpan } from '../../domain/ports.js';
import { AREAS, EMPLOYMENTS, JOB_FUNCTIONS, LEVELS, SCOPES, SECTORS, SELECTOR_RUNGS, TRAITS } from '../../matching/criteria.js';
import type { Criteria, EmployeeRange, EmployerCondition, Exclusion, Selector, Tenure } from '../../matching/criteria.js';

export const PersonaWarningCodeEnum = builder.enumType('PersonaWarningCode', {
  description: 'Stable codes of persona warnings (the REST `code`, upper-cased). Branch on the code, never on the message.',
  values: Object.fromEntries(Object.entries(PERSONA_WARNINGS).map(([c, description]) => [c.toUpperCase(), { value: c, description }])),
});

export const CriteriaSourceEnum = enumFrom('CriteriaSource', 'Where the criteria a persona runs with come from.', {
  compiled: 'The reading of the definition, made when it was saved.',
  edited: 'Criteria the user corrected, used instead of the reading.',
});

const DefinitionSpanRef = objectType<DefinitionSpan>('DefinitionSpan', 'Where a warning points in the definition: [start, end) in UTF-16 units.', (t) => ({
  start: t.exposeInt('start', { description: 'Offset of the first character.' }),
  end: t.exposeInt('end', { description: 'Offset just after the last character.' }),
  text: t.exposeString('text', { description: 'The words there, as written.' }),
}));

export const PersonaWarningRef = objectType<PersonaWarning>('PersonaWarning', 'A doubt about how the definition reads, and the words it concerns.', (t) => ({
  code: t.expose('code', { type: PersonaWarningCodeEnum, description: 'Stable code.' }),
  message: t.exposeString('message', { description: 'What is doubtful and what to do, in words.' }),
  span: t.expose('span', { type: DefinitionSpanRef, nullable: true, description: 'Null when it concerns the whole definition.' }),
}));

export const UnrecognisedSpanRef = objectType<UnrecognisedSpan>('UnrecognisedSpan', 'A piece of the definition no rule read.', (t) => ({
  text: t.exposeString('text', { description: 'The piece (normalised, lower-cased).' }),
  side: t.exposeString('side', { description: '`include` or `exclude`: where it stood.' }),
}));

const TenureRef = objectType<Tenure>(
  'CriteriaTenure',
  'Months at the company (whole calendar months since the start month), inclusive bounds: "less than 6 months" is max 5, "at least 6 months" min 6.',
  (t) => ({
    min: t.exposeFloat('min', { nullable: true, description: 'At least this many months.' }),
    max: t.exposeFloat('max', { nullable: true, description: 'At most this many months.' }),
  }),
);

const list = (values: readonly string[]) => values.join(', ');
const selectorFields = {
  areas: `Functions or finer areas (any of them): ${list([...JOB_FUNCTIONS, ...AREAS])}.`,
  levels: `Levels (any of them): ${list(LEVELS)}.`,
  roles: 'Named roles (any of them): ceo, cto, cpo, general_counsel, account_executive, sdr, tech_lead, …',
  titles: 'Title phrases (any of them): a current title contains one ("loss adjuster"); lower case, plurals and feminine forms meet.',
  employment: `How the person is engaged (any of them): ${list(EMPLOYMENTS)}.`,
  traits: `Conditions that must all hold: ${list(TRAITS)}.`,
  ceiling: 'The highest level the person may hold in any current role.',
  scope: `Where in an enterprise org chart the seat sits (any of them; empty: anywhere): ${list(SCOPES)}. \`group\`: the group, its head office and global seats ("the Group CFO"); \`division\`: a division or business unit ("the divisional CFOs", "heads of BU"); \`region\`: a region of countries ("regional sales leaders in EMEA"); \`country\`: a country and its subsidiary ("the country finance directors"). The title says it ("VP Sales EMEA", "Directeur Financier France"); a title that names none is the group's.`,
  rung: `A company-relative rung (${list(SELECTOR_RUNGS)}; null: none): which of the people this group holds on it keeps at each company, by the levels they hold there (ties kept; each area apart; a person another group keeps stays). \`top\`: only the most senior ("IT, only its head" is the CIO at one company and the IT manager at another); \`second\`: the level just below the most senior ("the number two in sales"); \`below_top\`: all but the most senior ("the IT team without its boss"); \`first_line\`: the lowest level of leadership there is ("first-line managers"); \`above_first_line\`: the leaders above it ("managers of managers"); \`sole\`: the only one there is ("one-person departments").`,
  fallback_for:
    'A company-relative fallback (`fallback_for` in the REST criteria; null: none): the position in `include` of an earlier group this one stands in for ("the CISO if there is one, otherwise the head of IT", "sales managers unless there is a sales director"): its people are kept at a company only where no one of that group is kept there (a person another group keeps stays). A position that is not an earlier group is validation_error.',
  condition_only:
    'A seat named only as a condition (`condition_only` in the REST criteria; "IT team leads only where there is no IT head": the IT head): its people are never kept themselves, they only decide the groups whose `fallbackFor` names it (one must). null/false: a group of people kept.',
  text: 'The words of the definition it was read from (normalised).',
};

function selectorOutput<S extends Selector>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, S>) {
  return {
    areas: t.stringList({ description: selectorFields.areas, resolve: (s) => s.areas }),
    levels: t.stringList({ description: selectorFields.levels, resolve: (s) => s.levels }),
    roles: t.stringList({ description: selectorFields.roles, resolve: (s) => s.roles }),
    titles: t.stringList({ description: selectorFields.titles, resolve: (s) => s.titles ?? [] }),
    employment: t.stringList({ description: selectorFields.employment, resolve: (s) => s.employment }),
    traits: t.stringList({ description: selectorFields.traits, resolve: (s) => s.traits }),
    ceiling: t.string({ nullable: true, description: selectorFields.ceiling, resolve: (s) => s.ceiling ?? null }),
    tenure: t.field({ type: TenureRef, nullable: true, description: 'Months at the company.', resolve: (s) => s.tenure ?? null }),
    scope: t.stringList({ description: selectorFields.scope, resolve: (s) => s.scope ?? [] }),
    text: t.string({ description: selectorFields.text, resolve: (s) => s.text }),
  };
}

const employerFields = {
  sectors: `Kinds of employer (any of them; each stands for company industry values): ${list(SECTORS)}.`,
  except: 'Kinds of employer left out ("outside software and fintech").',
  employees: "The company's employee count, inclusive bounds (null: any).",
};
const EmployeesRef = objectType<EmployeeRange>('CriteriaEmployees', employerFields.employees, (t) => ({
  min: t.exposeInt('min', { nullable: true, description: 'At least this many.' }),
  max: t.exposeInt('max', { nullable: true, description: 'At most this many.' }),
}));
const EmployerRef = objectType<EmployerCondition>('CriteriaEmployer', 'A condition on the company a person works at: its sector and size.', (t) => ({
  sectors: t.stringList({ description: employerFields.sectors, resolve: (e) => e.sectors }),
  except: t.stringList({ description: employerFields.except, resolve: (e) => e.except }),
  employees: t.field({ type: EmployeesRef, nullable: true, description: employerFields.employees, resolve: (e) => e.employees ?? null }),
  text: t.exposeString('text', { description: selectorFields.text }),
}));

const CriteriaSelectorRef = objectType<Selector>(
  'CriteriaSelector',
  'One group of people: every non-empty list must hold (values inside a list are alternatives); an empty list means any.',
  (t) => ({
    ...selectorOutput(t),
    employer: t.field({
      type: EmployerRef,
      nullable: true,
      description: 'A kind of employer said of these people only ("At the hospitals, also the heads of purchasing."): they are taken only at companies of it.',
      resolve: (s) => s.employer ?? null,
    }),
    rung: t.string({ nullable: true, description: selectorFields.rung, resolve: (s) => s.rung ?? null }),
    fallbackFor: t.int({ nullable: true, description: selectorFields.fallback_for, resolve: (s) => s.fallback_for ?? null }),
    conditionOnly: t.boolean({ nullable: true, description: selectorFields.condition_only, resolve: (s) => s.condition_only ?? null }),
  }),
);

const CriteriaExclusionRef = objectType<Exclusion>(
  'CriteriaExclusion',
  'People to remove from those included (a CriteriaSelector); `unless` spares some of them.',
  (t) => ({
    ...selectorOutput(t),
    employer: t.field({
      type: EmployerRef,
      nullable: true,
      description:
        'A kind of employer said of the people it removes ("not the lawyers of law firms"): they are removed only at companies of it (null: at every company).',
      resolve: (e) => e.employer ?? null,
    }),
    unless: t.field({ type: CriteriaSelectorRef, nullable: true, description: 'Whom it spares.', resolve: (e) => e.unless ?? null }),
  }),
);

export const CriteriaRef = objectType<Criteria>(
  'Criteria',
  'What a persona means, as the matcher judges it: kept when a current role meets any inclusion and no exclusion removes the person.',
  (t) => ({
    version: t.exposeInt('version', { description: 'Version of the criteria vocabulary.' }),
    include: t.expose('include', { type: [CriteriaSelectorRef], description: 'Who is kept (any of them).' }),
    exclude: t.expose('exclude', { type: [CriteriaExclusionRef], description: 'Who is removed from them.' }),
    employer: t.field({
      type: EmployerRef,
      nullable: true,
      description: 'Only people at companies of this kind (null: any).',
      resolve: (c) => c.employer ?? null,
    }),
  }),
);

const TenureInput = builder.inputType('CriteriaTenureInput', {
  description:
    'Months at the company (whole calendar months since the start month), inclusive bounds: "less than 6 months" is max 5, "at least 6 months" min 6.',
  fields: (t) => ({
    min: t.float({ required: false, description: 'At least this many months.' }),
    max: t.float({ required: false, description: 'At most this many months.' }),
  }),
});

function selectorInput(t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) {
  return {
    areas: t.stringList({ required: false, description: selectorFields.areas }),
    levels: t.stringList({ required: false, description: selectorFields.levels }),
    roles: t.stringList({ required: false, description: selectorFields.roles }),
    titles: t.stringList({ required: false, description: selectorFields.titles }),
    employment: t.stringList({ required: false, description: selectorFields.employment }),
    traits: t.stringList({ required: false, description: selectorFields.traits }),
    ceiling: t.string({ required: false, description: selectorFields.ceiling }),
    tenure: t.field({ type: TenureInput, required: false, description: 'Months at the company.' }),
    scope: t.stringList({ required: false, description: selectorFields.scope }),
    text: t.string({ required: false, description: selectorFields.text }),
  };
}

const EmployeesInput = builder.inputType('CriteriaEmployeesInput', {
  description: employerFields.employees,
  fields: (t) => ({ min: t.int({ required: false, description: 'At least this many.' }), max: t.int({ required: false, description: 'At most this many.' }) }),
});
const EmployerInput = builder.inputType('CriteriaEmployerInput', {
  description: 'A condition on the company a person works at (see CriteriaEmployer); lists left out are empty.',
  fields: (t) => ({
    sectors: t.stringList({ required: false, description: employerFields.sectors }),
    except: t.stringList({ required: false, description: employerFields.except }),
    employees: t.field({ type: EmployeesInput, required: false, description: employerFields.employees }),
    text: t.string({ required: false, description: selectorFields.text }),
  }),
});

const CriteriaSelectorInput = builder.inputType('CriteriaSelectorInput', {
  description: 'One group of people (see CriteriaSelector); lists left out are empty.',
  fields: (t) => ({
    ...selectorInput(t),
    employer: t.field({ type: EmployerInput, required: false, description: 'A kind of employer said of these people only (see CriteriaSelector).' }),
    rung: t.string({ required: false, description: `${selectorFields.rung} Only on a group of people kept (not in an exclusion's \`unless\`).` }),
    fallbackFor: t.int({ required: false, description: `${selectorFields.fallback_for} Only on a group of people kept.` }),
    conditionOnly: t.boolean({ required: false, description: `${selectorFields.condition_only} Only on a group of people kept.` }),
  }),
});

const CriteriaExclusionInput = builder.inputType('CriteriaExclusionInput', {
  description: 'People to remove (see CriteriaExclusion); lists left out are empty.',
  fields: (t) => ({
    ...selectorInput(t),
    employer: t.field({
      type: EmployerInput,
      required: false,
      description: 'A kind of employer said of the people it removes: they are removed only at companies of it (see CriteriaExclusion).',
    }),
    unless: t.field({
      type: CriteriaSelectorInput,
      required: false,
      description: 'Whom it spares (no `employer`: it spares them wherever the exclusion holds).',
    }),
  }),
});

export const CriteriaInput = builder.inputType('CriteriaInput', {
  description: 'Corrected criteria: used instead of the reading of the definition. Unknown values are validation_error naming the field.',
  fields: (t) => ({
    include: t.field({ type: [CriteriaSelectorInput], required: true, description: 'Who is kept: at least one.' }),
    exclude: t.field({ type: [CriteriaExclusionInput], required: false, description: 'Who is removed from them.' }),
    employer: t.field({ type: EmployerInput, required: false, description: 'Only people at companies of this kind (absent: any company).' }),
  }),
});

/** GraphQL's names of the Criteria JSON fields of two words. */
const JSON_NAMES: Readonly<Record<string, string>> = { fallbackFor: 'fallback_for', conditionOnly: 'condition_only' };

/** GraphQL's absent-or-null values left out, recursively: the input as the documented Criteria JSON (the domain checks it). */
function plain(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(plain);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(Object.entries(v).flatMap(([k, x]) => (x === null || x === undefined ? [] : [[JSON_NAMES[k] ?? k, plain(x)]])));
}

export function criteriaOfInput(input: typeof CriteriaInput.$inferInput | null | undefined): unknown {
  return input === null || input === undefined ? input : plain(input);
}
