import { useSearchParams } from 'react-router';

/** A positive id from the query string (`?id=12`), or 0 when it is missing or malformed. */
export const useIdParam = (name = 'id') => {
  const [params] = useSearchParams();
  const id = Number(params.get(name));
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** Ids from a comma list in the query string (`?ids=1,2,3`), in order, without repeats or bad parts. */
export const useIdListParam = (name = 'ids') => {
  const [params] = useSearchParams();
  const ids = (params.get(name) ?? '').split(',').map(Number);
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
};
