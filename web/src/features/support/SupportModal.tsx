export default function SupportModal(_props: Record<string, unknown>) { return <main id="main">SupportModal</main>; }
