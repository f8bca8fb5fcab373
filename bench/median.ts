/** The middle of the values (the upper middle of an even count), as every bench reports its runs. */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
