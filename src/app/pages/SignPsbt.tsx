import { en } from '../locales/en';

export default function SignPsbtPage() {
  return (
    <section className="page">
      <h1>{en.nav.signPsbt}</h1>
      <p className="muted">{en.notConnected}</p>
    </section>
  );
}
