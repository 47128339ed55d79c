import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Where every 'Signup now!' and gated section leads: the sign-up, coming back to these results. */
export function useSignUpPrompt(next = '/results'): () => void {
  const navigate = useNavigate();
  return useCallback(() => navigate(`/auth?mode=signup&next=${encodeURIComponent(next)}`), [navigate, next]);
}
