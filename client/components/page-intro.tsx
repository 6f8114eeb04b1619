/** Heading and lead paragraph of a page. */
export function PageIntro({ heading, lead }: { heading: string; lead: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-ink">{heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-3">{lead}</p>
    </section>
  );
}
