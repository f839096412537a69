import { useMutation } from '@tanstack/react-query';
import type { SearchResult } from '@recruit/core/schemas/search';
import { api } from '@/lib/api';

export type { SearchResult };

/** POST /api/search {query}: smart search, the saved candidates best first. */
export const useSmartSearch = () =>
  useMutation({
    mutationFn: (query: string) => api.post<SearchResult>('/api/search', { query }),
  });
