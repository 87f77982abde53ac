export default function UnsubscribePage(_props: Record<string, unknown>) { return <main id="main">UnsubscribePage</main>; }
