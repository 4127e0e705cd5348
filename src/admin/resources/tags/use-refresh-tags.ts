import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Creating a product or a category may create tags on the server (names that did not exist). The tag lists
 * and suggestions are react-admin queries keyed `['tags', method, params]`: mark them stale so they reload.
 */
export function useRefreshTags(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: ['tags'] }), [queryClient]);
}
