import { en } from '../locales/en';

export default function SendPage() {
  return (
    <section className="page">
      <h1>{en.nav.send}</h1>
      <p className="muted">{en.notConnected}</p>
    </section>
  );
}
