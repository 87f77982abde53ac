export default function SignupPage(_props: Record<string, unknown>) { return <main id="main">SignupPage</main>; }
