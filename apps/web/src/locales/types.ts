/** The shape of a locale: the same keys as en-US, every leaf a string (the parity test checks both ways). */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
