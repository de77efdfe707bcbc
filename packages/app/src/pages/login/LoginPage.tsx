import { useSearchParams } from 'react-router';
import { LoginContent } from './LoginContent';

/** `/{lang}/{login word}?next=`: signs in and returns to `next`; `error` after a failed identification. */
export function LoginPage() {
  const [query] = useSearchParams();
  return <LoginContent next={query.get('next')} failed={query.has('error')} />;
}
