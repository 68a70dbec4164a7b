import { z } from 'zod';

/** Query strings arrive as text: list inputs coerce them. */
export const pageInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    /** True when more rows match than `total`: a big list counts only so far past the page it shows. */
    total_capped: z.boolean().optional(),
    page: z.number().int(),
    limit: z.number().int(),
  });

export type List<T> = { list: T[]; total: number; total_capped?: boolean; page: number; limit: number };
