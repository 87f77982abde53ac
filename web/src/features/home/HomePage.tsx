export default function HomePage(_props: Record<string, unknown>) { return <main id="main">HomePage</main>; }
