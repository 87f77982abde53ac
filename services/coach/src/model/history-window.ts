export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The most recent messages that fit both limits, oldest first, never starting with an answer
 * whose question was cut. Long single messages are shortened rather than dropping everything.
 */
export function windowHistory(
  messages: HistoryMessage[],
  limits: { maxMessages: number; maxChars: number },
): { kept: HistoryMessage[]; omitted: number } {
  const kept: HistoryMessage[] = [];
  let used = 0;
  for (let i = messages.length - 1; i >= 0 && kept.length < limits.maxMessages; i--) {
    const message = messages[i];
    const room = limits.maxChars - used;
    if (room <= 200) break;
    const content =
      message.content.length > room ? `${message.content.slice(0, room - 1)}…` : message.content;
    kept.unshift({ role: message.role, content });
    used += content.length;
  }
  while (kept.length > 0 && kept[0]?.role === 'assistant') kept.shift();
  return { kept, omitted: messages.length - kept.length };
}
