/** One piece of platform content as written for the seed; its order in the list is its sort order. */
export type SeedText = {
  category: string;
  title: string;
  summary: string;
  body: string;
  /** China time, YYYY-MM-DD HH:mm. */
  publishedAt: string;
  image?: string;
  link?: string;
};
