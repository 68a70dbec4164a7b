import { useQueryParams } from '../app/page-address.js';

/** The activity a page works on (`?activity_id=12`), or 0 when it is missing or malformed. */
export const useActivityId = () => {
  const [params] = useQueryParams();
  const id = Number(params.get('activity_id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
};
