import { useSearchParams } from 'react-router';
import { LoginContent } from './LoginContent';

/** `/{lang}/{login word}?next=`: signs in and returns to `next`. */
export function LoginPage() {
  const [query] = useSearchParams();
  return <LoginContent next={query.get('next')} />;
}
