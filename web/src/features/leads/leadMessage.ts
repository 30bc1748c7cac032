// The lead's message as sent: the user's description, then the chosen chat's title when one is chosen.
import { LEAD_FORM } from '@contracts/messages';

export function withChatNote(message: string, chatTitle: string | undefined): string {
  const text = message.trim();
  return chatTitle ? `${text}\n\n${LEAD_FORM.chatNote(chatTitle)}` : text;
}
