export default function LoginPage(_props: Record<string, unknown>) { return <main id="main">LoginPage</main>; }
