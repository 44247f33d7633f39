/** One line of the bench table. */
export type Row = { name: string; value: number | string; budget?: string; ok: boolean };
