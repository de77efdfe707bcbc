import type { LoginViewState } from '@portal/ui';
import { useSearchParams } from 'react-router';
import { LoginContent } from './LoginContent';

/** The login page's `error` as the sign-in start sends it back: too many starts, or anything else. */
function stateOf(error: string | null): LoginViewState {
  if (error === null) return 'ready';
  return error === 'tooManyRequests' ? 'tooManyTries' : 'failed';
}

/** `/{lang}/{login word}?next=`: signs in and returns to `next`; `error` after a refused sign-in. */
export function LoginPage() {
  const [query] = useSearchParams();
  return <LoginContent next={query.get('next')} state={stateOf(query.get('error'))} />;
}
