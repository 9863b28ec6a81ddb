import { en } from '../locales/en';

export default function RunesPage() {
  return (
    <section className="page">
      <h1>{en.nav.runes}</h1>
      <p className="muted">{en.notConnected}</p>
    </section>
  );
}
