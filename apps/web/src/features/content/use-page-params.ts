import { useSearchParams } from 'react-router';

/** List pages keep page, filters and the open article in the URL, so a link or reload shows the same view. */
export const usePageParams = () => {
  const [params, setParams] = useSearchParams();
  const update = (patch: Record<string, string | number | undefined>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      }
      return next;
    });
  const id = Number(params.get('id')) || undefined;
  const page = Number(params.get('page')) || 1;
  return { params, update, id, page };
};
