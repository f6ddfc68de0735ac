/** The English table must have exactly the Spanish table's keys. */
export type TextsOf<T> = Record<keyof T, string>;
