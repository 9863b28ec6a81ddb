import { en } from '../locales/en';

export default function SignMessagePage() {
  return (
    <section className="page">
      <h1>{en.nav.signMessage}</h1>
      <p className="muted">{en.notConnected}</p>
    </section>
  );
}
