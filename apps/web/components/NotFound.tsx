import { Link } from 'wouter';
import { en } from '../locales/en';

export function NotFound() {
  return (
    <section className="page">
      <p>{en.notFound}</p>
      <Link href="/">{en.backHome}</Link>
    </section>
  );
}
