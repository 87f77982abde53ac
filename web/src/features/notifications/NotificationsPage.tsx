export default function NotificationsPage(_props: Record<string, unknown>) { return <main id="main">NotificationsPage</main>; }
