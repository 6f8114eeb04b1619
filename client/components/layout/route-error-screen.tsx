/** The generic fallback (spec section 8): 'Unexpected Application Error!' with the status or message. */
import { Link } from 'react-router-dom';

export function RouteErrorScreen({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" role="alert">
      <h1 className="text-3xl font-bold text-ink">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-lg text-danger-700">{message}</p>
      <p className="mt-8">
        <Link to="/" className="font-semibold text-accent-700 underline">
          Return Home
        </Link>
      </p>
    </section>
  );
}
