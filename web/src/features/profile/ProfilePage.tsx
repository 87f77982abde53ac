export default function ProfilePage(_props: Record<string, unknown>) { return <main id="main">ProfilePage</main>; }
