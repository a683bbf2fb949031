/**
 * An online answer's field names into the contract's camelCase (`secret_key` → `secretKey`),
 * values untouched. The type follows the schema's, so the handler map checks at compile time
 * that the contract's row has every field the API's schema gives.
 */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

export type CamelKeys<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };

const camelName = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export function camelKeys<T extends object>(value: T): CamelKeys<T> {
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [camelName(key), v])) as CamelKeys<T>;
}
