export default function SettingsPage(_props: Record<string, unknown>) { return <main id="main">SettingsPage</main>; }
