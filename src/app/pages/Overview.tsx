import { en } from '../locales/en';

export function Overview() {
  return (
    <section className="page">
      <h1>{en.nav.overview}</h1>
      <p className="muted">{en.notConnected}</p>
    </section>
  );
}
