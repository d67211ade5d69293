// Enums of the schema from the domain's value lists: GraphQL names in SCREAMING_SNAKE_CASE, internal
// values the domain's strings (so resolvers return domain values, type-checked against the list).
import { builder } from '../builder.js';

export function enumFrom<const V extends string>(name: string, description: string, values: Record<V, string>) {
  const entries = Object.entries(values) as Array<[V, string]>;
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(entries.map(([value, doc]) => [value.toUpperCase().replace(/[^A-Z0-9_]/g, '_'), { value, description: doc }])) as Record<
      string,
      { value: V; description: string }
    >,
  });
}
